import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, stringify } from 'yaml';
import { startEdge, type Edge } from '../support/edge.ts';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog.ts';
import { urlsIn } from '../../model/page-data/addresses.ts';
import { urls } from '../../model/site/urls.ts';

// Issue 29: a city or a service is content only. A copy of the project gets a new city's files
// (in English and French: Montréal, or Halifax once Montréal is a real city of the site) and a new
// service's (Process Automation, with its French address word, or Quantum Readiness) and nothing
// else; `npm run build` there must give their pages in both languages, their places in the menus,
// the sitemap, the search index, hreflang and social images, and the worker (which carries no
// content) must redirect the city in capitals and answer 404 for the rest. Issue 44: there, with
// the French marked as checked as docs/editing.md tells staff, the unit and worker suites pass too: no
// test pins the content's services, cities or pages.

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

/**
 * The environment of the commands run in the copy: a shell's, as a developer or CI has it. Not this
 * test's: vitest sets NODE_ENV=test, which would build React's development version into the copy's
 * pages, and its own variables, which a vitest started in the copy would take for its own.
 */
const commandEnv = Object.fromEntries(
  Object.entries({ ...process.env, BUILD_OUT_DIR: '', CI: 'true' }).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST'),
);

/** A city the site does not have yet, written as staff would write it. */
const newCity = [
  {
    slug: 'montreal',
    en: {
      city: 'Montréal',
      province: 'Quebec',
      streetAddress: '1000 De La Gauchetière Street West',
      description: 'Montréal is Quebec’s business capital, home to aerospace, gaming and AI research firms that work in French and English alike.',
    },
    fr: {
      city: 'Montréal',
      province: 'Québec',
      streetAddress: '1000, rue De La Gauchetière Ouest',
      description: 'Montréal est la métropole économique du Québec\u00a0: l’aérospatiale, le jeu vidéo et la recherche en IA y travaillent en français comme en anglais.',
    },
    place: { provinceCode: 'QC', latitude: 45.5019, longitude: -73.5674, postalCode: 'H3B 4W8', telephone: '+1-514-555-0142' },
  },
  {
    slug: 'halifax',
    en: {
      city: 'Halifax',
      province: 'Nova Scotia',
      streetAddress: '1801 Hollis Street',
      description: 'Halifax is the Atlantic provinces’ hub for ocean technology, shipping and public services, with a growing software community.',
    },
    fr: {
      city: 'Halifax',
      province: 'Nouvelle-Écosse',
      streetAddress: '1801, rue Hollis',
      description: 'Halifax est le carrefour des provinces de l’Atlantique pour les technologies océaniques, le transport maritime et les services publics.',
    },
    place: { provinceCode: 'NS', latitude: 44.6488, longitude: -63.5752, postalCode: 'B3J 3N4', telephone: '+1-902-555-0142' },
  },
].find((city) => !citySlugs.includes(city.slug))!;
/** A service the site does not have yet. */
const newService = [
  {
    slug: 'process-automation',
    en: {
      name: 'Process Automation',
      title: 'Process Automation Services',
      cityTitle: 'Process Automation Services in {city.name}',
      keyword: 'process automation',
      'seo.description': 'Repetitive back-office work automated across your ERP, CRM and e-mail, with people kept in charge of every exception and approval.',
      'local.focus': 'For local businesses, process automation means invoices, onboarding and approvals that move on their own, with staff deciding the exceptions.',
    },
    fr: {
      name: 'Automatisation des processus',
      title: 'Services d’automatisation des processus',
      cityTitle: 'Services d’automatisation des processus à {city.name}',
      keyword: 'automatisation des processus',
      address: 'automatisation-des-processus',
      'seo.description': 'Les tâches administratives répétitives automatisées dans vos PGI, vos outils de GRC et vos courriels, chaque exception restant entre les mains de votre équipe.',
      'local.focus': 'Pour les entreprises de la région, l’automatisation des processus, ce sont des factures, des accueils et des approbations qui avancent seuls, votre équipe tranchant les exceptions.',
    },
  },
  {
    slug: 'quantum-readiness',
    en: {
      name: 'Quantum Readiness',
      title: 'Quantum Readiness Services',
      cityTitle: 'Quantum Readiness Services in {city.name}',
      keyword: 'quantum readiness',
      'seo.description': 'An inventory of the encryption your systems rely on and a plan to move it to post-quantum algorithms before the deadlines your sector faces.',
      'local.focus': 'For local businesses, quantum readiness means knowing where encryption protects client data and replacing it on a plan, without stopping operations.',
    },
    fr: {
      name: 'Préparation quantique',
      title: 'Services de préparation quantique',
      cityTitle: 'Services de préparation quantique à {city.name}',
      keyword: 'préparation quantique',
      address: 'preparation-quantique',
      'seo.description': 'Un inventaire du chiffrement de vos systèmes et un plan pour passer aux algorithmes post-quantiques avant les échéances de votre secteur.',
      'local.focus': 'Pour les entreprises de la région, la préparation quantique, c’est savoir où le chiffrement protège les données des clients et le remplacer selon un plan.',
    },
  },
].find((service) => !serviceSlugs.includes(service.slug))!;
/**
 * A page type the site does not have: a Partners page, added as the README's "Adding a page type"
 * says (issue 42): a line in the route table, its French address word, a collection with its schema,
 * its content in both languages and its view. The sitemap, search, hreflang, social pictures, the
 * editor and the worker must follow by themselves.
 */
