/**
 * The four cities the site serves (spec 2.2, 3): content/locations/<city>.yaml, one file a city,
 * validated by locationSchema when imported (model/content-files.ts).
 */
import type { z } from 'zod';
import kitchener from '../content/locations/kitchener.yaml';
import london from '../content/locations/london.yaml';
import toronto from '../content/locations/toronto.yaml';
import vancouver from '../content/locations/vancouver.yaml';
import { citySlugs, type CitySlug } from './catalog';
import type { locationSchema } from './schemas';

export type Location = z.output<typeof locationSchema>;

export const locations: Record<CitySlug, Location> = {
  toronto: toronto as Location,
  vancouver: vancouver as Location,
  kitchener: kitchener as Location,
  london: london as Location,
};

/** Each city's display name, from its content file. */
export const cityNames = Object.fromEntries(citySlugs.map((slug) => [slug, locations[slug].city])) as Record<CitySlug, string>;
