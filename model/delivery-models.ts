/**
 * The Flexible Service Delivery Models texts, content/delivery-models/<key>.yaml, keyed as
 * model/delivery-choice.ts picks them (each validated by deliveryModelSetSchema when imported:
 * model/content-files.ts).
 */
import type { DeliveryModelKey } from './delivery-choice';
import { deliveryModelServices } from './delivery-choice';
import type { EntryOf } from './collections';
import { entryOf } from './content';
import { perLanguage, type Language } from './languages';

/** One set of the Flexible Service Delivery Models texts (spec 2.4 item 5). */
export type DeliveryModelSet = EntryOf<'deliveryModels'>;

function setsOf(language: Language): Record<DeliveryModelKey, DeliveryModelSet> {
  const entries = (['generic', ...deliveryModelServices] as const).map((key) => {
    const set = entryOf('deliveryModels', key, language);
    if (!set) throw new Error(`content/delivery-models/${key}.yaml: missing`);
    return [key, set] as const;
  });
  return Object.fromEntries(entries) as Record<DeliveryModelKey, DeliveryModelSet>;
}

/** Each edition's sets (content/delivery-models, content/fr/delivery-models): a generic set, and sets worded for the services whose pages show their own. */
export const deliveryModelsIn: Record<Language, Record<DeliveryModelKey, DeliveryModelSet>> = perLanguage(setsOf);
export const deliveryModels = deliveryModelsIn.en;