const newPageType = {
  key: 'partners',
  frenchWord: 'partenaires',
  en: { seo: { title: 'Partners', description: 'The cloud, data and security vendors we are certified with, and what each partnership brings to your projects.' }, hero: { title: 'Our partners', intro: 'Certified with the platforms our clients run on.' } },
  fr: { seo: { title: 'Partenaires', description: 'Les fournisseurs infonuagiques, de données et de sécurité qui nous ont certifiés, et ce que chaque partenariat apporte à vos projets.' }, hero: { title: 'Nos partenaires', intro: 'Certifiés sur les plateformes qu’utilisent nos clients.' } },
};
/** A code file of the copy with `anchor` replaced by `text`: the anchor must be there, or the recipe changed. */
function edited(file: string, anchor: string, text: string) {
  const source = readFileSync(join(project, file), 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file}: "${anchor}" is no longer there: update the README's "Adding a page type" and this test`);
  writeFileSync(join(project, file), source.replace(anchor, text));
}

/**
 * A case study of the new service in the new city (issue 43), added as the README's "Adding a case
 * study" says: a Markdown file in each language, the French one with its address word. Its story
 * is an existing one's, so that the French states the English figures.
 */
const newCaseStudy = {
  slug: `${newService.slug}-in-${newCity.slug}`,
  from: 'bilingual-support-chatbot-winter-peak',
  en: { title: `${newService.en.name} for a ${newCity.en.city} Distributor` },
  fr: { title: `${newService.fr.name} pour un distributeur de ${newCity.fr.city}`, address: `${newService.fr.address}-${newCity.slug}` },
};
/** A case study's Markdown with some front-matter lines set (`key: value`), others removed (`key: undefined`). */
function caseStudyFrom(source: string, fields: Record<string, string | undefined>): string {
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
  const document = parseDocument(frontMatter!);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) document.delete(key);
    else document.set(key, key === 'services' ? [value] : value);
  }
  return `---\n${document.toString()}---\n${body}`;
}

const cityPosition = citySlugs.length + 1;
const servicePosition = serviceSlugs.length + 1;
const frenchFiles = [
  `content/fr/locations/${newCity.slug}.yaml`,
  `content/fr/services/${newService.slug}.yaml`,
  `content/fr/company/${newPageType.key}.yaml`,
  `content/fr/case-studies/${newCaseStudy.slug}.md`,
];

/** The new pages' addresses in the copy: the URL module's, with the new service's French word. */
const newPages = (() => {
  const fr = urlsIn.fr;
  const frService = (slug: string) => (slug === newService.slug ? `${fr.service(serviceSlugs[0]!).replace(/\/[^/]+$/, '')}/${newService.fr.address}` : fr.service(slug));
  return {
    en: [...serviceSlugs.map((s) => urls.serviceCity(s, newCity.slug)), `/services/${newService.slug}`, ...[...citySlugs, newCity.slug].map((c) => `/services/${newService.slug}/${c}`)],
    fr: [...serviceSlugs.map((s) => `${frService(s)}/${newCity.slug}`), frService(newService.slug), ...[...citySlugs, newCity.slug].map((c) => `${frService(newService.slug)}/${c}`)],
  };
})();

