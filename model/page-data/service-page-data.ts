/**
 * The data of a service page and of its city variants, built on the server during
 * pre-rendering: the validated content stays out of the browser bundle.
 */
import type { z } from 'zod';
import type { DeliveryModelSet } from './delivery-models';
import type { CitySlug, ServiceSlug } from './catalog';
import { cityName, locationOf } from './locations';
import { serviceName } from './services';
import { deliveryModelKey } from './delivery-choice';
import { deliveryModelSet } from './delivery-models';
import type { Language } from '../site/languages';
import type { locationSchema } from '../content/schemas/services-and-cities';
import {
  cityPageCopy,
  localDescription,
  pageValuesOf,
  otherCityServiceLinks,
  relatedServiceLinks,
  serviceDefinition,
  serviceDescription,
  serviceKeywords,
  serviceTitle,
} from './service-pages';
import { serviceOf, type ServiceContent } from './services';
import { urlsIn } from './addresses';
import { navigationIn, type NavLink } from './navigation';
import type { PageData } from './seo';
import type { EntryOf } from '../content/collections';
import { fillPageCopy } from '../content/page-values';
import { caseStudiesForService, type CaseStudyCard } from './case-studies';
import { cityOffice } from './offices';
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd, serviceJsonLd } from './structured-data';

export type CitySection = {
  /** The city page's headings and labels, the service and city named (content/pages/city-pages.yaml). */
  copy: Pick<EntryOf<'cityPages'>, 'local' | 'team'>;
  name: string;
  province: string;
  localDescription: readonly [string, string];
  comprehensiveServices: string[];
  industrySolutions: string[];
  localExpertise: string;
  otherCityLinks: NavLink[];
  relatedLinks: NavLink[];
  whyChoose: string[];
  serviceAreas: string[];
  /** The city's office, as the offices page gives it (issue 53: a city page named no address), and the link to it there. */
  office: { address: string; telephone: string; telephoneLabel: string; link: NavLink };
  industries: z.infer<typeof locationSchema>['industries'];
  locationBlock?: ServiceContent['locationBlock'];
};

export type ServicePageData = PageData &
  Omit<ServiceContent, 'seo' | 'local' | 'locationBlock' | 'cityTitle' | 'keyword'> & {
    service: ServiceSlug;
    /** Its case studies (issue 43), and the address of the list of them all. */
    caseStudies: CaseStudyCard[];
    caseStudiesHref: string;
    name: string;
    title: string;
    delivery: DeliveryModelSet;
    city?: CitySection;
  };

export function servicePageData(service: ServiceSlug, city: CitySlug | undefined, language: Language): ServicePageData {
  const content = serviceOf(service, language);
  const localUrls = urlsIn[language];
  const { seo: _seo, local, locationBlock, cityTitle: _cityTitle, keyword: _keyword, ...shown } = content;
  const path = city ? localUrls.serviceCity(service, city) : localUrls.service(service);
  const title = serviceTitle(service, city, language);
  const description = serviceDescription(service, city, language);
  const name = serviceName(service, language);
  const location = city ? locationOf(city, language) : undefined;

  const definition = serviceDefinition(service, city, language);
  const jsonLd = [serviceJsonLd(definition, path, name), faqJsonLd(path, definition.faqs, language)];
  if (city && location) {
    jsonLd.push(
      localBusinessJsonLd(path, title, location, language),
      breadcrumbJsonLd([
        { name: navigationIn[language].text.home, path: localUrls.home() },
        { name, path: localUrls.service(service) },
        { name: cityName(city, language), path },
      ]),
    );
  }

  return {
    seo: { title, description, keywords: serviceKeywords(service, city, language), jsonLd },
    ...shown,
    service,
    caseStudies: caseStudiesForService(service, city, language),
    caseStudiesHref: localUrls.caseStudiesOfService(service),
    name,
    title,
    delivery: deliveryModelSet(deliveryModelKey(service), language),
    city:
      city && location
        ? {
            copy: cityPageCopy(service, city, language),
            name: location.city,
            province: location.province,
            localDescription: localDescription(service, city, language),
            comprehensiveServices: local.comprehensiveServices,
            industrySolutions: local.industrySolutions,
            localExpertise: location.localTeam,
            otherCityLinks: otherCityServiceLinks(service, city, language),
            relatedLinks: relatedServiceLinks(service, city, language),
            whyChoose: location.whyChoose,
            serviceAreas: [location.city, ...location.nearbyAreas],
            office: cityOffice(city, language),
            industries: location.industries,
            locationBlock: locationBlock && fillPageCopy(locationBlock, pageValuesOf(service, city, language), `content/services/${service}.yaml locationBlock`),
          }
        : undefined,
  };
}
