/**
 * Inlines the stylesheets of every pre-rendered page, after `vike build`.
 *
 * The site's CSS is one small set (about 6 KB gzip) shared by every page. As separate files it
 * costs a phone on a slow network a round trip before the first paint, and lets the page's
 * JavaScript run before anything is painted. Inlined, the page paints as soon as its HTML has
 * arrived. (Icons are not CSS: each page carries a sprite of its own, components/Icon.tsx.)
 *
 * Each <link rel="stylesheet"> becomes a <style> with the file's text, and the link stays in
 * the head with `disabled`: browsers do not fetch a disabled stylesheet, and it names the file
 * the <style> holds (tests/unit/inline-css.test.ts compares the two), so that Vite's preload
 * helper, which adds a stylesheet for a lazily loaded chunk unless a link with that href is
 * already present, never fetches what the page already has.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildClientDir, htmlFiles } from './html-files.mjs';

const client = buildClientDir();
const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g;
const cache = new Map();

function css(href) {
  if (!cache.has(href)) {
    const text = readFileSync(join(client, href), 'utf8').trim();
    if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    cache.set(href, text);
  }
  return cache.get(href);
}

let pages = 0;
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1]);
  if (hrefs.length === 0) {
    if (/<link rel="stylesheet" href="[^"]+" disabled>/.test(html)) continue; // inlined already
    throw new Error(`${relative(client, file)}: no stylesheet link to inline`);
  }
  let first = true;
  const inlined = html.replace(stylesheetLink, () => {
    if (!first) return '';
    first = false;
    // One <style> in the original order, then the disabled links.
    return `<style>${hrefs.map(css).join('\n')}</style>\n${hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('\n')}`;
  });
  writeFileSync(file, inlined);
  pages++;
}
console.log(`Inlined ${cache.size} stylesheets into ${pages} pages`);
