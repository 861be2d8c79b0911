import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { parse, parseDocument, type YAMLSeq } from 'yaml';
import { collections } from '../../model/content/collections';
import { entryNames, urlsFromFiles } from '../../model/build/entry-pages';
import { contentLaunchLines } from '../../scripts/launch-check';
import { postFrontMatterSchema } from '../../model/content/schemas/blog';
import { heroLeadMax } from '../../model/content/schemas/services-and-cities';
import { titleMax } from '../../model/content/schemas/fields';
import { formRefusedNamed, nothingToSave } from '../../editor/paths';
import { longDate } from '../../editor/save-rules';
import { editorDevPort } from '../../playwright.config';
import { answerLanguageOffer } from './fixtures';
import { literally } from '../../model/site/pattern';

// The content editor in local mode (issue 15): `npm run editor` in a copy of the project, so the
// edits land in the copy's files. Edits are made through Keystatic's own UI; the files on disk
// change, the dev server's page shows the edit, and a build of the copy shows it too.
// One browser page for all the tests, as one marketer keeps one tab open: the editor's modules are
// loaded and compiled once and then come from the page's cache, where each test's new page fetched
// and compiled them all again. Each test starts by going to the address it needs.
// Its dev server has one port (E2E_PORT + 3): to repeat the spec, `--repeat-each=N --workers=1`
// (with more workers each repetition starts its own server on that port, and all but one stop).
const test = base.extend<object, { editorTab: Page }>({
  editorTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await answerLanguageOffer(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ editorTab }, use) => {
    await use(editorTab);
    // What a test listened to stays with that test (watchErrors).
    editorTab.removeAllListeners('pageerror');
    editorTab.removeAllListeners('response');
  },
});
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const project = process.cwd();
// Beside the servers E2E_PORT moves (playwright.config.ts: this is the third after it), so that two checkouts can run this at once.
const port = editorDevPort;
const origin = `http://127.0.0.1:${port}`;
let copy = '';
let server: ChildProcess | undefined;

const skipped = new Set(['node_modules', '.git', 'dist', 'dist-preview', '.wrangler', 'test-results', 'test-reports', 'playwright-report']);

/**
 * A page of the dev server as it answers now. After a save it reads and checks all the content
 * again before it answers (model/content/content-files.ts): seconds on a quiet machine, and more
 * than the 10 s this file once allowed a request on a machine half as fast, beside the suite's
 * other workers (CI, 2026-12-01). The limit is there for a server that stopped answering.
 */
const fromDevServer = (path: string) => fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) });
/** A page's HTML as the dev server answers it now. */
const pageText = async (path: string) => (await fromDevServer(path)).text();
/** How long a save may take to show, in the file and on the pages: it is checked as a build would check it, written, and the content is read and checked again before a page renders. */
const followsSave = { timeout: 60_000 };

/** Waits until `url` answers, or fails at once with `stopped()`'s words once it says the server stopped. */
async function waitFor(url: string, timeoutMs: number, stopped: () => string | undefined = () => undefined) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const why = stopped();
    if (why) throw new Error(why);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  copy = mkdtempSync(join(tmpdir(), 'northbeam-editor-'));
  // Any node_modules left out, the bench's own too (bench/node_modules, once npm run bench has run).
  cpSync(project, copy, { recursive: true, filter: (source) => !skipped.has(relative(project, source).split('/')[0]!) && !relative(project, source).split('/').includes('node_modules') });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'));
  // A repository, as a clone is: the French notice finds the English as it was in its history.
  const git = (...args: string[]) => spawnSync('git', ['-c', 'user.name=Editor test', '-c', 'user.email=editor@example.ca', ...args], { cwd: copy, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'The project as the editor opens it');
  mkdirSync(join(project, 'test-results'), { recursive: true });
  const serverLog = openSync(join(project, 'test-results', 'editor-dev-server.log'), 'w');
  // As `npm run editor` starts it (package.json: React's production code), on the spec's own port.
  const editorScript = (JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.editor;
  expect(editorScript).toMatch(/^NODE_ENV=production vike dev /);
  server = spawn('npx', ['vike', 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: copy,
    env: { ...process.env, BROWSER: 'none', NODE_ENV: 'production' },
    // What the dev server says, for a failure's post-mortem.
    stdio: ['ignore', serverLog, serverLog],
    detached: true,
  });
  // Stopped, it says why (vite.config.ts strictPort: its port taken, by an earlier run's server or
  // by this spec run twice at once, as --repeat-each on several workers does): another server that
  // answers on the port is not this copy's.
  let exit: string | undefined;
  server.on('exit', (code, signal) => (exit = `the editor's dev server stopped (${signal ?? `exit ${code}`}) before it answered: see test-results/editor-dev-server.log (was port ${port} taken?)`));
  await waitFor(`${origin}/about`, 100_000, () => exit);
});

