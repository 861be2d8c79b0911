/**
 * The test site (issue 56: one copy, built once per run, where there were three): a copy of the
 * project (its tracked files, this checkout's dependencies) with what staff and developers add,
 * built with the deploy-time values of design-card.md overridden. `npm test` builds it once, after
 * the site; the browser, unit and worker tests that need more than the shipped content read it.
 *
 * - The test photographs of tests/fixtures/photos/ as staff add them in the editor (issue 32): a
 *   new article with a cover photo and its French translation reusing it, a service's hero, a
 *   testimonial's portrait, a press item's photo and a case study's photo, with words in both languages;
 *   a person of the About page's team with the same portrait.
 * - A new city and a new service as content files only (issue 29), a case study of the service in
 *   the city (issue 43) and a new page type added as the README's "Adding a page type" says (issue 42).
 * - The EmailJS test keys and another SITE_URL (the contact form's browser tests send with them;
 *   dist/ stays keyless, the "missing keys" case).
 *
 * Its folder is this checkout's own (named after the checkout's path): two checkouts on one machine
 * never build into, or clean up, each other's.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseDocument, stringify } from 'yaml';

const project = process.cwd();
export const testSite = join(tmpdir(), `northbeam-test-site-${createHash('sha256').update(project).digest('hex').slice(0, 10)}`);
export const testSiteClient = join(testSite, 'dist', 'client');
/** What the test site's build printed (its warnings among them). */
export const testSiteBuildLog = join(testSite, 'build-output.txt');
const fixtures = join(project, 'tests', 'fixtures', 'photos');

/** The deploy-time values the test site is built with. */
export const testKeys = {
  SITE_URL: 'https://www.northbeam-e2e.example',
  EMAILJS_SERVICE_ID: 'service_e2e_northbeam',
  EMAILJS_TEMPLATE_ID: 'template_e2e_contact',
  EMAILJS_PUBLIC_KEY: 'public_key_e2e',
};

type Place = 'cover' | 'hero' | 'portrait' | 'press';
/** Where each test photo goes in the copy's content, as the editor's upload would put it. */
export const testPhotos: Record<Place, { fixture: string; image: string; width: number; height: number }> = {
  cover: { fixture: 'harbour-cover.jpg', image: 'images/blog/office-hours-with-our-data-team/photo/image.jpg', width: 1600, height: 1000 },
  hero: { fixture: 'workshop-hero.webp', image: 'images/services/ai-integration/hero/photo/image.webp', width: 2000, height: 1500 },
  portrait: { fixture: 'portrait.png', image: 'images/people/stories/testimonials/0/portrait/image.png', width: 600, height: 600 },
  press: { fixture: 'event-press.avif', image: 'images/press/items/0/photo/image.avif', width: 1400, height: 800 },
};

/** What each photo shows, in each language (the alt texts). */
export const testAlts: Record<Place | 'caseStudy', { en: string; fr: string }> = {
  cover: { en: 'A harbour at dawn, seen from the hills above our office', fr: 'Un port à l’aube, vu des collines au-dessus de nos bureaux' },
  hero: { en: 'Our AI integration team at a workshop with a client', fr: 'Notre équipe d’intégration de l’IA en atelier avec un client' },
  portrait: { en: 'Portrait of the client quoted', fr: 'Portrait de la cliente citée' },
  press: { en: 'The launch event of our AI agents practice', fr: 'Le lancement de notre pratique des agents IA' },
  caseStudy: { en: 'The client team reviewing the results at the harbour office', fr: 'L’équipe du client passe les résultats en revue au bureau du port' },
};

/** A person of the About page's team (issue 53), with the test portrait, in each language. */
export const testPerson = {
  name: 'Amélie Tremblay',
  en: { role: 'Head of Data Engineering', bio: 'Leads our data platform work from the Toronto office, after ten years building pipelines for Canadian insurers.', alt: 'Portrait of Amélie Tremblay' },
  fr: { role: 'Directrice de l’ingénierie des données', bio: 'Dirige nos mandats de plateformes de données depuis le bureau de Toronto, après dix ans à bâtir des pipelines pour des assureurs canadiens.', alt: 'Portrait d’Amélie Tremblay' },
};

