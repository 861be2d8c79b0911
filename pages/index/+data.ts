import type { z } from 'zod';
import { deliveryModelKey } from '../../model/delivery-choice';
import { deliveryModels } from '../../content/delivery-models';
import { homeSeo } from '../../content/home';
import { homeSections } from '../../content/home-sections';
import type { homePageSchema } from '../../model/schemas';
import type { DeliveryModelSet } from '../../components/DeliveryModels';
import { urls } from '../../model/urls';
import { organizationJsonLd, type PageData } from '../../model/seo';

export type HomeSectionsContent = z.infer<typeof homePageSchema>;
export type Data = PageData & {
  sections: HomeSectionsContent;
  delivery: DeliveryModelSet;
};

export function data(): Data {
  return {
    seo: { ...homeSeo, jsonLd: [organizationJsonLd()] },
    sections: homeSections,
    // The same path-to-text choice as the service pages; the home path names no service, so it is the generic set.
    delivery: deliveryModels[deliveryModelKey(urls.home())],
  };
}
