import type { z } from 'zod';
import { deliveryModels } from '../../content/delivery-models';
import { homeSeo, rotatingWords } from '../../content/home';
import { homeSections } from '../../content/home-sections';
import type { homePageSchema } from '../../content/schemas';
import type { DeliveryModelSet } from '../../components/DeliveryModels';
import { organizationJsonLd, type PageData } from '../../renderer/seo';

export type HomeSectionsContent = z.infer<typeof homePageSchema>;
export type Data = PageData & {
  sections: HomeSectionsContent;
  delivery: DeliveryModelSet;
  words: readonly string[];
};

export function data(): Data {
  return {
    seo: { ...homeSeo, jsonLd: [organizationJsonLd()] },
    sections: homeSections,
    // The home path contains no service, so the generic texts apply (spec 2.4 item 5).
    delivery: deliveryModels.generic,
    words: rotatingWords,
  };
}
