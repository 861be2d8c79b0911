/** The copy every city page shares: content/pages/city-pages.yaml, with page values (model/page-values.ts). */
import type { z } from 'zod';
import cityPagesFile from '../content/pages/city-pages.yaml';
import frCityPagesFile from '../content/fr/pages/city-pages.yaml';
import type { Language } from './languages';
import type { cityPagesSchema } from './schemas';

export type CityPages = z.output<typeof cityPagesSchema>;

export const cityPages = cityPagesFile as CityPages;

/** Each edition's city-page copy. */
export const cityPagesIn: Record<Language, CityPages> = { en: cityPages, fr: frCityPagesFile as CityPages };