/** The first city's office (issue 53): its photo (the cover's file) and who leads it (the portrait's), in each language. */
export const testOffice = {
  lead: 'Jordan Okafor',
  en: { alt: 'Our team at work in the office', role: 'Head of the office' },
  fr: { alt: 'Notre équipe au travail au bureau', role: 'Directeur du bureau' },
};

/**
 * The day the test site is built as (`SITE_TODAY`, model/content/publishing.ts), and an article of
 * both editions scheduled for the next day (issue 55): the build leaves it out of everything.
 */
export const testToday = '2026-11-28';
export const scheduledArticle = {
  date: '2026-11-29',
  en: { slug: 'winter-readiness-for-data-platforms', title: 'Winter Readiness for Data Platforms' },
  fr: { slug: 'preparer-ses-plateformes-de-donnees-a-l-hiver', title: 'Préparer ses plateformes de données à l’hiver' },
};

/**
 * Redirects as staff write them (issue 55): a retired city (Halifax: no page of the site has it)
 * sent to the offices page in both editions, a renamed article's old address, and a redirect
 * that waits because its page is still there (the careers page).
 */
export const testRedirects = {
  en: [
    { oldAddress: '/services/*/halifax', newAddress: '/locations' },
    { oldAddress: '/blog/an-old-article-title', newAddress: '/blog' },
    { oldAddress: '/careers', newAddress: '/about' },
  ],
  fr: [{ oldAddress: '/fr/services/*/halifax', newAddress: '/fr/bureaux#toronto' }],
};

/** The new article's slug in each edition. */
export const testArticle = { en: 'office-hours-with-our-data-team', fr: 'heures-de-bureau-avec-notre-equipe-de-donnees' };

/** The entries of a content folder of the project, by file name, in the order their `position` gives (model/page-data/catalog.ts). */
function slugsOf(folder: string): string[] {
  return readdirSync(join(project, folder))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ slug: name.replace(/\.yaml$/, ''), position: (parse(readFileSync(join(project, folder, name), 'utf8')) as { position: number }).position }))
    .sort((a, b) => a.position - b.position || (a.slug < b.slug ? -1 : 1))
    .map(({ slug }) => slug);
}
const citySlugs = slugsOf('content/locations');
const serviceSlugs = slugsOf('content/services');

/** The case study given a photo: the first of the folder. */
export const testCaseStudy = (): string =>
  readdirSync(join(project, 'content', 'case-studies')).filter((name) => name.endsWith('.md')).sort()[0]!.replace(/\.md$/, '');

