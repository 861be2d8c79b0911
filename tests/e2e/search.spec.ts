import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { urlsIn } from '../../model/page-data/addresses';
import { languages, type Language } from '../../model/site/languages';
import { contentIn } from '../../model/content/content';
import { serviceOf } from '../../model/page-data/services';
import { entriesWith } from '../../model/page-data/catalog';
import { pagesOf } from '../../model/site/urls';
import { searchEngineScript, searchKinds } from '../../model/site/search';
import { site } from '../../model/page-data/site';
import { buildClientDir } from '../../scripts/html-files.mjs';
import { expect, expectClassesStyled, hydrated, layoutShift, test, watchLayoutShift, answerLanguageOffer } from './fixtures';
import { axeInBothThemes } from './axe';

// The English edition, as the specification names it.
const services = contentIn('services').en;

// Site search (issue 24): Pagefind's index of each edition, searched in the browser.
const copy = (language: Language) => contentIn('searchPage')[language];
const field = (page: Page) => page.locator('[data-search-field]');
const results = (page: Page) => page.locator('[data-search-results] > li');
/** The search has ended and its list is final: every result added, a correction searched (pages/search/search.ts). */
const settled = async (page: Page) => {
  await expect(page.locator('[data-search]')).toHaveAttribute('data-state', /^(done|empty|failed)$/);
  await expect(page.locator('[data-search-results]')).not.toHaveAttribute('aria-busy');
};
const sitemapPaths = () =>
  [...readFileSync(join(buildClientDir(), 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(site.origin.length));

test.describe('search, by mouse', () => {
  test('from the header of any page to the right page, in English', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(urlsIn.en.about());
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(urlsIn.en.search());
    await field(page).fill('data governance kitchener');
    await settled(page);
    await expect(page.getByRole('status')).toHaveText(/^\d+ results$/);
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', urlsIn.en.serviceCity('data-governance', 'kitchener'));
    await expect(results(page).first()).toContainText(copy('en').kinds.city);
    await expect(results(page).first().locator('mark').first()).toBeVisible();
    // An excerpt taken from inside a sentence says so (pages/search/search.ts cutOf): each either
    // starts with "…" or where a sentence of its page starts, as the index holds the page's text.
    const excerpts = await results(page).locator('p.mt-2').allTextContents();
    expect(excerpts.length).toBeGreaterThan(1);
    expect(excerpts.some((text) => text.startsWith('… '))).toBe(true);
    for (const text of excerpts.filter((text) => !text.startsWith('… '))) expect(text, text).toMatch(/^[\p{Lu}\p{N}«“]/u);
    // The address says what is shown: it can be shared.
    await expect(page).toHaveURL(/\?q=data\+governance\+kitchener$/);
    await results(page).first().getByRole('link').click();
    await expect(page).toHaveURL(urlsIn.en.serviceCity('data-governance', 'kitchener'));
    expect(problems).toEqual([]);
  });

  test('in French, French results only', async ({ page, problems }) => {
    await page.goto(urlsIn.fr.search());
    await hydrated(page);
    await field(page).fill('pipelines idempotents');
    await settled(page);
    await expect(page.getByRole('status')).toHaveText(/^\d+ résultats?$/);
    const hrefs = await results(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/fr/'))).toBe(true);
    await expect(results(page).first()).toContainText(copy('fr').kinds.article);
    expect(problems).toEqual([]);
  });

  test('the filter narrows results to one kind of page, and the address keeps it', async ({ page }) => {
    await page.goto(`${urlsIn.en.search('cloud')}`);
    await settled(page);
    const all = await results(page).count();
    await page.getByText(copy('en').filter.article, { exact: true }).click();
    await expect(page).toHaveURL(/kind=article/);
    await settled(page);
    const kinds = await results(page).locator('p').first().allTextContents();
    expect(await results(page).count()).toBeLessThanOrEqual(all);
    for (const item of await results(page).all()) await expect(item.locator('p').first()).toHaveText(copy('en').kinds.article);
    expect(kinds.length).toBeGreaterThan(0);
    await expectClassesStyled(page);
    // A shared address with its filter shows the same.
    await page.reload();
    await settled(page);
    await expect(page.getByRole('radio', { name: copy('en').filter.article })).toBeChecked();
  });

  test("the header's other language keeps the search: the same words, looked up in that edition", async ({ page }) => {
    await page.goto(urlsIn.en.search());
    await hydrated(page);
    await field(page).fill('pipelines');
    await settled(page);
    const other = page.locator('header a[data-language-switch]').first();
    await expect(other).toHaveAttribute('href', `${urlsIn.fr.search()}?q=pipelines`);
    await page.goto(new URL((await other.getAttribute('href'))!, page.url()).href);
    await settled(page);
    await expect(field(page)).toHaveValue('pipelines');
    expect(await results(page).count()).toBeGreaterThan(0);
  });

  test('nothing matches: said plainly, with the main sections', async ({ page }) => {
    await page.goto(urlsIn.en.search('zzzzqqq'));
    await settled(page);
    await expect(page.getByRole('status')).toHaveText(copy('en').results.none);
    await expect(page.getByRole('heading', { level: 2, name: /zzzzqqq/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: copy('en').sectionsLabel })).toBeVisible();
    await expect(page.getByRole('navigation', { name: copy('en').sectionsLabel }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', urlsIn.en.blog());
  });

  test('the mobile menu searches as a plain form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlsIn.fr.about());
    await hydrated(page);
    await page.locator('summary[aria-label="Menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Menu mobile' });
    await menu.getByRole('searchbox', { name: 'Rechercher' }).fill('finops');
    await menu.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(`${urlsIn.fr.search()}?q=finops`);
    await settled(page);
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe('search, by keyboard', () => {
  for (const language of languages) {
    test(`${language}: / opens search, typing shows results, Enter on one opens it`, async ({ page }) => {
      await page.goto(urlsIn[language].careers());
      await hydrated(page);
      await page.keyboard.press('/');
      await expect(page).toHaveURL(`${urlsIn[language].search()}#search-field`);
      await expect(field(page)).toBeFocused();
      await page.keyboard.type(language === 'en' ? 'vancouver' : 'vancouver');
      await settled(page);
      const first = results(page).first().getByRole('link');
      const href = await first.getAttribute('href');
      expect(href!.startsWith(language === 'fr' ? '/fr/' : '/')).toBe(true);
      // Tab from the field through the button and the filter to the first result.
      await first.focus();
      await expect(first).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(href!);
    });
  }

  test('/ does nothing while the visitor types in a field', async ({ page }) => {
    await page.goto(urlsIn.en.contact());
    await hydrated(page);
    await page.getByRole('textbox', { name: /Name/ }).first().click();
    await page.keyboard.type('a/b');
    await expect(page).toHaveURL(urlsIn.en.contact());
  });
});

test.describe('search, when it cannot run', () => {
  test('words typed before the page\'s script runs are kept and searched', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entries/pages_search*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(urlsIn.en.search(), { waitUntil: 'domcontentloaded' });
    await field(page).fill('finops');
    release();
    await settled(page);
    await expect(field(page)).toHaveValue('finops');
    await expect(results(page).first()).toBeVisible();
    await expect(page).toHaveURL(/\?q=finops$/);
  });

  test('without JavaScript the page says search needs it and offers the main sections', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(urlsIn.en.search());
    await expect(page.getByText(copy('en').noScript)).toBeVisible();
    await expect(page.getByRole('navigation', { name: copy('en').sectionsLabel })).toBeVisible();
    await expect(page.locator('[data-search-form]')).toBeHidden();
    await context.close();
  });

  test("Pagefind's files do not arrive: the page says so, with the main sections", async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
    await page.goto(urlsIn.fr.search('nuage'));
    await settled(page);
    await expect(page.locator('[data-search]')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByText(copy('fr').failed)).toBeVisible();
    await expect(page.getByRole('navigation', { name: copy('fr').sectionsLabel })).toBeVisible();
  });
});

test("the hint about the / key shows where there is a keyboard, not on a touch phone (the design reading of 2026-11-29)", async ({ browser }) => {
  for (const device of [{ touch: false, shown: true }, { touch: true, shown: false }]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: device.touch, hasTouch: device.touch });
    await answerLanguageOffer(context);
    const page = await context.newPage();
    for (const language of languages) {
      await page.goto(urlsIn[language].search());
      const hint = page.getByText(copy(language).shortcutHint);
      if (device.shown) await expect(hint, language).toBeVisible();
      else await expect(hint, language).toBeHidden();
    }
    await context.close();
  }
});

test('no layout shift while the page loads and a shared search\'s results arrive', async ({ page }) => {
  await watchLayoutShift(page);
  for (const [width, height] of [[1350, 940], [412, 823]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(urlsIn.fr.search('nuage'));
    await settled(page);
    await expect(results(page).first()).toBeVisible();
    expect(await layoutShift(page), `${width} px`).toBeLessThan(0.01);
  }
});

test.describe('search is accessible', () => {
  for (const query of ['governance', 'zzzzqqq']) {
    test(`axe-core finds nothing with ${query === 'zzzzqqq' ? 'no result' : 'results'}`, async ({ page }) => {
      await page.goto(urlsIn.en.search(query));
      await settled(page);
      expect(await axeInBothThemes(page)).toEqual([]);
    });
  }

  test('a search landmark with a labelled field, and the count in a polite live region', async ({ page }) => {
    await page.goto(urlsIn.fr.search());
    await hydrated(page);
    await expect(page.getByRole('search', { name: copy('fr').title })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: copy('fr').fieldLabel })).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('role', 'status');
    await field(page).fill('gouvernance');
    await expect(status).toHaveText(/^\d+ résultats$/);
  });
});

