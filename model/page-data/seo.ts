import { content } from '../content/content';
import type { PageContext } from 'vike/types';
import type { Seo } from '../content/schemas/fields';
import { absoluteUrl, documentTitle, siteIn } from './site';
import { urls } from '../site/urls';
import { urlsIn } from './addresses';
import type { Language } from '../site/languages';

/** What every page's +data.ts returns for the head tags; pages add their own fields. */
export type PageSeo = Seo & {
  /** JSON-LD objects, each emitted as its own script block. */
  jsonLd?: Record<string, unknown>[];
  ogType?: 'website' | 'article';
  /** Open Graph article tags (blog posts). */
  article?: { publishedTime: string; author: string; tags: string[] };
  /** The blog's feed, linked from the head of every blog page. */
  feed?: { title: string; href: string };
  /** A page search engines should not list (the search page: its results are the other pages). */
  noindex?: boolean;
  /** Its own social picture instead of the drawn one (an article with a cover photo): its path and what it shows. */
  socialImage?: { path: string; alt: string };
};
export type PageData = { seo: PageSeo };

/** The head of the 404 page (content/pages/not-found.yaml, content/fr/pages/not-found.yaml). */
const notFoundSeoIn = (language: Language): PageSeo => ({ title: content('notFoundPage', language).title, description: content('notFoundPage', language).description });
/** The page's SEO values: its data's, or the error page's when there is none (404 or a failed render). */
export function pageSeo(pageContext: PageContext): PageSeo {
  const data = pageContext.data as Partial<PageData> | undefined;
  const language = pageContext.language;
  const notFoundPage = content('notFoundPage', language);
  if (pageContext.is404 === false && !data?.seo) return { title: notFoundPage.errorTitle, description: notFoundPage.errorText };
  return pageContext.is404 || !data?.seo ? notFoundSeoIn(language) : data.seo;
}

/** The page's Open Graph picture, drawn after the build by scripts/social-images.mjs. */
export function socialImagePath(pathname: string): string {
  return `/og${pathname === '/' ? '/index' : pathname}.png`;
}
export const socialImageSize = { width: 1200, height: 630 };

export function titleOf(pageContext: PageContext): string {
  return documentTitle(pageSeo(pageContext).title);
}

/** The consultancy (one entity, one @id, in both editions), described in the page's language. */
export function organizationJsonLd(language: Language): Record<string, unknown> {
  const site = siteIn[language];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(urls.home())}#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl(urlsIn[language].home()),
    logo: absoluteUrl('/favicon.svg'),
    email: site.contactEmail,
    description: site.tagline,
    foundingDate: String(site.foundingYear),
    areaServed: { '@type': 'Country', name: 'Canada' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.headquarters.streetAddress,
      addressLocality: site.headquarters.city,
      addressRegion: site.headquarters.province,
      postalCode: site.headquarters.postalCode,
      addressCountry: site.headquarters.country,
    },
  };
}

/** JSON for a <script type="application/ld+json">, safe against closing the script early. */
export function jsonLdText(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
