import { notFoundPage, sitePages, unknownPaths } from '../support/site-pages';
import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { navigationIn } from '../../model/page-data/navigation';
import { expect, hydrated, test } from './fixtures';


// Every page after hydration (its title, its one h1, header and footer, no script error, no failed
// request) is read by tests/e2e/quality.spec.ts in the same visit as axe reads it.
// The raw HTML of every page and of every unknown path (status, head tags) is read as a crawler reads
// it by tests/worker/pages.test.ts; here, what needs a browser.
test.describe('the 404 page in a browser', () => {
  test('answers 404, hydrates without a problem and its Back to Home link leads home', async ({ page, problems }) => {
    const response = await page.goto(unknownPaths[0]!);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText(notFoundPage.h1);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(/does not exist or has been moved/)).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to Home' });
    await expect(back).toHaveAttribute('href', '/');
    expect(problems).toEqual([]);
    await back.click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(sitePages[0]!.title);
  });

  // Issue 53: a way forward from a lost page, in either edition: the search box and the most useful pages.
  for (const [language, path] of [['en', unknownPaths[0]!], ['fr', '/fr/une-page-qui-nexiste-pas']] as const) {
    test(`${language}: offers the site's search and the most useful pages`, async ({ page }) => {
      const words = contentIn('notFoundPage')[language];
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const { servicesMenu, officesLink } = navigationIn[language];
      await expect(page.getByRole('navigation', { name: words.servicesTitle }).getByRole('link')).toHaveCount(servicesMenu.length);
      await expect(page.getByRole('navigation', { name: words.popularTitle }).getByRole('link', { name: officesLink.label })).toHaveAttribute('href', urlsIn[language].locations());
      const search = page.getByRole('search', { name: words.search.label });
      await search.getByRole('searchbox', { name: words.search.label }).fill('cloud');
      await search.getByRole('button').click();
      await expect(page).toHaveURL(`${urlsIn[language].search()}?q=cloud`);
      await expect(page.getByRole('searchbox').first()).toHaveValue('cloud');
    });
  }
});
