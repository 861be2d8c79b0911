import { urlsIn } from '../../model/page-data/addresses';
import { site } from '../../model/page-data/site';
import { previewPort } from '../../playwright.config';
import { previewBranchName } from '../support/preview-build.mjs';
import { expect, test } from './fixtures';
import { axeViolations } from './axe';

// Issue 30: a branch preview as a marketer opens it from the pull request: the banner says which
// branch it is, in the page's language, is a labelled region that passes axe, and leads to the
// same page on the live site; the search of the preview never finds the banner's words.

const origin = `http://127.0.0.1:${previewPort}`;

for (const [language, path, label, live] of [
  ['en', urlsIn.en.service('data-governance'), 'Preview', 'See this page on the live site'],
  ['fr', urlsIn.fr.service('data-governance'), 'Aperçu', 'Voir cette page sur le site en ligne'],
] as const) {
  test(`${language}: the preview banner names the branch and links the live page, accessibly`, async ({ page }) => {
    await page.goto(`${origin}${path}`);
    const banner = page.getByRole('complementary', { name: label });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(previewBranchName);
    await expect(banner.getByRole('link', { name: live })).toHaveAttribute('href', `${site.origin}${path}`);
    // Under the fixed header, not behind it.
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the preview's search never finds the banner", async ({ page }) => {
  // Its words are on every page of the preview: were they indexed, this would match them all.
  await page.goto(`${origin}${urlsIn.en.search('these changes are not on the live site yet')}`);
  await expect(page.locator('[data-search-status]')).not.toBeEmpty({ timeout: 15_000 });
  await expect(page.locator('[data-search-results] li')).toHaveCount(0);
  await expect(page.locator('[data-search-empty]')).toBeVisible();
});
