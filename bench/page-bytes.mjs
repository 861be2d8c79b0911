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
 * Used by the budget test (tests/unit/budgets.test.ts) and by npm run bench.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClientDir, htmlFiles as htmlFilesIn } from '../scripts/html-files.mjs';
import { dynamicImports, staticImports } from '../scripts/module-graph.mjs';

export const clientDir = buildClientDir(process.env.BYTES_OUT_DIR || 'dist');

export const htmlFiles = (dir = clientDir) => htmlFilesIn(dir);

const sized = (file, content) => ({ file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
const asset = (file) => sized(file, readFileSync(join(clientDir, file)));
const inline = (file, text) => sized(file, Buffer.from(text));

/** The chunks an entry script imports dynamically itself, with everything they import statically. */
const startedByEntry = (entry) => dynamicImports(clientDir, entry).flatMap((chunk) => [chunk, ...staticImports(clientDir, chunk)]);

/** The scripts a page's HTML names by src, in order. */
export const scriptSources = (html) => [...html.matchAll(/<script [^>]*src="([^"]+)"/g)].map((match) => match[1]);

const unique = (files) => [...new Set(files)].filter((file) => file.startsWith('/') && !file.startsWith('//'));

export function pageBytes(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const attr = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const page = `/${relative(clientDir, htmlFile)}`;
  return {
    page,
    html: asset(page),
    // Inlined styles (scripts/inline-css.mjs) plus any stylesheet that is still fetched; the
    // disabled links left for Vite's preload helper are never fetched.
    css: [
      ...attr(/<style>([\s\S]*?)<\/style>/g).map((text, i) => inline(`${page} <style> ${i + 1}`, text)),
      ...unique(attr(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*href="([^"]+)"/g)).map(asset),
    ],
    js: [
      // Each entry with everything it imports statically, preloaded or not, and the islands it starts.
      ...unique([
        ...scriptSources(html).flatMap((src) => (src.startsWith('/assets/') ? [src, ...staticImports(clientDir, src), ...startedByEntry(src)] : [src])),
        ...attr(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ]).map(asset),
      // Inline code counts too (the scripting flag, any inline entry); JSON data does not run.
      ...[...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => match[2].trim())
        .map((match, i) => inline(`${page} <script${match[1]}> ${i + 1}`, match[2])),
    ],
    fonts: unique(attr(/<link rel="preload"[^>]*href="([^"]+\.woff2)"/g)).map(asset),
    images: unique(attr(/<img (?![^>]*loading="lazy")[^>]*src="([^"]+)"/g)).map(asset),
  };
}

export const total = (assets, key) => assets.reduce((sum, a) => sum + a[key], 0);

/** Per page: raw and gzip totals by kind. */
export function allPageBytes() {
  return htmlFiles().map(pageBytes).map((p) => {
    const sum = (assets) => ({ raw: total(assets, 'raw'), gzip: total(assets, 'gzip') });
    return { page: p.page, html: { raw: p.html.raw, gzip: p.html.gzip }, css: sum(p.css), js: sum(p.js), fonts: sum(p.fonts), images: sum(p.images) };
  });
}
