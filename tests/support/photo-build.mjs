/**
 * The photo tests' site (issue 32): a copy of the project (its tracked files, this checkout's
 * dependencies) whose content uses the test photographs of tests/fixtures/photos/ as staff would
 * add them in the editor: a new article with a cover photo and its French translation reusing the
 * photo, a service's hero, a testimonial's portrait and a press item's photo, each with its words
 * in both languages. Built with `npm run build` into its own dist/, served by its own
 * `wrangler dev` (playwright.config.ts) and read by tests/unit/photos.test.ts. The shipped
 * content has no photographs, so dist/ has none of this.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';

export const photoSite = join(tmpdir(), 'northbeam-photo-site');
export const photoSiteClient = join(photoSite, 'dist', 'client');
const fixtures = join(process.cwd(), 'tests', 'fixtures', 'photos');

/** Where each test photo goes in the copy's content, as the editor's upload would put it. */
export const testPhotos = {
  cover: { fixture: 'harbour-cover.jpg', image: 'images/blog/office-hours-with-our-data-team/photo/image.jpg', width: 1600, height: 1000 },
  hero: { fixture: 'workshop-hero.webp', image: 'images/services/ai-integration/hero/photo/image.webp', width: 2000, height: 1500 },
  portrait: { fixture: 'portrait.png', image: 'images/people/stories/testimonials/0/portrait/image.png', width: 600, height: 600 },
  press: { fixture: 'event-press.avif', image: 'images/press/items/0/photo/image.avif', width: 1400, height: 800 },
};

/** What each photo shows, in each language (the alt texts). */
export const testAlts = {
  cover: { en: 'A harbour at dawn, seen from the hills above our office', fr: 'Un port à l’aube, vu des collines au-dessus de nos bureaux' },
  hero: { en: 'Our AI integration team at a workshop with a client', fr: 'Notre équipe d’intégration de l’IA en atelier avec un client' },
  portrait: { en: 'Portrait of the client quoted', fr: 'Portrait de la cliente citée' },
  press: { en: 'The launch event of our AI agents practice', fr: 'Le lancement de notre pratique des agents IA' },
  caseStudy: { en: 'The client team reviewing the results at the harbour office', fr: 'L’équipe du client passe les résultats en revue au bureau du port' },
};

/** The new article's slug in each edition. */
export const testArticle = { en: 'office-hours-with-our-data-team', fr: 'heures-de-bureau-avec-notre-equipe-de-donnees' };

function edit(file, fields) {
  const path = join(photoSite, file);
  const document = parseDocument(readFileSync(path, 'utf8'));
  for (const [at, value] of Object.entries(fields)) document.setIn(at.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value);
  writeFileSync(path, document.toString());
}

function article(file, front, body) {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  writeFileSync(join(photoSite, file), `---\n${lines.join('\n')}\n---\n\n${body}\n`);
}

export function makePhotoSite() {
  rmSync(photoSite, { recursive: true, force: true });
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    if (!existsSync(file)) continue;
    mkdirSync(join(photoSite, dirname(file)), { recursive: true });
    cpSync(file, join(photoSite, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(photoSite, 'node_modules'), 'dir');
  for (const { fixture, image } of Object.values(testPhotos)) {
    mkdirSync(dirname(join(photoSite, 'content', image)), { recursive: true });
    cpSync(join(fixtures, fixture), join(photoSite, 'content', image));
  }
  const paragraph = 'Every second Thursday our data engineers keep an hour open for clients: bring a pipeline that fails at night, a dashboard nobody trusts or a question about your warehouse, and leave with a next step. ';
  article(
    `content/posts/${testArticle.en}.md`,
    {
      title: 'Office Hours with Our Data Team',
      excerpt: 'Every second Thursday our data engineers keep an hour open for clients. Here is how office hours work and what to bring to get the most from them.',
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
      excerpt: 'Un jeudi sur deux, nos ingénieurs de données gardent une heure pour les clients. Voici comment fonctionnent ces heures de bureau et quoi apporter.',
      date: '2026-11-20',
      author: 'Maya Chen',
      tags: ['Ingénierie des données'],
      image: `/images/blog/${testArticle.fr}.svg`,
      imageAlt: 'Illustration de couverture de l’article : Heures de bureau avec notre équipe de données',
      // The same photo as the English article: reused, not uploaded twice.
      photo: { image: testPhotos.cover.image, alt: testAlts.cover.fr },
      translationOf: testArticle.en,
    },
    'Un jeudi sur deux, nos ingénieurs de données gardent une heure pour les clients : apportez un pipeline qui échoue la nuit, un tableau de bord auquel personne ne se fie ou une question sur votre entrepôt, et repartez avec une prochaine étape. '.repeat(12),
  );
  edit('content/services/ai-integration.yaml', { 'hero.photo': { image: testPhotos.hero.image, alt: testAlts.hero.en } });
  edit('content/fr/services/ai-integration.yaml', { 'hero.photo': { alt: testAlts.hero.fr } });
  edit('content/pages/home.yaml', { 'stories.testimonials.0.portrait': { image: testPhotos.portrait.image, alt: testAlts.portrait.en } });
  edit('content/fr/pages/home.yaml', { 'stories.testimonials.0.portrait': { alt: testAlts.portrait.fr } });
  edit('content/company/press.yaml', { 'items.0.photo': { image: testPhotos.press.image, alt: testAlts.press.en } });
  edit('content/fr/company/press.yaml', { 'items.0.photo': { alt: testAlts.press.fr } });
  // A case study (issue 43) shows the article's photo, its words in each language in its own file.
  const study = testCaseStudy();
  for (const [language, folder] of [['en', 'content/case-studies'], ['fr', 'content/fr/case-studies']]) {
    const file = join(photoSite, folder, `${study}.md`);
    const photo = language === 'en' ? `photo:\n  image: ${testPhotos.cover.image}\n  alt: ${testAlts.caseStudy.en}\n` : `photo:\n  alt: ${testAlts.caseStudy.fr}\n`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^stack:/m, `${photo}stack:`));
  }
}

/** The case study given a photo: the first of the folder. */
export const testCaseStudy = () => readdirSync(join(process.cwd(), 'content', 'case-studies')).filter((name) => name.endsWith('.md')).sort()[0].replace(/\.md$/, '');

/** Builds the copy (into `outDir` of it); returns what the build printed of its photos (encoded and reused) and how long it took. */
export function buildPhotoSite(outDir = 'dist') {
  const started = Date.now();
  const output = execFileSync('npm', ['run', 'build'], {
    cwd: photoSite,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BUILD_OUT_DIR: outDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  const photos = /Photos: [^\n]*/.exec(output)?.[0] ?? 'Photos: none';
  return `${photos}; the whole build took ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

/**
 * The same site with the new article's English edition showing its drawn cover instead of the
 * photo, built into dist-drawn-cover/ of the copy: what `npm run bench` compares the photo with.
 */
export function buildDrawnCoverVariant() {
  const file = join(photoSite, 'content', 'posts', `${testArticle.en}.md`);
  const source = readFileSync(file, 'utf8');
  writeFileSync(file, source.replace(/^photo: .*\n/m, ''));
  try {
    return buildPhotoSite('dist-drawn-cover');
  } finally {
    writeFileSync(file, source);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  makePhotoSite();
  console.log(`Built the photo test site in ${photoSite}: ${buildPhotoSite()}`);
}
