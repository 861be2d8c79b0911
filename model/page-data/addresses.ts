/**
 * Both editions' addresses (issue 23). English URLs are the specification's (model/site/urls.ts); the
 * French edition's words are content (content/fr/addresses.yaml), so this module runs where
 * content files can be imported (the pages, the build, the tests), not in the worker.
 */
import { contentIn, frenchAddresses } from '../content/content';
import { languageOfPath, languagePrefixes, type Language } from '../site/languages';
import { entriesWith } from './catalog';
import { englishAddressWords, localizedUrls, pagesOf, urls, type Urls } from '../site/urls';
import { matchRoute, paramsOf, routeKeys, type AddressWords, type RouteKey } from '../site/routes';

const wordsIn: Record<Language, AddressWords> = {
  en: englishAddressWords,
  fr: {
    ...frenchAddresses,
    // Each French service, case study and industry file names its address word (checked when the content loads).
    entryWords: {
      service: (slug) => contentIn('services').fr[slug]?.address ?? slug,
      study: (slug) => contentIn('caseStudies').fr[slug]?.address ?? slug,
      industry: (slug) => contentIn('industries').fr[slug]?.address ?? slug,
    },
  },
};
/** Each edition's URL builders: `urlsIn.fr.about()` is '/fr/a-propos'. */
export const urlsIn: Record<Language, Urls> = { en: urls, fr: localizedUrls(languagePrefixes.fr, wordsIn.fr) };

/**
 * The pages every edition has, in the same order in both: every route's but the articles', which
 * each edition has its own of (an article's twin is its translation, model/content/posts.ts).
 */
const twinRoutes: readonly RouteKey[] = routeKeys.filter((key) => !paramsOf(key).includes('slug'));
const fixedPages: Record<Language, string[]> = {
  en: pagesOf(urlsIn.en, entriesWith([]), twinRoutes),
  fr: pagesOf(urlsIn.fr, entriesWith([]), twinRoutes),
};
const englishOfFrench = new Map(fixedPages.fr.map((path, index) => [path, fixedPages.en[index]!]));
const frenchOfEnglish = new Map(fixedPages.en.map((path, index) => [path, fixedPages.fr[index]!]));

/** The same fixed page in `language` (home, a company page, a service, a city page), if `path` is one. */
export function fixedPageIn(path: string, language: Language): string | undefined {
  if (languageOfPath(path) === language) return fixedPages[language].includes(path) ? path : undefined;
  return language === 'en' ? englishOfFrench.get(path) : frenchOfEnglish.get(path);
}

/** An article's slug if `path` is an article's address in its edition (/blog/<slug>, /fr/blogue/<slug>). */
export function articleSlugOf(path: string): string | undefined {
  const language = languageOfPath(path);
  return matchRoute('blogPost', path, languagePrefixes[language], wordsIn[language])?.[0];
}

/**
 * The path Vike routes for a public path (pages/+onBeforeRoute.ts): a French page routes as its
 * English twin (/fr/a-propos as /about), a French article as /blog/<its slug> (its data is then
 * looked up among the French articles). A French path that is no page stays as it is, which no
 * route matches: the French 404 page.
 */
export function routedPath(path: string): string {
  if (languageOfPath(path) === 'en') return path;
  const fixed = englishOfFrench.get(path);
  if (fixed) return fixed;
  const slug = articleSlugOf(path);
  return slug ? urls.blogPost(slug) : path;
}
