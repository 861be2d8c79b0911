import { urlsIn } from '../../model/page-data/addresses';
import { contentIn } from '../../model/content/content';
import { site } from '../../model/page-data/site';
import { canonicalOf, decode, h1sOf, hrefsOf, metaOf, textOf, titleOf } from '../support/html';
import { englishInterfaceWords, frenchArticleDates, frenchPages, frenchUnknownPaths } from '../support/french-pages';
import { expect, hydrated, test } from './fixtures';

// The French edition (issue 23): the twins of pages.spec.ts's tables, read as a crawler reads them.
const absolute = (path: string) => `${site.origin}${path}`;
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]));
const switcherOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)" lang="([^"]+)" hrefLang="([^"]+)" data-language-switch="">([^<]+)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    lang: m[2],
    hreflang: m[3],
    text: m[4],
  }));
const frenchMonths = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

test.describe('every French page: raw HTML', () => {
  test('the table covers the 78 pages of the English edition', () => {
    expect(frenchPages.filter((page) => page.english).length).toBeGreaterThanOrEqual(78);
  });

  for (const { path, english } of frenchPages) {
    test(`${path}`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<html lang="fr-CA">/);
      expect(canonicalOf(html)).toBe(absolute(path));
      expect(metaOf(html, 'og:url')).toBe(absolute(path));
      expect(metaOf(html, 'og:locale')).toBe('fr_CA');
      expect(titleOf(html)).toMatch(/\S/);
      expect(h1sOf(html)).toHaveLength(1);
      expect(metaOf(html, 'og:image')).toBe(absolute(`/og${path}.png`));
      // Its feed is the French one.
      if (path.startsWith(`${urlsIn.fr.blog()}`)) expect(html).toContain(`href="${urlsIn.fr.rssFeed()}"`);

      const switcher = switcherOf(html);
      expect(switcher, 'the switcher, in the header and in the mobile menu').toHaveLength(2);
      for (const link of switcher) expect(link).toEqual({ href: english ?? urlsIn.en.blog(), lang: 'en-CA', hreflang: 'en-CA', text: 'English' });

      if (english) {
        expect(alternatesOf(html)).toEqual({ 'en-CA': absolute(english), 'fr-CA': absolute(path), 'x-default': absolute(english) });
        expect(metaOf(html, 'og:locale:alternate')).toBe('en_CA');
        // Reciprocal: the English twin names this page, and its switcher leads here.
        const twin = await (await request.get(english)).text();
        expect(alternatesOf(twin)).toEqual({ 'en-CA': absolute(english), 'fr-CA': absolute(path), 'x-default': absolute(english) });
        expect(switcherOf(twin).map((link) => link.href)).toEqual([path, path]);
        expect(switcherOf(twin)[0]).toMatchObject({ lang: 'fr-CA', hreflang: 'fr-CA', text: 'Français' });
      } else {
        expect(alternatesOf(html)).toEqual({});
      }

      // No interface word of the English edition on a French page.
      const visible = textOf(html.replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' '));
      const english_ = englishInterfaceWords.filter((words) => new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(visible));
      expect(english_, 'English interface words').toEqual([]);

      // Links in the page's content (articles' Markdown included) lead to French pages.
      const main = /<main\b[\s\S]*<\/main>/.exec(html)![0];
      const toEnglish = hrefsOf(main).filter((href) => href.startsWith('/') && !href.startsWith('/fr'));
      expect(toEnglish, 'links to the English edition in the content').toEqual([]);
      // Quotations in French marks, places as French writes them.
      for (const [, quote] of main.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)) expect(decode(quote!)).toMatch(/^«\u00a0[\s\S]*\u00a0»$/);
      expect(visible).not.toMatch(/(Toronto|Vancouver|Kitchener|London), (Ontario|Colombie-Britannique)/);

      // Dates in French: « 29 mars 2024 », « 1er mars 2024 »; a month (a case study's end, dateTime YYYY-MM): « mars 2025 ».
      const times = [...html.matchAll(/<time dateTime="([^"]+)">([^<]+)<\/time>/g)].map((m) => ({ at: m[1]!, date: decode(m[2]!) }));
      const dates = times.map(({ date }) => date);
      for (const { at, date } of times) expect(date).toMatch(new RegExp(/^\d{4}-\d{2}$/.test(at) ? `^(${frenchMonths}) [0-9]{4}$` : `^(1er|[0-9]{1,2}) (${frenchMonths}) [0-9]{4}$`));
      if (frenchArticleDates[path]) expect(dates.length).toBeGreaterThan(0);
    });
  }
});