test.describe('the index (scripts/search-index.ts)', () => {
  for (const language of languages) {
    test(`${language}: holds every URL of the sitemap in its language, each with its kind, and nothing else`, async ({ page }) => {
      await page.goto(urlsIn[language].search());
      await hydrated(page);
      const indexed = await page.evaluate(async ([script, kinds]) => {
        const pagefind = await import(/* @vite-ignore */ script);
        await pagefind.init();
        const search = await pagefind.search(null, { filters: { kind: { any: kinds } } });
        const all = await Promise.all(search.results.map((result: { data: () => Promise<{ url: string; meta: { kind: string } }> }) => result.data()));
        return all.map((data) => ({ url: data.url, kind: data.meta.kind }));
      }, [searchEngineScript, searchKinds] as const);
      const prefix = language === 'fr' ? /^\/fr(\/|$)/ : /^\/(?!fr(\/|$))/;
      // The case studies of a service or an industry are in the sitemap, not in search: their cards are the case studies' own pages (issue 43).
      const filtered = pagesOf(urlsIn[language], entriesWith([]), ['caseStudiesOfService', 'caseStudiesOfIndustry']);
      expect(filtered.length).toBeGreaterThan(0);
      const expected = sitemapPaths().filter((path) => prefix.test(path) && !filtered.includes(path)).sort();
      expect(indexed.map((entry) => entry.url).sort()).toEqual(expected);
      for (const { url, kind } of indexed) {
        const want =
          url === urlsIn[language].home()
            ? 'page'
            : url.startsWith(`${urlsIn[language].blog()}/`)
              ? 'article'
              : url.startsWith(`${urlsIn[language].caseStudies()}/`)
                ? 'caseStudy'
                : url.split('/').length === (language === 'fr' ? 5 : 4) && url.includes(`/services/`)
                  ? 'city'
                  : url.includes('/services/')
                    ? 'service'
                    : 'page';
        expect(kind, url).toBe(want);
      }
    });
  }

  test('a city page is found by its city, an article by words deep in its body, a service by its FAQ answers', async ({ page }) => {
    await page.goto(urlsIn.en.search());
    await hydrated(page);
    const top = async (query: string) => {
      await field(page).fill(query);
      await expect(page.locator('[data-search]')).toHaveAttribute('data-query', query);
      return results(page).locator('h2 a').evaluateAll((links) => links.slice(0, 5).map((link) => link.getAttribute('href')));
    };
    expect(await top('london data engineering')).toContain(urlsIn.en.serviceCity('data-engineering', 'london'));
    // Words deep in an article's body.
    expect((await top('idempotency backfills')).some((href) => href!.startsWith(`${urlsIn.en.blog()}/`))).toBe(true);
    // Words of a FAQ answer (the last one of the service), found on the service's pages.
    const answer = serviceOf('cloud-security', 'en').faqs.at(-1)!.answer.split(/\s+/).filter((word) => /^[a-z]{6,}$/i.test(word)).slice(0, 4).join(' ');
    expect(answer.split(' ')).toHaveLength(4);
    expect((await top(answer)).some((href) => href!.startsWith(urlsIn.en.service('cloud-security'))), answer).toBe(true);
  });

  test('the header, footer and menus are not indexed: a page is its content only', async ({ page }) => {
    await page.goto(urlsIn.en.search());
    await hydrated(page);
    const about = await page.evaluate(async (script) => {
      const pagefind = await import(/* @vite-ignore */ script);
      await pagefind.init();
      const pages = await Promise.all((await pagefind.search(null, { filters: { kind: 'page' } })).results.map((result: { data: () => Promise<{ url: string; content: string }> }) => result.data()));
      return pages.find((data) => data.url === '/about')!.content;
    }, searchEngineScript);
    expect(about).toContain('About Northbeam Digital');
    // The footer's copyright and group titles, the header's menus and switcher.
    // An article's way back and its date are not what it says (the designer's reading: "to Blog … 18 min read. Link").
    const article = await page.evaluate(async (script) => {
      const pagefind = await import(/* @vite-ignore */ script);
      await pagefind.init();
      const [first] = (await pagefind.search(null, { filters: { kind: 'article' } })).results;
      return (await first.data()).content as string;
    }, searchEngineScript);
    for (const chrome of [contentIn('blogPage').en.back, contentIn('blogPage').en.sectionLink, contentIn('blogPage').en.readTime]) expect(article, chrome).not.toContain(chrome);
    for (const chrome of ['All rights reserved', 'Resources', 'Locations', 'Free Consultation', 'Français']) expect(about, chrome).not.toContain(chrome);
  });
});
