import { deliveryModelKey } from '../../model/delivery-choice';
import { deliveryModels } from '../../model/delivery-models';
import { homePage } from '../../model/pages';
import type { DeliveryModelSet } from '../../components/DeliveryModels';
import { urls } from '../../model/urls';
import { organizationJsonLd, type PageData } from '../../model/seo';

/** The sections below the hero (pages/index/HomeSections.tsx). */
export type HomeSectionsContent = Pick<typeof homePage, 'impact' | 'whyChoose' | 'services' | 'process' | 'stories'>;
export type Data = PageData & {
  sections: HomeSectionsContent;
  delivery: DeliveryModelSet;
};

export function data(): Data {
  return {
    seo: { ...homePage.seo, jsonLd: [organizationJsonLd()] },
    sections: homePage,
    // The same path-to-text choice as the service pages; the home path names no service, so it is the generic set.
    delivery: deliveryModels[deliveryModelKey(urls.home())],
  };
}
