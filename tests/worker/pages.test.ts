import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from '../support/edge';
import { canonicalOf, decode, h1sOf, hrefsOf, jsonLdOf, metaOf, textOf, titleOf } from '../support/html';
import { notFoundPage, sitePages, unknownPaths } from '../support/site-pages';
import { englishInterfaceWords, frenchArticleDates, frenchPages, frenchUnknownPaths } from '../support/french-pages';
import { urlsIn } from '../../model/page-data/addresses';
import { site, siteIn } from '../../model/page-data/site';
import { entryOf } from '../../model/content/content';
import { citySlugs } from '../../model/page-data/catalog';
import { formatTelephone } from '../../model/site/format';
import type { Language } from '../../model/site/languages';
import { literally } from '../../model/site/pattern';

// Every pre-rendered page of both editions as a crawler reads it: the raw HTML the site answers
// (Workers Static Assets and the worker, as wrangler.toml configures them), status, head tags,
// hreflang, the switcher, French words and dates. Issue 56: these were browser tests that opened
// no page (254 of them, by Playwright's request fixture); the browser tests keep what needs a
// browser (tests/e2e/pages.spec.ts: every page after hydration; tests/e2e/french.spec.ts).

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge.close());

/** The page's status and HTML, as a crawler gets it (redirects not followed). */
async function fetched(path: string): Promise<{ status: number; html: string }> {
  const res = await edge.get(path);
  return { status: res.status, html: await res.text() };
}

/**
 * The footer's way to reach the firm, on every page (the design reading of 2026-11-30, defect 15):
 * the head office's address as the edition writes it, the telephone of the office at that street
 * address (content/locations/), the contact e-mail and the offices page.
 */
function expectFooterContact(html: string, language: Language) {
  const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
  const address = /<address\b[^>]*>([\s\S]*?)<\/address>/.exec(footer)?.[1] ?? '';
  const headquarters = siteIn[language];
  expect(textOf(address)).toContain(headquarters.postalAddress);
  const office = citySlugs.map((slug) => entryOf('locations', slug, language)!).find((location) => location.streetAddress === headquarters.headquarters.streetAddress);
  expect(office, 'an office at the head office\'s street address').toBeDefined();
  expect(address).toContain(`href="tel:${office!.telephone}"`);
  expect(textOf(address)).toContain(formatTelephone(office!.telephone, language).replace(/\s+/g, ' '));
  expect(address).toContain(`href="mailto:${headquarters.contactEmail}"`);
  expect(address).toContain(`href="${urlsIn[language].locations()}"`);
}

describe('every pre-rendered page: raw HTML', () => {
  it.each(sitePages)('$path', async ({ path, title, h1 }) => {
    const { status, html } = await fetched(path);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(h1sOf(html)).toEqual([h1]);
    expect(canonicalOf(html)).toBe(`${site.origin}${path}`);
    expect(metaOf(html, 'description')?.length).toBeGreaterThan(40);
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:url')).toBe(`${site.origin}${path}`);
    expect(metaOf(html, 'og:locale')).toBe('en_CA');
    expect(metaOf(html, 'og:site_name')).toBe(site.brand);
    expect(metaOf(html, 'twitter:card')).toBeTruthy();
    expect(metaOf(html, 'twitter:title')).toBe(title);
    expect(metaOf(html, 'robots')).toBe('index, follow');
    expect(metaOf(html, 'revisit-after')).toBe('7 days');
    expect(html.match(/<meta name="viewport"/g)).toHaveLength(1);
    expectFooterContact(html, 'en');
  });

  it('the home page carries JSON-LD Organization', async () => {
    const blocks = jsonLdOf((await fetched('/')).html);
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: site.brand, url: `${site.origin}/`, email: site.contactEmail });
  });

  it('keywords are emitted where the page has them: a service in a city names the city', async () => {
    const { path, title } = sitePages.find(({ path }) => path.startsWith('/services/') && path.split('/').length === 4)!;
    const city = /\bin ([^|]+?) \|/.exec(title)![1]!;
    expect(metaOf((await fetched(path)).html, 'keywords')).toContain(city);
  });
});

describe('unknown paths: the 404 page with status 404', () => {
  it.each(unknownPaths)('%s', async (path) => {
    const { status, html } = await fetched(path);
    expect(status).toBe(notFoundPage.status);
    expect(html).toMatch(/<html lang="en-CA">/);
    expect(titleOf(html)).toBe(notFoundPage.title);
    expect(h1sOf(html)).toEqual([notFoundPage.h1]);
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
    expect(canonicalOf(html)).toBeUndefined();
  });
});

// The French edition (issue 23): the twins of the tables above.
const absolute = (path: string) => `${site.origin}${path}`;
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
const switcherOf = (html: string) =>
  // Its text after the languages' mark the phone menu's carries.
  [...html.matchAll(/<a [^>]*href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)" data-language-switch=""[^>]*>(?:<svg[^>]*>[\s\S]*?<\/svg>)?([^<]+)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    lang: m[2],
    hreflang: m[3],
    text: m[4],
  }));
const frenchMonths = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

