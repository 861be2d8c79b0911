import type { EntryOf } from '../../model/content/collections';
import { content } from '../../model/content/content';
import { deliveryModelKey } from '../../model/page-data/delivery-choice';
import type { PageContextServer } from 'vike/types';
import { deliveryModelSet, type DeliveryModelSet } from '../../model/page-data/delivery-models';
import { featuredCaseStudies, type CaseStudyCard } from '../../model/page-data/case-studies';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { serviceOf } from '../../model/page-data/services';
import { cityName } from '../../model/page-data/locations';
import { organizationJsonLd, type PageData } from '../../model/page-data/seo';
import { heroStillSvg } from '../../model/build/covers';

/** The sections below the hero (pages/index/HomeSections.tsx). */
export type HomeSectionsContent = Pick<EntryOf<'homePage'>, 'impact' | 'whyChoose' | 'services' | 'process' | 'stories'>;
export type Data = PageData & {
  sections: HomeSectionsContent;
  /** The case studies marked for the home page (issue 43). */
  caseStudies: CaseStudyCard[];
  delivery: DeliveryModelSet;
  /** The offices' cities, in the catalogue's order, for the hero's facts (issue 53). */
  offices: string[];
  /** The brand's motif behind the hero (model/build/covers.ts), as SVG markup. */
  heroStill: string;
  /** Each service's line (its Menu line), which a phone shows in place of its card's text. */
  serviceLines: Record<string, string>;
};

export function data(pageContext: PageContextServer): Data {
  const language = pageContext.language;
  const homePage = content('homePage', language);
  return {
    seo: { ...homePage.seo, jsonLd: [organizationJsonLd(language)] },
    sections: homePage,
    caseStudies: featuredCaseStudies(language),
    // The same path-to-text choice as the service pages; the home path names no service, so it is the generic set.
    delivery: deliveryModelSet(deliveryModelKey(undefined), language),
    offices: citySlugs.map((city) => cityName(city, language)),
    heroStill: heroStillSvg('home', { width: 1600, height: 900 }),
    serviceLines: Object.fromEntries(serviceSlugs.map((slug) => [slug, serviceOf(slug, language).menuLine])),
  };
}
