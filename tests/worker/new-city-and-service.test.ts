import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { startEdge, type Edge } from '../support/edge.ts';

// Issue 29: a city or a service is content only. A copy of the project gets two new cities' worth
// of files (Montréal, in English and French) and a tenth service (Process Automation, with its
// French address word) and nothing else; `npm run build` there must give their pages in both
// languages, their places in the menus, the sitemap, the search index, hreflang and social
// images, and the worker (which carries no content) must redirect the city in capitals and answer
// 404 for the rest.

const project = mkdtempSync(join(tmpdir(), 'northbeam-extended-'));
const client = join(project, 'dist', 'client');
const html = (path: string) => readFileSync(join(client, `${path}.html`), 'utf8');
let edge: Edge;

/** A content file of the project, with some fields set (dotted paths), written to the copy under `file`. */
function derived(from: string, file: string, fields: Record<string, unknown>) {
  const document = parseDocument(readFileSync(from, 'utf8'));
  for (const [path, value] of Object.entries(fields)) document.setIn(path.split('.'), value);
  writeFileSync(join(project, file), document.toString());
}

beforeAll(() => {
  // The project as a fresh clone has it (its tracked files), with this checkout's dependencies.
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(join(project, dirname(file)), { recursive: true });
    cpSync(file, join(project, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');

  const montreal = {
    city: 'Montréal',
    position: 5,
    province: 'Quebec',
    provinceCode: 'QC',
    latitude: 45.5019,
    longitude: -73.5674,
    postalCode: 'H3B 4W8',
    streetAddress: '1000 De La Gauchetière Street West',
    telephone: '+1-514-555-0142',
  };
  derived('content/locations/toronto.yaml', 'content/locations/montreal.yaml', montreal);
  derived('content/fr/locations/toronto.yaml', 'content/fr/locations/montreal.yaml', {
    ...montreal,
    province: 'Québec',
    streetAddress: '1000, rue De La Gauchetière Ouest',
  });
  derived('content/services/analytics.yaml', 'content/services/process-automation.yaml', {
    name: 'Process Automation',
    title: 'Process Automation Services',
    cityTitle: 'Process Automation Services in {city.name}',
    keyword: 'process automation',
    position: 10,
  });
  derived('content/fr/services/analytics.yaml', 'content/fr/services/process-automation.yaml', {
    name: 'Automatisation des processus',
    title: 'Services d’automatisation des processus',
    cityTitle: 'Services d’automatisation des processus à {city.name}',
    keyword: 'automatisation des processus',
    position: 10,
    address: 'automatisation-des-processus',
  });

  const build = spawnSync('npm', ['run', 'build'], { cwd: project, encoding: 'utf8', timeout: 300_000, env: { ...process.env, BUILD_OUT_DIR: '' } });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stderr.slice(-3000)}`);
  buildOutput = `${build.stdout}${build.stderr}`;
}, 360_000);

let buildOutput = '';

afterAll(async () => {
  await edge?.close();
  rmSync(project, { recursive: true, force: true });
});

const newPages = {
  en: ['/services/ai-integration/montreal', '/services/data-governance/montreal', '/services/process-automation', '/services/process-automation/toronto', '/services/process-automation/montreal'],
  fr: [
    '/fr/services/integration-ia/montreal',
    '/fr/services/gouvernance-des-donnees/montreal',
    '/fr/services/automatisation-des-processus',
    '/fr/services/automatisation-des-processus/toronto',
    '/fr/services/automatisation-des-processus/montreal',
  ],
};

describe('a city and a service added as content files only', () => {
  it("the build warns that the new French entries were not checked against their own English twins (issue 30), and still builds", () => {
    expect(buildOutput).toContain('French needs updating: 2 French entries whose English changed since the French was last checked');
    expect(buildOutput).toMatch(/ {2}- content\/fr\/services\/process-automation\.yaml \(English: content\/services\/process-automation\.yaml\): name, title, cityTitle, keyword/);
    expect(buildOutput).toMatch(/ {2}- content\/fr\/locations\/montreal\.yaml \(English: content\/locations\/montreal\.yaml\): city, province/);
  });

  it('build into complete pages in both languages, each with its title, heading and its twin in the other language', () => {
    for (const [index, path] of newPages.en.entries()) {
      const page = html(path);
      const french = newPages.fr[index]!;
      expect(page, path).toContain('<html lang="en-CA"');
      expect(page).toMatch(path.includes('process-automation') ? /<h1[^>]*>Process Automation/ : /<h1[^>]*>[^<]* in Montréal<\/h1>/);
      expect(page).toContain(`hrefLang="fr-CA" href="https://www.northbeam.example${french}"`);
      const twin = html(french);
      expect(twin, french).toContain('<html lang="fr-CA"');
      expect(twin).toContain(`hrefLang="en-CA" href="https://www.northbeam.example${path}"`);
    }
    expect(html('/fr/services/automatisation-des-processus')).toMatch(/<h1[^>]*>Services d’automatisation des processus<\/h1>/);
    expect(html('/fr/services/integration-ia/montreal')).toMatch(/<h1[^>]*>[^<]*à Montréal<\/h1>/);
  });

  it('take their places in the menus of every page: the service in Services, the city in Locations', () => {
    for (const [path, service, city] of [
      ['/about', '/services/process-automation', '/services/ai-integration/montreal'],
      ['/fr/a-propos', '/fr/services/automatisation-des-processus', '/fr/services/integration-ia/montreal'],
    ] as const) {
      const header = /<header\b[\s\S]*?<\/header>/.exec(html(path))![0];
      expect(header, path).toContain(`href="${service}"`);
      expect(header, path).toContain(`href="${city}"`);
      expect(header).toContain('Montréal');
    }
  });

  it('are in the sitemap, the search index and have social images', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    for (const path of [...newPages.en, ...newPages.fr]) {
      expect(sitemap, path).toContain(`<loc>https://www.northbeam.example${path}</loc>`);
      expect(html(path), path).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${path.slice(1)}.png`)), path).toBe(true);
    }
    // Nine services in a fifth city, and the tenth service with its five city pages: 15 more pages per language.
    const counts = (dir: string) => JSON.parse(readFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')).languages as Record<string, { page_count: number }>;
    const before = counts(join(process.cwd(), 'dist', 'client'));
    const after = counts(client);
    expect(after['en-ca']!.page_count).toBe(before['en-ca']!.page_count + 15);
    expect(after['fr-ca']!.page_count).toBe(before['fr-ca']!.page_count + 15);
  });

  it('the worker, which carries no content, redirects the new city in capitals and answers 404 for what does not exist', { timeout: 60_000 }, async () => {
    edge = await startEdge({}, client);
    for (const [from, to] of [
      ['/services/ai-integration/MONTREAL', '/services/ai-integration/montreal'],
      ['/services/process-automation/Montreal', '/services/process-automation/montreal'],
      ['/fr/services/automatisation-des-processus/Montreal', '/fr/services/automatisation-des-processus/montreal'],
    ]) {
      const res = await edge.get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
      expect((await edge.get(to!)).status, to).toBe(200);
    }
    for (const path of ['/services/ai-integration/quebec', '/services/ai-integration/Quebec', '/services/quantum-computing', '/fr/services/process-automation', '/fr/services/automatisation-des-processus/ottawa']) {
      expect((await edge.get(path)).status, path).toBe(404);
    }
  });
});