/** A city the site does not have yet, written as staff would write it. */
export const newCity = [
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
export const newService = [
  {
    slug: 'process-automation',
    en: {
      name: 'Process Automation',
      title: 'Process Automation Services',
      cityTitle: 'Process Automation Services in {city.name}',
      keyword: 'process automation',
      menuLine: 'Back-office work that runs itself, people deciding',
      'seo.description': 'Repetitive back-office work automated across your ERP, CRM and e-mail, with people kept in charge of every exception and approval.',
      'local.focus': 'For local businesses, process automation means invoices, onboarding and approvals that move on their own, with staff deciding the exceptions.',
    },
    fr: {
      name: 'Automatisation des processus',
      title: 'Services d’automatisation des processus',
      cityTitle: 'Services d’automatisation des processus à {city.name}',
      keyword: 'automatisation des processus',
      menuLine: 'Tâches administratives automatisées, votre équipe décide',
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
      menuLine: 'Encryption moved to post-quantum algorithms on a plan',
      'seo.description': 'An inventory of the encryption your systems rely on and a plan to move it to post-quantum algorithms before the deadlines your sector faces.',
      'local.focus': 'For local businesses, quantum readiness means knowing where encryption protects client data and replacing it on a plan, without stopping operations.',
    },
    fr: {
      name: 'Préparation quantique',
      title: 'Services de préparation quantique',
      cityTitle: 'Services de préparation quantique à {city.name}',
      keyword: 'préparation quantique',
      menuLine: 'Un chiffrement prêt pour l’après-quantique, selon un plan',
      address: 'preparation-quantique',
      'seo.description': 'Un inventaire du chiffrement de vos systèmes et un plan pour passer aux algorithmes post-quantiques avant les échéances de votre secteur.',
      'local.focus': 'Pour les entreprises de la région, la préparation quantique, c’est savoir où le chiffrement protège les données des clients et le remplacer selon un plan.',
    },
  },
].find((service) => !serviceSlugs.includes(service.slug))!;

/**
 * A page type the site does not have: a Partners page, added as the README's "Adding a page type"
 * says (issue 42): a line in the route table, its French address word, a collection with its schema,
 * its content in both languages and its view.
 */
export const newPageType = {
  key: 'partners',
  frenchWord: 'partenaires',
  en: { seo: { title: 'Partners', description: 'The cloud, data and security vendors we are certified with, and what each partnership brings to your projects.' }, hero: { title: 'Our partners', intro: 'Certified with the platforms our clients run on.' } },
  fr: { seo: { title: 'Partenaires', description: 'Les fournisseurs infonuagiques, de données et de sécurité qui nous ont certifiés, et ce que chaque partenariat apporte à vos projets.' }, hero: { title: 'Nos partenaires', intro: 'Certifiés sur les plateformes qu’utilisent nos clients.' } },
};

/** The case study the new one is written from: one of another city, so that the French states the English figures. */
const caseStudyModel = readdirSync(join(project, 'content', 'case-studies')).filter((name) => name.endsWith('.md')).sort().at(-1)!.replace(/\.md$/, '');

/**
 * A case study of the new service in the new city (issue 43), added as the README's "Adding a case
 * study" says: a Markdown file in each language, the French one with its address word.
 */
export const newCaseStudy = {
  slug: `${newService.slug}-in-${newCity.slug}`,
  from: caseStudyModel,
  en: { title: `${newService.en.name} for a ${newCity.en.city} Distributor` },
  fr: { title: `${newService.fr.name} pour un distributeur de ${newCity.fr.city}`, address: `${newService.fr.address}-${newCity.slug}` },
};

/** The positions the new city and service take: after the others. */
export const newPositions = { city: citySlugs.length + 1, service: serviceSlugs.length + 1 };

/** A content file of the project, with some fields set (dotted paths), written to the copy under `file`. */
function derived(from: string, file: string, fields: Record<string, unknown>) {
  const document = parseDocument(readFileSync(join(project, from), 'utf8'));
  for (const [path, value] of Object.entries(fields)) document.setIn(path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value);
  writeFileSync(join(testSite, file), document.toString());
}

/** A code file of the copy with `anchor` replaced by `text`: the anchor must be there, or the recipe changed. */
function edited(file: string, anchor: string, text: string) {
  const source = readFileSync(join(testSite, file), 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file}: "${anchor}" is no longer there: update the README's "Adding a page type" and tests/support/test-site.ts`);
  writeFileSync(join(testSite, file), source.replace(anchor, text));
}

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

function article(file: string, front: Record<string, unknown>, body: string) {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  writeFileSync(join(testSite, file), `---\n${lines.join('\n')}\n---\n\n${body}\n`);
}

/** The photographs, as staff add them in the editor. */
function addPhotos() {
  for (const { fixture, image } of Object.values(testPhotos)) {
    mkdirSync(dirname(join(testSite, 'content', image)), { recursive: true });
    cpSync(join(fixtures, fixture), join(testSite, 'content', image));
  }
  const paragraph = 'Every second Thursday our data specialists keep an hour open for clients: bring a pipeline that fails at night, a dashboard nobody trusts or a question about your warehouse, and leave with a next step. ';
  article(
    `content/posts/${testArticle.en}.md`,
    {
      title: 'Office Hours with Our Data Team',
      excerpt: 'Every second Thursday our data specialists keep an hour open for clients. Here is how office hours work and what to bring to get the most from them.',
      date: '2026-11-20',
      author: 'Maya Chen',
      tags: ['Data Engineering'],
      image: `/images/blog/${testArticle.en}.svg`,
      imageAlt: 'Cover illustration for the article: Office Hours with Our Data Team',
      photo: { image: testPhotos.cover.image, alt: testAlts.cover.en },
    },
    paragraph.repeat(12),
  );
  article(
    `content/fr/posts/${testArticle.fr}.md`,
    {
      title: 'Heures de bureau avec notre équipe de données',
      excerpt: 'Un jeudi sur deux, nos spécialistes des données gardent une heure pour les clients. Voici comment fonctionnent ces heures de bureau et quoi apporter.',
      date: '2026-11-20',
      author: 'Maya Chen',
      tags: ['Ingénierie des données'],
      image: `/images/blog/${testArticle.fr}.svg`,
      imageAlt: 'Illustration de couverture de l’article\u00a0: Heures de bureau avec notre équipe de données',
      // The same photo as the English article: reused, not uploaded twice.
      photo: { image: testPhotos.cover.image, alt: testAlts.cover.fr },
      translationOf: testArticle.en,
    },
    'Un jeudi sur deux, nos spécialistes des données gardent une heure pour les clients\u00a0: apportez un pipeline qui échoue la nuit, un tableau de bord auquel personne ne se fie ou une question sur votre entrepôt, et repartez avec une prochaine étape. '.repeat(12),
  );
  // Scheduled for the day after the build's (issue 55).
  article(
    `content/posts/${scheduledArticle.en.slug}.md`,
    {
      title: scheduledArticle.en.title,
      excerpt: 'Cold snaps, year-end reporting and holiday traffic arrive together. Here is the checklist our data specialists run with clients every November.',
      date: scheduledArticle.date,
      author: 'Maya Chen',
      tags: ['Data Engineering'],
      image: `/images/blog/${scheduledArticle.en.slug}.svg`,
      imageAlt: `Cover illustration for the article: ${scheduledArticle.en.title}`,
    },
    'Year-end reporting, holiday traffic and the first cold snap tend to arrive in the same fortnight, and each of them finds the weakest job in a data platform. '.repeat(12),
  );
  article(
    `content/fr/posts/${scheduledArticle.fr.slug}.md`,
    {
      title: scheduledArticle.fr.title,
      excerpt: 'Grands froids, rapports de fin d’exercice et achalandage des Fêtes arrivent ensemble. Voici la liste de contrôle que nos spécialistes passent en revue chaque novembre.',
      date: scheduledArticle.date,
      author: 'Maya Chen',
      tags: ['Ingénierie des données'],
      image: `/images/blog/${scheduledArticle.fr.slug}.svg`,
      imageAlt: `Illustration de couverture de l’article\u00a0: ${scheduledArticle.fr.title}`,
      translationOf: scheduledArticle.en.slug,
    },
    'Les rapports de fin d’exercice, l’achalandage des Fêtes et la première vague de froid arrivent souvent la même quinzaine, et chacun trouve la tâche la plus fragile d’une plateforme de données. '.repeat(12),
  );
  const set = (file: string, fields: Record<string, unknown>) => derived(file, file, fields);
  set('content/services/ai-integration.yaml', { 'hero.photo': { image: testPhotos.hero.image, alt: testAlts.hero.en } });
  set('content/fr/services/ai-integration.yaml', { 'hero.photo': { alt: testAlts.hero.fr } });
  set('content/pages/home.yaml', { 'stories.testimonials.0.portrait': { image: testPhotos.portrait.image, alt: testAlts.portrait.en } });
  set('content/fr/pages/home.yaml', { 'stories.testimonials.0.portrait': { alt: testAlts.portrait.fr } });
  set('content/company/about.yaml', { team: [{ name: testPerson.name, role: testPerson.en.role, bio: testPerson.en.bio, portrait: { image: testPhotos.portrait.image, alt: testPerson.en.alt } }] });
  set('content/fr/company/about.yaml', { team: [{ name: testPerson.name, role: testPerson.fr.role, bio: testPerson.fr.bio, portrait: { alt: testPerson.fr.alt } }] });
  const office = citySlugs[0]!;
  set(`content/locations/${office}.yaml`, {
    photo: { image: testPhotos.cover.image, alt: testOffice.en.alt },
    lead: { name: testOffice.lead, role: testOffice.en.role, portrait: { image: testPhotos.portrait.image, decorative: true } },
  });
  set(`content/fr/locations/${office}.yaml`, { photo: { alt: testOffice.fr.alt }, lead: { name: testOffice.lead, role: testOffice.fr.role } });
  set('content/company/press.yaml', { 'items.0.photo': { image: testPhotos.press.image, alt: testAlts.press.en } });
  set('content/fr/company/press.yaml', { 'items.0.photo': { alt: testAlts.press.fr } });
  // A case study (issue 43) shows the article's photo, its words in each language in its own file.
  const study = testCaseStudy();
  for (const [language, folder] of [['en', 'content/case-studies'], ['fr', 'content/fr/case-studies']] as const) {
    const file = join(testSite, folder, `${study}.md`);
    const photo = language === 'en' ? `photo:\n  image: ${testPhotos.cover.image}\n  alt: ${testAlts.caseStudy.en}\n` : `photo:\n  alt: ${testAlts.caseStudy.fr}\n`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^stack:/m, `${photo}stack:`));
  }
}

