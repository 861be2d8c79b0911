/** The cities the site serves (spec 2.2, 3): content/locations/<city>.yaml, one file a city, through model/content/content.ts. */
import type { CitySlug } from './catalog';
import type { EntryOf } from '../content/collections';
import { requiredEntry } from '../content/content';
import type { Language } from '../site/languages';

export type Location = EntryOf<'locations'>;


/** A city's content: every slug of model/page-data/catalog.ts has one in each language. */
export const locationOf = (city: CitySlug, language: Language): Location => requiredEntry('locations', city, language);

/** A city's display name, from its content file. */
export const cityName = (city: CitySlug, language: Language): string => locationOf(city, language).city;
