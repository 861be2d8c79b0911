/**
 * Lists each page's module graph in its HTML, after `vike build`.
 *
 * On HTML-only pages (pages/+config.ts) Vike writes the page's entry <script> but no
 * <link rel="modulepreload"> for the chunks it imports, so a browser would discover them only
 * after the entry has arrived and been parsed: one round trip per level of imports. Listing them
 * beside the entry lets the browser fetch the whole graph at once.
 *
 * At low priority, like the async entry itself: the document and the font come first, and the
 * scripts, which only enhance a page that is already complete, follow.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { buildClientDir, htmlFiles } from './html-files.mjs';
import { staticImports } from './module-graph.mjs';

const client = buildClientDir();
const entryScript = /<script src="(\/assets\/[^"]+\.js)" type="module"[^>]*><\/script>/g;

let links = 0;
for (const file of htmlFiles(client)) {
  const html = readFileSync(file, 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]));
  const updated = html.replace(entryScript, (tag, entry) => {
    const missing = staticImports(client, entry).filter((url) => !preloaded.has(url));
    links += missing.length;
    return [...missing.map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`), tag].join('');
  });
  if (updated !== html) writeFileSync(file, updated);
}
console.log(`Preloaded ${links} modules`);
