/**
 * Open Graph images (1200 x 630 PNG), drawn after `vike build` for every pre-rendered page
 * from its <title> and the brand, at the path the head tags name (model/page-data/seo.ts
 * socialImagePath). Pages with equal titles get equal pictures; every other pair differs.
 *
 * Drawing takes about 50 ms a picture, so each one is kept in node_modules/.cache/ under a hash
 * of what it shows and of this script and its fonts: a rebuild copies the pictures whose inputs did
 * not change. Two builds side by side (`npm test` builds the site and the test site at once, the
 * same titles in both) share the drawing: each claims a picture before drawing it (a `.claim` file
 * beside it) and leaves the ones the other has claimed for last, when they are drawn (issue 56: on
 * a fresh clone both builds drew the same 260 pictures, 11 to 15 s each).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { buildClientDir } from './html-files.mjs';
import { pageFiles } from './page-files.ts';
import { loadContentFile } from '../model/content/content-files.ts';
import { photoFolder } from '../model/content/photos.ts';
import { englishAddressWords, pagePathOfFile } from '../model/site/urls.ts';
import { matchRoute, routeKeys, routeTable } from '../model/site/routes.ts';
import { languagePrefixes } from '../model/site/languages.ts';

const client = buildClientDir();
const font = (weight) => readFileSync(join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: 'Inter', data: font(400), weight: 400, style: 'normal' },
  { name: 'Inter', data: font(700), weight: 700, style: 'normal' },
];

const cache = join(process.cwd(), 'node_modules', '.cache', 'social-images');
mkdirSync(cache, { recursive: true });
const drawing = createHash('sha256')
  .update(readFileSync(new URL(import.meta.url)))
  .update(fonts[0].data)
  .update(fonts[1].data)
  .digest('hex');
const cached = (...inputs) => join(cache, `${createHash('sha256').update(drawing).update(JSON.stringify(inputs)).digest('hex').slice(0, 32)}.png`);

const decode = (text) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

const h = (type, style, ...children) => ({ type, props: { style, children: children.length === 1 ? children[0] : children } });

function card(title, brand, section) {
  return h(
    'div',
    { width: 1200, height: 630, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '72px 80px', background: 'linear-gradient(135deg, #0b1324 0%, #0f2a4a 70%, #0e4a6e 100%)', color: '#ffffff', fontFamily: 'Inter' },
    h('div', { display: 'flex', alignItems: 'center', gap: 20 },
      h('div', { width: 64, height: 64, borderRadius: 16, background: 'linear-gradient(135deg, #22d3ee, #2563eb)', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 40, fontWeight: 700 }, 'N'),
      h('div', { fontSize: 34, fontWeight: 700 }, brand),
    ),
    h('div', { display: 'flex', flexDirection: 'column', gap: 24 },
      h('div', { fontSize: 26, fontWeight: 700, color: '#67e8f9', textTransform: 'uppercase', letterSpacing: 2 }, section),
      h('div', { fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.12, maxWidth: 1040 }, title),
    ),
    h('div', { width: 160, height: 8, borderRadius: 4, background: 'linear-gradient(90deg, #22d3ee, #3b82f6)' }),
  );
}

/**
 * The line over the title, in the page's language, from content: the header's word for the section
 * the route table gives the page's route (model/site/routes.ts `section`: the blog, the services), the
 * site's line on every other page.
 */
const editions = {
  en: { prefix: languagePrefixes.en, words: englishAddressWords, navigation: loadContentFile('content/pages/navigation.yaml'), site: loadContentFile('content/site.yaml') },
  fr: {
    prefix: languagePrefixes.fr,
    words: loadContentFile('content/fr/addresses.yaml'),
    navigation: loadContentFile('content/fr/pages/navigation.yaml'),
    site: loadContentFile('content/fr/site.yaml'),
  },
};
function sectionOf(path, language) {
  const { prefix, words, navigation, site } = editions[language];
  const route = routeKeys.find((key) => matchRoute(key, path, prefix, words));
  const section = route && routeTable[route].section;
  if (section === 'blog') return navigation.header.links.blog;
  if (section === 'services') return navigation.header.services;
  return site.socialImageLine;
}

/** Claims the picture for this build; false when another build beside it is drawing it. */
function claim(kept) {
  try {
    writeFileSync(`${kept}.claim`, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/** The picture another build claimed, once it has drawn it: waited for a few seconds at most (its build may have stopped), then drawn here. */
function drawnBeside(kept) {
  const until = Date.now() + 5000;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(kept) && existsSync(`${kept}.claim`) && Date.now() < until) {
    // A claim older than a minute was left by a build that stopped: not waited for.
    if (Date.now() - statSync(`${kept}.claim`, { throwIfNoEntry: false })?.mtimeMs > 60_000) break;
    Atomics.wait(pause, 0, 0, 20);
  }
  return existsSync(kept);
}

async function draw(target, kept, title, brand, section) {
  const svg = await satori(card(title, brand, section), { width: 1200, height: 630, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 } }).render().asPng();
  writeFileSync(target, png);
  // Whole or not at all: builds side by side share the cache (npm test), none may read half a file.
  writeFileSync(`${kept}.${process.pid}.partial`, png);
  renameSync(`${kept}.${process.pid}.partial`, kept);
  rmSync(`${kept}.claim`, { force: true });
}

const started = Date.now();
let count = 0;
let reused = 0;
/** The pictures another build was drawing when this one came to them. */
const claimedBeside = [];
for (const file of pageFiles(client)) {
  const html = readFileSync(file, 'utf8');
  const image = /<meta property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(html)?.[1];
  const fullTitle = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  if (!image || !fullTitle) throw new Error(`${relative(client, file)}: no og:image or title to draw`);
  // An article with a cover photo has its social picture drawn from the photo (model/content/photo-files.ts).
  if (image.startsWith(`${photoFolder}/`)) continue;
  const [title, brand = fullTitle] = fullTitle.includes(' | ') ? fullTitle.split(' | ') : [fullTitle.split(':')[1]?.trim() ?? fullTitle, fullTitle.split(':')[0]];
  const path = pagePathOfFile(relative(client, file));
  const language = /<html lang="fr/.test(html) ? 'fr' : 'en';
  const section = sectionOf(path, language);
  const kept = cached(title, brand, section);
  mkdirSync(dirname(join(client, image)), { recursive: true });
  if (existsSync(kept)) {
    copyFileSync(kept, join(client, image));
    reused++;
    continue;
  }
  if (!claim(kept)) {
    claimedBeside.push({ target: join(client, image), kept, title, brand, section });
    continue;
  }
  await draw(join(client, image), kept, title, brand, section);
  count++;
}
for (const { target, kept, title, brand, section } of claimedBeside) {
  if (drawnBeside(kept)) {
    copyFileSync(kept, target);
    reused++;
    continue;
  }
  await draw(target, kept, title, brand, section);
  count++;
}
console.log(`Drew ${count} social images and reused ${reused} unchanged ones in ${((Date.now() - started) / 1000).toFixed(1)} s`);
