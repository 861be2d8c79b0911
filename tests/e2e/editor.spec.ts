import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { collections } from '../../model/collections';

// The content editor in local mode (issue 15): `npm run editor` in a copy of the project, so the
// edits land in the copy's files. Edits are made through Keystatic's own UI; the files on disk
// change, the dev server's page shows the edit, and a build of the copy shows it too.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const project = process.cwd();
const port = 3107;
const origin = `http://127.0.0.1:${port}`;
let copy = '';
let server: ChildProcess | undefined;

const skipped = new Set(['node_modules', '.git', 'dist', 'dist-e2e', '.wrangler', 'test-results', 'test-reports', 'playwright-report']);

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
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
  cpSync(project, copy, { recursive: true, filter: (source) => !skipped.has(relative(project, source).split('/')[0]!) });
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'));
  server = spawn('npx', ['vike', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: copy,
    env: { ...process.env, BROWSER: 'none' },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${origin}/about`, 100_000);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (copy) rmSync(copy, { recursive: true, force: true });
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
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
  await expect.poll(() => readFileSync(join(copy, file), 'utf8'), { timeout: 15_000 }).toContain(text);
  return readFileSync(join(copy, file), 'utf8');
}

test('/admin opens the editor in local mode, listing every collection, and is not indexed', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await page.goto(`${origin}/admin`);
  expect(page.url()).toBe(`${origin}/keystatic`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const navigation = page.getByRole('navigation');
  for (const label of [...collections.map((collection) => collection.label), 'Articles']) {
    await expect(navigation.getByRole('link', { name: label, exact: true }), label).toBeVisible({ timeout: 60_000 });
  }
  // The dashboard counts the entries on disk: 19 articles, 9 services, 4 cities, 4 legal pages.
  for (const count of ['19 entries', '9 entries', '4 entries']) await expect(page.getByText(count, { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

const answer = 'Most chatbot projects cost between CAD 40,000 and CAD 120,000 for the first phase, edited through the content editor.';
const title = 'Designing KPI Dashboards That Executives Open Every Week';

test("an FAQ answer edited in the editor changes the service's file and page", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${origin}/keystatic/collection/services/item/ai-agents`);
  await page.getByText('How much does an AI agent or chatbot cost?', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Answer').fill(answer);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(() => yamlWhileWritten('content/services/ai-agents.yaml')?.faqs?.[1]?.answer, { timeout: 15_000 }).toBe(answer);
  // Only the answer changed: the rest of the file reads as it did.
  const after = parse(readFileSync(join(copy, 'content/services/ai-agents.yaml'), 'utf8'));
  const before = parse(readFileSync(join(project, 'content/services/ai-agents.yaml'), 'utf8'));
  before.faqs[1].answer = answer;
  expect(after).toEqual(before);

  // The site's preview reloads from the file.
  await expect.poll(async () => (await fetch(`${origin}/services/ai-agents`)).text(), { timeout: 15_000 }).toContain(answer);
  expect(errors).toEqual([]);
});

test("an article's title edited in the editor changes its file and page", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${origin}/keystatic/collection/articles/item/kpi-dashboards-executives-use`);
  const field = page.getByRole('textbox', { name: 'Title' });
  await expect(field).toHaveValue('Designing KPI Dashboards Executives Actually Use', { timeout: 60_000 });
  await field.fill(title);
  await page.getByRole('button', { name: 'Save' }).click();

  const file = await fileWith('content/posts/kpi-dashboards-executives-use.md', `title: ${title}`);
  // Same file name (the URL stays), same body.
  const body = (text: string) => text.slice(text.indexOf('\n---\n') + 5);
  expect(body(file).replace(/\s+/g, ' ')).toContain('Every analytics team has built one');
  expect(body(file).split('\n').length).toBeGreaterThan(100);

  await expect.poll(async () => (await fetch(`${origin}/blog/kpi-dashboards-executives-use`)).text(), { timeout: 15_000 }).toContain(`<h1`);
  await expect.poll(async () => (await fetch(`${origin}/blog/kpi-dashboards-executives-use`)).text(), { timeout: 15_000 }).toContain(title);
  expect(errors).toEqual([]);
});

test('a build of the edited files shows both edits', () => {
  const build = spawnSync('npx', ['vike', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env } });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  expect(readFileSync(join(copy, 'dist/client/services/ai-agents.html'), 'utf8')).toContain(answer);
  const article = readFileSync(join(copy, 'dist/client/blog/kpi-dashboards-executives-use.html'), 'utf8');
  expect(article).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(article).toContain(`<title>${title} | `);
});
