/**
 * Inlines the stylesheets of every pre-rendered page, after `vike build`.
 *
 * The site's CSS is one small set (about 6 KB gzip) shared by every page. As separate files it
 * costs a phone on a slow network a round trip before the first paint, and lets the page's
 * JavaScript run before anything is painted. Inlined, the page paints as soon as its HTML has
 * arrived. (Icons are not CSS: each page carries a sprite of its own, components/Icon.tsx.)
 *
 * Each page's <link rel="stylesheet"> tags become one <style> with the files' text, in their
 * order, and nothing else: no link to a stylesheet stays in the page. (Until issue 44 the links
 * stayed with `disabled`, so that Vite's preload helper, which adds a stylesheet for a lazily
 * loaded chunk unless a link with that href is present, would not fetch what the page already
 * had; but Chromium 150 and later fetch disabled stylesheets, on every page.) What the links were
 * for is now a check: no module a page can load, after any interaction, names a stylesheet for
 * the preload helper to add, so the helper has nothing to fetch and nothing to compare with.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildClientDir, htmlFiles } from './html-files.mjs';
import { pageModules, reachableModules, stylesheetDependencies } from './module-graph.mjs';

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
const problems = [];
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  const page = relative(client, file);
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1]);
  if (hrefs.length === 0 && !/<head>[\s\S]*<style>[\s\S]*<\/head>/.test(html)) throw new Error(`${page}: no stylesheet link to inline`);
  if (hrefs.length > 0) {
    let first = true;
    const inlined = html.replace(stylesheetLink, () => {
      if (!first) return '';
      first = false;
      return `<style>${hrefs.map(css).join('\n')}</style>`;
    });
    writeFileSync(file, inlined);
    pages++;
  }
  const modules = reachableModules(client, pageModules(html));
  for (const module of modules) {
    for (const stylesheet of stylesheetDependencies(client, module)) problems.push(`${page}: ${module} would fetch ${stylesheet} when it loads a chunk`);
  }
}
if (problems.length > 0) {
  throw new Error(
    `Pages carry their CSS inlined and link no stylesheet, yet a script they can load asks for one (a CSS file imported by a lazily loaded module; import it from the page instead):\n  ${[...new Set(problems)].join('\n  ')}`,
  );
}
console.log(`Inlined ${cache.size} stylesheets into ${pages} pages`);