/** The new city, service, case study and page type. */
function addEntries() {
  writeFileSync(join(testSite, 'content/redirects.yaml'), stringify({ redirects: testRedirects.en }));
  writeFileSync(join(testSite, 'content/fr/redirects.yaml'), stringify({ redirects: testRedirects.fr }));
  const firstCity = citySlugs[0]!;
  const firstService = serviceSlugs[0]!;
  derived(`content/locations/${firstCity}.yaml`, `content/locations/${newCity.slug}.yaml`, { ...newCity.en, ...newCity.place, position: newPositions.city });
  derived(`content/fr/locations/${firstCity}.yaml`, `content/fr/locations/${newCity.slug}.yaml`, { ...newCity.fr, ...newCity.place, position: newPositions.city });
  derived(`content/services/${firstService}.yaml`, `content/services/${newService.slug}.yaml`, { ...newService.en, position: newPositions.service });
  derived(`content/fr/services/${firstService}.yaml`, `content/fr/services/${newService.slug}.yaml`, { ...newService.fr, position: newPositions.service });
  for (const [language, folder] of [['en', 'content/case-studies'], ['fr', 'content/fr/case-studies']] as const) {
    const source = readFileSync(join(project, folder, `${newCaseStudy.from}.md`), 'utf8');
    // Its services and city are the English file's facts, which the French follows (issue 55).
    const facts = language === 'en' ? { services: newService.slug, city: newCity.slug } : {};
    const fields = { ...newCaseStudy[language], ...facts, place: undefined, featured: undefined };
    writeFileSync(join(testSite, folder, `${newCaseStudy.slug}.md`), caseStudyFrom(source, fields));
  }
  // The page type, file by file as the README lists them.
  const { key } = newPageType;
  edited('model/site/routes.ts', '  service: {', `  ${key}: { path: '/${key}', page: '${key}', shows: ['${key}'] },\n  service: {`);
  derived('content/fr/addresses.yaml', 'content/fr/addresses.yaml', { [`pages.${key}`]: newPageType.frenchWord });
  edited('model/content/schemas/company-and-legal.ts', 'export const supportPageSchema', `export const ${key}PageSchema = z.strictObject({ seo: seoSchema, hero: heroSchema });\n\nexport const supportPageSchema`);
  edited('model/content/collections.ts', 'supportPageSchema }', `supportPageSchema, ${key}PageSchema }`);
  edited('model/content/collections.ts', '  legal: folder(', `  ${key}: file('Company and legal pages', 'Partners page', 'content/company/${key}.yaml', ${key}PageSchema),\n  legal: folder(`);
  writeFileSync(join(testSite, `content/company/${key}.yaml`), stringify(newPageType.en));
  writeFileSync(join(testSite, `content/fr/company/${key}.yaml`), stringify(newPageType.fr));
  mkdirSync(join(testSite, 'pages', key));
  writeFileSync(
    join(testSite, 'pages', key, '+data.ts'),
    `import type { PageContextServer } from 'vike/types';\nimport { contentIn } from '../../model/content/content';\nimport { contentData } from '../../model/page-data/page-data';\n\nexport const data = (pageContext: PageContextServer) => contentData(contentIn('${key}')[pageContext.language]);\nexport type Data = ReturnType<typeof data>;\n`,
  );
  writeFileSync(
    join(testSite, 'pages', key, '+Page.tsx'),
    `import { useData } from 'vike-react/useData';\nimport { PageHero } from '../../components/PageHero';\nimport type { Data } from './+data';\n\nexport default function Page() {\n  const { page } = useData<Data>();\n  return <PageHero title={page.hero.title} intro={page.hero.intro} />;\n}\n`,
  );
}

