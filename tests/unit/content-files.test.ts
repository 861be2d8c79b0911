import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createLogger, createServer } from 'vite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseDocument } from 'yaml';
import { site } from '../../model/page-data/site';
import { collectionOf, collections } from '../../model/content/collections';
import { contentFiles, loadContentFile, projectContent } from '../../model/content/content-files';
import { contentFolderProblems, readContentFile } from '../../model/content/content-read';

// Content files (issue 15): every file of every collection validates, and a broken entry fails
// naming the file, the entry and the field.
const filesOf = (files: readonly string[] | { folder: string }): readonly string[] => {
  if (Array.isArray(files)) return files;
  const { folder } = files as { folder: string };
  return readdirSync(folder).map((name) => `${folder}/${name}`);
};

/** The real file with one field changed: `path` names the field (of a Markdown file's front matter), `value` replaces it. */
function broken(file: string, path: (string | number)[], value: unknown): string {
  const source = readFileSync(file, 'utf8');
  const [, frontMatter = source, body = ''] = file.endsWith('.md') ? /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [] : [];
  const document = parseDocument(frontMatter);
  document.setIn(path, value);
  return file.endsWith('.md') ? `---\n${document.toString()}---\n${body}` : document.toString();
}

/** One broken fixture per collection and the line its error must contain. */
const fixtures: Record<string, { file: string; path: (string | number)[]; value: unknown; expected: string }> = {
  Redirects: { file: 'content/redirects.yaml', path: ['redirects'], value: [{ oldAddress: 'services/ai-integration/london', newAddress: '/locations' }], expected: '  - Redirects 1 ("services/ai-integration/london") > Old address: must be the part of the address after the domain' },
  'Search page': { file: 'content/pages/search.yaml', path: ['results', 'many'], value: '{total} results', expected: '  - Results > Many: {total} is not a value the site knows' },
  'French page addresses': { file: 'content/fr/addresses.yaml', path: ['pages', 'about'], value: 'À propos', expected: '  - Pages > About:' },
  'About page': { file: 'content/company/about.yaml', path: ['values', 1, 'icon'], value: 'brain', expected: '  - Values 2 ("' },
  'Careers page': { file: 'content/company/careers.yaml', path: ['openings', 1, 'summary'], value: '', expected: '  - Openings 2 ("' },
  'Press page': { file: 'content/company/press.yaml', path: ['items', 0, 'image'], value: 'https://cdn.example/x.png', expected: '  - Items 1 ("' },
  'Documentation page': { file: 'content/company/docs.yaml', path: ['hero', 'title'], value: '  ', expected: '  - Hero > Title:' },
  'API page': { file: 'content/company/api.yaml', path: ['hero', 'intro'], value: '', expected: '  - Hero > Intro:' },
  // A search title as long as a walk-through of 2026-12-01 saved: it went unflagged into the page's <title>.
  'Status page': { file: 'content/company/status.yaml', path: ['seo', 'title'], value: `System status of every service we run for our clients, ${'updated every minute, '.repeat(4)}with history`, expected: '  - SEO > Title: is 155 characters long: shorten it to 130 at most' },
  'Offices page': { file: 'content/pages/offices.yaml', path: ['labels', 'areas'], value: '', expected: '  - Labels > Areas:' },
  'Support page': { file: 'content/company/support.yaml', path: ['chat', 'buttonLabel'], value: 'Chat now', expected: '  - Chat > Button label:' },
  Services: { file: 'content/services/ai-agents.yaml', path: ['faqs', 3, 'answer'], value: '', expected: '  - FAQs 4 ("' },
  'Site settings': { file: 'content/site.yaml', path: ['headquarters', 'postalCode'], value: 'M5V3H1', expected: '  - Headquarters > Postal code:' },
  'City pages': { file: 'content/pages/city-pages.yaml', path: ['team', 'contactLabel'], value: '', expected: '  - Team > Contact label:' },
  Locations: { file: 'content/locations/london.yaml', path: ['industries', 2, 'note'], value: '', expected: '  - Industries 3 ("' },
  'Legal pages': { file: 'content/legal/terms.yaml', path: ['lastUpdated'], value: 'last week', expected: '  - Last updated:' },
  'Delivery models': { file: 'content/delivery-models/cloud-security.yaml', path: ['models', 2, 'points'], value: ['Only one'], expected: '  - Models 3 ("' },
  '404 page': { file: 'content/pages/not-found.yaml', path: ['back'], value: 'Home', expected: '  - Back:' },
  'Home page': { file: 'content/pages/home.yaml', path: ['stories', 'testimonials', 1, 'rating'], value: 4, expected: '  - Stories > Testimonials 2 ("' },
  'Home page hero': { file: 'content/pages/home-hero.yaml', path: ['rotatingWords', 2], value: '', expected: '  - Rotating words 3:' },
  'Contact page': { file: 'content/pages/contact.yaml', path: ['form', 'submit'], value: 'Send', expected: '  - Form > Submit:' },
  'Blog page': { file: 'content/pages/blog.yaml', path: ['seo', 'description'], value: 'Articles.', expected: '  - SEO > Description:' },
  'Service page calls to action': { file: 'content/pages/service-cta.yaml', path: ['explore', 'blogLabel'], value: ' ', expected: '  - Explore > Blog label:' },
  'Service page': { file: 'content/pages/service-page.yaml', path: ['stories', 'title'], value: 'Case Studies', expected: '  - Stories > Title:' },
  Articles: { file: 'content/posts/measuring-roi-of-ai-projects.md', path: ['excerpt'], value: 'Too short.', expected: '  - Excerpt:' },
  'Header and footer': { file: 'content/pages/navigation.yaml', path: ['footer', 'legal', 'title'], value: 'Legal stuff', expected: '  - Footer > Legal > Title:' },
  'Case studies': { file: 'content/case-studies/bilingual-support-chatbot-winter-peak.md', path: ['results'], value: ['Faster'], expected: '  - Results:' },
  Industries: { file: 'content/industries/healthcare.yaml', path: ['position'], value: 0, expected: '  - Position:' },
  'Case study pages': { file: 'content/pages/case-study-pages.yaml', path: ['filters', 'all'], value: ' ', expected: '  - Filters > All:' },
};

