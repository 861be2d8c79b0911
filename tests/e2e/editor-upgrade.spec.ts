import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { defaultGithubRepo } from '../../editor/paths';
import { githubStandIn } from '../support/editor-secrets';
import { githubApi, type GitHubApi } from '../support/github-api';

// What the editor takes from outside Keystatic's public API and a Keystatic release could move
// (docs/keystatic.md): here, the branch the deployed editor is on, which the editor's own code reads
// from the editor's address as Keystatic's router changes it (editor/branch-store.ts). The rest is
// covered by tests/e2e/editor-deployed.spec.ts and tests/e2e/editor.spec.ts, and, for each change
// made inside Keystatic, by tests/unit/keystatic-patches.test.ts.
test.describe('the deployed editor follows the branch picked in Keystatic', () => {
  test.describe.configure({ timeout: 180_000 });
  const branch = 'content/spring-faq';
  const [owner, name] = (process.env.EDITOR_GITHUB_REPO ?? defaultGithubRepo).split('/') as [string, string];
  let github: GitHubApi;

  test.beforeEach(async ({ page, context }) => {
    github = githubApi({ owner, name, token: githubStandIn.tokens.access_token, branches: [branch] });
    await page.route('https://api.github.com/**', github.handle);
    await page.route('https://avatars.githubusercontent.com/**', (route) => route.fulfill({ status: 404 }));
    await context.addCookies([{ name: 'keystatic-gh-access-token', value: githubStandIn.tokens.access_token, url: baseURL }]);
  });
  test.afterEach(() => github.remove());

  test("the dashboard's \"Cannot be published\" is the branch's: moving to the live branch in Keystatic's branch picker, it goes", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Another save left the branch with a page's title emptied.
    const file = 'content/company/about.yaml';
    const about = github.git('show', `refs/heads/${branch}:${file}`);
    const emptied = about.replace(/^( {2}title: ).*$/m, '$1" "');
    expect(emptied).not.toBe(about);
    github.commit(branch, { [file]: Buffer.from(emptied) }, 'A title emptied');

    await page.goto(`/keystatic/branch/${encodeURIComponent(branch)}`);
    const blocked = page.getByRole('region', { name: /^Cannot be published/ });
    await expect(blocked).toContainText(`${file}: SEO > Title: is empty: write it`, { timeout: 60_000 });

    // The live branch, picked in Keystatic's own picker: no reload, the editor's address changes.
    const picker = page.getByRole('combobox', { name: 'Current branch' });
    await picker.click();
    await page.getByRole('option', { name: /^main/ }).click();
    await expect(page).toHaveURL(`${baseURL}/keystatic/branch/main`);
    await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible({ timeout: 60_000 });
    await expect(blocked).toHaveCount(0);
    // And back, found by its name typed into the picker.
    await picker.fill(branch);
    await page.getByRole('option', { name: branch }).click();
    await expect(page).toHaveURL(`${baseURL}/keystatic/branch/${encodeURIComponent(branch)}`);
    await expect(blocked).toContainText(`${file}: SEO > Title: is empty: write it`, { timeout: 60_000 });
    expect(github.unknown).toEqual([]);
    expect(errors).toEqual([]);
  });
});
