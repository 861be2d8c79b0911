/**
 * Every internal URL of the site is built here, from the route table (model/site/routes.ts): pages,
 * menus, the pre-render lists, the sitemap, the worker and the tests use these functions rather
 * than typing paths.
 * Canonical paths have no trailing slash (pre-rendered as `about.html`, see vite.config.ts).
 */
import { languagePrefixes, languages, type Language } from './languages.ts';
import { addressIn, listedRoutes, matchRoute, pageWords, paramsOf, routeKeys, type AddressWords, type EntryParam, type Edition, type PageWord, type ParamsOf, type RouteKey } from './routes.ts';

/** The query flag the spec calls `requestDemo=true` (spec 2.2, 2.4). It survives a full page load. */
export const requestDemoParam = 'requestDemo';

export const englishAddressWords: AddressWords = {
  pages: Object.fromEntries(pageWords.map((word) => [word, word])) as Record<PageWord, string>,
  services: { folder: 'services' },
};

/** The address builders of the route table's pages, one per route, taking its entry's values in order: `service(slug)`, `serviceCity(slug, city)`. */
type RouteBuilders = { [K in RouteKey]: (...params: ParamsOf<K>) => string };

/** An edition's URL builders: `prefix` begins every path ('' for English, '/fr' for French). */
export function localizedUrls(prefix: string, words: AddressWords) {
  const edition: Edition = { prefix, words };
  const routes = Object.fromEntries(routeKeys.map((key) => [key, (...params: string[]) => addressIn(edition, key, params)])) as RouteBuilders;
  const page = (word: PageWord) => `${prefix}/${words.pages[word]}`;
  return {
    ...routes,
    /** Any route's address, given its entry's values in order (the page lists: `pagesOf`). */
    at: (key: RouteKey, params: readonly string[]) => addressIn(edition, key, params),
    contact: (options: { requestDemo?: boolean } = {}) =>
      options.requestDemo ? `${routes.contact()}?${requestDemoParam}=true` : routes.contact(),
    /**
     * Press items link here; no such route exists, so these end on the 404 page (spec 2.1). English
     * writes the specification's form; other editions drop accents and punctuation.
     */
    pressItem: (title: string) =>
      `${routes.press()}/${
        prefix === ''
          ? title.toLowerCase().replace(/ /g, '-')
          : title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
      }`,
    /** The footer links here; the spec has no such route, so it is the 404 page (spec 2.1). */
    sitemapPage: () => page('sitemap'),
    /** Site search (issue 24); `?q=` carries the words, so a search can be shared and a plain form can send it. */
    search: (query?: string) => (query ? `${routes.search()}?q=${encodeURIComponent(query)}` : routes.search()),
    /** The blog's RSS feed, one per edition. */
    rssFeed: () => `${routes.blog()}/rss.xml`,
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

/** An edition's entries by the name routes give them (model/site/routes.ts `entryParams`), which the routes with entries make their pages of (model/page-data/catalog.ts gives the content's). */
export type Entries = Readonly<Record<EntryParam, readonly string[]>>;

/** An edition's pages of the given routes, in the route table's order (model/site/routes.ts), given its entries: one per combination of a route's entries, in their order. */
export function pagesOf(u: Urls, entries: Entries, keys: readonly RouteKey[] = listedRoutes): string[] {
  return keys.flatMap((key) =>
    paramsOf(key)
      .reduce<string[][]>((combinations, param) => combinations.flatMap((values) => entries[param].map((entry) => [...values, entry])), [[]])
      .map((values) => u.at(key, values)),
  );
}

/** The entry's values in a route's logical (English) address, if it is one: French pages route as their English twin. */
export const routeParamsOf = (key: RouteKey, pathname: string): string[] | undefined => matchRoute(key, pathname, '', englishAddressWords);

/**
 * What may be a city page's address in either edition, the city in any letter case, for the
 * worker's redirect: the service page's path (`base`) and the city as written. The worker carries
 * no content, so any word matches where a French one goes, and it asks the built files whether
 * the lowercased page exists.
 */
export function matchCityPagePath(pathname: string): { base: string; city: string } | undefined {
  for (const language of languages) {
    const values = matchRoute('serviceCity', pathname, languagePrefixes[language], language === 'en' ? englishAddressWords : undefined);
    if (values) return { base: pathname.slice(0, pathname.lastIndexOf('/')), city: values.at(-1)! };
  }
  return undefined;
}

/**
 * The URL a pre-rendered file answers at, from its path under the built client folder
 * (`about.html` is /about, `index.html` /, `fr.html` /fr): the build scripts' one mapping.
 */
export function pagePathOfFile(file: string): string {
  return `/${file.split('\\').join('/')}`.replace(/\.html$/, '').replace(/^\/index$/, '/');
}
