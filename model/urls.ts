/**
 * Every internal URL of the site is built here: pages, menus, the pre-render lists, the
 * sitemap, the worker and the tests use these functions rather than typing paths.
 * Canonical paths have no trailing slash (pre-rendered as `about.html`, see vite.config.ts).
 */
import { citySlugs, serviceSlugs, type CitySlug, type ServiceSlug } from './catalog.ts';

/** The query flag the spec calls `requestDemo=true` (spec 2.2, 2.4). It survives a full page load. */
export const requestDemoParam = 'requestDemo';

export const urls = {
  home: () => '/',
  contact: (options: { requestDemo?: boolean } = {}) =>
    options.requestDemo ? `/contact?${requestDemoParam}=true` : '/contact',
  about: () => '/about',
  careers: () => '/careers',
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  press: () => '/press',
  /** Press items link here; no such route exists, so these end on the 404 page (spec 2.1). */
  pressItem: (title: string) => `/press/${title.toLowerCase().replace(/ /g, '-')}`,
  docs: () => '/docs',
  api: () => '/api',
  status: () => '/status',
  support: () => '/support',
  privacy: () => '/privacy',
  terms: () => '/terms',
  security: () => '/security',
  cookies: () => '/cookies',
  /** The footer links here; the spec has no such route, so it is the 404 page (spec 2.1). */
  sitemapPage: () => '/sitemap',
  service: (service: ServiceSlug) => `/services/${service}`,
  serviceCity: (service: ServiceSlug, city: CitySlug) => `/services/${service}/${city}`,
  sitemapXml: () => '/sitemap.xml',
  robotsTxt: () => '/robots.txt',
  rssFeed: () => '/blog/rss.xml',
  /** A file the build writes, named by every page's Speculation-Rules header (worker/speculation-rules.ts). */
  speculationRules: () => '/speculation-rules.json',
} as const;

/** Pages that exist once, without parameters, in the order of the spec's route table. */
export const staticPagePaths: readonly string[] = [
  urls.home(),
  urls.contact(),
  urls.about(),
  urls.careers(),
  urls.blog(),
  urls.press(),
  urls.docs(),
  urls.api(),
  urls.status(),
  urls.support(),
  urls.privacy(),
  urls.terms(),
  urls.security(),
  urls.cookies(),
];

export const servicePaths: readonly string[] = serviceSlugs.map((s) => urls.service(s));

export const serviceCityPaths: readonly string[] = serviceSlugs.flatMap((s) =>
  citySlugs.map((c) => urls.serviceCity(s, c)),
);

/** Every pre-rendered URL answered with 200, given the blog's slugs. */
export function allPagePaths(postSlugs: readonly string[]): string[] {
  return [...staticPagePaths, ...servicePaths, ...serviceCityPaths, ...postSlugs.map(urls.blogPost)];
}

/** Parses `/services/{service}/{city}` in any letter case of the city, for the worker's redirect. */
export function matchServiceCityPath(pathname: string): { service: string; city: string } | undefined {
  const match = /^\/services\/([^/]+)\/([^/]+)$/.exec(pathname);
  return match ? { service: match[1]!, city: match[2]! } : undefined;
}
