/** The copy every city page shares: content/pages/city-pages.yaml, with page values (model/page-values.ts). */
import type { z } from 'zod';
import cityPagesFile from '../content/pages/city-pages.yaml';
import type { cityPagesSchema } from './schemas';

export type CityPages = z.output<typeof cityPagesSchema>;

export const cityPages = cityPagesFile as CityPages;
