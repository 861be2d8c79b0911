/**
 * What a service page and its city variants show (spec 2.6), derived in one place from the
 * service content, the Location and the URL module.
 */
import { citySlugs, serviceSlugs, type CitySlug, type ServiceSlug } from './catalog';
import { locations } from './locations';
import { cityPages, type CityPages } from './city-pages';
import { fillPageCopy, fillPageValues } from './page-values';
import { parseContent, serviceDefinitionSchema } from './schemas';
import { serviceDescriptors, services } from './services';
import { absoluteUrl, site } from './site';
import { urls } from './urls';

/** Services whose city pages link to each other in the local section (spec 2.6). */
export const cityLinkServices = [
  'ai-integration',
  'web-development',
  'data-engineering',
  'seo-services',
  'data-governance',
  'cloud-security',
] as const satisfies readonly ServiceSlug[];

/** The page values of a city page: {service.name}, {service.keyword}, {city.name}, {city.province}, ... */
export function pageValuesOf(service: ServiceSlug, city: CitySlug) {
  return { service: services[service], city: { ...locations[city], name: locations[city].city } };
}

/** The headings and labels of a city page of `service` in `city` (content/pages/city-pages.yaml), names filled in. */
export function cityPageCopy(service: ServiceSlug, city: CitySlug): Pick<CityPages, 'local' | 'team'> {
  const { local, team } = cityPages;
  return fillPageCopy({ local, team }, pageValuesOf(service, city), `content/pages/city-pages.yaml (${service}/${city})`);
}

/** A link to `service` in `city`, labelled as the city pages' copy says. */
function cityLink(service: ServiceSlug, city: CitySlug) {
  const label = fillPageValues(cityPages.local.linkLabel, pageValuesOf(service, city), 'content/pages/city-pages.yaml local.linkLabel');
  return { label, href: urls.serviceCity(service, city) };
}

export function serviceTitle(service: ServiceSlug, city?: CitySlug): string {
  const { title, cityTitle } = services[service];
  return city ? fillPageValues(cityTitle, pageValuesOf(service, city), `content/services/${service}.yaml cityTitle`) : title;
}

export function serviceDescription(service: ServiceSlug, city?: CitySlug): string {
  return city ? fillPageValues(cityPages.seo.description, pageValuesOf(service, city), 'content/pages/city-pages.yaml seo.description') : services[service].seo.description;
}

/**
 * The Service definition of a page (spec 3): the service's descriptor named and described for the
 * page, its FAQs, the consultancy as provider, the places served and the features as offers.
 */
export function serviceDefinition(service: ServiceSlug, city?: CitySlug) {
  const title = serviceTitle(service, city);
  const location = city ? locations[city] : undefined;
  return parseContent(serviceDefinitionSchema, `service definition ${city ? `${service}/${city}` : service}`, {
    ...serviceDescriptors[service],
    name: title,
    description: serviceDescription(service, city),
    faqs: services[service].faqs,
    provider: { name: site.brand, url: absoluteUrl(urls.home()) },
    areaServed: location
      ? [location.city, ...location.nearbyAreas].map((name) => ({ type: 'City' as const, name }))
      : [{ type: 'Country' as const, name: 'Canada' }],
    hasOfferCatalog: { name: title, offers: services[service].features.cards.map((card) => card.title) },
  });
}

export function serviceKeywords(service: ServiceSlug, city?: CitySlug): string[] {
  return city ? fillPageCopy(cityPages.seo.keywords, pageValuesOf(service, city), 'content/pages/city-pages.yaml seo.keywords') : services[service].seo.keywords;
}

/** The city's market, then what this service means for it: different on every city page. */
export function localDescription(service: ServiceSlug, city: CitySlug): string {
  return `${locations[city].description} ${services[service].local.focus}`;
}

export function otherCityServiceLinks(service: ServiceSlug, city: CitySlug) {
  return cityLinkServices.filter((other) => other !== service).map((other) => cityLink(other, city));
}

/** The same service in the other cities, and the city's other services not linked above. */
export function relatedServiceLinks(service: ServiceSlug, city: CitySlug) {
  const inOtherCities = citySlugs.filter((other) => other !== city).map((other) => cityLink(service, other));
  const moreHere = serviceSlugs
    .filter((other) => other !== service && !(cityLinkServices as readonly string[]).includes(other))
    .map((other) => cityLink(other, city));
  return [...inOtherCities, ...moreHere];
}
