/**
 * What a service page and its city variants show (spec 2.6), derived in one place from the
 * service content, the Location and the URL module.
 */
import { citySlugs, serviceSlugs, type CitySlug, type ServiceSlug } from './catalog';
import { urlsIn } from './addresses';
import { locationOf } from './locations';
import type { EntryOf } from '../content/collections';
import { content } from '../content/content';
type CityPages = EntryOf<'cityPages'>;
import type { Language } from '../site/languages';
import { fillPageCopy, fillPageValues } from '../content/page-values';
import { parseContent } from '../content/schemas/fields';
import { serviceDefinitionSchema } from '../content/schemas/services-and-cities';
import { serviceDescriptorOf, serviceOf } from './services';
import { absoluteUrl, siteIn } from './site';

/** Services whose city pages link to each other in the local section (spec 2.6): content (content/pages/city-pages.yaml), the same in both editions. */
const cityLinkServices = (): readonly ServiceSlug[] => content('cityPages', 'en').linkedServices as ServiceSlug[];

/** The page values of a city page: {service.name}, {service.keyword}, {city.name}, {city.province}, ... */
export function pageValuesOf(service: ServiceSlug, city: CitySlug, language: Language) {
  return { service: serviceOf(service, language), city: { ...locationOf(city, language), name: locationOf(city, language).city } };
}

/** The headings and labels of a city page of `service` in `city` (content/pages/city-pages.yaml), names filled in. */
export function cityPageCopy(service: ServiceSlug, city: CitySlug, language: Language): Pick<CityPages, 'local' | 'team'> {
  const { local, team } = content('cityPages', language);
  return fillPageCopy({ local, team }, pageValuesOf(service, city, language), `content/pages/city-pages.yaml (${service}/${city})`);
}

/** A link to `service` in `city`, labelled as the city pages' copy says. */
function cityLink(service: ServiceSlug, city: CitySlug, language: Language) {
  const label = fillPageValues(content('cityPages', language).local.linkLabel, pageValuesOf(service, city, language), 'content/pages/city-pages.yaml local.linkLabel');
  return { label, href: urlsIn[language].serviceCity(service, city) };
}

export function serviceTitle(service: ServiceSlug, city: CitySlug | undefined, language: Language): string {
  const { title, cityTitle } = serviceOf(service, language);
  return city ? fillPageValues(cityTitle, pageValuesOf(service, city, language), `content/services/${service}.yaml cityTitle`) : title;
}

export function serviceDescription(service: ServiceSlug, city: CitySlug | undefined, language: Language): string {
  if (!city) return serviceOf(service, language).seo.description;
  // The service's own, where the shared one runs long with its name (issue 54).
  const own = serviceOf(service, language).seo.cityDescription;
  return own
    ? fillPageValues(own, pageValuesOf(service, city, language), `content/services/${service}.yaml seo.cityDescription`)
    : fillPageValues(content('cityPages', language).seo.description, pageValuesOf(service, city, language), 'content/pages/city-pages.yaml seo.description');
}

/**
 * The Service definition of a page (spec 3): the service's descriptor named and described for the
 * page, its FAQs, the consultancy as provider, the places served and the features as offers.
 */
export function serviceDefinition(service: ServiceSlug, city: CitySlug | undefined, language: Language) {
  const title = serviceTitle(service, city, language);
  const location = city ? locationOf(city, language) : undefined;
  return parseContent(serviceDefinitionSchema, `service definition ${city ? `${service}/${city}` : service}`, {
    ...serviceDescriptorOf(service, language),
    name: title,
    description: serviceDescription(service, city, language),
    faqs: serviceOf(service, language).faqs,
    provider: { name: siteIn[language].brand, url: absoluteUrl(urlsIn[language].home()) },
    areaServed: location
      ? [location.city, ...location.nearbyAreas].map((name) => ({ type: 'City' as const, name }))
      : [{ type: 'Country' as const, name: 'Canada' }],
    hasOfferCatalog: { name: title, offers: serviceOf(service, language).features.cards.map((card) => card.title) },
  });
}

export function serviceKeywords(service: ServiceSlug, city: CitySlug | undefined, language: Language): string[] {
  return city ? fillPageCopy(content('cityPages', language).seo.keywords, pageValuesOf(service, city, language), 'content/pages/city-pages.yaml seo.keywords') : serviceOf(service, language).seo.keywords;
}

/** The city's market, then what this service means for it: different on every city page. */
/**
 * A city page's opening, two paragraphs: the city's market (its location file), then what the
 * service does there (the service's `local.focus`). One 98-word paragraph before (the design
 * reading of 2026-11-30: 19 lines on a phone).
 */
export function localDescription(service: ServiceSlug, city: CitySlug, language: Language): readonly [string, string] {
  return [locationOf(city, language).description, serviceOf(service, language).local.focus];
}

export function otherCityServiceLinks(service: ServiceSlug, city: CitySlug, language: Language) {
  return cityLinkServices().filter((other) => other !== service).map((other) => cityLink(other, city, language));
}

/** The same service in the other cities, and the city's other services not linked above. */
export function relatedServiceLinks(service: ServiceSlug, city: CitySlug, language: Language) {
  const inOtherCities = citySlugs.filter((other) => other !== city).map((other) => cityLink(service, other, language));
  const moreHere = serviceSlugs
    .filter((other) => other !== service && !cityLinkServices().includes(other))
    .map((other) => cityLink(other, city, language));
  return [...inOtherCities, ...moreHere];
}
