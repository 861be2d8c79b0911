import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { htmlFiles } from '../../bench/page-bytes.mjs';
import { companyIn } from '../../model/company';
import { urlsIn } from '../../model/addresses';
import { languages } from '../../model/languages';
import { hrefsOf } from '../support/html';
import { sitePages } from '../support/site-pages';
import { frenchPages } from '../support/french-pages';
import { expect, hydrated, test } from './fixtures';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('axe-core, WCAG 2.2 AA: zero violations', () => {
  // Both editions, and each one's 404 page.
  for (const { path } of [...sitePages, { path: '/sitemap' }, ...frenchPages, { path: urlsIn.fr.sitemapPage() }]) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('with the Services and Locations menus open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Locations' }).hover();
    await expect(page.locator('#locations-menu-panel')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#services-menu-panel')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/careers');
    await hydrated(page);
    await page.locator('summary[aria-label="Menu"]').click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

const pages = htmlFiles().map((file) => readFileSync(file, 'utf8'));

test.describe('internal links', () => {
  // The spec makes these end on the 404 page: the footer's /sitemap and the press items, in both editions.
  const expected404 = new Set(
    languages.flatMap((language) => [urlsIn[language].sitemapPage(), ...companyIn[language].press.items.map((item) => urlsIn[language].pressItem(item.title))]),
  );
  const internal = [...new Set(pages.flatMap(hrefsOf))]
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.split('#')[0]!)
    .filter(Boolean)
    .sort();

  test('every internal href answers 200, or 404 where the spec says so', async ({ request }) => {
    expect(internal.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const href of new Set(internal)) {
      const res = await request.get(href, { maxRedirects: 0 });
      const want = expected404.has(href) ? 404 : 200;
      if (res.status() !== want) wrong.push(`${href}: ${res.status()} (expected ${want})`);
    }
    expect(wrong).toEqual([]);
    for (const path of expected404) expect(internal).toContain(path);
  });

  test('nothing a page loads comes from another origin', () => {
    for (const html of pages) {
      expect(html).not.toMatch(/<(?:script|img|iframe|source|video|audio)\b[^>]*\ssrc="(?:https?:)?\/\//);
      expect(html).not.toMatch(/<link\b[^>]*rel="(?:stylesheet|preload|modulepreload|icon|apple-touch-icon|manifest)"[^>]*href="(?:https?:)?\/\//);
      expect(html).not.toMatch(/url\((?:["']?)(?:https?:)?\/\//);
    }
  });
});

test.describe('inlined styles (scripts/inline-css.mjs)', () => {
  test('no stylesheet is fetched as the visitor goes from page to page, and the styles apply', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    });
    await page.goto('/about');
    await hydrated(page);
    await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
    const steps = [
      { link: page.locator('header a[href="/blog"]').first(), url: /\/blog$/ },
      { link: page.locator('main a[href^="/blog/"]').first(), url: /\/blog\/[a-z0-9-]+$/ },
      { link: page.locator('header a[href="/contact"]').first(), url: /\/contact$/ },
      { link: page.locator('header a[href="/"]').first(), url: /:\d+\/$/ },
      { link: page.locator('main a[href="/services/data-engineering"]').first(), url: /\/services\/data-engineering$/ },
    ];
    for (const step of steps) {
      await step.link.click();
      await expect(page).toHaveURL(step.url);
      await hydrated(page);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main h1')).toHaveCSS('font-weight', /^[6-9]00$/);
    }
    expect(stylesheets).toEqual([]);
  });
});
