/**
 * JSON-LD for service pages (spec 2.6: Service, FAQPage, LocalBusiness, BreadcrumbList) and the
 * parts the blog's pages share (spec 2.10).
 */
import type { z } from 'zod';
import type { PostMeta } from '../content/post-parse';
import type { faqSchema, locationSchema, serviceDefinitionSchema } from '../content/schemas/services-and-cities';
import { urlsIn } from './addresses';
import type { Language } from '../site/languages';
import { absoluteUrl, site, siteIn } from './site';
import { urls } from '../site/urls';

type Json = Record<string, unknown>;
const context = 'https://schema.org';
/** The consultancy, pointing at the Organization block of the home page. */
export const organizationRef = () => ({ '@type': 'Organization', '@id': `${absoluteUrl(urls.home())}#organization`, name: site.brand, url: absoluteUrl(urls.home()) });

/** JSON-LD writes a single value on its own and several as a list. */
const oneOrList = <T>(values: T[]): T | T[] => (values.length === 1 ? values[0]! : values);

/** The Service JSON-LD of a page from its Service definition (spec 3). */
export function serviceJsonLd(definition: z.infer<typeof serviceDefinitionSchema>, path: string, serviceType: string): Json {
  const { provider, areaServed, hasOfferCatalog } = definition;
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name: definition.name,
    serviceType,
    description: definition.description,
    image: absoluteUrl(definition.image),
    url: absoluteUrl(path),
    ...(provider && { provider: { ...organizationRef(), name: provider.name, url: provider.url } }),
    ...(areaServed && { areaServed: oneOrList(areaServed.map(({ type, name }) => ({ '@type': type, name }))) }),
    ...(hasOfferCatalog && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: hasOfferCatalog.name,
        itemListElement: hasOfferCatalog.offers.map((offer) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: offer } })),
      },
    }),
  };
}

export function faqJsonLd(path: string, faqs: z.infer<typeof faqSchema>[], language: Language): Json {
  return {
    '@context': context,
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#faq`,
    url: absoluteUrl(path),
    inLanguage: siteIn[language].language,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function localBusinessJsonLd(path: string, title: string, location: z.infer<typeof locationSchema>, language: Language): Json {
  const site = siteIn[language];
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

/** A post as every listing of it names it: /blog lists these, a post's own page extends one. */
export function blogPostingJsonLd(post: PostMeta, language: Language): Json {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    url: absoluteUrl(urlsIn[language].blogPost(post.slug)),
  };
}