test.afterAll(() => {
  // Its whole process group (npx, then vike): unless it already stopped by itself.
  if (server?.pid && server.exitCode === null && server.signalCode === null) process.kill(-server.pid, 'SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/**
 * Opens an address of the editor as its own links do (issue 56): Keystatic's router follows the
 * address on `popstate` without loading the editor again, where each load of its code (25 MB of
 * pre-bundled dependencies when they were React's development code) cost Chromium 1.6 to 2.2 CPU-seconds. Loaded whole when the
 * page is not in the editor yet, or is on that very address (a form as the last test left it).
 */
async function openInEditor(page: Page, path: string): Promise<void> {
  // What the last task's save left to do stays up to 30 s (editor/save-requests.ts): closed, as staff close it.
  // A message may close by itself between being found and clicked (the fresh clone at bd72b16 then
  // clicked a button gone from the page until the test's limit): closed until none is left.
  if (page.url().startsWith(origin)) {
    const closes = page.getByRole('region', { name: /notification/ }).getByRole('button', { name: 'Close' });
    await expect(async () => {
      if ((await closes.count()) > 0) await closes.first().click({ timeout: 2_000 });
      await expect(closes).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }
  const now = new URL(page.url());
  // The router shows the page it leaves until the next one has loaded (a React transition): the
  // address is followed once what the last page showed is gone; with nothing shown to watch, loaded whole.
  const shown = await page.evaluateHandle(() => document.querySelector('main')?.firstElementChild ?? null);
  // From one entry to another, the router keeps the entry's form on the screen and fills it anew
  // (nothing to see go): loaded whole too.
  const entryToEntry = now.pathname.includes('/item/') && path.includes('/item/');
  if (!now.pathname.startsWith('/keystatic') || `${now.pathname}${now.search}` === path || entryToEntry || !(await shown.evaluate((element) => element !== null))) {
    await shown.dispose();
    await page.goto(`${origin}${path}`);
    return;
  }
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(`${origin}${path}`);
  await expect.poll(() => shown.evaluate((element) => !element?.isConnected), { timeout: 60_000 }).toBe(true);
  await shown.dispose();
}

/**
 * Opens an item of one of the entry's lists (an FAQ, a card, a testimonial) as staff do: scrolled
 * to, then pressed once the list takes pointers again. React Aria's lists take none for 300 ms
 * after any scroll of the page around them (`pointer-events: none` on their rows: its
 * virtualizer's ScrollView), and Playwright's press came about 80 ms after its own scroll to the
 * item: the press then went to the list, no dialog opened, and the test waited to its limit (the
 * fresh clone at caf8059; one repetition in ten of the mistakes' test beside two busy processes,
 * traced: the rows' holder turned `none` between the scroll and the press).
 */
async function openItem(page: Page, text: string, { timeout = 30_000 } = {}): Promise<void> {
  const item = page.getByText(text, { exact: true });
  await item.scrollIntoViewIfNeeded({ timeout });
  // The scroll's events reach the list in the next frame: after it, the list says whether it is still scrolling.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(item).toHaveCSS('pointer-events', 'auto');
  await item.click();
}

/** The page's script errors, and any of its requests the dev server refused or failed. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** A YAML file of the copy, or undefined while the editor is writing it (empty or not yet whole). */
function yamlWhileWritten(file: string): { faqs?: { answer?: string }[] } | undefined {
  try {
    return parse(readFileSync(join(copy, file), 'utf8')) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The file's text once it contains `text` (the editor writes it a moment after Save). */
async function fileWith(file: string, text: string): Promise<string> {
  await expect.poll(() => readFileSync(join(copy, file), 'utf8'), followsSave).toContain(text);
  return readFileSync(join(copy, file), 'utf8');
}

test('/admin opens the editor in local mode, listing every collection, and is not indexed', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto(`${origin}/admin`);
  expect(page.url()).toBe(`${origin}/keystatic`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const navigation = page.getByRole('navigation');
  // Every collection in English and in French, the French right after the English, in its section
  // of the sidebar (model/content/collections.ts); the articles under Blog; the French-only one once.
  const entries = [...collections, { label: 'Articles', section: 'Blog', frenchOnly: undefined }].flatMap(({ label, section, frenchOnly }) =>
    frenchOnly ? [{ label: `${label} · French edition only`, section }] : [{ label: `${label} · English`, section }, { label: `${label} · Français`, section }],
  );
  for (const { label, section } of entries) {
    await expect(navigation.getByRole('list', { name: section }).getByRole('link', { name: label, exact: true }), label).toBeVisible({ timeout: 60_000 });
  }
  for (const { label, section } of entries.filter(({ label }) => label.endsWith(' · English'))) {
    const links = (await navigation.getByRole('list', { name: section }).getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(links[links.indexOf(label) + 1], section).toBe(label.replace(/ · English$/, ' · Français'));
  }
  // The dashboard counts the entries on disk: the articles, the services, the cities (whatever staff have made them).
  const entriesIn = (folder: string) => readdirSync(join(copy, folder)).filter((name) => /\.(md|yaml)$/.test(name)).length;
  for (const folder of ['content/posts', 'content/services', 'content/locations']) {
    await expect(page.getByText(`${entriesIn(folder)} entries`, { exact: true }).first(), folder).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the dev server answers an address no page has with the 404 page in its edition, where a page of its kind would be', async () => {
  // The walk-through of 2026-11-29: "View on the site" of an article not yet published, or /services/quantum, showed "An error occurred".
  const titles = { en: (parse(readFileSync(join(copy, 'content/pages/not-found.yaml'), 'utf8')) as { title: string }).title, fr: (parse(readFileSync(join(copy, 'content/fr/pages/not-found.yaml'), 'utf8')) as { title: string }).title };
  for (const [path, language] of [['/services/no-such-service', 'en'], ['/blog/no-such-article', 'en'], ['/services/ai-agents/atlantis', 'en'], ['/fr/blogue/aucun-article', 'fr']] as const) {
    const answer = await fromDevServer(path);
    const html = await answer.text();
    expect(answer.status, path).toBe(404);
    expect(html, path).toContain(titles[language]);
    expect(html, path).toContain(`<html lang="${language}-CA"`);
  }
});

test("a French article opens beside the English ones, its translationOf naming the English article by its title", async ({ page }) => {
  const errors = watchErrors(page);
  await openInEditor(page, `/keystatic`);
  await page.getByRole('navigation').getByRole('link', { name: 'Articles · Français', exact: true }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(`${origin}/keystatic/collection/articlesFr`);
  // Listed by title and date, not only by file name (issue 30).
  const row = page.getByRole('row').filter({ hasText: 'gouvernance-des-donnees-lprpde-loi-25' });
  await expect(row.getByRole('rowheader', { name: /^Gouvernance des données selon la LPRPDE et la Loi 25 du Québec/ })).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('rowheader', { name: '2024-02-19' })).toBeVisible();
  await openInEditor(page, `/keystatic/collection/services`);
  await expect(page.getByRole('row').filter({ hasText: 'ai-agents' }).getByRole('rowheader', { name: 'AI Agents', exact: true })).toBeVisible({ timeout: 60_000 });
  // The entry's name first, its file name after it under its field's label, never Keystatic's "Slug" (issue 55).
  await expect(page.getByRole('columnheader')).toHaveText(['Name', 'File name']);
  // A dated list opens with its newest entry first (the walk-through of 2026-11-29: a new article was buried by name).
  await openInEditor(page, `/keystatic/collection/articlesFr`);
  const newest = readdirSync(join(copy, 'content/fr/posts'))
    .map((file) => /^date: '?([\d-]+)'?$/m.exec(readFileSync(join(copy, 'content/fr/posts', file), 'utf8'))?.[1] ?? '')
    .sort()
    .at(-1)!;
  await expect(page.getByRole('row').nth(1).getByRole('rowheader', { name: newest, exact: true })).toBeVisible({ timeout: 60_000 });
  // The case studies on the home page, at a glance: "Yes" in Featured for each ticked (it read "true", and was not shown).
  await openInEditor(page, `/keystatic/collection/caseStudies`);
  await expect(page.getByRole('columnheader', { name: 'Featured' })).toBeVisible({ timeout: 60_000 });
  const featured = readdirSync(join(copy, 'content/case-studies')).filter((file) => /^featured: true$/m.test(readFileSync(join(copy, 'content/case-studies', file), 'utf8'))).length;
  expect(featured).toBeGreaterThan(0);
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Yes', exact: true }) })).toHaveCount(featured);
  // A list's items by their own words: the testimonials by their authors.
  await openInEditor(page, `/keystatic/singleton/home`);
  for (const author of ['Priya Raghunathan', 'Marc-André Tremblay', 'Grace Okafor']) await expect(page.getByText(author, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('New item', { exact: true })).toHaveCount(0);
  await openInEditor(page, `/keystatic/collection/articlesFr/item/gouvernance-des-donnees-lprpde-loi-25`);
  // The entry's page headed by its title, not its file name (issue 55).
  const frenchTitle = (parse(readFileSync(join(copy, 'content/fr/posts/gouvernance-des-donnees-lprpde-loi-25.md'), 'utf8').split('---\n')[1]!) as { title: string }).title;
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: frenchTitle, exact: true })).toBeVisible({ timeout: 60_000 });
  // Chosen among the English articles: no name the build would refuse can be saved (issue 30).
  // Each offered by its title, not its file name (issue 55).
  const englishTitle = (slug: string) => (parse(readFileSync(join(copy, `content/posts/${slug}.md`), 'utf8').split('---\n')[1]!) as { title: string }).title;
  const field = page.getByRole('combobox', { name: 'Translation of' });
  await expect(field).toHaveValue(englishTitle('data-governance-pipeda-law-25-guide'), { timeout: 60_000 });
  await expect(field).toHaveAccessibleDescription(/English article this one translates/);
  await field.fill('no-such-article');
  await expect(page.getByRole('option')).toHaveCount(0);
  const other = englishTitle('measuring-roi-of-ai-projects');
  await field.fill(other.slice(0, 12));
  await expect(page.getByRole('option', { name: other, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

const answer = 'Most chatbot projects cost between CAD 40,000 and CAD 120,000 for the first phase, edited through the content editor.';
const title = 'Designing KPI Dashboards That Executives Open Every Week';

test("an FAQ answer edited in the editor changes the service's file and page", async ({ page }) => {
  const errors = watchErrors(page);
  await openInEditor(page, `/keystatic/collection/services/item/ai-agents`);
  // The service's page, opened in another tab from the entry's "View on the site" (issue 41), as a marketer previews an edit.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'View on the site' }).click()]);
  await expect(preview).toHaveURL(`${origin}/services/ai-agents`);
  await expect(preview.locator('main h1')).toBeVisible();
  await openItem(page, 'How much does an AI agent or chatbot cost?');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Answer').fill(answer);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(() => yamlWhileWritten('content/services/ai-agents.yaml')?.faqs?.[1]?.answer, followsSave).toBe(answer);
  // Only the answer changed: the rest of the file reads as it did.
  const after = parse(readFileSync(join(copy, 'content/services/ai-agents.yaml'), 'utf8'));
  const before = parse(readFileSync(join(project, 'content/services/ai-agents.yaml'), 'utf8'));
  before.faqs[1].answer = answer;
  expect(after).toEqual(before);

  // The site's preview reloads from the file: the dev server reloads the open page.
  await expect.poll(() => pageText('/services/ai-agents'), followsSave).toContain(answer);
  await expect(preview.locator('main')).toContainText(answer, followsSave);
  // The editor itself is not reloaded, so an entry being filled in is never wiped by a save.
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await preview.close();
  expect(errors).toEqual([]);
});

// The walk-through of 2026-11-30: Save on an entry that had not changed said nothing at all, and a
// marketer could not tell whether it had worked.
test('Save on an entry or a page with no change says there is nothing to save, and writes nothing', async ({ page }) => {
  const errors = watchErrors(page);
  for (const [path, file] of [
    ['/keystatic/singleton/home', 'content/pages/home.yaml'],
    ['/keystatic/collection/services/item/analytics', 'content/services/analytics.yaml'],
  ] as const) {
    const before = readFileSync(join(copy, file), 'utf8');
    await openInEditor(page, path);
    await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: /notification/ }), path).toContainText(nothingToSave);
    expect(readFileSync(join(copy, file), 'utf8'), file).toBe(before);
  }
  expect(errors).toEqual([]);
});

// Issue 55 (a walk-through of 2026-11-30): a change typed and left for the Dashboard waited, unsaved,
// in that browser only, and nothing anywhere said so.
test('a change left without saving is listed on the Dashboard as kept in this browser only, until it is saved or reset', async ({ page }) => {
  const errors = watchErrors(page);
  const file = 'content/services/analytics.yaml';
  const before = readFileSync(join(copy, file), 'utf8');
  const name = (parse(before) as { name: string }).name;
  const notice = page.getByRole('region', { name: /^Not saved: 1 entry has changes kept in this browser only$/ });
  await openInEditor(page, '/keystatic');
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible({ timeout: 60_000 });
  await expect(notice).toHaveCount(0);
  await openInEditor(page, '/keystatic/collection/services/item/analytics');
  const keyword = page.getByRole('textbox', { name: /^Keyword/ });
  await keyword.fill(`${await keyword.inputValue()} unsaved`);
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await notice.getByRole('link', { name }).click();
  await expect(keyword).toHaveValue(/ unsaved$/);
  await page.getByRole('button', { name: 'Reset changes' }).click();
  await expect(keyword).not.toHaveValue(/ unsaved$/);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(readFileSync(join(copy, file), 'utf8')).toBe(before);

  // A new entry typed and not created: its line a link to the page that gives it back (a walk-through of 2026-12-03 had to guess it).
  await openInEditor(page, '/keystatic/collection/articles/create');
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('An article never created', { timeout: 60_000 });
  // Kept by Keystatic in the browser (a create page shows no "Unsaved"): its record there, as the Dashboard reads it (editor/drafts.ts).
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('keystatic');
        request.onsuccess = () => {
          const keys = request.result.transaction('items', 'readonly').objectStore('items').getAllKeys();
          keys.onsuccess = () => {
            request.result.close();
            resolve(keys.result.some((key) => Array.isArray(key) && key[0] === 'collection-create' && key[1] === 'articles'));
          };
        };
        request.onerror = () => resolve(false);
      }),
  );
  await page.getByRole('link', { name: 'Dashboard' }).click();
  // Named by its collection and its title as typed (a walk-through of 2026-12-03: which draft was it?).
  await notice.getByRole('link', { name: /^A new entry not created yet, in Articles.*: “An article never created”$/ }).click({ timeout: 30_000 });
  await expect(title).toHaveValue('An article never created', { timeout: 60_000 });
  await page.getByRole('button', { name: /^Reset/ }).click();
  await expect(title).toHaveValue('');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Issue 55 (the walk-through of 2026-12-03, defect 3): a retired office's mentions were listed once,
// in the delete's message, and the Dashboard then said "Ready to publish" over them.
test("a redirect's Retired name keeps the entries still naming it on the Dashboard, each a link to it, until the name is emptied", async ({ page }) => {
  const errors = watchErrors(page);
  const [redirects, about] = ['content/redirects.yaml', 'content/company/about.yaml'] as const;
  const redirectsBefore = readFileSync(join(copy, redirects), 'utf8');
  const aboutBefore = readFileSync(join(copy, about), 'utf8');
  // Entries that name the place already count too (any number of them): the one named here is About.
  const notice = page.getByRole('region', { name: /^Still to tidy: (1 place names|\d+ places name) what the site no longer has$/ });
  try {
    // An office retired long ago (no page fits its old address any more), still named in About's introduction.
    writeFileSync(join(copy, redirects), 'redirects:\n  - oldAddress: /services/*/ottawa\n    newAddress: /locations\n    retiredName: Ottawa\n');
    const document = parseDocument(aboutBefore);
    document.setIn(['hero', 'intro'], `${String(document.getIn(['hero', 'intro']))} Our Ottawa team has since moved to Toronto.`);
    writeFileSync(join(copy, about), document.toString({ lineWidth: 0 }));
    await openInEditor(page, '/keystatic');
    // The line names the field and quotes it, and opens the entry there (the walk-through of 2026-12-03, the tenth: at its top, in a long form).
    await notice.getByRole('link', { name: new RegExp(`^${literally(entryNames(copy)[about]!)}: Hero > Intro: still names “Ottawa”: “.*Our Ottawa team has since moved to Toronto\\.”$`) }).click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/about#field=Hero%20%3E%20Intro$/);
    await expect(page.getByRole('textbox', { name: /^Intro/ })).toBeFocused({ timeout: 60_000 });
    // The mention is meant to stay: the Retired name emptied, the line goes.
    writeFileSync(join(copy, redirects), 'redirects:\n  - oldAddress: /services/*/ottawa\n    newAddress: /locations\n');
    await openInEditor(page, '/keystatic');
    await expect(page.getByRole('heading', { name: 'Translations' })).toBeVisible({ timeout: 60_000 });
    await expect(notice).toHaveCount(0);
  } finally {
    writeFileSync(join(copy, redirects), redirectsBefore);
    writeFileSync(join(copy, about), aboutBefore);
  }
  expect(errors).toEqual([]);
});

// The walk-through of 2026-11-29: Keystatic sets the form back to what it saved once a save is done,
// so what was typed while it ran (up to 10 s on a busy machine) was lost without a word.
test('while a save runs the form takes no typing, and is given back once saved', async ({ page }) => {
  const errors = watchErrors(page);
  await openInEditor(page, `/keystatic/collection/services/item/ai-agents`);
  const keyword = page.getByRole('textbox', { name: /^Keyword/ });
  const was = await keyword.inputValue();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/keystatic/update', async (route) => {
    await held;
    await route.continue();
  });
  await keyword.fill(`${was} and chatbots`);
  await page.getByRole('button', { name: 'Save' }).click();
  const form = page.locator('#editor form');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  // Keys pressed meanwhile reach no field.
  await keyword.press('End', { timeout: 2_000 }).catch(() => undefined);
  await page.keyboard.type(' lost');
  await expect(keyword).toHaveValue(`${was} and chatbots`);
  release();
  await expect(form).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => readFileSync(join(copy, 'content/services/ai-agents.yaml'), 'utf8'), followsSave).toContain(`keyword: ${was} and chatbots`);
  await page.unroute('**/api/keystatic/update');
  // Given back: typing goes on in the field, and the entry is put back as it was.
  await keyword.fill(was);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => readFileSync(join(copy, 'content/services/ai-agents.yaml'), 'utf8'), followsSave).toContain(`keyword: ${was}\n`);
  expect(errors).toEqual([]);
});

test('the English answer edited, its French twin says "French needs updating" on its entry and the dashboard, until brought up to date and marked as checked', async ({ page }) => {
  const errors = watchErrors(page);
  const file = 'content/fr/services/ai-agents.yaml';
  // The text that changed, named as the editor names it (issue 41): the second FAQ, by its question.
  const question = (parse(readFileSync(join(copy, 'content/services/ai-agents.yaml'), 'utf8')) as { faqs: { question: string }[] }).faqs[1]!.question;
  const changed = `FAQs 2 ("${question.length > 40 ? `${question.slice(0, 39)}…` : question}") > Answer`;
  // The dashboard names it, with a link (the English answer was edited above).
  await openInEditor(page, `/keystatic`);
  const panel = page.getByRole('region', { name: 'Translations' });
  await expect(panel).toContainText('French needs updating: 1 entry', { timeout: 60_000 });
  // By its name as the sidebar says it, not its file (issue 55): "Agents IA — Services · Français".
  const name = entryNames(copy)[file]!;
  expect(name).toMatch(/ — Services · Français$/);
  await expect(panel).toContainText(`${name} (${changed})`);
  // Clicked on its lower half, where the line's text once covered it (issue 41): Playwright clicks
  // only a point the link itself receives.
  const entryLink = panel.getByRole('link', { name });
  const box = (await entryLink.boundingBox())!;
  await entryLink.click({ position: { x: 4, y: box.height - 2 } });
  await expect(page).toHaveURL(`${origin}/keystatic/collection/servicesFr/item/ai-agents`);
  await expect(page.getByRole('alert', { name: 'French needs updating' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`The English version changed since the French was last checked: ${changed}.`)).toBeVisible();
  // The English text as it was when the French was checked, and as it is now, side by side (issue 41).
  const englishChange = page.getByRole('region', { name: `English changed: ${changed}` });
  const checkedAnswer = (parse(readFileSync(join(project, 'content/services/ai-agents.yaml'), 'utf8')) as { faqs: { answer: string }[] }).faqs[1]!.answer;
  await expect(englishChange.locator('[data-english="was"]')).toHaveText(checkedAnswer);
  await expect(englishChange.locator('[data-english="now"]')).toHaveText(answer);
  // The words that changed, marked in both (issue 55; which words: tests/unit/translation-status.test.ts): the words this test added are.
  await expect(englishChange.locator('[data-english="now"] ins').last()).toContainText('content editor.');
  expect((await englishChange.locator('[data-english="now"] ins').allTextContents()).join(' ')).toMatch(/edited[\s\S]*content editor\./);
  await expect(englishChange.locator('[data-english="was"] del').first()).toBeVisible();

  // The French brought up to date, marked as checked, saved.
  const before = readFileSync(join(copy, file), 'utf8');
  const { faqs } = parse(before) as { faqs: { question: string; answer: string }[] };
  const french = 'La plupart des projets de robots conversationnels coûtent de 40\u00a0000 à 120\u00a0000\u00a0$ CA pour la première phase.';
  await openItem(page, faqs[1]!.question);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Answer').fill(french);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Mark the French as checked' }).click();
  await expect(page.getByText('Marked as checked against the English version: Save to keep it.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible(followsSave);
  // The box says what the file now says, with no reload (issue 55: it kept asking to save until one).
  await expect(page.getByText('The French is up to date with the English version.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => yamlWhileWritten(file)?.faqs?.[1]?.answer, followsSave).toBe(french);
  // Two lines changed: the answer and the fingerprint of the English it was checked against.
  const [linesBefore, linesAfter] = [before.split('\n'), readFileSync(join(copy, file), 'utf8').split('\n')];
  expect(linesAfter.flatMap((line, i) => (line === linesBefore[i] ? [] : [line.split(':')[0]!.trim()]))).toEqual(['englishChecked', 'answer']);
  // npm run translations, run in the edited project, agrees.
  const listed = spawnSync('npm', ['run', '--silent', 'translations'], { cwd: copy, encoding: 'utf8' });
  expect(listed.status).toBe(0);
  expect(listed.stdout).toContain('Every French entry is up to date with its English twin');
  await openInEditor(page, `/keystatic`);
  await expect(panel).toContainText('Every French entry is up to date with its English version', { timeout: 60_000 });
  // Above it, the content's one state (issue 55): the owner's decisions still open (issue 54) and every
  // fact the deploy's launch check would stop on, read from the content (no build under npm run editor).
  const launch = contentLaunchLines(copy);
  const ready = page.getByRole('region', { name: launch.length > 0 ? `Ready to publish, not yet to launch: ${launch.length} ${launch.length > 1 ? 'facts' : 'fact'} for the owner` : 'Ready to publish', exact: true });
  await expect(ready).toBeVisible();
  await expect(ready.getByRole('listitem')).toHaveCount(launch.length);
  // A fact of an entry names it, a link to it: "Site settings · English: Contact email: is …".
  const names = entryNames(copy);
  /** A Dashboard line's link: the entry's name, then what is wrong. */
  const lineOf = (name: string) => new RegExp(`^${literally(name)}: `);
  for (const file of new Set(launch.flatMap((line) => /^(content\/\S+?):\s/.exec(line)?.[1] ?? []))) {
    // Each line a link of its own name, the entry's then what is wrong (a walk-through of 2026-12-02: many links of one name).
    await expect(ready.getByRole('link', { name: lineOf(names[file]!) }).first()).toBeVisible();
  }
  const linkNames = await ready.getByRole('link').allTextContents();
  expect(new Set(linkNames).size, linkNames.join('\n')).toBe(linkNames.length);
  // The first opens Site settings at the owner's decision it names, its box focused (the walk-through of 2026-11-29: at the entry's top).
  const decision = /^content\/site\.yaml: Owner decisions > ([^:]+):/.exec(launch[0] ?? '');
  expect(decision, launch[0]).not.toBeNull();
  await ready.getByRole('link', { name: lineOf(names['content/site.yaml']!) }).first().click();
  await expect(page.getByRole('checkbox', { name: decision![1] })).toBeFocused({ timeout: 60_000 });
  expect(errors).toEqual([]);
});

test('an English FAQ moved first, or removed: its French twin is told the new order, or which to remove, by the French numbers, not shown every FAQ as rewritten', async ({ page }) => {
  const errors = watchErrors(page);
  const english = 'content/services/cloud-security.yaml';
  const before = readFileSync(join(copy, english), 'utf8');
  try {
    // The last FAQ moved first, as a drag and a save write it (the save itself: the tests above).
    const document = parseDocument(before);
    const faqs = document.get('faqs') as YAMLSeq;
    const count = faqs.items.length;
    faqs.items.unshift(faqs.items.pop()!);
    writeFileSync(join(copy, english), document.toString({ lineWidth: 0 }));
    await openInEditor(page, `/keystatic/collection/servicesFr/item/cloud-security`);
    await expect(page.getByRole('alert', { name: 'French needs updating' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('The English version changed since the French was last checked: FAQs in a new order.')).toBeVisible();
    const order = [count, ...Array.from({ length: count - 1 }, (_, i) => i + 1)].join(', ');
    await expect(page.getByRole('region', { name: 'English changed: FAQs in a new order' })).toContainText(`Put the French ones in this order, by their numbers here: ${order}.`);
    // No text compared with the one that stood in its place (a walk-through of 2026-12-03 was shown 16).
    await expect(page.locator('[data-english]')).toHaveCount(0);

    // The first removed instead: the French has it to remove, by its number there (the same walk-through was told "up to date").
    const removedFirst = parseDocument(before);
    (removedFirst.get('faqs') as YAMLSeq).items.shift();
    writeFileSync(join(copy, english), removedFirst.toString({ lineWidth: 0 }));
    await openInEditor(page, `/keystatic/collection/servicesFr/item/cloud-security`);
    await expect(page.getByText('The English version changed since the French was last checked: FAQs 1 removed.')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'English changed: FAQs 1 removed' })).toContainText('The English version no longer has FAQs 1 (by their numbers here): remove it.');
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(join(copy, english), before);
  }
});

test('a French answer saved in the editor is a one-line change to its file, its no-break spaces kept, and the save says so', async ({ page }) => {
  const errors = watchErrors(page);
  const file = 'content/fr/services/analytics.yaml';
  const before = readFileSync(join(copy, file), 'utf8');
  const { faqs } = parse(before) as { faqs: { question: string; answer: string }[] };
  const edited = faqs[1]!.answer.replace('prennent généralement deux semaines', 'prennent habituellement deux semaines');
  expect(edited).not.toBe(faqs[1]!.answer);
  expect(edited).toContain('\u00a0:');
  await openInEditor(page, `/keystatic/collection/servicesFr/item/analytics`);
  await openItem(page, faqs[1]!.question, { timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  // A French rule the answer breaks is said under it as it is typed, before Done and Save (a
  // walk-through of 2026-12-02 closed the window on an answer the save then refused); gone once put right.
  await dialog.getByLabel('Answer').fill(`${edited} Dans le top 3 du marché.`);
  await expect(dialog.getByText('« top 3 »: the French edition does not write « top 3 »; write instead: les trois premiers, parmi les trois premiers')).toBeVisible();
  await dialog.getByLabel('Answer').fill(edited);
  await expect(dialog.getByText(/the French edition does not write/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // Keystatic says "Entry created" only for a new entry; every save says it succeeded (editor/save-requests.ts).
  await expect(page.getByText('Saved', { exact: true })).toBeVisible(followsSave);

  await expect.poll(() => yamlWhileWritten(file)?.faqs?.[1]?.answer, followsSave).toBe(edited);
  const [linesBefore, linesAfter] = [before.split('\n'), readFileSync(join(copy, file), 'utf8').split('\n')];
  expect(linesAfter).toHaveLength(linesBefore.length);
  const changed = linesAfter.flatMap((line, i) => (line === linesBefore[i] ? [] : [line]));
  expect(changed).toEqual([linesBefore.find((line) => line.includes('prennent généralement deux semaines'))!.replace('généralement', 'habituellement')]);
  expect(errors).toEqual([]);
});

// Issue 55: a story was saved with the spaces typed, and the build refused « Résultat : » typed
// with the space bar. A French story's line typed as a keyboard types it is saved with French
// typography, the rest of the file as it was.
test('a line typed into a French story is saved with French typography, and the rest of its file unchanged', async ({ page }) => {
  const errors = watchErrors(page);
  const folder = 'content/fr/case-studies';
  const words = (name: string) => readFileSync(join(copy, folder, name), 'utf8').split(/\s+/).length;
  // The shortest story, so that a line more stays within a story's length.
  const name = readdirSync(join(copy, folder))
    .filter((file) => file.endsWith('.md'))
    .sort((a, b) => words(a) - words(b))[0]!;
  const file = `${folder}/${name}`;
  const before = readFileSync(join(copy, file), 'utf8');
  try {
    await openInEditor(page, `/keystatic/collection/caseStudiesFr/item/${name.replace(/\.md$/, '')}`);
    // Its facts are the English entry's alone, the French following them (issue 55): no Industry,
    // Services, City, date or Featured of its own; its Place, in French, where the English names no city.
    await expect(page.getByRole('textbox', { name: /^Client/ })).toBeVisible({ timeout: 60_000 });
    for (const label of [/^Industry/, /^City/]) await expect(page.getByRole('combobox', { name: label })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /^Featured/ })).toHaveCount(0);
    await expect(page.getByRole('group', { name: /^Services/ })).toHaveCount(0);
    await expect(page.getByText(/^Date/)).toHaveCount(0);
    // The story's toolbar names its link button Link, not Divider as Keystatic did (editor/keystatic-patches.ts).
    const toolbar = page.getByRole('toolbar', { name: 'Formatting options' });
    for (const name of ['Link', 'Divider']) await expect(toolbar.getByRole('button', { name, exact: true })).toHaveCount(1);
    // The caret at the story's end, and the editor told so before any key: a key pressed while the
    // editor had not yet read the caret's move went where the click had put it (one run in a few).
    await page.locator('.ProseMirror').click({ timeout: 60_000 });
    await page.keyboard.press('Control+End');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const story = document.querySelector('.ProseMirror')!;
          const selection = getSelection();
          if (!selection?.focusNode || !selection.isCollapsed || !story.contains(selection.focusNode)) return false;
          const rest = document.createRange();
          rest.setStart(selection.focusNode, selection.focusOffset);
          rest.setEndAfter(story.lastChild!);
          return rest.toString() === '';
        }),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.keyboard.press('Enter');
    await page.keyboard.type('Résultat : 34 % de factures saisies en moins.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible(followsSave);
    await expect.poll(() => readFileSync(join(copy, file), 'utf8'), followsSave).toContain('Résultat\u00a0: 34\u00a0% de factures saisies en moins.');
    const after = readFileSync(join(copy, file), 'utf8').split('\n');
    expect(after.filter((line) => !before.split('\n').includes(line))).toEqual(['Résultat\u00a0: 34\u00a0% de factures saisies en moins.']);
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(join(copy, file), before);
  }
});

test("an article's title edited in the editor changes its file and page", async ({ page }) => {
  const errors = watchErrors(page);
  await openInEditor(page, `/keystatic/collection/articles/item/kpi-dashboards-executives-use`);
  const field = page.getByRole('textbox', { name: 'Title' });
  await expect(field).toHaveValue('Designing KPI Dashboards Executives Actually Use', { timeout: 60_000 });
  // Each of its tags has its bin button named as its tooltip says, with the tag it deletes (a walk-through of
  // 2026-12-03 heard "Delete" alone for each), and no button of the page is nameless (editor/keystatic-patches.ts).
  const tags = (readFileSync(join(copy, 'content/posts/kpi-dashboards-executives-use.md'), 'utf8').match(/^tags:\n((?: {2}- .*\n)+)/m))![1]!.split('\n').filter(Boolean);
  for (const tag of tags) await expect(page.getByRole('button', { name: `Delete ${tag.replace(/^ {2}- /, '').replace(/^(["'])(.*)\1$/, '$2')}`, exact: true })).toHaveCount(1, { timeout: 60_000 });
  expect(await page.locator('button:visible').evaluateAll((buttons) => buttons.filter((button) => !button.textContent?.trim() && !button.getAttribute('aria-label') && !button.getAttribute('aria-labelledby') && !button.querySelector('[aria-label]')).length)).toBe(0);
  await field.fill(title);
  // Its length against its limit as it is typed (a walk-through of 2026-12-02: refused at Save with no counter).
  await expect(page.getByText(`Title: ${title.length} of ${titleMax} characters`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  const file = await fileWith('content/posts/kpi-dashboards-executives-use.md', `title: ${title}`);
  // Same file name (the URL stays), same body.
  const body = (text: string) => text.slice(text.indexOf('\n---\n') + 5);
  expect(body(file).replace(/\s+/g, ' ')).toContain('Every analytics team has built one');
  expect(body(file).split('\n').length).toBeGreaterThan(100);

  await expect.poll(() => pageText('/blog/kpi-dashboards-executives-use'), followsSave).toContain(`<h1`);
  await expect.poll(() => pageText('/blog/kpi-dashboards-executives-use'), followsSave).toContain(title);
  expect(errors).toEqual([]);
});

const article = {
  slug: 'what-we-learned-shipping-ai-agents',
  title: 'What We Learned Shipping AI Agents',
  excerpt: 'A year of AI agents in production for Canadian clients showed us where agents earn their keep, where they fail, and how to keep them safe.',
  body: 'An agent is only as good as the process around it.',
  photoAlt: 'A harbour at dawn, seen from the hills above our office',
};

test('an article written in the editor is a new file and a new page', async ({ page }) => {
  const errors = watchErrors(page);
  await openInEditor(page, `/keystatic/collection/articles/create`);
  // The body first: typed into the rich-text editor, all of it replaced until it reads as typed
  // (keys sent while the editor is still starting are lost).
  const body = page.getByRole('textbox', { name: 'Article' });
  await expect(async () => {
    await body.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(article.body);
    await expect(body).toHaveText(article.body, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Title' }).fill(article.title);
  await expect(page.getByText(`Title: ${article.title.length} of ${titleMax} characters`, { exact: true })).toBeVisible();
  // The file name, hence the URL, follows the title.
  await expect(page.getByRole('textbox', { name: 'File name and URL' })).toHaveValue(article.slug);
  // Each field with a rule says it under its label, in the schema's words (read out with the field).
  const { excerpt, date } = postFrontMatterSchema.shape;
  await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveAccessibleDescription(excerpt.description!);
  await expect(page.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(date.description!);
  // The drawn cover's path is no box to fill in: the editor writes the one the build takes (issue 30).
  await expect(page.getByRole('textbox', { name: 'Image', exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill(article.excerpt);
  await page.getByRole('textbox', { name: 'Date' }).fill('2026-11-23');
  await page.getByRole('textbox', { name: 'Author' }).fill('Maya Chen');
  await page.getByRole('group', { name: /^Tags/ }).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('AI Integration');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('textbox', { name: 'Image alt' }).fill(`Cover illustration for the article: ${article.title}`);
  // A cover photo (issue 32), uploaded in the field itself: one the build would refuse is refused
  // here first, saying why; a good one shows its preview.
  const photo = page.getByRole('group', { name: 'Photo' });
  const upload = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await photo.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(join(project, 'tests/fixtures/photos', file));
  };
  await upload('narrow.jpg');
  await expect(photo.getByText('This photo is 800 pixels wide; it needs at least 1200 here (2400 is best).')).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await upload('not-a-photo.jpg');
  await expect(photo.getByText('This file cannot be read as a photo; use a JPEG, PNG, WebP or AVIF file.')).toBeVisible();
  await upload('harbour-cover.jpg');
  await expect(photo.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expect(photo.locator('img')).toHaveCount(1);
  await expect(photo.getByRole('textbox', { name: 'Alt text' })).toHaveAccessibleDescription(/What the photo shows, for people who cannot see it/);
  await photo.getByRole('textbox', { name: 'Alt text' }).fill(article.photoAlt);
  await page.getByRole('button', { name: 'Create' }).click();
  // Created, the editor opens the new entry.
  await expect(page).toHaveURL(`${origin}/keystatic/collection/articles/item/${article.slug}`, followsSave);

  const file = await fileWith(`content/posts/${article.slug}.md`, article.body);
  expect(file).toContain(`title: ${article.title}`);
  expect(file).toMatch(/date: '?2026-11-23'?/);
  expect(file).toContain(`\nimage: /images/blog/${article.slug}.svg\n`);
  // The original is kept under content/images/, named by the article; the front matter names its path from content/.
  const kept = /image: (images\/blog\/[^\n]+\.jpg)/.exec(file)?.[1];
  expect(kept).toMatch(new RegExp(`^images/blog/${article.slug}/`));
  expect(readFileSync(join(copy, 'content', kept!))).toEqual(readFileSync(join(project, 'tests/fixtures/photos/harbour-cover.jpg')));
  expect(file).toContain(`alt: ${article.photoAlt}`);
  // The site's preview has the page, and the blog lists it first (newest).
  await expect.poll(() => pageText(`/blog/${article.slug}`), followsSave).toContain(article.body);
  await expect.poll(() => pageText('/blog'), followsSave).toContain(`/blog/${article.slug}`);
  // Its drawn cover is served by the dev server before any build, as the build would write it.
  const cover = await fromDevServer(`/images/blog/${article.slug}.svg`);
  expect(cover.status).toBe(200);
  expect(cover.headers.get('content-type')).toBe('image/svg+xml');
  expect(await cover.text()).toMatch(/^<svg /);
  // The preview shows the photo too: the dev server makes each size when the page asks for it.
  const preview = await pageText(`/blog/${article.slug}`);
  const avif = /<source type="image\/avif" srcSet="([^" ]+) /.exec(preview)?.[1];
  expect(avif).toMatch(/^\/images\/photos\/.+\.avif$/);
  const made = await fromDevServer(avif!);
  expect(made.status).toBe(200);
  expect(made.headers.get('content-type')).toBe('image/avif');
  expect(errors).toEqual([]);
});

// A walk-through of 2026-12-02 found no way to start an article's French version from the English one.
test('an English article offers "Create the French version": it starts from the article, names it as the one it translates, and takes its file name from its French title', async ({ page }) => {
  const errors = watchErrors(page);
  const frenchTitle = 'Ce que nous avons appris en déployant des agents d’IA';
  let frenchSlug = '';
  try {
    await openInEditor(page, `/keystatic/collection/articles/item/${article.slug}`);
    await expect(page.getByText('No French translation yet: the French blog does not show this article.')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Create the French version' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/articlesFr/create?translate=${article.slug}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(article.title, { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(article.excerpt);
    // Its file name follows the French title as it is typed: the French page's address in French words.
    await title.fill(frenchTitle);
    const fileName = page.getByRole('textbox', { name: 'File name and URL' });
    await expect(fileName).toHaveValue(/^ce-que-nous-avons-appris-en-d/);
    frenchSlug = await fileName.inputValue();
    // Its English tag of two words, copied, is refused until written in French (a walk-through of 2026-12-03: the French page showed it).
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText('« AI Integration » is the English article\'s tag as it writes it: write it in French', { timeout: 30_000 });
    await openItem(page, 'AI Integration');
    await page.getByRole('dialog').getByRole('textbox', { name: 'Tags' }).fill('Intégration de l’IA');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/articlesFr/item/${frenchSlug}`, followsSave);
    const file = await fileWith(`content/fr/posts/${frenchSlug}.md`, `translationOf: ${article.slug}`);
    expect(file).toContain(`title: ${frenchTitle}`);
    expect(file).toContain(`image: /images/blog/${frenchSlug}.svg`);
    // Back on the English article: its French version, linked.
    await openInEditor(page, `/keystatic/collection/articles/item/${article.slug}`);
    await expect(page.getByRole('link', { name: 'Open the French version' })).toHaveAttribute('href', new RegExp(`/collection/articlesFr/item/${frenchSlug}$`), { timeout: 60_000 });
    expect(errors).toEqual([]);
  } finally {
    if (frenchSlug) rmSync(join(copy, `content/fr/posts/${frenchSlug}.md`), { force: true });
  }
});

// Issue 55 (a walk-through of 2026-11-30): a future date took the article off the site until that day
// without a word, and "View on the site" opened "page not found".
test('an article dated next month says when it appears, once saved and where "View on the site" was; dated back, it is on the site again', async ({ page }) => {
  const errors = watchErrors(page);
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await openInEditor(page, `/keystatic/collection/articles/item/${article.slug}`);
  const date = page.getByRole('textbox', { name: 'Date' });
  await date.fill(day, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: /notification/ })).toContainText(`Scheduled for ${longDate(day)}: ${article.title}`, { timeout: 30_000 });
  await fileWith(`content/posts/${article.slug}.md`, day);
  await expect(page.getByText(`Scheduled for ${longDate(day)} (as last saved)`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the site' })).toHaveCount(0);
  await expect.poll(async () => (await fromDevServer(`/blog/${article.slug}`)).status, followsSave).toBe(404);
  await page.getByRole('region', { name: /notification/ }).getByRole('button', { name: 'Close' }).click();
  await date.fill('2026-11-23');
  await page.getByRole('button', { name: 'Save' }).click();
  await fileWith(`content/posts/${article.slug}.md`, '2026-11-23');
  await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await fromDevServer(`/blog/${article.slug}`)).status, followsSave).toBe(200);
  expect(errors).toEqual([]);
});

test('the mistakes staff made on purpose are refused before saving, each said in plain words where they are looking; no file changes', async ({ page }) => {
  const errors = watchErrors(page);
  const files = ['content/services/ai-agents.yaml', 'content/fr/services/ai-agents.yaml'];
  const before = files.map((file) => readFileSync(join(copy, file), 'utf8'));
  const english = parse(before[0]!) as { faqs: { question: string; answer: string }[]; features: { cards: { title: string; icon: string }[] } };
  await openInEditor(page, `/keystatic/collection/services/item/ai-agents`);

  // An FAQ answer emptied in its dialog: Done says why on the field and keeps the dialog open
  // (it closed, and Save then failed without a word). Put back, Done closes it.
  await openItem(page, english.faqs[4]!.question, { timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Answer').fill('');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Answer must not be empty')).toBeVisible();
  await expect(dialog).toBeVisible();
  // Closed with Escape instead, the item empty: Save says it is not saved and names the item and
  // the field, with the field's own words (it did nothing, without a word; then it said only to
  // open each of the entry's items).
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: formRefusedNamed.start })).toContainText(
    new RegExp(`^${formRefusedNamed.start} FAQs › ${formRefusedNamed.item} 5 › Answer must not be empty\\. ${formRefusedNamed.end.replace(/[().]/g, '\\$&')}$`),
    { timeout: 30_000 },
  );
  await page.getByRole('region', { name: /notification/ }).getByRole('button', { name: 'Close' }).click();
  await openItem(page, english.faqs[4]!.question);
  await dialog.getByLabel('Answer').fill(english.faqs[4]!.answer);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // An icon the site cannot draw, typed into a card: said on the field as it is typed.
  await openItem(page, english.features.cards[0]!.title);
  await dialog.getByLabel('Icon').fill('i-lucide-gears');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText(/is not the name of a Lucide icon: find the icon on lucide\.dev\/icons/)).toBeVisible();
  await dialog.getByLabel('Icon').fill(english.features.cards[0]!.icon);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // A new FAQ's window keeps Add until it is right, as Done does (docs/editing.md says so): its
  // answer left empty, Add says why and stays open; Cancel leaves the list as it was.
  await page.getByRole('group', { name: /^FAQs/ }).getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel('Question').fill('Can you start next week?');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Answer must not be empty')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The file name, set when the entry was made, is shown and cannot be edited, with no button to
  // make another, and says what to do for a new address (a save that renames is refused all the
  // same: tests/unit/save-check.test.ts, branch-check.test.ts).
  const fileName = page.getByRole('textbox', { name: /^File name/ });
  await expect(fileName).toHaveValue('ai-agents');
  await expect(fileName).not.toBeEditable();
  await expect(page.getByRole('button', { name: /regenerate/i })).toHaveCount(0);
  await expect(fileName).toHaveAccessibleDescription(/For a new address: create a new entry, add the old address to Redirects/);

  // The French service given another service's address word: refused, naming the other service.
  await openInEditor(page, `/keystatic/collection/servicesFr/item/ai-agents`);
  // Its lead's counter counts it as the site shows it and the build counts it: {site.brand} as the
  // brand's name (a French lead at 316 characters as written was 321 for the build).
  const lead = (parse(readFileSync(join(copy, 'content/fr/services/ai-agents.yaml'), 'utf8')) as { hero: { description: string } }).hero.description;
  const brand = (parse(readFileSync(join(copy, 'content/fr/site.yaml'), 'utf8')) as { brand: string }).brand;
  expect(lead).toContain('{site.brand}');
  await expect(page.getByText(`${lead.replaceAll('{site.brand}', brand).trim().length} of ${heroLeadMax} characters`, { exact: true })).toBeVisible({ timeout: 60_000 });
  const taken = (parse(readFileSync(join(copy, 'content/fr/services/analytics.yaml'), 'utf8')) as { address: string }).address;
  await page.getByRole('textbox', { name: /^Address/ }).fill(taken, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  const other = (parse(readFileSync(join(copy, 'content/fr/services/ai-agents.yaml'), 'utf8')) as { name: string }).name;
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toContainText(`Address: is "${taken}", already the address of “${other}”`, { timeout: 30_000 });

  // Nothing was written, and no service was renamed.
  expect(files.map((file) => readFileSync(join(copy, file), 'utf8'))).toEqual(before);
  expect(readdirSync(join(copy, 'content/services'))).not.toContain('ai-bots.yaml');
  expect(errors).toEqual([]);
});

test('a city created in English says its French version is still to make, and "Create the French version" starts it from the English entry with the same file name', async ({ page }) => {
  const errors = watchErrors(page);
  const files = ['content/locations/montreal.yaml', 'content/fr/locations/montreal.yaml'];
  try {
    // As the README says: a copy of Toronto, renamed.
    await openInEditor(page, `/keystatic/collection/locations/create?duplicate=toronto`);
    await page.getByRole('textbox', { name: /^City/ }).fill('Montréal', { timeout: 60_000 });
    // Its place on the map as the file has it, every decimal (a walk-through of 2026-12-02: 43.6532 showed as 43.653).
    const toronto = parse(readFileSync(join(copy, 'content/locations/toronto.yaml'), 'utf8')) as { latitude: number; longitude: number };
    await expect(page.getByLabel(/^Latitude/)).toHaveValue(String(toronto.latitude));
    await expect(page.getByLabel(/^Longitude/)).toHaveValue(String(toronto.longitude));
    await page.getByRole('textbox', { name: /^File name/ }).fill('montreal');
    await page.getByLabel(/^Position/).first().fill('5');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/locations/item/montreal`, { timeout: 30_000 });
    // Saved, with what is left to do said at once, and on the entry.
    await expect(page.getByText(/^Saved\. Before the site can be published with it: content\/fr\/locations\/montreal\.yaml: missing; the French edition needs this/)).toBeVisible();
    await expect(page.getByText('No French version yet: the site cannot be published until this entry has one.')).toBeVisible();
    // Until its French version exists the editor's site shows the site as it was, and says why.
    await expect.poll(() => pageText('/about'), followsSave).toContain('content/fr/locations/montreal.yaml: missing');
    await page.getByRole('link', { name: 'Create the French version' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/locationsFr/create?translate=montreal`);
    // The English entry's words and the same file name, to translate.
    await expect(page.getByRole('textbox', { name: /^File name/ })).toHaveValue('montreal', { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Montréal');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/locationsFr/item/montreal`, { timeout: 30_000 });
    await expect(page.getByRole('alert', { name: 'French needs updating' })).toBeVisible({ timeout: 60_000 });
    // Both saved, the editor's site serves the city's pages in both languages at once (issue 41: the
    // French ones answered 404 for minutes).
    for (const path of ['/services/ai-integration/montreal', '/fr/services/integration-ia/montreal']) {
      await expect.poll(async () => (await fromDevServer(path)).status, { ...followsSave, message: path }).toBe(200);
    }
    const [english, french] = files.map((file) => parse(readFileSync(join(copy, file), 'utf8')) as Record<string, unknown>);
    expect(french!.city).toBe('Montréal');
    expect(french!.position).toBe(english!.position);
    // Back on the English entry: its French version, linked.
    await openInEditor(page, `/keystatic/collection/locations/item/montreal`);
    await expect(page.getByRole('link', { name: 'Open the French version' })).toHaveAttribute('href', '/keystatic/collection/locationsFr/item/montreal', { timeout: 60_000 });
    // And where each shows: its city page of the first service, in its language (issue 41).
    await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', '/services/ai-integration/montreal');
    await openInEditor(page, `/keystatic/collection/locationsFr/item/montreal`);
    await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', '/fr/services/integration-ia/montreal');
    // A case study's City offers it by its name, Montréal, not by its file name, in the editor as
    // it was loaded before the city existed (issue 55: named once the page was loaded again).
    const study = readdirSync(join(copy, 'content/case-studies')).find((file) => file.endsWith('.md'))!.replace(/\.md$/, '');
    await openInEditor(page, `/keystatic/collection/caseStudies/item/${study}`);
    const city = page.getByRole('combobox', { name: /^City/ });
    await city.fill('Mont', { timeout: 60_000 });
    await expect(page.getByRole('option', { name: 'Montréal' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'montreal' })).toHaveCount(0);
    await city.press('Escape');
    expect(errors).toEqual([]);
  } finally {
    for (const file of files) rmSync(join(copy, file), { force: true });
  }
});

test('a service added as the README says (a copy of another, renamed, then its French version with its address word) has its pages in both languages and its place in the Services menu', async ({ page }) => {
  const errors = watchErrors(page);
  const files = ['content/services/process-automation.yaml', 'content/fr/services/process-automation.yaml'];
  const position = String(readdirSync(join(copy, 'content/services')).filter((name) => name.endsWith('.yaml')).length + 1);
  try {
    await openInEditor(page, `/keystatic/collection/services/create?duplicate=ai-agents`);
    await page.getByRole('textbox', { name: /^Name/ }).first().fill('Process Automation', { timeout: 60_000 });
    await page.getByRole('textbox', { name: /^File name/ }).fill('process-automation');
    await page.getByLabel(/^Position/).first().fill(position);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/services/item/process-automation`, { timeout: 30_000 });
    await expect(page.getByText('No French version yet: the site cannot be published until this entry has one.')).toBeVisible();
    await page.getByRole('link', { name: 'Create the French version' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/servicesFr/create?translate=process-automation`);
    await expect(page.getByRole('textbox', { name: /^File name/ })).toHaveValue('process-automation', { timeout: 30_000 });
    // Its French name; without the word of its French address, the save is refused, saying so.
    await page.getByRole('textbox', { name: /^Name/ }).first().fill('Automatisation des processus');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(/^Not saved/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/write the word of the French address/).first()).toBeVisible();
    expect(existsSync(join(copy, files[1]!))).toBe(false);
    await page.getByRole('textbox', { name: /^Address/ }).fill('automatisation-des-processus');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/servicesFr/item/process-automation`, { timeout: 30_000 });
    // The editor's site serves its pages in both languages, a city's too, and lists it in the Services menu of every page.
    for (const path of ['/services/process-automation', '/services/process-automation/toronto', '/fr/services/automatisation-des-processus']) {
      await expect.poll(async () => (await fromDevServer(path)).status, { ...followsSave, message: path }).toBe(200);
    }
    await expect.poll(() => pageText('/about'), followsSave).toContain('href="/services/process-automation"');
    await expect.poll(() => pageText('/fr/a-propos'), followsSave).toContain('href="/fr/services/automatisation-des-processus"');
    await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', '/fr/services/automatisation-des-processus');
    expect(errors).toEqual([]);
  } finally {
    for (const file of files) rmSync(join(copy, file), { force: true });
  }
});

test('a case study added as the README says (a copy of another, renamed, then its French version with its address word) has its pages in both languages and its card on the list', async ({ page }) => {
  const errors = watchErrors(page);
  const source = readdirSync(join(copy, 'content/case-studies')).find((name) => name.endsWith('.md'))!.replace(/\.md$/, '');
  const files = ['content/case-studies/invoice-automation-for-a-london-distributor.md', 'content/fr/case-studies/invoice-automation-for-a-london-distributor.md'];
  try {
    await openInEditor(page, `/keystatic/collection/caseStudies/create?duplicate=${source}`);
    await page.getByRole('textbox', { name: /^Title/ }).first().fill('Invoice Automation for a London Distributor', { timeout: 60_000 });
    // The industry and the services it names are shown by their names, not their file names (issue 55).
    const facts = parse(readFileSync(join(copy, `content/case-studies/${source}.md`), 'utf8').split(/^---$/m)[1]!) as { industry: string; services: string[] };
    const nameIn = (folder: string, slug: string) => (parse(readFileSync(join(copy, `content/${folder}/${slug}.yaml`), 'utf8')) as { name: string }).name;
    await expect(page.getByRole('combobox', { name: /^Industry/ })).toHaveValue(nameIn('industries', facts.industry));
    await expect(page.getByText(nameIn('services', facts.services[0]!), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(facts.services[0]!, { exact: true })).toHaveCount(0);
    await page.getByRole('textbox', { name: /^File name/ }).fill('invoice-automation-for-a-london-distributor');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/caseStudies/item/invoice-automation-for-a-london-distributor`, { timeout: 30_000 });
    await expect(page.getByText('No French version yet: the site cannot be published until this entry has one.')).toBeVisible();
    await page.getByRole('link', { name: 'Create the French version' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/caseStudiesFr/create?translate=invoice-automation-for-a-london-distributor`);
    await expect(page.getByRole('textbox', { name: /^File name/ })).toHaveValue('invoice-automation-for-a-london-distributor', { timeout: 30_000 });
    // Its French title; the English entry's address word is not copied, and without one the save is refused, saying so.
    await page.getByRole('textbox', { name: /^Title/ }).first().fill('Automatisation des factures pour un distributeur de London');
    await page.getByRole('textbox', { name: /^Address/ }).fill('');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(/^Not saved/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/write the word of the French address/).first()).toBeVisible();
    expect(existsSync(join(copy, files[1]!))).toBe(false);
    await page.getByRole('textbox', { name: /^Address/ }).fill('automatisation-factures-distributeur-london');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(`${origin}/keystatic/collection/caseStudiesFr/item/invoice-automation-for-a-london-distributor`, { timeout: 30_000 });
    // The translation notice in the entry's side column holds its button (a walk-through of 2026-11-30: it ran past the box's right edge).
    const mark = page.getByRole('button', { name: 'Mark the French as checked' });
    await expect(mark).toBeVisible({ timeout: 30_000 });
    const overflow = await mark.evaluate((button) => {
      let box: Element | null = button.parentElement;
      while (box && getComputedStyle(box).display !== 'grid') box = box.parentElement;
      return button.getBoundingClientRect().right - box!.getBoundingClientRect().right;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    // Its story came with it, as Markdown; the English entry's facts did not (the French follows them, issue 55).
    expect(readFileSync(join(copy, files[1]!), 'utf8')).toMatch(/\n## /);
    expect(readFileSync(join(copy, files[1]!), 'utf8')).not.toMatch(/^(?:industry|city|services|date|featured):/m);
    // The editor's site serves its pages in both languages (the French at its address word, in the folder content names), and lists its card.
    const urls = urlsFromFiles(copy);
    const [english, french] = [urls.en.caseStudy('invoice-automation-for-a-london-distributor'), `${urls.fr.caseStudies()}/automatisation-factures-distributeur-london`];
    for (const path of [english, french]) {
      await expect.poll(async () => (await fromDevServer(path)).status, { ...followsSave, message: path }).toBe(200);
    }
    await expect.poll(() => pageText(urls.en.caseStudies()), followsSave).toContain(`href="${english}"`);
    await expect(page.getByRole('link', { name: 'View on the site' })).toHaveAttribute('href', french);
    expect(errors).toEqual([]);
  } finally {
    for (const file of files) rmSync(join(copy, file), { force: true });
  }
});

test('a portrait given to an English testimonial says the French alt text is still to write; the French saved without it is refused, with it saved', async ({ page }) => {
  const errors = watchErrors(page);
  const files = ['content/pages/home.yaml', 'content/fr/pages/home.yaml'];
  const before = files.map((file) => readFileSync(join(copy, file), 'utf8'));
  const author = (parse(before[0]!) as { stories: { testimonials: { author: string }[] } }).stories.testimonials[0]!.author;
  try {
    await openInEditor(page, `/keystatic/singleton/home`);
    await openItem(page, author, { timeout: 60_000 });
    const dialog = page.getByRole('dialog');
    const portrait = dialog.getByRole('group', { name: 'Portrait' });
    const chooser = page.waitForEvent('filechooser');
    await portrait.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(join(project, 'tests/fixtures/photos/portrait.png'));
    await portrait.getByRole('textbox', { name: 'Alt text' }).fill(`${author}, smiling, in her office`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved, with what it leaves to do in French said at once (it once said "Saved" and the portrait never showed).
    // The French entry by its name, as the editor's sidebar says it (issue 55: saves quoted file paths).
    const frenchHome = literally(entryNames(copy)[files[1]!]!);
    await expect(page.getByText(new RegExp(`^Saved\\. Before the site can be published with it: ${frenchHome}: Stories > Testimonials 1 .* > Portrait > Alt text: missing; the English version shows a photo here`))).toBeVisible({ timeout: 30_000 });
    // Kept by its own bytes, not its item's place, which moves (a walk-through of 2026-12-03: …/0/portrait.jpg).
    expect(await fileWith(files[0]!, 'portrait:')).toMatch(/image: images\/people\/stories\/testimonials\/portrait-[0-9a-f]{8}\.png\n/);

    // The French entry: checked and saved with the alt text still empty, refused; written, saved.
    await openInEditor(page, `/keystatic/singleton/homeFr`);
    // Its status says what changed in words, not by the photo's file (a walk-through of 2026-12-02 was shown "images/…").
    const changes = page.getByRole('region', { name: /^English changed: / });
    await expect(changes.filter({ hasText: 'The English version shows a photo here: write what it shows in the French alt text.' })).toHaveCount(1, { timeout: 60_000 });
    await expect(changes.filter({ hasText: 'images/' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark the French as checked' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Not saved' });
    await expect(refused).toContainText('Stories > Testimonials 1', { timeout: 30_000 });
    await expect(refused).toContainText('Portrait > Alt text: missing; the English version shows a photo here');
    expect(readFileSync(join(copy, files[1]!), 'utf8')).toBe(before[1]);
    await openItem(page, author);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Portrait: alt text (French)' }).fill(`${author}, souriante, dans son bureau`);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 30_000 });
    await fileWith(files[1]!, 'souriante, dans son bureau');
    // The French home page shows the portrait with its French words.
    await expect.poll(() => pageText('/fr'), followsSave).toContain(`alt="${author}, souriante, dans son bureau"`);
    expect(errors).toEqual([]);
  } finally {
    files.forEach((file, index) => writeFileSync(join(copy, file), before[index]!));
    rmSync(join(copy, 'content/images/people'), { recursive: true, force: true });
  }
});

test('a save the build would refuse: every page of the dev server says why, in the build\'s words, over the site as it was', async ({ page }) => {
  const file = join(copy, 'content/company/about.yaml');
  const good = readFileSync(file, 'utf8');
  // As a save of a hand-edited file would leave it: the page's title emptied.
  writeFileSync(file, good.replace(/^  title: About Us$/m, '  title: " "'));
  try {
    // Once the dev server has read the file (it reloads open pages then), the page says why.
    await expect.poll(() => pageText('/about'), followsSave).toContain('The last save cannot be published');
    await page.goto(`${origin}/about`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The last save cannot be published');
    // The build's whole list, in its words (issue 41).
    await expect(alert).toContainText('Content the site cannot use (1 problem)');
    // Each file by its entry's name, as the editor's sidebar says it.
    await expect(alert).toContainText(`${entryNames(copy)['content/company/about.yaml']}: SEO > Title: is empty: write it`);
    // The page itself is there, as it was.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // The editor's dashboard lists it under "Cannot be published", with a link to the entry (issue 41).
    const dashboard = await page.context().newPage();
    await dashboard.goto(`${origin}/keystatic`);
    const blocked = dashboard.getByRole('region', { name: /^Cannot be published: 1 problem$/ });
    const about = entryNames(copy)['content/company/about.yaml']!;
    await expect(blocked).toContainText(`${about}: SEO > Title: is empty: write it`, { timeout: 60_000 });
    // The owner's facts stay in sight beside it (a walk-through of 2026-12-02 found them only once every problem was put right).
    const launch = contentLaunchLines(copy);
    if (launch.length > 0) await expect(dashboard.getByRole('region', { name: `Not yet to launch: ${launch.length} ${launch.length > 1 ? 'facts' : 'fact'} for the owner`, exact: true }).getByRole('listitem')).toHaveCount(launch.length);
    else await expect(dashboard.getByRole('region', { name: /^Not yet to launch/ })).toHaveCount(0);
    // Opening at the field the line names (issue 55: the entry's top, and staff searched for it).
    await expect(blocked.getByRole('link', { name: about })).toHaveAttribute('href', /\/keystatic\/singleton\/about#field=SEO%20%3E%20Title$/);
    await blocked.getByRole('link', { name: about }).click();
    await expect(dashboard.getByRole('group', { name: 'SEO' }).getByRole('textbox', { name: 'Title' })).toBeFocused({ timeout: 60_000 });
    await dashboard.close();
  } finally {
    writeFileSync(file, good);
  }
  await expect.poll(() => pageText('/about'), followsSave).not.toContain('The last save cannot be published');
  // A refusal only the whole check makes (issue 55): a team member saved in English only, which the
  // page can show and its French twin lacks. The page shows the save, and says a build stops on it.
  const person = { name: 'Ada Tremblay', role: 'Head of Data Engineering', bio: 'Leads the data platform work.' };
  writeFileSync(file, `${good}team:\n  - name: ${person.name}\n    role: ${person.role}\n    bio: ${person.bio}\n`);
  try {
    // Read as the server sends the page (the open page reloads by itself; loading it again here
    // raced the dev server's own reload on a fresh clone).
    const about = () => pageText('/about');
    await expect.poll(about, followsSave).toContain(person.name);
    const shown = await about();
    expect(shown).toContain('The last save cannot be published yet: this page shows it as saved, but a build stops on it');
    expect(shown).toContain(`${entryNames(copy)['content/fr/company/about.yaml']}: Team: missing; the English version has a list of 1`);
    expect(shown).toMatch(new RegExp(`<h3[^>]*>${person.name}</h3>`));
  } finally {
    writeFileSync(file, good);
  }
  await expect.poll(() => pageText('/about'), followsSave).not.toContain('The last save cannot be published');
  // The open page follows by itself: the dev server reloads it (once per change it sees), and the
  // problem is gone. Its reloads are let settle before the page is closed: a context closed while
  // one of its pages starts a navigation never finishes closing (Playwright 1.65, Chromium).
  await expect(page.getByRole('alert')).toHaveCount(0, followsSave);
  let lastNavigation = Date.now();
  page.on('framenavigated', () => (lastNavigation = Date.now()));
  await expect.poll(() => Date.now() - lastNavigation, { timeout: 15_000, intervals: [250] }).toBeGreaterThan(2_000);
  await page.close();
});

test('a page still loading when a save was made follows that save once connected, never showing a problem already put right', async ({ browser }) => {
  // Vite's reload after a save reaches the pages connected at that moment: a page still loading from
  // the save before missed it, and went on saying "cannot be published" (the editor test beside two
  // busy processes). Here the page's Vite client is held until the next save's reload has reached
  // another open page.
  const context = await browser.newContext();
  await answerLanguageOffer(context);
  const file = join(copy, 'content/company/about.yaml');
  const good = readFileSync(file, 'utf8');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  try {
    const other = await context.newPage();
    await other.goto(`${origin}/about`);
    const page = await context.newPage();
    const connected = page.waitForEvent('console', (message) => message.text() === '[vite] connected.');
    await page.goto(`${origin}/about`);
    await connected;
    await page.route('**/@vite/client', async (route) => {
      await held;
      await route.continue();
    });
    writeFileSync(file, good.replace(/^  title: About Us$/m, '  title: " "'));
    // Both pages reload and show the problem; the page's Vite client is held.
    await expect(other.getByRole('alert')).toContainText('The last save cannot be published', { timeout: 30_000 });
    await expect(page.getByRole('alert')).toContainText('The last save cannot be published', { timeout: 30_000 });
    writeFileSync(file, good);
    // The save's reload has been sent: the other page shows the site without the problem.
    await expect(other.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(1);
    release();
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
  } finally {
    release();
    writeFileSync(file, good);
    await context.close();
  }
});

test('a build of the edited files shows the edits and the new article', () => {
  const build = spawnSync('npx', ['vike', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env } });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  expect(readFileSync(join(copy, 'dist/client/services/ai-agents.html'), 'utf8')).toContain(answer);
  const edited = readFileSync(join(copy, 'dist/client/blog/kpi-dashboards-executives-use.html'), 'utf8');
  expect(edited).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(edited).toContain(`<title>${title} | `);
  const written = readFileSync(join(copy, `dist/client/blog/${article.slug}.html`), 'utf8');
  expect(written).toMatch(new RegExp(`<h1[^>]*>${article.title}</h1>`));
  expect(written).toContain(article.body);
  // Its cover photo is served as AVIF and WebP at several widths, never as the original.
  expect(written).toMatch(/<source type="image\/avif" srcSet="[^"]*-800\.avif 800w, [^"]*-1600\.avif 1600w"/);
  expect(written).toMatch(/<source type="image\/webp" srcSet="[^"]*-480\.webp 480w/);
  expect(written).toContain(`alt="${article.photoAlt}"`);
  const made = readdirSync(join(copy, 'dist/client/images/photos'));
  expect(made.filter((name) => name.endsWith('.avif')).length).toBeGreaterThanOrEqual(6);
  expect(made.some((name) => name.endsWith('-social.jpg'))).toBe(true);
  // Its drawn cover is still made (the cards of a site without the photo), and it heads the blog, the feed and is in the sitemap.
  expect(readFileSync(join(copy, `dist/client/images/blog/${article.slug}.svg`), 'utf8')).toMatch(/^<svg /);
  const blog = readFileSync(join(copy, 'dist/client/blog.html'), 'utf8');
  expect(blog.indexOf(`href="/blog/${article.slug}"`)).toBeGreaterThan(0);
  expect(blog.indexOf(`href="/blog/${article.slug}"`)).toBeLessThan(blog.indexOf('href="/blog/measuring-roi-of-ai-projects"'));
  expect(readFileSync(join(copy, 'dist/client/blog/rss.xml'), 'utf8')).toContain(`/blog/${article.slug}</link>`);
  expect(readFileSync(join(copy, 'dist/client/sitemap.xml'), 'utf8')).toContain(`/blog/${article.slug}</loc>`);
});

test('every module the editor needs was found when it started: Vite never bundled again and reloaded the editor under the marketer', () => {
  // A dependency found late (editor/local-mode.ts, optimizeDeps) made Vite bundle them all again and reload every open editor tab.
  const log = readFileSync(join(project, 'test-results', 'editor-dev-server.log'), 'utf8');
  expect(log).toContain('ready in');
  expect(log).not.toMatch(/optimized dependencies changed|new dependencies optimized|dependency optimized:/);
});
