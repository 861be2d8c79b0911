import { deliveryModelKey } from '../../model/page-data/delivery-choice';
import type { PageContextServer } from 'vike/types';
import { deliveryModelSet, type DeliveryModelSet } from '../../model/page-data/delivery-models';
import { pagesIn, type PageCopy } from '../../model/page-data/pages';
import { organizationJsonLd, type PageData } from '../../model/page-data/seo';

/** The sections below the hero (pages/index/HomeSections.tsx). */
export type HomeSectionsContent = Pick<PageCopy['homePage'], 'impact' | 'whyChoose' | 'services' | 'process' | 'stories'>;
export type Data = PageData & {
  sections: HomeSectionsContent;
  delivery: DeliveryModelSet;
};

export function data(pageContext: PageContextServer): Data {
  const language = pageContext.language;
  const { homePage } = pagesIn[language];
  return {
    seo: { ...homePage.seo, jsonLd: [organizationJsonLd(language)] },
    sections: homePage,
    // The same path-to-text choice as the service pages; the home path names no service, so it is the generic set.
    delivery: deliveryModelSet(deliveryModelKey(undefined), language),
  };
}
