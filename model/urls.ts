/**
 * Every internal URL of the site is built here: pages, menus, the pre-render lists, the
 * sitemap, the worker and the tests use these functions rather than typing paths.
 * Canonical paths have no trailing slash (pre-rendered as `about.html`, see vite.config.ts).
 */
import { languagePrefixes, languages, type Language } from './languages.ts';

/** The query flag the spec calls `requestDemo=true` (spec 2.2, 2.4). It survives a full page load. */
export const requestDemoParam = 'requestDemo';

/**
 * The words of an edition's URLs: each page's, the services' folder and each service's. English
 * ones are the specification's, here, and a service's is its slug (its file name); French ones are
 * content (content/fr/addresses.yaml, and each French service file's `address`: model/addresses.ts).
 * Cities and the blog's articles keep their slugs in both editions' URL shape (an article's slug
 * is its file name). Slugs are strings here, so that the worker can build URLs without the content.
 */
export type AddressWords = {
  pages: Record<'contact' | 'about' | 'careers' | 'blog' | 'press' | 'docs' | 'api' | 'status' | 'support' | 'privacy' | 'terms' | 'security' | 'cookies' | 'accessibility' | 'sitemap' | 'search', string>;
  services: { folder: string };
  /** A service's word in this edition's addresses (English: the slug itself). */
  serviceWord?: (slug: string) => string;
};

export const englishAddressWords: AddressWords = {
  pages: {
    contact: 'contact',
    about: 'about',
    careers: 'careers',
    blog: 'blog',
    press: 'press',
    docs: 'docs',
    api: 'api',
    status: 'status',
    support: 'support',
    privacy: 'privacy',
    terms: 'terms',
    security: 'security',
    cookies: 'cookies',
    accessibility: 'accessibility',
    sitemap: 'sitemap',
    search: 'search',
  },
  services: { folder: 'services' },
};

/** An edition's URL builders: `prefix` begins every path ('' for English, '/fr' for French). */
export function localizedUrls(prefix: string, words: AddressWords) {
  const page = (key: keyof AddressWords['pages']) => `${prefix}/${words.pages[key]}`;
  const word = words.serviceWord ?? ((slug: string) => slug);
  const service = (slug: string) => `${prefix}/${words.services.folder}/${word(slug)}`;
  return {
    home: () => prefix || '/',
    contact: (options: { requestDemo?: boolean } = {}) =>
      options.requestDemo ? `${page('contact')}?${requestDemoParam}=true` : page('contact'),
    about: () => page('about'),
    careers: () => page('careers'),
    blog: () => page('blog'),
    blogPost: (slug: string) => `${page('blog')}/${slug}`,
    press: () => page('press'),
    /**
     * Press items link here; no such route exists, so these end on the 404 page (spec 2.1). English
     * writes the specification's form; other editions drop accents and punctuation.
     */
    pressItem: (title: string) =>
      `${page('press')}/${
        prefix === ''
          ? title.toLowerCase().replace(/ /g, '-')
          : title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
      }`,
    docs: () => page('docs'),
    api: () => page('api'),
    status: () => page('status'),
    support: () => page('support'),
    privacy: () => page('privacy'),
    terms: () => page('terms'),
    security: () => page('security'),
    cookies: () => page('cookies'),
    accessibility: () => page('accessibility'),
    /** The footer links here; the spec has no such route, so it is the 404 page (spec 2.1). */
    sitemapPage: () => page('sitemap'),
    /** Site search (issue 24); `?q=` carries the words, so a search can be shared and a plain form can send it. */
    search: (query?: string) => (query ? `${page('search')}?q=${encodeURIComponent(query)}` : page('search')),
    service,
    serviceCity: (slug: string, city: string) => `${service(slug)}/${city}`,
    /** The blog's RSS feed, one per edition. */
    rssFeed: () => `${page('blog')}/rss.xml`,
    /** The pre-rendered 404 page of the edition (the worker answers unknown paths with it). */
    notFound: () => `${prefix}/404`,
  } as const;
}
export type Urls = ReturnType<typeof localizedUrls>;

/**
 * Each edition's 404 page (/404, /fr/404): the worker answers unknown paths with it, the edge files
 * name it, the build leaves it out of the page lists. The one place its address is made.
 */
export const notFoundPathIn = (language: Language): string => `${languagePrefixes[language]}/404`;
/** The 404 pages' pre-rendered files (404.html, fr/404.html), as the built client folder names them. */
export const notFoundFiles: readonly string[] = languages.map((language) => `${notFoundPathIn(language).slice(1)}.html`);

/** The English edition's URLs, and the files the whole site shares. */
export const urls = {
  ...localizedUrls('', englishAddressWords),
  sitemapXml: () => '/sitemap.xml',
  robotsTxt: () => '/robots.txt',
  /** A file the build writes, named by every page's Speculation-Rules header (worker/speculation-rules.ts). */
  speculationRules: () => '/speculation-rules.json',
} as const;

/** An edition's pages that exist once, without parameters, in the order of the spec's route table. */
export function staticPagesOf(u: Urls): string[] {
  return [u.home(), u.contact(), u.about(), u.careers(), u.blog(), u.press(), u.docs(), u.api(), u.status(), u.support(), u.privacy(), u.terms(), u.security(), u.cookies(), u.accessibility()];
}
/** Pages that exist once, without parameters, in the order of the spec's route table. */
export const staticPagePaths: readonly string[] = staticPagesOf(urls);

const servicesFolder = englishAddressWords.services.folder;

/** Parses `/services/{service}` (a route's logical path: French pages route as their English twin). */
export function matchServicePath(pathname: string): { service: string } | undefined {
  const match = new RegExp(`^/${servicesFolder}/([^/]+)$`).exec(pathname);
  return match ? { service: match[1]! } : undefined;
}

/** Parses `/services/{service}/{city}`, the city in any letter case (the worker redirects it to lowercase). */
export function matchServiceCityPath(pathname: string): { service: string; city: string } | undefined {
  const match = new RegExp(`^/${servicesFolder}/([^/]+)/([^/]+)$`).exec(pathname);
  return match ? { service: match[1]!, city: match[2]! } : undefined;
}

/**
 * What may be a city page's address in either edition, the city in any letter case, for the
 * worker's redirect: the service page's path (`base`) and the city as written. The worker carries
 * no content, so it asks the built files whether the lowercased page exists.
 */
export function matchCityPagePath(pathname: string): { base: string; city: string } | undefined {
  const english = matchServiceCityPath(pathname);
  if (english) return { base: urls.service(english.service), city: english.city };
  const french = new RegExp(`^(${languagePrefixes.fr}/[^/]+/[^/]+)/([^/]+)$`).exec(pathname);
  return french ? { base: french[1]!, city: french[2]! } : undefined;
}

/**
 * The URL a pre-rendered file answers at, from its path under the built client folder
 * (`about.html` is /about, `index.html` /, `fr.html` /fr): the build scripts' one mapping.
 */
export function pagePathOfFile(file: string): string {
  return `/${file.split('\\').join('/')}`.replace(/\.html$/, '').replace(/^\/index$/, '/');
}