describe('every French page: raw HTML', () => {
  it('the table covers every page of the English edition', () => {
    const englishTwins = new Set(frenchPages.flatMap((page) => (page.english ? [page.english] : [])));
    const untranslatedArticles = sitePages.filter(({ path }) => path.startsWith(`${urlsIn.en.blog()}/`) && !englishTwins.has(path));
    expect(sitePages.filter(({ path }) => !englishTwins.has(path))).toEqual(untranslatedArticles);
  });

  it.each(frenchPages)('$path', async ({ path, english }) => {
    const { status, html } = await fetched(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="fr-CA">/);
    expect(canonicalOf(html)).toBe(absolute(path));
    expect(metaOf(html, 'og:url')).toBe(absolute(path));
    expect(metaOf(html, 'og:locale')).toBe('fr_CA');
    expect(titleOf(html)).toMatch(/\S/);
    expect(h1sOf(html)).toHaveLength(1);
    expectFooterContact(html, 'fr');
    expect(metaOf(html, 'og:image')).toBe(absolute(`/og${path}.png`));
    // Its feed is the French one.
    if (path.startsWith(`${urlsIn.fr.blog()}`)) expect(html).toContain(`href="${urlsIn.fr.rssFeed()}"`);

    const switcher = switcherOf(html);
    expect(switcher, 'the switcher, in the header, in the mobile menu and in the footer').toHaveLength(3);
    for (const link of switcher) expect(link).toEqual({ href: english ?? urlsIn.en.blog(), lang: 'en-CA', hreflang: 'en-CA', text: 'English' });

    if (english) {
      expect(alternatesOf(html)).toEqual({ 'en-CA': absolute(english), 'fr-CA': absolute(path), 'x-default': absolute(english) });
      expect(metaOf(html, 'og:locale:alternate')).toBe('en_CA');
      // Reciprocal: the English twin names this page, and its switcher leads here.
      const twin = (await fetched(english)).html;
      expect(alternatesOf(twin)).toEqual({ 'en-CA': absolute(english), 'fr-CA': absolute(path), 'x-default': absolute(english) });
      expect(switcherOf(twin).map((link) => link.href)).toEqual([path, path, path]);
      expect(switcherOf(twin)[0]).toMatchObject({ lang: 'fr-CA', hreflang: 'fr-CA', text: 'Français' });
    } else {
      expect(alternatesOf(html)).toEqual({});
    }

    // No interface word of the English edition on a French page.
    const visible = textOf(html.replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' '));
    const english_ = englishInterfaceWords.filter((words) => new RegExp(`(^|[^\\p{L}])${literally(words)}([^\\p{L}]|$)`, 'u').test(visible));
    expect(english_, 'English interface words').toEqual([]);

    // Links in the page's content (articles' Markdown included) lead to French pages.
    const main = /<main\b[\s\S]*<\/main>/.exec(html)![0];
    const toEnglish = hrefsOf(main).filter((href) => href.startsWith('/') && !href.startsWith('/fr'));
    expect(toEnglish, 'links to the English edition in the content').toEqual([]);
    // Quotations in French marks, places as French writes them.
    for (const [, quote] of main.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)) expect(decode(quote!)).toMatch(/^«\u00a0[\s\S]*\u00a0»$/);
    expect(visible).not.toMatch(/(Toronto|Vancouver|Kitchener|London), (Ontario|Colombie-Britannique)/);

    // Dates in French: « 29 mars 2024 », « 1er mars 2024 »; a month (a case study's end, dateTime YYYY-MM): « mars 2025 ».
    const times = [...html.matchAll(/<time\b[^>]*\bdateTime="([^"]+)"[^>]*>([^<]+)<\/time>/g)].map((m) => ({ at: m[1]!, date: decode(m[2]!) }));
    for (const { at, date } of times) expect(date).toMatch(new RegExp(/^\d{4}-\d{2}$/.test(at) ? `^(${frenchMonths}) [0-9]{4}$` : `^(1er|[0-9]{1,2}) (${frenchMonths}) [0-9]{4}$`));
    if (frenchArticleDates[path]) expect(times.length).toBeGreaterThan(0);
  });

  it('the French feed lists the French articles in French', async () => {
    const { status, html: xml } = await fetched(urlsIn.fr.rssFeed());
    expect(status).toBe(200);
    expect(xml).toContain('<language>fr-ca</language>');
    expect(xml).toContain(`<link>${absolute(urlsIn.fr.blog())}</link>`);
    expect([...xml.matchAll(/<item>/g)].length).toBe(Object.keys(frenchArticleDates).length);
  });
});

describe('unknown paths under /fr: the French 404 page with status 404', () => {
  it.each(frenchUnknownPaths)('%s', async (path) => {
    const { status, html } = await fetched(path);
    expect(status).toBe(404);
    expect(html).toMatch(/<html lang="fr-CA">/);
    expect(h1sOf(html)).toEqual(['Page introuvable']);
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
    expect(canonicalOf(html)).toBeUndefined();
    expect(alternatesOf(html)).toEqual({});
  });

  it('an English unknown path still answers the English 404 page', async () => {
    const { html } = await fetched('/does-not-exist');
    expect(html).toMatch(/<html lang="en-CA">/);
    expect(titleOf(html)).toBe(notFoundPage.title);
  });
});
