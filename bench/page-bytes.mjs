/**
 * What each pre-rendered page loads before interaction, read from its HTML: the document, its
 * styles (inlined, so also counted in the document's bytes), its scripts and module preloads
 * (Vike lists every static import) and inline scripts, the fonts it preloads and the images it shows eagerly.
 * The dynamic imports an entry script makes itself count too: the contact page's +client file
 * starts its island that way, at the visitor's first move towards the form or as soon as the
 * form's captcha is in view (at once on a desktop screen), so it is counted as if it always did. Chunks imported
 * later, on demand or when the browser is idle (reCAPTCHA, the form's validation and e-mail
 * client), and the home page's particle worker, started when the browser is idle and running off
 * the main thread, are not counted.
 * Used by the budget test (tests/site/budgets.test.ts) and by npm run bench.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClientDir, htmlFiles as htmlFilesIn } from '../scripts/html-files.mjs';
import { dynamicImports, staticImports } from '../scripts/module-graph.mjs';

export const clientDir = buildClientDir(process.env.BYTES_OUT_DIR || 'dist');

export const htmlFiles = (dir = clientDir) => htmlFilesIn(dir);

const sized = (file, content) => ({ file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
const assets = new Map();
/** A built file's size, raw and gzip -9; each file is read and compressed once (pages share chunks). */
export const asset = (file, dir = clientDir) => {
  const key = join(dir, file);
  if (!assets.has(key)) assets.set(key, sized(file, readFileSync(key)));
  return assets.get(key);
};
const inline = (file, text) => sized(file, Buffer.from(text));

/** The chunks an entry script imports dynamically itself, with everything they import statically. */
const startedByEntry = (entry, dir) => dynamicImports(dir, entry).flatMap((chunk) => [chunk, ...staticImports(dir, chunk)]);

/** The scripts a page's HTML names by src, in order. */
export const scriptSources = (html) => [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((match) => match[1]);

const unique = (files) => [...new Set(files)].filter((file) => file.startsWith('/') && !file.startsWith('//'));

/** The phone the budgets count for: Lighthouse's (412 CSS pixels wide, 1.75 device pixels each). */
export const phone = { width: 412, density: 1.75 };

/** A `sizes` entry's width on the phone: `2.75rem`, `calc(100vw - 2rem)`, `44rem`. */
function sizeOnPhone(size) {
  const rem = 16;
  const calc = /^calc\(100vw - ([\d.]+)rem\)$/.exec(size);
  if (calc) return phone.width - Number(calc[1]) * rem;
  const fixed = /^([\d.]+)rem$/.exec(size);
  if (fixed) return Number(fixed[1]) * rem;
  throw new Error(`bench/page-bytes.mjs: no width on a phone for sizes entry "${size}"`);
}

/**
 * The file a phone fetches for each photo a page shows at once (no loading="lazy"): its first
 * source (AVIF), at the smallest width that covers its size on the phone (the `sizes` entry
 * without a media query) at the phone's density, as a browser picks it.
 */
export function eagerPhotos(html) {
  return [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)]
    .filter(([picture]) => !/<img [^>]*loading="lazy"/.test(picture))
    .map(([picture]) => {
      const [, srcset, sizes] = /<source [^>]*srcSet="([^"]+)" sizes="([^"]+)"/i.exec(picture) ?? /<source [^>]*srcset="([^"]+)" sizes="([^"]+)"/.exec(picture) ?? [];
      if (!srcset) throw new Error('bench/page-bytes.mjs: a <picture> without a source srcset');
      const needed = sizeOnPhone(sizes.split(',').at(-1).trim()) * phone.density;
      const candidates = srcset.split(', ').map((entry) => { const [url, width] = entry.split(' '); return { url, width: Number.parseInt(width, 10) }; });
      return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)).url;
    });
}

/** What one page of the build in `dir` (dist/client unless named) loads before interaction. */
export function pageBytes(htmlFile, dir = clientDir) {
  const own = (file) => asset(file, dir);
  const html = readFileSync(htmlFile, 'utf8');
  const attr = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const page = `/${relative(dir, htmlFile)}`;
  return {
    page,
    html: own(page),
    // Inlined styles (scripts/inline-css.mjs) plus any stylesheet the page links, disabled or not:
    // Chromium 150 and later fetch a disabled stylesheet too.
    css: [
      ...attr(/<style>([\s\S]*?)<\/style>/g).map((text, i) => inline(`${page} <style> ${i + 1}`, text)),
      ...unique(attr(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)).map(own),
    ],
    js: [
      // Each entry with everything it imports statically, preloaded or not, and the islands it starts.
      ...unique([
        ...scriptSources(html).flatMap((src) => (src.startsWith('/assets/') ? [src, ...staticImports(dir, src), ...startedByEntry(src, dir)] : [src])),
        ...attr(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ]).map(own),
      // Inline code counts too (the scripting flag, any inline entry); JSON data does not run.
      ...[...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => match[2].trim())
        .map((match, i) => inline(`${page} <script${match[1]}> ${i + 1}`, match[2])),
    ],
    // Preloaded, or named by the page's styles (a font a page's text uses is fetched whether or not it is preloaded).
    fonts: unique([...attr(/<link rel="preload"[^>]*href="([^"]+\.woff2)"/g), ...attr(/url\(["']?(\/[^"')]+\.woff2)["']?\)/g)]).map(own),
    // A drawn picture shown at once, and the file a phone takes of each photo shown at once.
    images: unique([...attr(/<img (?![^>]*src[sS]et=)(?![^>]*loading="lazy")[^>]*src="([^"]+)"/g), ...eagerPhotos(html)]).map(own),
  };
}

export const total = (assets, key) => assets.reduce((sum, a) => sum + a[key], 0);

/** Per page: raw and gzip totals by kind. */
export function allPageBytes() {
  return htmlFiles().map((file) => pageBytes(file)).map((p) => {
    const sum = (assets) => ({ raw: total(assets, 'raw'), gzip: total(assets, 'gzip') });
    return { page: p.page, html: { raw: p.html.raw, gzip: p.html.gzip }, css: sum(p.css), js: sum(p.js), fonts: sum(p.fonts), images: sum(p.images) };
  });
}
