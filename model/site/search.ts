/**
 * Site search (issue 24): what kind of page each page is for the search's filter and results, and
 * which pages the index holds. Pagefind indexes the pre-rendered pages after the build
 * (scripts/search-index.ts): the ones whose <main> carries `data-pagefind-body`, that is every
 * page of the sitemap in both editions, and not the 404 pages, the search pages or the editor.
 */

/** Pagefind's script, worker and index, written by the build (scripts/search-index.ts), as a `_headers` pattern; and its script. */
export const searchEngineFiles = '/pagefind/*';
export const searchEngineScript = '/pagefind/pagefind.js';

/** The kinds a visitor can narrow results to, in the filter's order. */
export const searchKinds = ['service', 'city', 'article', 'caseStudy', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Where the build writes a language's vocabulary (model/page-data/search-words.ts), under the engine's files: pagefind/words-en.json. */
export const searchVocabularyFile = (language: string) => `pagefind/words-${language}.json`;

/**
 * How much a page's own title weighs in search (issue 31), as Pagefind's `data-pagefind-weight`
 * (headings weigh 7 by default, 10 is the most): a visitor who types a page's name finds that page
 * first. A service's city pages keep the default: they are its variants, found first when the
 * query names the city.
 */
export const titleSearchWeight = { 'data-pagefind-weight': '10' } as const;
