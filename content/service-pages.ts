/**
 * Titles and descriptions of the service pages and their city variants (spec 2.6). The full
 * page content (features, stories, FAQs, local sections) builds on these.
 */
import {
  cityNames,
  cityProvinces,
  serviceNames,
  serviceSummaries,
  type CitySlug,
  type ServiceSlug,
} from './catalog';
import { site } from './site';

export function serviceTitle(service: ServiceSlug, city?: CitySlug): string {
  if (service === 'cloud-cost-optimization') {
    return city ? `Cloud Cost Optimization Services in ${cityNames[city]}` : 'Enterprise Cloud Cost Optimization Solutions';
  }
  const name = service === 'seo-services' ? 'Digital Marketing & SEO' : serviceNames[service];
  return city ? `${name} Services in ${cityNames[city]}` : `${name} Services`;
}

export function serviceDescription(service: ServiceSlug, city?: CitySlug): string {
  if (!city) return serviceSummaries[service];
  return `${serviceNames[service]} for businesses in ${cityNames[city]}, ${cityProvinces[city]}: ${site.brand} delivers local, hands-on expertise with measurable results.`;
}
