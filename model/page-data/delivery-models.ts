/**
 * The Flexible Service Delivery Models texts, content/delivery-models/<key>.yaml, keyed as
 * model/page-data/delivery-choice.ts picks them (each validated by deliveryModelSetSchema when imported:
 * model/content/content-files.ts).
 */
import type { EntryOf } from '../content/collections';
import { requiredEntry } from '../content/content';
import type { Language } from '../site/languages';

/** One set of the Flexible Service Delivery Models texts (spec 2.4 item 5). */
export type DeliveryModelSet = EntryOf<'deliveryModels'>;


/** The set a key of model/page-data/delivery-choice.ts names: it has a file in each language. */
export const deliveryModelSet = (key: string, language: Language): DeliveryModelSet => requiredEntry('deliveryModels', key, language);
