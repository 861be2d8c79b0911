import { notFoundPage, sitePages, unknownPaths } from '../support/site-pages';
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
});
