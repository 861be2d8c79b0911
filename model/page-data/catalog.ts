/**
 * The services and cities the site is built around (spec 2.1, 2.2): the files of content/services
 * and content/locations, in the order their `position` gives (then by file name). A file name is
 * the entry's slug, which makes its URLs: a new file is a new service or city, with every page,
 * menu and list that names it (README, "Adding a city or a service"). Server side: it reads the
 * content (model/content/content.ts); the worker needs none of it.
 */
import { contentIn } from '../content/content';
import { newestCaseStudyFirst } from '../content/case-study-parse';
import { pagesOf, urls, type Entries, type Urls } from '../site/urls';

export type ServiceSlug = string;
export type CitySlug = string;

const inOrder = (entries: Readonly<Record<string, { position: number }>>): readonly string[] =>
  Object.entries(entries)
    .sort(([a, x], [b, y]) => x.position - y.position || (a < b ? -1 : 1))
    .map(([slug]) => slug);

export const serviceSlugs: readonly ServiceSlug[] = inOrder(contentIn('services').en);
export const citySlugs: readonly CitySlug[] = inOrder(contentIn('locations').en);

export function isCitySlug(value: string): value is CitySlug {
  return citySlugs.includes(value);
}

export function isServiceSlug(value: string): value is ServiceSlug {
  return serviceSlugs.includes(value);
}


/** The case studies, newest first (then by file name); the industries in their `position` order. */
export const caseStudySlugs: readonly string[] = Object.values(contentIn('caseStudies').en)
  .sort(newestCaseStudyFirst)
  .map(({ slug }) => slug);
export const industrySlugs: readonly string[] = inOrder(contentIn('industries').en);

/** The content's entries, which the routes with entries make pages of, given an edition's articles. */
export const entriesWith = (articles: readonly string[]): Entries => ({ service: serviceSlugs, city: citySlugs, slug: articles, study: caseStudySlugs, industry: industrySlugs });

/** Every pre-rendered URL of an edition answered with 200 (the sitemap's), given its articles' slugs. */
export function pagePathsOf(u: Urls, postSlugs: readonly string[]): string[] {
  return pagesOf(u, entriesWith(postSlugs));
}

export const servicePaths: readonly string[] = pagesOf(urls, entriesWith([]), ['service']);
export const serviceCityPaths: readonly string[] = pagesOf(urls, entriesWith([]), ['serviceCity']);
