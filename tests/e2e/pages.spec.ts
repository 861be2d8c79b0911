import { site } from '../../model/page-data/site';
import { canonicalOf, h1sOf, jsonLdOf, metaOf, titleOf } from '../support/html';
import { notFoundPage, sitePages, unknownPaths } from '../support/site-pages';
import { expect, hydrated, test } from './fixtures';

test.describe('every pre-rendered page: raw HTML', () => {
  for (const { path, title, h1 } of sitePages) {
    test(`${path}`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
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
    });
  }

  test('the home page carries JSON-LD Organization', async ({ request }) => {
    const blocks = jsonLdOf(await (await request.get('/')).text());
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({ name: site.brand, url: `${site.origin}/`, email: site.contactEmail });
  });

  test('keywords are emitted where the page has them', async ({ request }) => {
    expect(metaOf(await (await request.get('/services/ai-integration/toronto')).text(), 'keywords')).toContain('Toronto');
  });
});

test.describe('every pre-rendered page: after hydration', () => {
  // Ten pages a test, one after the other in one browser page (issue 44: a page of its own for each
  // cost more than the checks).
  const perTest = 10;
  for (let start = 0; start < sitePages.length; start += perTest) {
    const batch = sitePages.slice(start, start + perTest);
    test(`${batch[0]!.path} and ${batch.length - 1} more`, async ({ page, problems }) => {
      test.setTimeout(batch.length * 10_000);
      for (const { path, title, h1 } of batch) {
        const before = problems.length;
        await page.goto(path);
        await hydrated(page);
        await expect(page, path).toHaveTitle(title);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveAccessibleName(h1);
        await expect(page.locator('header'), path).toBeVisible();
        await expect(page.locator('footer'), path).toBeVisible();
        expect(problems.slice(before), path).toEqual([]);
      }
    });
  }
});

test.describe('unknown paths: the 404 page with status 404', () => {
  for (const path of unknownPaths) {
    test(`${path}`, async ({ page, request, problems }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(notFoundPage.status);
      const html = await res.text();
      expect(titleOf(html)).toBe(notFoundPage.title);
      expect(metaOf(html, 'robots')).toBe('noindex, follow');
      expect(canonicalOf(html)).toBeUndefined();

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(notFoundPage.h1);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByText(/does not exist or has been moved/)).toBeVisible();
      const back = page.getByRole('link', { name: 'Back to Home' });
      await expect(back).toHaveAttribute('href', '/');
      expect(problems).toEqual([]);
    });
  }

  test('the Back to Home link leads home', async ({ page }) => {
    await page.goto('/sitemap');
    await hydrated(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toContainText('Transform Your Business with');
  });
});
