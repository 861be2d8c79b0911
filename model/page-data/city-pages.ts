/** The copy every city page shares: content/pages/city-pages.yaml, with page values (model/content/page-values.ts). */
import type { EntryOf } from '../content/collections';
import { contentIn } from '../content/content';

export type CityPages = EntryOf<'cityPages'>;

/** Each edition's city-page copy. */
export const cityPagesIn = contentIn('cityPages');
