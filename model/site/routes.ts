/**
 * The route table: every kind of page the site has, declared once, in the order of the
 * specification's route table. Every page address, its twin in the other edition, the sitemap's
 * and the search index's lists, the search filter's kinds, the social pictures' sections and the
 * edge files' page patterns are derived from it (model/site/urls.ts builds the addresses, model/page-data/catalog.ts
 * lists the pages); the worker and the build scripts import it too, as it reads no content.
 *
 * A new page type is one line here, its view under pages/, and its copy in a collection
 * (README, "Adding a page type"): the sitemap, search, hreflang, the language switcher and the
 * edge files follow.
 */
import type { SearchKind } from './search.ts';
import { literally } from './pattern.ts';

type RouteDeclaration = {
  /**
   * Its English address (the specification's): words, and `:service`, `:city`, `:slug`, `:study` or
   * `:industry` where an entry's goes (`entryParams`). Each word is its edition's word for it: the
   * French ones are content (content/fr/addresses.yaml: `pages.<English word>`, and
   * `services.folder` for `services`). A service, a case study and an industry go by their word in
   * the edition (the French file's `address`), a city and an article by their slugs. A route has a
   * page per entry of each of its params (per service and city for `/services/:service/:city`);
   * without params, one.
   */
  path: string;
  /** The folder under pages/ that renders it: Vike routes it by its English address, or by its `+route.ts` when it has entries. */
  page: string;
  /** Its kind in the search filter; 'page' unless said. */
  searchKind?: SearchKind;
  /** `false`: in no sitemap, not indexed by search (the search page itself). */
  listed?: false;
  /** `false`: in the sitemap, not indexed by search, whose results would repeat the pages it lists (the case studies filtered by a service or an industry). */
  searchable?: false;
  /** The line over the title of its social picture: the header's word for its section, else the site's line. */
  section?: 'blog' | 'services';
  /** A content-security policy of its own (worker/headers.ts): the search engine's or the contact form's. */
  policy?: 'search' | 'form';
  /**
   * The collections whose copy it shows, by their names in model/content/collections.ts (the editor's "View
   * on the site"; a test checks each exists): a folder's entry shows on its entry's page.
   */
  shows?: readonly string[];
};

export const routeTable = {
  home: { path: '/', page: 'index', shows: ['homePage', 'homeHero'] },
  contact: { path: '/contact', page: 'contact', policy: 'form', shows: ['contactPage'] },
  about: { path: '/about', page: 'about', shows: ['about'] },
  careers: { path: '/careers', page: 'careers', shows: ['careers'] },
  blog: { path: '/blog', page: 'blog', shows: ['blogPage'] },
  press: { path: '/press', page: 'press', shows: ['press'] },
  docs: { path: '/docs', page: 'docs', shows: ['docs'] },
  api: { path: '/api', page: 'api', shows: ['api'] },
  status: { path: '/status', page: 'status', shows: ['status'] },
  support: { path: '/support', page: 'support', shows: ['support'] },
  privacy: { path: '/privacy', page: 'privacy', shows: ['legal'] },
  terms: { path: '/terms', page: 'terms', shows: ['legal'] },
  security: { path: '/security', page: 'security', shows: ['legal'] },
  cookies: { path: '/cookies', page: 'cookies', shows: ['legal'] },
  accessibility: { path: '/accessibility', page: 'accessibility', shows: ['legal'] },
  // Issue 53: the header's Locations menu had no page to lead to; the offices, each with its services and work.
  locations: { path: '/locations', page: 'locations', shows: ['officesPage'] },
  service: { path: '/services/:service', page: 'services/@service', searchKind: 'service', section: 'services', shows: ['services'] },
  serviceCity: { path: '/services/:service/:city', page: 'services/@service/@location', searchKind: 'city', section: 'services', shows: ['locations'] },
  blogPost: { path: '/blog/:slug', page: 'blog/@slug', searchKind: 'article', section: 'blog', shows: ['articles'] },
  caseStudies: { path: '/case-studies', page: 'case-studies', shows: ['caseStudyPages'] },
  caseStudiesOfService: { path: '/case-studies/services/:service', page: 'case-studies/services/@service', searchable: false },
  caseStudiesOfIndustry: { path: '/case-studies/industries/:industry', page: 'case-studies/industries/@industry', searchable: false, shows: ['industries'] },
  caseStudy: { path: '/case-studies/:study', page: 'case-studies/@study', searchKind: 'caseStudy', shows: ['caseStudies'] },
  search: { path: '/search', page: 'search', listed: false, policy: 'search', shows: ['searchPage'] },
} as const satisfies Record<string, RouteDeclaration>;

export type RouteKey = keyof typeof routeTable;
export const routeKeys = Object.keys(routeTable) as RouteKey[];

/** The values a route's address takes, in its order: `service` for /services/:service, `service` and `city` for a city page. */
type ParamList<P extends string> = P extends `${string}:${string}/${infer Rest}` ? [string, ...ParamList<Rest>] : P extends `${string}:${string}` ? [string] : [];
export type ParamsOf<K extends RouteKey> = ParamList<(typeof routeTable)[K]['path']>;

/**
 * What goes where a route's address has an entry, by the name written after its colon: the
 * entries of a collection (model/page-data/catalog.ts lists them). A service, a case study and an
 * industry go by their word in each edition (`AddressWords.entryWords`); a city and an article
 * by their file names; an article has its own in each edition, the others are twins.
 */
