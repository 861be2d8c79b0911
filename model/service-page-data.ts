/**
 * The data of a service page and of its city variants, built on the server during
 * pre-rendering: the validated content stays out of the browser bundle.
 */
import type { z } from 'zod';
import type { DeliveryModelSet } from '../components/DeliveryModels';
import type { CitySlug, ServiceSlug } from './catalog';
import { cityNames } from './locations';
import { serviceNames } from './services';
import { deliveryModelKey } from './delivery-choice';
import { deliveryModels } from './delivery-models';
import { locations } from './locations';
import type { locationSchema } from './schemas';
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
import { services, type ServiceContent } from './services';
import { urls } from './urls';
import { navigationText, type NavLink } from './navigation';
import type { PageData } from './seo';
import type { CityPages } from './city-pages';
import { fillPageCopy } from './page-values';
import { breadcrumbJsonLd, faqJsonLd, localBusinessJsonLd, serviceJsonLd } from './structured-data';

export type CitySection = {
  /** The city page's headings and labels, the service and city named (content/pages/city-pages.yaml). */
  copy: Pick<CityPages, 'local' | 'team'>;
  name: string;
  province: string;
  localDescription: string;
  comprehensiveServices: string[];
  industrySolutions: string[];
  localExpertise: string;
  otherCityLinks: NavLink[];
  relatedLinks: NavLink[];
  whyChoose: string[];
  serviceAreas: string[];
  industries: z.infer<typeof locationSchema>['industries'];
  locationBlock?: ServiceContent['locationBlock'];
};

export type ServicePageData = PageData &
  Omit<ServiceContent, 'seo' | 'local' | 'locationBlock' | 'cityTitle' | 'keyword'> & {
    service: ServiceSlug;
    name: string;
    title: string;
    delivery: DeliveryModelSet;
    city?: CitySection;
  };

export function servicePageData(service: ServiceSlug, city?: CitySlug): ServicePageData {
  const content = services[service];
  const { seo: _seo, local, locationBlock, cityTitle: _cityTitle, keyword: _keyword, ...shown } = content;
  const path = city ? urls.serviceCity(service, city) : urls.service(service);
  const title = serviceTitle(service, city);
  const description = serviceDescription(service, city);
  const name = serviceNames[service];
  const location = city ? locations[city] : undefined;

  const definition = serviceDefinition(service, city);
  const jsonLd = [serviceJsonLd(definition, path, name), faqJsonLd(path, definition.faqs)];
  if (city && location) {
    jsonLd.push(
      localBusinessJsonLd(path, title, location),
      breadcrumbJsonLd([
        { name: navigationText.home, path: urls.home() },
        { name, path: urls.service(service) },
        { name: cityNames[city], path },
      ]),
    );
  }

  return {
    seo: { title, description, keywords: serviceKeywords(service, city), jsonLd },
    ...shown,
    service,
    name,
    title,
    delivery: deliveryModels[deliveryModelKey(path)],
    city:
      city && location
        ? {
            copy: cityPageCopy(service, city),
            name: location.city,
            province: location.province,
            localDescription: localDescription(service, city),
            comprehensiveServices: local.comprehensiveServices,
            industrySolutions: local.industrySolutions,
            localExpertise: locations[city].localTeam,
            otherCityLinks: otherCityServiceLinks(service, city),
            relatedLinks: relatedServiceLinks(service, city),
            whyChoose: location.whyChoose,
            serviceAreas: [location.city, ...location.nearbyAreas],
            industries: location.industries,
            locationBlock: locationBlock && fillPageCopy(locationBlock, pageValuesOf(service, city), `content/services/${service}.yaml locationBlock`),
          }
        : undefined,
  };
}
