/** The cities the site serves (spec 2.2, 3): content/locations/<city>.yaml, one file a city, through model/content.ts. */
import { citySlugs, type CitySlug } from './catalog';
import type { EntryOf } from './collections';
import { entryOf } from './content';
import { perLanguage, type Language } from './languages';

export type Location = EntryOf<'locations'>;

function locationsOf(language: Language): Record<CitySlug, Location> {
  const entries = citySlugs.map((slug) => {
    const location = entryOf('locations', slug, language);
    if (!location) throw new Error(`content/locations/${slug}.yaml: missing`);
    return [slug, location] as const;
  });
  return Object.fromEntries(entries) as Record<CitySlug, Location>;
}

/** Each edition's cities (content/locations, content/fr/locations). */
export const locationsIn: Record<Language, Record<CitySlug, Location>> = perLanguage(locationsOf);
export const locations = locationsIn.en;

const namesOf = (language: Language) => Object.fromEntries(citySlugs.map((slug) => [slug, locationsIn[language][slug].city])) as Record<CitySlug, string>;
/** Each city's display name, from its content file, per edition. */
export const cityNamesIn: Record<Language, Record<CitySlug, string>> = perLanguage(namesOf);
export const cityNames = cityNamesIn.en;
