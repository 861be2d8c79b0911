/**
 * Gives every pre-rendered page's JavaScript a low fetch priority, after `vike build`.
 *
 * The page is complete without its JavaScript (it only hydrates what is already painted), yet
 * Vike's entry `<script type="module" async>` and its `<link rel="modulepreload">` tags are
 * fetched at high priority, in competition with the HTML and the font on a slow phone network,
 * and a paint that waits for them gains nothing. With `fetchpriority="low"` the browser serves
 * the document and the font first and the scripts right after; hydration starts as soon as they
 * arrive. (tests/unit/script-priority.test.ts checks the tags, tests/e2e/quality.spec.ts the
 * priorities Chromium actually uses.) Idempotent.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildClientDir, htmlFiles } from './html-files.mjs';

const scriptTag = /<(?:script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")[^>]*>/g;

export function lowerScriptPriority(html) {
  return html.replace(scriptTag, (tag) => {
    if (/\bfetchpriority=/.test(tag)) return tag;
    return tag.replace(/\s*\/?>$/, (end) => ` fetchpriority="low"${end}`);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let tags = 0;
  const files = htmlFiles(buildClientDir());
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const lowered = lowerScriptPriority(html);
    tags += (lowered.match(/fetchpriority="low"/g) ?? []).length;
    if (lowered !== html) writeFileSync(file, lowered);
  }
  console.log(`Low fetch priority on ${tags} script tags in ${files.length} pages`);
}
