/**
 * The French edition's page table (issue 23), the twin of tests/support/site-pages.ts: every
 * French page with its English twin (when it has one), its title and h1 from the French content
 * that generates it, and the English interface words no French page may show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { fixedPageIn, urlsIn } from '../../model/page-data/addresses';
import { splitFrontMatter } from '../../model/content/frontmatter';
import { postsDirIn, listPostSlugs } from '../../model/content/posts-files';
import { urls } from '../../model/site/urls';
import { pagePathsOf } from '../../model/page-data/catalog';
import { literally } from '../../model/site/pattern';

export type FrenchPage = { path: string; english?: string };

/** The French article slugs and the English article each translates, if any. */
const frenchArticles = listPostSlugs(postsDirIn.fr).map((slug) => {
  const { data } = splitFrontMatter(slug, readFileSync(join(postsDirIn.fr, `${slug}.md`), 'utf8'));
  return { slug, translationOf: typeof data.translationOf === 'string' ? data.translationOf : undefined, date: String(data.date) };
});

export const frenchPages: FrenchPage[] = [
  ...pagePathsOf(urlsIn.en, []).map((english) => ({ path: fixedPageIn(english, 'fr')!, english })),
  ...frenchArticles.map(({ slug, translationOf }) => ({ path: urlsIn.fr.blogPost(slug), english: translationOf && urls.blogPost(translationOf) })),
];

export const frenchArticleDates = Object.fromEntries(frenchArticles.map(({ slug, date }) => [urlsIn.fr.blogPost(slug), date]));

/** Paths under /fr that are no page: the French 404 page, with status 404. */
export const frenchUnknownPaths = [
  urlsIn.fr.sitemapPage(),
  urlsIn.fr.pressItem('Un communiqué'),
  `${urlsIn.fr.home()}/${'services'}/informatique-quantique`,
  `${urlsIn.fr.service('ai-integration')}/atlantis`,
  `${urlsIn.fr.blog()}/aucun-article`,
  // An English page's address under /fr is no French page.
  `${urlsIn.fr.home()}${urls.about()}`,
  `${urlsIn.fr.home()}/n-existe-pas`,
];

/**
 * The interface words of the English edition (menus, footer, buttons, labels, the 404 page, the
 * blog's and the service pages' headings) that the French edition words differently: none of
 * them may be seen on a French page.
 */
const interfaceFiles = ['pages/navigation.yaml', 'pages/not-found.yaml', 'pages/blog.yaml', 'pages/service-page.yaml', 'pages/service-cta.yaml', 'pages/contact.yaml'];
function leaves(value: unknown, at: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[at.join('.'), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, String(index)]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...at, key]));
  return [];
}
/** Every text of the French content files: a word they use themselves is a name French uses too (Security Hub, Cookies tiers). */
const frenchCopy = (function all(folder: string): string {
  return readdirSync(folder, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? all(join(folder, entry.name)) : readFileSync(join(folder, entry.name), 'utf8')))
    .join('\n');
})(join('content', 'fr'));
const usedInFrench = (words: string) => new RegExp(`(^|[^\\p{L}])${literally(words)}([^\\p{L}]|$)`, 'u').test(frenchCopy);

export const englishInterfaceWords: string[] = [
  ...new Set(
    interfaceFiles.flatMap((file) => {
      const english = new Map(leaves(parse(readFileSync(join('content', file), 'utf8'))));
      const french = new Map(leaves(parse(readFileSync(join('content', 'fr', file), 'utf8'))));
      return [...english]
        // Short labels only (sentences are checked by the French-content tests); names the editions share are not interface words.
        .filter(([key, text]) => french.get(key) !== text && text.length >= 4 && text.split(' ').length <= 6 && !/[{}]/.test(text) && !key.startsWith('seo.'))
        .map(([, text]) => text)
        .filter((text) => !usedInFrench(text));
    }),
  ),
];