beforeAll(() => {
  // The project as a fresh clone has it (its tracked files), with this checkout's dependencies.
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(join(project, dirname(file)), { recursive: true });
    cpSync(file, join(project, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(project, 'node_modules'), 'dir');
  // A clone is a Git checkout: the tests that copy the project list its files with Git.
  execFileSync('git', ['init', '--quiet'], { cwd: project });

  const firstCity = citySlugs[0]!;
  const firstService = serviceSlugs[0]!;
  derived(`content/locations/${firstCity}.yaml`, `content/locations/${newCity.slug}.yaml`, { ...newCity.en, ...newCity.place, position: cityPosition });
  derived(`content/fr/locations/${firstCity}.yaml`, `content/fr/locations/${newCity.slug}.yaml`, { ...newCity.fr, ...newCity.place, position: cityPosition });
  derived(`content/services/${firstService}.yaml`, `content/services/${newService.slug}.yaml`, { ...newService.en, position: servicePosition });
  derived(`content/fr/services/${firstService}.yaml`, `content/fr/services/${newService.slug}.yaml`, { ...newService.fr, position: servicePosition });

  // The case study, in both languages.
  for (const [language, folder] of [['en', 'content/case-studies'], ['fr', 'content/fr/case-studies']] as const) {
    const source = readFileSync(`${folder}/${newCaseStudy.from}.md`, 'utf8');
    const fields = { ...newCaseStudy[language], services: newService.slug, city: newCity.slug, place: undefined, featured: undefined };
    writeFileSync(join(project, folder, `${newCaseStudy.slug}.md`), caseStudyFrom(source, fields));
  }

  // The page type, file by file as the README lists them.
  const { key } = newPageType;
  edited('model/site/routes.ts', '  service: {', `  ${key}: { path: '/${key}', page: '${key}', shows: ['${key}'] },\n  service: {`);
  derived('content/fr/addresses.yaml', 'content/fr/addresses.yaml', { [`pages.${key}`]: newPageType.frenchWord });
  edited('model/content/schemas/company-and-legal.ts', 'export const supportPageSchema', `export const ${key}PageSchema = z.strictObject({ seo: seoSchema, hero: heroSchema });\n\nexport const supportPageSchema`);
  edited('model/content/collections.ts', 'supportPageSchema }', `supportPageSchema, ${key}PageSchema }`);
  edited('tests/unit/content-files.test.ts', "  'Support page': {", `  'Partners page': { file: 'content/company/${key}.yaml', path: ['hero', 'title'], value: '', expected: '  - Hero > Title:' },\n  'Support page': {`);
  edited('model/content/collections.ts', '  legal: folder(', `  ${key}: file('Company and legal pages', 'Partners page', 'content/company/${key}.yaml', ${key}PageSchema),\n  legal: folder(`);
  writeFileSync(join(project, `content/company/${key}.yaml`), stringify(newPageType.en));
  writeFileSync(join(project, `content/fr/company/${key}.yaml`), stringify(newPageType.fr));
  mkdirSync(join(project, 'pages', key));
  writeFileSync(
    join(project, 'pages', key, '+data.ts'),
    `import type { PageContextServer } from 'vike/types';\nimport { contentIn } from '../../model/content/content';\nimport { contentData } from '../../model/page-data/page-data';\n\nexport const data = (pageContext: PageContextServer) => contentData(contentIn('${key}')[pageContext.language]);\nexport type Data = ReturnType<typeof data>;\n`,
  );
  writeFileSync(
    join(project, 'pages', key, '+Page.tsx'),
    `import { useData } from 'vike-react/useData';\nimport { PageHero } from '../../components/PageHero';\nimport type { Data } from './+data';\n\nexport default function Page() {\n  const { page } = useData<Data>();\n  return <PageHero title={page.hero.title} intro={page.hero.intro} />;\n}\n`,
  );

  execFileSync('git', ['add', '--all'], { cwd: project });
  const build = spawnSync('npm', ['run', 'build'], { cwd: project, encoding: 'utf8', timeout: 300_000, env: commandEnv });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stderr.slice(-3000)}`);
  buildOutput = `${build.stdout}${build.stderr}`;
}, 360_000);

let buildOutput = '';

afterAll(async () => {
  await edge?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('a city and a service added as content files only', () => {
  it("the build warns that the new French entries were not checked against their own English twins (issue 30), and still builds", () => {
    expect(buildOutput).toContain('French needs updating: 4 French entries whose English changed since the French was last checked');
    expect(buildOutput).toContain(`  - content/fr/services/${newService.slug}.yaml (English: content/services/${newService.slug}.yaml): Name, Title, City title, Keyword`);
    expect(buildOutput).toContain(`  - content/fr/locations/${newCity.slug}.yaml (English: content/locations/${newCity.slug}.yaml): City, Province`);
  });

  it('build into complete pages in both languages, each with its title, heading and its twin in the other language', () => {
    for (const [index, path] of newPages.en.entries()) {
      const page = html(path);
      const french = newPages.fr[index]!;
      expect(page, path).toContain('<html lang="en-CA"');
      expect(page).toMatch(path.includes(newService.slug) ? new RegExp(`<h1[^>]*>${newService.en.name}`) : new RegExp(`<h1[^>]*>[^<]* in ${newCity.en.city}</h1>`));
      expect(page).toContain(`hrefLang="fr-CA" href="https://www.northbeam.example${french}"`);
      const twin = html(french);
      expect(twin, french).toContain('<html lang="fr-CA"');
      expect(twin).toContain(`hrefLang="en-CA" href="https://www.northbeam.example${path}"`);
    }
    expect(html(newPages.fr[serviceSlugs.length]!)).toContain(`>${newService.fr.title}</h1>`);
    expect(html(newPages.fr[0]!)).toMatch(new RegExp(`<h1[^>]*>[^<]*à ${newCity.fr.city}</h1>`));
  });

  it('take their places in the menus of every page: the service in Services, the city in Locations', () => {
    for (const [path, service, city] of [
      [urlsIn.en.about(), newPages.en[serviceSlugs.length]!, newPages.en[0]!],
      [urlsIn.fr.about(), newPages.fr[serviceSlugs.length]!, newPages.fr[0]!],
    ] as const) {
      const header = /<header\b[\s\S]*?<\/header>/.exec(html(path))![0];
      expect(header, path).toContain(`href="${service}"`);
      expect(header, path).toContain(`href="${city}"`);
      expect(header).toContain(newCity.en.city);
      // Five cities: three and two a row, none alone on a row of its own (issue 41).
      expect(header, path).toMatch(/id="locations-menu-panel"[^>]*class="[^"]*w-\[35rem\][^"]*"[\s\S]*?<div class="grid gap-2 grid-cols-3">/);
    }
  });

  it('are in the sitemap, the search index and have social images', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    for (const path of [...newPages.en, ...newPages.fr]) {
      expect(sitemap, path).toContain(`<loc>https://www.northbeam.example${path}</loc>`);
      expect(html(path), path).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${path.slice(1)}.png`)), path).toBe(true);
    }
    // Every service in the new city, and the new service with its page in every city: so many more pages per language.
    const counts = (dir: string) => JSON.parse(readFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')).languages as Record<string, { page_count: number }>;
    const before = counts(join(process.cwd(), 'dist', 'client'));
    const after = counts(client);
    expect(newPages.en).toHaveLength(serviceSlugs.length + 1 + citySlugs.length + 1);
    // And the new page type's page and the new case study's in each language.
    expect(after['en-ca']!.page_count).toBe(before['en-ca']!.page_count + newPages.en.length + 2);
    expect(after['fr-ca']!.page_count).toBe(before['fr-ca']!.page_count + newPages.fr.length + 2);
  });

  it('the worker, which carries no content, redirects the new city in capitals and answers 404 for what does not exist', { timeout: 60_000 }, async () => {
    edge = await startEdge({}, client);
    const capitals = (path: string) => path.replace(new RegExp(`/${newCity.slug}$`), `/${newCity.slug.toUpperCase()}`);
    for (const [from, to] of [newPages.en[0]!, newPages.en.at(-1)!, newPages.fr.at(-1)!].map((path) => [capitals(path), path])) {
      const res = await edge.get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
      expect((await edge.get(to!)).status, to).toBe(200);
    }
    for (const path of [
      urls.serviceCity(serviceSlugs[0]!, 'atlantis'),
      urls.serviceCity(serviceSlugs[0]!, 'Atlantis'),
      '/services/quantum-computing',
      `/fr/services/${newService.slug}`,
      `${newPages.fr[serviceSlugs.length]!}/atlantis`,
    ]) {
      expect((await edge.get(path)).status, path).toBe(404);
    }
  });

  it('a new page type, added as the README says, is built in both languages with its twin, in the sitemap, search, social pictures, the editor and the worker', { timeout: 60_000 }, async () => {
    const [english, french] = [`/${newPageType.key}`, `/fr/${newPageType.frenchWord}`];
    expect(html(english)).toContain('<html lang="en-CA"');
    expect(html(english)).toMatch(new RegExp(`<h1[^>]*>${newPageType.en.hero.title}</h1>`));
    expect(html(english)).toContain(`<title>${newPageType.en.seo.title} | `);
    expect(html(english)).toContain(`hrefLang="fr-CA" href="https://www.northbeam.example${french}"`);
    expect(html(french)).toContain('<html lang="fr-CA"');
    expect(html(french)).toMatch(new RegExp(`<h1[^>]*>${newPageType.fr.hero.title}</h1>`));
    expect(html(french)).toContain(`hrefLang="en-CA" href="https://www.northbeam.example${english}"`);
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    for (const path of [english, french]) {
      expect(sitemap, path).toContain(`<loc>https://www.northbeam.example${path}</loc>`);
      expect(html(path), path).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${path.slice(1)}.png`)), path).toBe(true);
    }
    // The editor lists it in both languages, under its section.
    const editorCode = execFileSync('grep', ['-rl', 'Partners page', join(client, 'assets')], { encoding: 'utf8' });
    expect(editorCode.trim()).not.toBe('');
    // The worker: both pages, their slash forms redirected, nothing below them.
    edge ??= await startEdge({}, client);
    for (const path of [english, french]) {
      expect((await edge.get(path)).status, path).toBe(200);
      const slash = await edge.get(`${path}/`);
      expect(slash.status, `${path}/`).toBe(301);
      expect(slash.headers.get('location')).toBe(path);
      expect((await edge.get(`${path}/more`)).status, `${path}/more`).toBe(404);
    }
  });

  it('a new case study, added as content, is on its service and city pages, the list and its service\'s, the sitemap and search, in both languages (issue 43)', () => {
    const frFolder = urlsIn.fr.caseStudies();
    const [english, french] = [`${urls.caseStudies()}/${newCaseStudy.slug}`, `${frFolder}/${newCaseStudy.fr.address}`];
    expect(html(english)).toMatch(new RegExp(`<h1[^>]*>${newCaseStudy.en.title}</h1>`));
    expect(html(english)).toContain(`hrefLang="fr-CA" href="https://www.northbeam.example${french}"`);
    expect(html(french)).toMatch(new RegExp(`<h1[^>]*>${newCaseStudy.fr.title}</h1>`));
    expect(html(french)).toContain(`hrefLang="en-CA" href="https://www.northbeam.example${english}"`);
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    // Where it shows, in each language: its service's page, its service's page in its city, the list and its service's list.
    const [serviceEn, serviceFr] = [newPages.en[serviceSlugs.length]!, newPages.fr[serviceSlugs.length]!];
    for (const [page, places] of [
      [english, [serviceEn, `${serviceEn}/${newCity.slug}`, urls.caseStudies(), `${urls.caseStudies()}/services/${newService.slug}`]],
      [french, [serviceFr, `${serviceFr}/${newCity.slug}`, frFolder, `${frFolder}/services/${newService.fr.address}`]],
    ] as const) {
      for (const place of places) expect(html(place), place).toContain(`href="${page}"`);
      expect(sitemap, page).toContain(`<loc>https://www.northbeam.example${page}</loc>`);
      expect(html(page), page).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${page.slice(1)}.png`)), page).toBe(true);
    }
  });

  it('leave the unit and worker suites green once the French is marked as checked, as the README says (issue 44)', { timeout: 420_000 }, async () => {
    const run = (command: string, args: string[]) =>
      new Promise<string>((resolve, reject) => {
        execFile(command, args, { cwd: project, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 * 1024 * 1024, env: commandEnv }, (error, stdout, stderr) => {
          // What failed, by name: the FAIL lines of vitest's summary.
          const output = `${stdout}${stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
          const failed = output.split('\n').filter((line) => /^\s*FAIL\s/.test(line));
          // Rejected, not thrown: an assertion thrown in this callback would leave the promise pending
          // and the test waiting for its limit (7 minutes) before it says anything.
          if (error) reject(new Error(`${command} ${args.join(' ')} in the copy failed (${error.code ?? error.signal ?? error.message}):\n${failed.length > 0 ? failed.join('\n') : output.slice(-4000)}`));
          else resolve(output);
        });
      });
    // npm test's other builds, which some unit and worker tests read: with the EmailJS test keys, and a
    // branch preview. One after the other, as npm test makes them: they share the drawings' cache.
    await run('npm', ['run', '--silent', 'build:keyed']);
    await run('npm', ['run', '--silent', 'build:preview-test']);
    await run('npm', ['run', '--silent', 'translations', '--', ...frenchFiles.flatMap((file) => ['--checked', file])]);
    await run('npm', ['run', '--silent', 'format:content']);
    expect(await run('npx', ['vitest', 'run', '--config', 'vitest.config.ts'])).toMatch(/Tests\s+\S*\s*\d+ passed/);
    // The worker suite but this file, which would copy the copy.
    expect(await run('npx', ['vitest', 'run', '--config', 'vitest.worker.config.ts', '--exclude', 'tests/worker/new-city-and-service.test.ts'])).toMatch(
      /Tests\s+\S*\s*\d+ passed/,
    );
  });
});
