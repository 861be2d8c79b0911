/**
 * The site's search index (issue 24), a step of `npm run build` once every page is final: Pagefind
 * reads each pre-rendered page whose <main> is marked `data-pagefind-body` (model/search.ts: the
 * pages of the sitemap in both editions), at the page's canonical URL, and writes one index per
 * language (from <html lang>) to dist/client/pagefind/. The search pages load it on demand.
 * Run by Node itself (it strips the types).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import { buildClientDir, htmlFiles } from './html-files.mjs';
import { pagePathOfFile } from '../model/urls.ts';

const client = buildClientDir();
const outputPath = join(client, 'pagefind');
const started = Date.now();
rmSync(outputPath, { recursive: true, force: true });

const fail = (what: string, errors: string[]) => {
  throw new Error(`Search index: ${what}\n${errors.map((error) => `  - ${error}`).join('\n')}`);
};
const { index, errors } = await pagefind.createIndex({});
if (!index || errors.length > 0) fail('Pagefind did not start', errors);

let pages = 0;
for (const file of htmlFiles(client)) {
  const content = readFileSync(file, 'utf8');
  if (!/<main\b[^>]*\sdata-pagefind-body/.test(content)) continue;
  // The canonical URL (about.html is /about, fr.html /fr), as the sitemap lists it.
  const url = pagePathOfFile(relative(client, file));
  const added = await index!.addHTMLFile({ url, content });
  if (added.errors.length > 0) fail(`${url} could not be indexed`, added.errors);
  pages++;
}
const written = await index!.writeFiles({ outputPath });
if (written.errors.length > 0) fail('the index could not be written', written.errors);
await pagefind.close();
// Pagefind also writes its ready-made interfaces; the search page has its own, so they are not shipped.
const unused = readdirSync(outputPath).filter((file) => /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(file));
for (const file of unused) rmSync(join(outputPath, file));
console.log(`Indexed ${pages} pages for search into ${relative(process.cwd(), outputPath)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
