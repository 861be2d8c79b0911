/**
 * What a service page and its city variants show (spec 2.6), derived in one place from the
 * service content, the Location and the URL module.
 */
import { citySlugs, serviceSlugs, type CitySlug, type ServiceSlug } from './catalog';
import { cityNames, locations } from './locations';
import { parseContent, serviceDefinitionSchema } from './schemas';
import { serviceDescriptors, serviceNames, services } from './services';
import { absoluteUrl, site } from '../content/site';
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

export function serviceTitle(service: ServiceSlug, city?: CitySlug): string {
  if (service === 'cloud-cost-optimization') {
    return city ? `Cloud Cost Optimization Services in ${cityNames[city]}` : 'Enterprise Cloud Cost Optimization Solutions';
  }
  const name = service === 'seo-services' ? 'Digital Marketing & SEO' : serviceNames[service];
  return city ? `${name} Services in ${cityNames[city]}` : `${name} Services`;
}

export function serviceDescription(service: ServiceSlug, city?: CitySlug): string {
  if (!city) return services[service].seo.description;
  const { city: name, province, nearbyAreas } = locations[city];
  return `${serviceNames[service]} for businesses in ${name}, ${province}, ${nearbyAreas[0]} and ${nearbyAreas[1]}, from ${site.brand}'s local team. Book a free consultation.`;
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
  const base = services[service].seo.keywords;
  if (!city) return base;
  const { city: name, province, provinceCode, nearbyAreas } = locations[city];
  const topic = serviceNames[service].toLowerCase();
  return [
    `${topic} ${name}`,
    `${topic} ${name} ${provinceCode}`,
    `${topic} ${province}`,
    ...nearbyAreas.slice(0, 3).map((area) => `${topic} ${area}`),
    `${name} ${base[0]}`,
  ];
}

/** The city's market, then what this service means for it: different on every city page. */
export function localDescription(service: ServiceSlug, city: CitySlug): string {
  return `${locations[city].description} ${services[service].local.focus}`;
}

export function otherCityServiceLinks(service: ServiceSlug, city: CitySlug) {
  return cityLinkServices
    .filter((other) => other !== service)
    .map((other) => ({ label: `${serviceNames[other]} in ${cityNames[city]}`, href: urls.serviceCity(other, city) }));
}

/** The same service in the other cities, and the city's other services not linked above. */
export function relatedServiceLinks(service: ServiceSlug, city: CitySlug) {
  const inOtherCities = citySlugs
    .filter((other) => other !== city)
    .map((other) => ({ label: `${serviceNames[service]} in ${cityNames[other]}`, href: urls.serviceCity(service, other) }));
  const moreHere = serviceSlugs
    .filter((other) => other !== service && !(cityLinkServices as readonly string[]).includes(other))
    .map((other) => ({ label: `${serviceNames[other]} in ${cityNames[city]}`, href: urls.serviceCity(other, city) }));
  return [...inOtherCities, ...moreHere];
}