test.describe('unknown paths under /fr: the French 404 page with status 404', () => {
  for (const path of frenchUnknownPaths) {
    test(`${path}`, async ({ page, request, problems }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toMatch(/<html lang="fr-CA">/);
      expect(metaOf(html, 'robots')).toBe('noindex, follow');
      expect(canonicalOf(html)).toBeUndefined();
      expect(alternatesOf(html)).toEqual({});

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText('Page introuvable');
      await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', urlsIn.fr.home());
      // Its switcher leads to the other edition's home page.
      await expect(page.locator('header nav').first().getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
      expect(problems).toEqual([]);
    });
  }

  test('an English unknown path still answers the English 404 page', async ({ request }) => {
    const html = await (await request.get('/does-not-exist')).text();
    expect(html).toMatch(/<html lang="en-CA">/);
    expect(titleOf(html)).toBe('Page Not Found | Northbeam Digital');
  });
});

test.describe('the language switcher', () => {
  test('leads to the same page in the other language, without JavaScript, on a desktop', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(urlsIn.en.service('data-governance'));
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(`${urlsIn.fr.service('data-governance')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(urlsIn.en.service('data-governance'));
    await context.close();
  });

  test('is in the mobile menu, reached by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlsIn.fr.serviceCity('data-governance', 'kitchener'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).or(page.locator('summary[aria-label="Menu"]')).first().click();
    const link = page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'English' });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlsIn.en.serviceCity('data-governance', 'kitchener'));
  });
});

test('the French feed lists the French articles in French', async ({ request }) => {
  const res = await request.get(urlsIn.fr.rssFeed());
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toContain('<language>fr-ca</language>');
  expect(xml).toContain(`<link>${absolute(urlsIn.fr.blog())}</link>`);
  expect([...xml.matchAll(/<item>/g)].length).toBe(Object.keys(frenchArticleDates).length);
});

test.describe('the header holds both editions on one line from the desktop breakpoint', () => {
  for (const path of [urlsIn.en.about(), urlsIn.fr.about()]) {
    test(`${path} at 1024 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 700 });
      await page.goto(path);
      await hydrated(page);
      const nav = page.locator('header nav').first();
      await expect(nav).toBeVisible();
      // Every link and menu button of the main menu is one line of text (none wraps), and nothing overflows the page.
      const heights = await nav.locator(':scope > a, :scope > div > button').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThanOrEqual(7);
      for (const height of heights) expect(height).toBeLessThan(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe('the hero keeps its height whatever phrase is typed, in both editions', () => {
  for (const path of [urlsIn.en.home(), urlsIn.fr.home()]) {
    for (const width of [320, 390, 768, 1024, 1280]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrated(page);
        const phrases = contentIn('homeHero')[path === urlsIn.fr.home() ? 'fr' : 'en'].rotatingWords;
        expect(phrases.length).toBe(4);
        // The heading's height with each phrase (and none) in the typed phrase's place: always the same.
        const heights = await page.evaluate((words) => {
          const island = document.querySelector<HTMLElement>('[data-island="typed-phrase"]')!;
          island.style.visibility = 'hidden';
          return ['', ...words].map((word) => {
            island.textContent = word;
            return Math.round(document.querySelector('h1')!.getBoundingClientRect().height);
          });
        }, phrases);
        expect(new Set(heights).size, heights.join(' ')).toBe(1);
      });
    }
  }
});
