/**
 * The four cities the site serves (spec 2.2, 3): content/locations/<city>.yaml, one file a city,
 * validated by locationSchema when imported (model/content-files.ts).
 */
import type { z } from 'zod';
import kitchener from '../content/locations/kitchener.yaml';
import london from '../content/locations/london.yaml';
import toronto from '../content/locations/toronto.yaml';
import vancouver from '../content/locations/vancouver.yaml';
import frKitchener from '../content/fr/locations/kitchener.yaml';
import frLondon from '../content/fr/locations/london.yaml';
import frToronto from '../content/fr/locations/toronto.yaml';
import frVancouver from '../content/fr/locations/vancouver.yaml';
import type { Language } from './languages';
import { citySlugs, type CitySlug } from './catalog';
import type { locationSchema } from './schemas';

export type Location = z.output<typeof locationSchema>;

export const locations: Record<CitySlug, Location> = {
  toronto: toronto as Location,
  vancouver: vancouver as Location,
  kitchener: kitchener as Location,
  london: london as Location,
};

/** Each edition's cities (content/locations, content/fr/locations). */
export const locationsIn: Record<Language, Record<CitySlug, Location>> = {
  en: locations,
  fr: { toronto: frToronto as Location, vancouver: frVancouver as Location, kitchener: frKitchener as Location, london: frLondon as Location },
};

const namesOf = (language: Language) => Object.fromEntries(citySlugs.map((slug) => [slug, locationsIn[language][slug].city])) as Record<CitySlug, string>;
/** Each city's display name, from its content file, per edition. */
export const cityNamesIn: Record<Language, Record<CitySlug, string>> = { en: namesOf('en'), fr: namesOf('fr') };
export const cityNames = cityNamesIn.en;