export const entryParams = ['service', 'city', 'slug', 'study', 'industry'] as const;
export type EntryParam = (typeof entryParams)[number];
/** The entries whose French address word is their French file's `address`. */
export type WordedEntry = Extract<EntryParam, 'service' | 'study' | 'industry'>;

/** The words of the addresses that lead to no page but are written in copy (the footer's site map: spec 2.1). */
const wordsOfNoPage = ['sitemap'] as const;
/** The word of a route's first segment that names a folder rather than a page. */
const servicesWord = 'services';

/** The English words of the pages' addresses, each edition's word for which is `pages.<word>` in its address words. */
export type PageWord = Exclude<WordsOf<(typeof routeTable)[RouteKey]['path']>, '' | typeof servicesWord> | (typeof wordsOfNoPage)[number];
type WordsOf<P extends string> = P extends `/${infer W}/${infer Rest}` ? WordOf<W> | WordsOf<`/${Rest}`> : P extends `/${infer W}` ? WordOf<W> : never;
type WordOf<W extends string> = W extends `:${string}` ? never : W;
export const pageWords: readonly PageWord[] = [
  ...new Set(
    routeKeys.flatMap((key) =>
      routeTable[key].path
        .split('/')
        .slice(1)
        .filter((word) => word !== '' && word !== servicesWord && !word.startsWith(':')),
    ),
  ),
  ...wordsOfNoPage,
] as PageWord[];

/**
 * The words of an edition's addresses: each page's, the services' folder and each service's. English
 * ones are the specification's (model/site/urls.ts); French ones are content (content/fr/addresses.yaml,
 * and each French service file's `address`: model/page-data/addresses.ts). Strings, so that the worker can
 * build addresses without the content.
 */
export type AddressWords = {
  pages: Record<PageWord, string>;
  services: { folder: string };
  /** A service's, case study's or industry's word in this edition's addresses, given its file name (English: the file name itself). */
  entryWords?: Partial<Record<WordedEntry, (slug: string) => string>>;
};

/** An edition: where its addresses begin ('' for English, '/fr' for French) and its words. */
export type Edition = { prefix: string; words: AddressWords };

const wordIn = (words: AddressWords, word: string): string => (word === servicesWord ? words.services.folder : words.pages[word as PageWord]);

/** A route's address in an edition, given its entry's values in order. */
export function addressIn(edition: Edition, key: RouteKey, params: readonly string[]): string {
  const values = [...params];
  const segments = routeTable[key].path
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (!segment.startsWith(':')) return wordIn(edition.words, segment);
      const value = values.shift();
      if (value === undefined) throw new Error(`The address of ${key} needs its ${segment.slice(1)}`);
      return edition.words.entryWords?.[segment.slice(1) as WordedEntry]?.(value) ?? value;
    });
  return segments.length === 0 ? edition.prefix || '/' : `${edition.prefix}/${segments.join('/')}`;
}

/** An address word or entry value: lowercase or not (a city in capitals), any letters but the slash. */
const anySegment = '([^/]+)';

/**
 * Whether `path` is an address of the route in the edition, and its entry's values in order as
 * written there (a service's word, not its slug). Without the edition's words (the worker, which
 * carries no content), any word matches where one goes.
 */
export function matchRoute(key: RouteKey, path: string, prefix: string, words: AddressWords | undefined): string[] | undefined {
  const pattern = routeTable[key].path
    .split('/')
    .slice(1)
    .filter((segment) => segment !== '')
    .map((segment) => `/${segment.startsWith(':') ? anySegment : words ? literally(wordIn(words, segment)) : '(?:[^/]+)'}`)
    .join('');
  const match = new RegExp(`^${literally(prefix)}${pattern || (prefix ? '' : '/')}$`).exec(path);
  return match ? match.slice(1) : undefined;
}

/** The routes whose pages the sitemap lists and search indexes. */
export const listedRoutes: readonly RouteKey[] = routeKeys.filter((key) => !('listed' in routeTable[key]));
/** The routes whose pages have a content-security policy of their own (pages without entries). */
export const routesWithPolicy = (policy: 'search' | 'form'): RouteKey[] =>
  routeKeys.filter((key) => (routeTable[key] as RouteDeclaration).policy === policy);
/** The entries a route has a page per, in its address's order: none for a page of its own, ['service', 'city'] for a city page. */
export const paramsOf = (key: RouteKey): EntryParam[] => {
  const params = routeTable[key].path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  const unknown = params.find((param) => !(entryParams as readonly string[]).includes(param));
  if (unknown) throw new Error(`model/site/routes.ts: ${key} has :${unknown}, which names no entries (entryParams)`);
  return params as EntryParam[];
};

/** The route Vike renders with a page (its `pageId`, /pages/services/@service), if any of the table's. */
function routeOfPage(pageId: string | null | undefined): RouteKey | undefined {
  return routeKeys.find((key) => pageId === `/pages/${routeTable[key].page}`);
}

/**
 * A page's kind in search (model/site/search.ts) from the Vike page it renders (`pageId`), as the table
 * says; none for a page the index leaves out (the 404 pages, the search pages).
 */
export function searchKindOf(pageId: string | null | undefined): SearchKind | undefined {
  const key = routeOfPage(pageId);
  const route: RouteDeclaration | undefined = key && routeTable[key];
  if (!key || !route || !listedRoutes.includes(key) || route.searchable === false) return undefined;
  return route.searchKind ?? 'page';
}