describe('content files', () => {
  it('every collection names files that exist, and each file belongs to one collection', () => {
    for (const { label, files } of collections) {
      expect(filesOf(files).length, label).toBeGreaterThan(0);
      for (const file of filesOf(files)) {
        expect(existsSync(file), `${label}: ${file}`).toBe(true);
        expect(collectionOf(file)?.label).toBe(label);
      }
    }
  });

  it.each(collections.flatMap(({ files }) => filesOf(files)))('%s validates', (file) => {
    expect(() => loadContentFile(file)).not.toThrow();
  });

  it('has a broken fixture for every collection', () => {
    expect(Object.keys(fixtures).sort()).toEqual(collections.map((c) => c.label).sort());
  });

  it.each(Object.entries(fixtures))('a broken %s fails naming the file, the entry and the field', (_label, { file, path, value, expected }) => {
    const attempt = () => readContentFile(file, broken(file, path, value), projectContent());
    expect(attempt).toThrow(`Invalid content "${file}":`);
    expect(attempt).toThrow(expected);
  });

  it.each(collections.map(({ label, files }) => [label, filesOf(files)[0]!] as const))('%s: a key the schema does not know fails naming it', (_label, file) => {
    // A misspelt field would otherwise be dropped without a word, and the page would lose it.
    const attempt = () => readContentFile(file, broken(file, ['seoo'], 'A misspelt field'), projectContent());
    expect(attempt).toThrow(`Invalid content "${file}":\n  - "seoo": is not a field here (a misspelt name?)`);
  });

  it('a misspelt key inside a list entry fails naming the entry and the key', () => {
    const file = 'content/services/ai-agents.yaml';
    const attempt = () => readContentFile(file, broken(file, ['faqs', 3, 'anwser'], 'A misspelt answer'), projectContent());
    expect(attempt).toThrow(/  - FAQs 4 \("[^"]+"\) > "anwser": is not a field here \(a misspelt name\?\)/);
  });

  it('a question asked twice on one page fails naming both, however its case, spaces and closing mark differ (a walk-through of 2026-12-03)', () => {
    for (const file of [`content/services/${readdirSync('content/services').sort()[0]}`, `content/fr/services/${readdirSync('content/fr/services').sort()[0]}`]) {
      const { faqs } = loadContentFile(file) as { faqs: { question: string }[] };
      const again = ` ${faqs[0]!.question.toUpperCase().replace(/[\s\u00a0\u202f]*[?.!]$/, '')}\u00a0? `;
      expect(() => readContentFile(file, broken(file, ['faqs', 1, 'question'], again), projectContent()), file).toThrow(/  - FAQs 2 \("[^"]+"\) > Question: is the question of FAQs 1 again: ask each question once/);
      expect(() => readContentFile(file, broken(file, ['faqs', 1, 'question'], `${faqs[0]!.question} And another`), projectContent()), file).not.toThrow();
    }
  });

  it('fills in site values, and an unknown one fails naming where it is', () => {
    const source = readFileSync('content/company/careers.yaml', 'utf8');
    expect(source).toContain('{site.brand}');
    expect(JSON.stringify(loadContentFile('content/company/careers.yaml'))).toContain(`Careers at ${site.brand}`);
    const typo = broken('content/company/careers.yaml', ['hero', 'title'], 'Careers at {site.brnad}');
    expect(() => readContentFile('content/company/careers.yaml', typo, projectContent())).toThrow('Hero > Title: {site.brnad} is not a value the site knows: check its spelling');
  });

  it('a file that is not YAML, or not in a collection, fails naming it', () => {
    expect(() => readContentFile('content/company/careers.yaml', 'hero: [unclosed', projectContent())).toThrow('Invalid content "content/company/careers.yaml": it is not valid YAML');
    expect(() => readContentFile('content/company/unknown.yaml', 'a: 1', projectContent())).toThrow('no collection in model/content/collections.ts holds this file');
  });

  /** A copy of the project's content/ in a new folder, and a Vite build of a module that imports careers.yaml. */
  function copyOfContent() {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-content-'));
    // Removed after the test: each run left a copy of content/ (2 MB) in the temporary folder.
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    cpSync('content', join(root, 'content'), { recursive: true });
    writeFileSync(join(root, 'entry.js'), `import careers from './content/company/careers.yaml';\nconsole.log(careers);\n`);
    const buildIt = () =>
      build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [contentFiles(root)],
        build: { write: false, lib: { entry: join(root, 'entry.js'), formats: ['es'] } },
      });
    return { root, buildIt };
  }

  it('a build that imports a broken file fails with the same message', async () => {
    const { root, buildIt } = copyOfContent();
    const file = 'content/company/careers.yaml';
    writeFileSync(join(root, file), broken(file, ['openings', 1, 'summary'], ''));
    await expect(buildIt()).rejects.toThrow(/Content the site cannot use \(1 problem\):\n {2}- content\/company\/careers\.yaml: Openings 2 \("[^"]+"\) > Summary:/);
  });

  it('content/ as it is holds every file the site needs and nothing else, and builds', async () => {
    expect(contentFolderProblems(projectContent())).toEqual([]);
    const { buildIt } = copyOfContent();
    await expect(buildIt()).resolves.toBeDefined();
  });

  it('a file the site builds no page from, a missing one, a service or city in one language only, or one no collection holds fails the build naming it', async () => {
    const { root, buildIt } = copyOfContent();
    // What the editor does when a service is created, a city deleted; and a file put in by hand.
    cpSync(join(root, 'content/services/analytics.yaml'), join(root, 'content/services/quantum-computing.yaml'));
    rmSync(join(root, 'content/locations/london.yaml'));
    renameSync(join(root, 'content/legal/cookies.yaml'), join(root, 'content/legal/cookie-policy.yaml'));
    expect(contentFolderProblems(projectContent(root))).toEqual([
      'content/fr/locations/london.yaml: has no English version: the English Locations entry it translates, of the same file name (content/locations/london.yaml), is not there. If that English entry was deleted, delete this one too; otherwise delete it and create it again from its English entry (Create the French version)',
      'content/legal/cookie-policy.yaml: the site builds no page from a Legal pages entry "cookie-policy" (its entries are privacy, terms, security, cookies, accessibility); rename the file to one of them or remove it (a new one needs a developer)',
      'content/fr/services/quantum-computing.yaml: missing; the French edition needs this Services file, the counterpart of content/services/quantum-computing.yaml',
      'content/legal/cookies.yaml: missing; the site needs this Legal pages file',
    ]);
    await expect(buildIt()).rejects.toThrow(/Content the site cannot use \(\d+ problems\):\n {2}- content\/fr\/locations\/london\.yaml: [^\n]+\n {2}- content\/legal\/cookie-policy\.yaml: /);
  });

  it('a French counterpart missing, or a French file no English one stands for, fails the build naming it', async () => {
    const { root, buildIt } = copyOfContent();
    rmSync(join(root, 'content/fr/pages/home.yaml'));
    cpSync(join(root, 'content/fr/services/analytics.yaml'), join(root, 'content/fr/services/analytique.yaml'));
    expect(contentFolderProblems(projectContent(root))).toEqual([
      'content/fr/services/analytique.yaml: has no English version: the English Services entry it translates, of the same file name (content/services/analytique.yaml), is not there. If that English entry was deleted, delete this one too; otherwise delete it and create it again from its English entry (Create the French version)',
      'content/fr/pages/home.yaml: missing; the French edition needs this Home page file, the counterpart of content/pages/home.yaml',
    ]);
    await expect(buildIt()).rejects.toThrow(/content\/fr\/pages\/home\.yaml: missing; the French edition needs this Home page file/);
  });

  it('a city saved in English only: the dev server goes on with the site as it was, and says, in the build\'s words, which French file is missing (issue 41)', async () => {
    const { root } = copyOfContent();
    const server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [contentFiles(root)], server: { port: 0, host: '127.0.0.1' } });
    try {
      const first = (await server.ssrLoadModule('virtual:content')) as { contentProblem?: string };
      expect(first.contentProblem).toBeUndefined();
      const [city] = readdirSync(join(root, 'content/locations'));
      cpSync(join(root, 'content/locations', city!), join(root, 'content/locations/atlantis.yaml'));
      server.moduleGraph.invalidateAll();
      const after = (await server.ssrLoadModule('virtual:content')) as { contentProblem?: string };
      expect(after.contentProblem).toMatch(/^Content the site cannot use \(\d+ problems?\):\n/);
      expect(after.contentProblem).toContain('content/fr/locations/atlantis.yaml: missing; the French edition needs this Locations file, the counterpart of content/locations/atlantis.yaml');
      expect(after.contentProblem).not.toMatch(/ENOENT|no such file/);
    } finally {
      await server.close();
    }
  });

  it('a save only the whole check refuses (a team member in English only): the dev server shows it as saved, and says why a build stops on it (issue 55)', async () => {
    const { root } = copyOfContent();
    const server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [contentFiles(root)], server: { port: 0, host: '127.0.0.1' } });
    type Loaded = { default: { about: { en: { team?: { name: string }[] } } }; contentProblem?: string; contentShown: string };
    try {
      const first = (await server.ssrLoadModule('virtual:content')) as Loaded;
      expect(first.contentProblem).toBeUndefined();
      const file = join(root, 'content/company/about.yaml');
      writeFileSync(file, `${readFileSync(file, 'utf8')}team:\n  - name: Ada Tremblay\n    role: Head of Data Engineering\n    bio: Leads the data platform work.\n`);
      server.moduleGraph.invalidateAll();
      const after = (await server.ssrLoadModule('virtual:content')) as Loaded;
      expect(after.default.about.en.team?.map(({ name }) => name)).toEqual(['Ada Tremblay']);
      expect(after.contentShown).toBe('saved');
      // By the entry's name, as the editor's sidebar says it.
      const { entryNamesIn } = await import('../../model/content/entry-names');
      expect(after.contentProblem).toContain(`${entryNamesIn(projectContent(root))['content/fr/company/about.yaml']}: Team: missing; the English version has a list of 1`);
    } finally {
      await server.close();
    }
  });

  it('the dev server counts the content saves it sees, and the content says the count it was read at; a build says none (the pages beside the editor never stay behind a save)', async () => {
    const { root } = copyOfContent();
    const server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [contentFiles(root)], server: { port: 0, host: '127.0.0.1' } });
    type Loaded = { contentGeneration?: number };
    try {
      const first = (await server.ssrLoadModule('virtual:content')) as Loaded;
      // A save, as the file watcher reports it (emitted here: a real write is reported once or twice, as the system's events come).
      server.watcher.emit('change', join(root, 'content/company/about.yaml'));
      const after = (await server.ssrLoadModule('virtual:content')) as Loaded;
      expect(first.contentGeneration).toBe(0);
      expect(after.contentGeneration).toBe(1);
    } finally {
      await server.close();
    }
    writeFileSync(join(root, 'entry.js'), `import { contentGeneration } from 'virtual:content';\nconsole.log(contentGeneration);\n`);
    const built = await build({ root, configFile: false, logLevel: 'silent', plugins: [contentFiles(root, { check: false })], build: { write: false, lib: { entry: join(root, 'entry.js'), formats: ['es'] } } });
    const code = (Array.isArray(built) ? built[0]! : built as { output: { code?: string }[] }).output[0]!.code;
    expect(code).toMatch(/console\.log\((void 0|undefined)\)/);
  });

  it("the editor's page carries the brand, the site values and the entries' names as the content is now, kept between loads until a file changes", () => {
    const { root } = copyOfContent();
    const plugin = contentFiles(root, { check: false }) as unknown as { transformIndexHtml: (html: string) => string };
    const page = () => plugin.transformIndexHtml('<html><head><title>{site.brand}</title></head></html>');
    const first = page();
    expect(first).toContain(`<title>${site.brand}</title>`);
    expect(page()).toBe(first);
    // The brand renamed in the site settings, as a save writes it (its time moves on: written later).
    const file = join(root, 'content/site.yaml');
    const settings = parseDocument(readFileSync(file, 'utf8'));
    settings.set('brand', 'Aurora Works');
    writeFileSync(file, settings.toString());
    const after = page();
    expect(after).toContain('<title>Aurora Works</title>');
    expect(after).toContain('"brand":"Aurora Works"');
  });

  it('the dev server (npm run editor) still starts with such a file, and warns naming it, so the editor can put it right', async () => {
    const { root } = copyOfContent();
    cpSync(join(root, 'content/services/analytics.yaml'), join(root, 'content/services/quantum-computing.yaml'));
    const warnings: string[] = [];
    const logger = createLogger('silent');
    logger.warn = (message) => void warnings.push(message);
    const server = await createServer({ root, configFile: false, customLogger: logger, plugins: [contentFiles(root)], server: { port: 0, host: '127.0.0.1' } });
    try {
      await server.listen();
      expect(server.httpServer?.listening).toBe(true);
      expect(warnings.join('\n')).toMatch(/Content the site cannot use \(1 problem\):\n {2}- content\/fr\/services\/quantum-computing\.yaml: missing; the French edition needs this Services file/);
    } finally {
      await server.close();
    }
  });
});
