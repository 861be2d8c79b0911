import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { baseURL } from '../../playwright.config';
import { defaultGithubRepo } from '../../editor/paths';
import { entryNames } from '../../model/build/entry-pages';
import { editorTestSecrets, githubStandIn } from '../support/editor-secrets';
import { githubApi, type GitHubApi } from '../support/github-api';
import { literally } from '../../model/site/pattern';

// The editor as deployed: the built app at /keystatic, served by the worker under its own CSP,
// in GitHub mode. GitHub is stood in for at the network boundary: the browser is sent to
// github.com's authorize page, which resolves nowhere in the tests (playwright.config.ts), so the
// test reads the address the worker sent it to; the worker's token exchange reaches
// tests/support/github-stand-in.mjs. The worker's sign-in routes are the real ones.
test('/keystatic loads the built editor under its CSP and, with no session, offers the GitHub sign-in', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'github.com') outside.push(request.url());
  });

  await page.goto('/admin');
  expect(page.url()).toBe(`${baseURL}/keystatic`);
  // Keystatic's app, rendered: with no session it offers the sign-in.
  const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/keystatic/github/login');
  await page.getByRole('button', { name: 'Log in with GitHub' }).click();
  // The worker sends the browser to GitHub's authorize page.
  const redirect = await login;
  expect(redirect.status()).toBe(302);
  const authorize = new URL(redirect.headers()['location']!);
  expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(authorize.searchParams.get('client_id')).toBe(editorTestSecrets.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/keystatic/github/oauth/callback`);
  const state = authorize.searchParams.get('state')!;
  expect(state).toMatch(/^[\w-]{32}$/);
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);

  // GitHub sends the visitor back with a code: the state cookie set by the worker comes back
  // with it, the worker exchanges the code at (the stand-in for) GitHub's token endpoint, sets
  // the session cookies Keystatic's app reads and sends the visitor back to the editor.
  const callback = await page.request.get(`/api/keystatic/github/oauth/callback?code=${githubStandIn.code}&state=${state}`, { maxRedirects: 0 });
  expect(callback.status()).toBe(302);
  expect(callback.headers()['location']).toBe('/keystatic');
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies['keystatic-gh-access-token']?.value).toBe(githubStandIn.tokens.access_token);
  // The refresh token is kept encrypted and out of scripts' reach.
  expect(cookies['keystatic-gh-refresh-token']).toMatchObject({ httpOnly: true, path: '/api/keystatic' });
  expect(cookies['keystatic-gh-refresh-token']?.value).not.toContain(githubStandIn.tokens.refresh_token);

  // The same callback again is refused: the state was used up.
  await page.goto(`/api/keystatic/github/oauth/callback?code=${githubStandIn.code}&state=${state}`);
  await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible();
  await expect(page.locator('main')).toContainText('This sign-in was not started from this browser');
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/keystatic');
});

test('a code GitHub refuses ends the sign-in with what GitHub said', async ({ page }) => {
  // Where the sign-in sends the visitor (GitHub), read without going there; the state cookie stays.
  const login = await page.request.get('/api/keystatic/github/login', { maxRedirects: 0 });
  const state = new URL(login.headers()['location']!).searchParams.get('state')!;
  await page.goto(`/api/keystatic/github/oauth/callback?code=expired-code&state=${state}`);
  await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible();
  await expect(page.locator('main')).toContainText('GitHub refused the sign-in: The code passed is incorrect or expired.');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('keystatic-gh-access-token');
});

// Saving in the deployed editor (issue 41): Keystatic's app in GitHub mode, signed in, on a branch,
// against a stand-in for GitHub's API that answers from a real git repository made from the
// project's content (tests/support/github-api.ts), so each save is a real commit read back with
// git. The editor checks a save in the browser, over the branch's files, before committing it.
test.describe('the deployed editor checks a save against the branch before committing it', () => {
  test.describe.configure({ timeout: 180_000 });
  const branch = 'content/spring-faq';
  const [owner, name] = (process.env.EDITOR_GITHUB_REPO ?? defaultGithubRepo).split('/') as [string, string];
  let github: GitHubApi;

  test.beforeEach(async ({ page, context }) => {
    github = githubApi({ owner, name, token: githubStandIn.tokens.access_token, branches: [branch] });
    await page.route('https://api.github.com/**', github.handle);
    // The user's avatar, in the sidebar.
    await page.route('https://avatars.githubusercontent.com/**', (route) => route.fulfill({ status: 404 }));
    // Signed in, as the sign-in (above) leaves the browser.
    await context.addCookies([{ name: 'keystatic-gh-access-token', value: githubStandIn.tokens.access_token, url: baseURL }]);
  });
  test.afterEach(() => github.remove());

  const entryPath = (collection: string, entry: string) => `/keystatic/branch/${encodeURIComponent(branch)}/collection/${collection}/item/${entry}`;
  const head = () => github.git('rev-parse', `refs/heads/${branch}`).trim();
  const fileOnBranch = (file: string) => github.git('show', `refs/heads/${branch}:${file}`);

  test("a French service given another service's address word is refused before any commit, naming that service", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const before = head();
    const taken = (parse(fileOnBranch('content/fr/services/analytics.yaml')) as { address: string }).address;
    await page.goto(entryPath('servicesFr', 'ai-agents'));
    await page.getByRole('textbox', { name: /^Address/ }).fill(taken, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    // The other service by its name (issue 55: its file name was quoted).
    const other = (parse(fileOnBranch('content/fr/services/ai-agents.yaml')) as { name: string }).name;
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(`Address: is "${taken}", already the address of “${other}”`, { timeout: 60_000 });
    // No commit: the branch is where it was.
    expect(head()).toBe(before);
    // The check read the branch's files from GitHub, as the app does, and asked for nothing else.
    expect(github.answered).toContain('graphql Blobs');
    expect(github.unknown).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a portrait given to an English testimonial is committed, saying the French alt text is still to write; the French saved without it is refused, with it committed', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const files = ['content/pages/home.yaml', 'content/fr/pages/home.yaml'];
    const author = (parse(fileOnBranch(files[0]!)) as { stories: { testimonials: { author: string }[] } }).stories.testimonials[0]!.author;
    const start = head();
    await page.goto(`/keystatic/branch/${encodeURIComponent(branch)}/singleton/home`);
    await page.getByText(author, { exact: true }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    const portrait = dialog.getByRole('group', { name: 'Portrait' });
    const chooser = page.waitForEvent('filechooser');
    await portrait.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles('tests/fixtures/photos/portrait.png');
    await portrait.getByRole('textbox', { name: 'Alt text' }).fill(`${author}, smiling, in her office`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Committed, with what it leaves to do in French said at once.
    // The French entry by its name, as the editor's sidebar says it (issue 55: saves quoted file paths).
    const frenchHomeName = literally(entryNames()['content/fr/pages/home.yaml']!);
    await expect(page.getByText(new RegExp(`^Saved to branch content/spring-faq\\. Before the site can be published with it: ${frenchHomeName}: Stories > Testimonials 1 .* > Portrait > Alt text: missing; the English version shows a photo here`))).toBeVisible({ timeout: 60_000 });
    const portraitCommit = head();
    expect(portraitCommit).not.toBe(start);
    expect(fileOnBranch(files[0]!)).toContain('portrait:');
    const image = /image: (\S+)/.exec(fileOnBranch(files[0]!).slice(fileOnBranch(files[0]!).indexOf('portrait:')))![1]!;
    expect(github.git('cat-file', '-t', `refs/heads/${branch}:content/${image}`).trim()).toBe('blob');

    // The dashboard of the branch says what stops it being published, linked to the entry to put right.
    await page.goto(`/keystatic/branch/${encodeURIComponent(branch)}`);
    const blocked = page.getByRole('region', { name: /^Cannot be published/ });
    await expect(blocked).toContainText('Cannot be published: 1 problem', { timeout: 60_000 });
    await expect(blocked).toContainText('Portrait > Alt text: missing; the English version shows a photo here');
    // Named as the sidebar names it (issue 55), not by its file.
    const frenchHome = entryNames()[files[1]!]!;
    // At the field the line names, up to the list whose item it is (editor/field-focus.ts).
    await expect(blocked.getByRole('link', { name: frenchHome })).toHaveAttribute('href', `/keystatic/branch/${encodeURIComponent(branch)}/singleton/homeFr#field=Stories%20%3E%20Testimonials`);

    // The French entry: checked and saved with the alt text still empty, refused; no commit.
    await blocked.getByRole('link', { name: frenchHome }).click();
    await page.getByRole('button', { name: 'Mark the French as checked' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refused).toContainText('Stories > Testimonials 1', { timeout: 60_000 });
    await expect(refused).toContainText('Portrait > Alt text: missing; the English version shows a photo here');
    expect(head()).toBe(portraitCommit);
    // Written, committed.
    await page.getByText(author, { exact: true }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Portrait: alt text (French)' }).fill(`${author}, souriante, dans son bureau`);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved to branch content/spring-faq', { exact: true })).toBeVisible({ timeout: 60_000 });
    expect(head()).not.toBe(portraitCommit);
    expect(fileOnBranch(files[1]!)).toContain('souriante, dans son bureau');
    // Nothing left to stop the branch: the dashboard, checked again over the branch's new files, says so by saying nothing.
    await page.goto(`/keystatic/branch/${encodeURIComponent(branch)}`);
    await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: /^Cannot be published/ })).toHaveCount(0);
    expect(github.unknown).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('deleting a city the case studies name is refused before any commit, naming them', async ({ page }) => {
    const before = head();
    // A city the case studies name, whichever it is now.
    const city = github.git('grep', '-h', '^city: ', `refs/heads/${branch}`, '--', 'content/case-studies').split('\n')[0]!.slice('city: '.length);
    const naming = github.git('grep', '-l', `^city: ${city}$`, `refs/heads/${branch}`, '--', 'content/case-studies').split('\n').filter(Boolean).map((line) => line.slice(`refs/heads/${branch}:`.length));
    expect(naming.length).toBeGreaterThan(0);
    await page.goto(entryPath('locations', city));
    await page.getByRole('button', { name: 'Delete entry…' }).click({ timeout: 60_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
    const refused = page.getByText(/^Not deleted: (\d+ problems|one problem) to put right first\./);
    await expect(refused).toBeVisible({ timeout: 60_000 });
    // One sentence for the case studies that name it, each by its name as the editor's sidebar says it.
    const names = entryNames();
    const cityName = names[`content/locations/${city}.yaml`]!.replace(/ — [^—]+$/, '');
    await expect(refused).toContainText(`: City: is "${cityName}", which this deletes: choose another one here first, or keep "${cityName}".`);
    for (const file of naming) await expect(refused).toContainText(names[file]!);
    expect(head()).toBe(before);
    expect(github.git('cat-file', '-t', `refs/heads/${branch}:content/locations/${city}.yaml`).trim()).toBe('blob');
  });

  test('the English answer edited on the branch, its French twin says at once "French needs updating", with the English as it was and as it is; marked as checked, it is up to date', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const englishFile = 'content/services/ai-agents.yaml';
    const { faqs } = parse(fileOnBranch(englishFile)) as { faqs: { question: string; answer: string }[] };
    const changed = `FAQs 2 ("${faqs[1]!.question.length > 40 ? `${faqs[1]!.question.slice(0, 39)}…` : faqs[1]!.question}") > Answer`;
    // A sentence with no figure: one the French lacked would be a change to translate before it can be marked as checked.
    const answer = `${faqs[1]!.answer} Most first phases start with a short discovery workshop.`;
    await page.goto(entryPath('services', 'ai-agents'));
    await page.getByText(faqs[1]!.question, { exact: true }).click({ timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Answer').fill(answer);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved to branch content/spring-faq', { exact: true })).toBeVisible({ timeout: 60_000 });

    // The French entry on the same branch says so, before any build: the English as it was (the live site's) and as it is now.
    await page.goto(entryPath('servicesFr', 'ai-agents'));
    await expect(page.getByRole('alert', { name: 'French needs updating' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(`The English version changed since the French was last checked: ${changed}.`)).toBeVisible();
    const englishChange = page.getByRole('region', { name: `English changed: ${changed}` });
    await expect(englishChange.locator('[data-english="was"]')).toHaveText(faqs[1]!.answer);
    await expect(englishChange.locator('[data-english="now"]')).toHaveText(answer);

    // Marked as checked against the branch's English, saved: the French is up to date.
    await page.getByRole('button', { name: 'Mark the French as checked' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved to branch content/spring-faq', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('alert', { name: 'French needs updating' })).toHaveCount(0, { timeout: 60_000 });
    await page.goto(`/keystatic/branch/${encodeURIComponent(branch)}`);
    await expect(page.getByRole('region', { name: 'Translations' })).toContainText('Every French entry is up to date with its English version', { timeout: 60_000 });
    expect(github.unknown).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('GitHub failing while the save is checked: refused, saying why and what to do, with nothing committed and nothing typed lost', async ({ page }) => {
    const before = head();
    await page.goto(entryPath('services', 'ai-agents'));
    const keyword = page.getByRole('textbox', { name: /^Keyword/ });
    await keyword.waitFor({ timeout: 60_000 });
    // From now on GitHub fails the check's query for the branch's files (a 502, as GitHub answers when overloaded).
    await page.route('https://api.github.com/graphql', (route) =>
      /query Blobs/.test(route.request().postData() ?? '') ? route.fulfill({ status: 502, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'Bad Gateway' }) : route.fallback(),
    );
    const typed = `${await keyword.inputValue()} and chatbots`;
    await keyword.fill(typed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('Not saved: the entry could not be checked (GitHub answered 502). Nothing is lost: press Save again; if it happens again, reload the editor.', { timeout: 60_000 });
    expect(head()).toBe(before);
    await expect(keyword).toHaveValue(typed);
  });

  test("a public repository's entries load from GitHub's raw files, which the editor's CSP allows", async ({ page }) => {
    github.remove();
    github = githubApi({ owner, name, token: githubStandIn.tokens.access_token, branches: [branch], isPrivate: false });
    await page.unroute('https://api.github.com/**');
    await page.route('https://api.github.com/**', github.handle);
    await page.route('https://raw.githubusercontent.com/**', github.handle);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const keyword = (parse(fileOnBranch('content/services/ai-agents.yaml')) as { keyword: string }).keyword;
    await page.goto(entryPath('services', 'ai-agents'));
    await expect(page.getByRole('textbox', { name: /^Keyword/ })).toHaveValue(keyword, { timeout: 60_000 });
    expect(github.answered).toContain('raw content/services/ai-agents.yaml');
    expect(violations).toEqual([]);
  });

  test("a photo already on the branch, too narrow for a service's hero, is refused, measured in the browser, before any commit", async ({ page }) => {
    // A photo another save put on the branch: 800 pixels wide, fine as a portrait.
    const narrow = 'images/people/team/narrow.jpg';
    const before = github.commit(branch, { [`content/${narrow}`]: readFileSync('tests/fixtures/photos/narrow.jpg') }, 'Add a portrait');
    await page.goto(entryPath('services', 'ai-agents'));
    const hero = page.getByRole('group', { name: 'Hero' }).getByRole('group', { name: 'Photo', exact: true });
    await hero.getByRole('textbox', { name: 'Or use a photo already in the site (its path)' }).fill(narrow, { timeout: 60_000 });
    await hero.getByRole('button', { name: 'Use this photo' }).click();
    await hero.getByRole('textbox', { name: 'Alt text' }).fill('Our team at a whiteboard');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(`Hero > Photo: ${narrow} is 800 pixels wide; a service's hero photo needs at least 1200 (2400 is best)`, { timeout: 60_000 });
    expect(head()).toBe(before);
    // Its bytes were fetched from the branch to be measured.
    expect(github.answered).toContain(`blobs ${github.git('rev-parse', `${before}:content/${narrow}`).trim()}`);
    expect(github.unknown).toEqual([]);
  });

  // What the editor takes from outside Keystatic's public API and a Keystatic release could move
  // (docs/keystatic.md): the branch the editor is on, read from the editor's address as Keystatic's
  // router changes it (editor/branch-store.ts).
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
    await expect(blocked).toContainText(`${entryNames()[file]}: SEO > Title: is empty: write it`, { timeout: 60_000 });

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
    await expect(blocked).toContainText(`${entryNames()[file]}: SEO > Title: is empty: write it`, { timeout: 60_000 });
    expect(github.unknown).toEqual([]);
    expect(errors).toEqual([]);
  });
});
