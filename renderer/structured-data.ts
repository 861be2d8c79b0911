/** JSON-LD for service pages (spec 2.6): Service, FAQPage, LocalBusiness, BreadcrumbList. */
import type { z } from 'zod';
import type { faqSchema, locationSchema } from '../content/schemas';
import { absoluteUrl, site } from '../content/site';
import { urls } from '../content/urls';

type Json = Record<string, unknown>;
const context = 'https://schema.org';
const organizationRef = () => ({ '@type': 'Organization', '@id': `${absoluteUrl(urls.home())}#organization`, name: site.brand, url: absoluteUrl(urls.home()) });

export function serviceJsonLd(input: {
  name: string;
  title: string;
  description: string;
  path: string;
  offers: string[];
  location?: z.infer<typeof locationSchema>;
}): Json {
  const { location } = input;
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${absoluteUrl(input.path)}#service`,
    name: input.title,
    serviceType: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: organizationRef(),
    areaServed: location
      ? [location.city, ...location.nearbyAreas].map((name) => ({ '@type': 'City', name }))
      : { '@type': 'Country', name: 'Canada' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: input.title,
      itemListElement: input.offers.map((offer) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: offer } })),
    },
  };
}

export function faqJsonLd(path: string, faqs: z.infer<typeof faqSchema>[]): Json {
  return {
    '@context': context,
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#faq`,
    url: absoluteUrl(path),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function localBusinessJsonLd(path: string, title: string, location: z.infer<typeof locationSchema>): Json {
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(path)}#business`,
    name: `${site.brand} ${location.city}`,
    description: title,
    url: absoluteUrl(path),
    image: absoluteUrl('/apple-touch-icon.png'),
    telephone: location.telephone,
    email: site.contactEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.streetAddress,
      addressLocality: location.city,
      addressRegion: location.provinceCode,
      postalCode: location.postalCode,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    areaServed: [location.city, ...location.nearbyAreas].map((name) => ({ '@type': 'City', name })),
    parentOrganization: organizationRef(),
  };
}

export function breadcrumbJsonLd(trail: { name: string; path: string }[]): Json {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