/** Copies the project as a fresh clone has it (its tracked files) and adds the test content. */
export function makeTestSite(): void {
  rmSync(testSite, { recursive: true, force: true });
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(join(testSite, dirname(file)), { recursive: true });
    cpSync(file, join(testSite, file));
  }
  symlinkSync(join(project, 'node_modules'), join(testSite, 'node_modules'), 'dir');
  addPhotos();
  addEntries();
}

/**
 * The environment of the build in the copy: a shell's, as a developer or CI has it, with the test
 * keys. Not a test runner's: vitest sets NODE_ENV=test, which would build React's development version.
 */
const buildEnv = (outDir: string) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST') && name !== 'TEST')),
  ...testKeys,
  SITE_TODAY: testToday,
  BUILD_OUT_DIR: outDir,
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
});

/** Builds the copy (into `outDir` of it); returns what the build printed of its photos and how long it took. */
export function buildTestSite(outDir = 'dist'): string {
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build'], { cwd: testSite, encoding: 'utf8', env: buildEnv(outDir), maxBuffer: 64 * 1024 * 1024 });
  const output = `${build.stdout}${build.stderr}`;
  if (outDir === 'dist') writeFileSync(testSiteBuildLog, output);
  if (build.status !== 0) throw new Error(`npm run build failed in the test site (${testSite}):\n${output.slice(-4000)}`);
  const photos = /Photos: [^\n]*/.exec(output)?.[0] ?? 'Photos: none';
  return `${photos}; the whole build took ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

/**
 * The same site with the new article's English edition showing its drawn cover instead of the
 * photo, built into dist-drawn-cover/ of the copy: what `npm run bench` compares the photo with.
 */
export function buildDrawnCoverVariant(): string {
  const file = join(testSite, 'content', 'posts', `${testArticle.en}.md`);
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace(/^photo: .*\n/m, ''));
  try {
    return buildTestSite('dist-drawn-cover');
  } finally {
    writeFileSync(file, source);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  makeTestSite();
  console.log(`Built the test site in ${testSite}: ${buildTestSite()}`);
}
