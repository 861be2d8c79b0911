/**
 * Inlines the stylesheets of every pre-rendered page, after `vike build`.
 *
 * The site's CSS is one small set (about 6 KB gzip) shared by every page, of which a page uses about half. As separate files it
 * costs a phone on a slow network a round trip before the first paint, and lets the page's
 * JavaScript run before anything is painted. Inlined, the page paints as soon as its HTML has
 * arrived. (Icons are not CSS: each page carries a sprite of its own, components/Icon.tsx.)
 *
 * Each page's <link rel="stylesheet"> tags become one <style> with the rules of the files' text
 * that the page can use (its classes and those of the scripts it can load: used-css.mjs), in their
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
import { cuttableCss, htmlText, propertyNames, withoutUnreadProperties, words } from './used-css.mjs';

const client = buildClientDir();
const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g;
const cache = new Map();
const sheets = new Map();
const moduleWords = new Map();
const moduleTexts = new Map();
const moduleProperties = new Map();

/** The site's stylesheets of a page, as one sheet to cut (used-css.mjs). */
function sheet(hrefs) {
  const key = hrefs.join(' ');
  if (!sheets.has(key)) sheets.set(key, cuttableCss(hrefs.map(css).join('\n')));
  return sheets.get(key);
}

/** The text of a script the page can load. */
function scriptText(module) {
  if (!moduleTexts.has(module)) moduleTexts.set(module, readFileSync(join(client, module), 'utf8'));
  return moduleTexts.get(module);
}

/** The project's custom properties a script the page can load names (used-css.mjs propertyNames). */
function scriptProperties(module) {
  if (!moduleProperties.has(module)) moduleProperties.set(module, propertyNames(scriptText(module)));
  return moduleProperties.get(module);
}

/** The words of a script the page can load, where class names it adds would be. */
function scriptWords(module) {
  if (!moduleWords.has(module)) moduleWords.set(module, words(scriptText(module)));
  return moduleWords.get(module);
}

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
  const modules = reachableModules(client, pageModules(html));
  if (hrefs.length > 0) {
    // The rules this page can use: its classes and those of every script it can load (used-css.mjs).
    // ...without the custom properties none of it reads, nor the page or its scripts name.
    const style = withoutUnreadProperties(sheet(hrefs).forPage([words(htmlText(html)), ...modules.map(scriptWords)]), [propertyNames(html), ...modules.map(scriptProperties)]);
    if (/<\/style/i.test(style)) throw new Error(`${page}: its CSS contains "</style" and cannot be inlined`);
    let first = true;
    const inlined = html.replace(stylesheetLink, () => {
      if (!first) return '';
      first = false;
      return `<style>${style}</style>`;
    });
    writeFileSync(file, inlined);
    pages++;
  }
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
