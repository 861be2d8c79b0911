/**
 * The last step of `npm run build`: writes what Workers Static Assets needs to answer without the
 * worker (worker/edge-rules.ts) into the built client folder: `_headers`, `_redirects` and the
 * Speculation Rules file every page names. Run by Node itself (it strips the types).
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildClientDir, builtFilePaths } from './html-files.mjs';
import { pageFiles } from './page-files.ts';
import { headersFile, isDynamic, redirectsFile } from '../worker/edge-rules.ts';
import { speculationRulesFor } from '../worker/speculation-rules.ts';
import { pagePathOfFile, urls } from '../model/site/urls.ts';
import { urlsFromFiles } from '../model/build/entry-pages.ts';
import { searchEngineFiles } from '../model/site/search.ts';
import { languages } from '../model/site/languages.ts';
import { routesWithPolicy } from '../model/site/routes.ts';
import { previewBranchOf } from '../model/site/preview.ts';
import { loadContent } from '../model/content/content-files.ts';
import { redirectLines, waitingRedirects } from '../model/content/redirects.ts';

const client = buildClientDir();
/** The site's pages as URLs: their pre-rendered files without `.html` (index.html is `/`). */
const pagePaths = pageFiles(client)
  .map((file: string) => pagePathOfFile(relative(client, file)))
  .sort();

const filePaths = builtFilePaths(client);
// The pages with a policy of their own (model/site/routes.ts `policy`), in both editions (the French
// words are content): the search pages (issue 24), whose Pagefind compiles its WebAssembly in a Web
// Worker, and the contact pages (issue 44), the only ones that let Google reCAPTCHA and EmailJS in.
const editions = urlsFromFiles();
const pagesWithPolicy = (policy: 'search' | 'form') => routesWithPolicy(policy).flatMap((key) => languages.map((language) => editions[language].at(key, [])));
const searchPages = pagesWithPolicy('search');
const formPages = pagesWithPolicy('form');
for (const path of [...searchPages, ...formPages]) if (!pagePaths.includes(path)) throw new Error(`_headers: the page ${path}, which has a policy of its own, was not built`);
writeFileSync(join(client, urls.speculationRules().slice(1)), `${JSON.stringify(speculationRulesFor(formPages))}\n`);
const preview = previewBranchOf(process.env) !== undefined;
writeFileSync(join(client, '_headers'), headersFile(pagePaths, filePaths, [...searchPages, searchEngineFiles], formPages, preview));
// Staff's redirects (model/content/redirects.ts), but those whose page is still there: they wait for it to be removed.
const content = loadContent();
const waiting = waitingRedirects(content, pagePaths);
for (const { oldAddress } of waiting) console.log(`Redirects: ${oldAddress} is still a page of the site; its redirect waits until the page is removed`);
const redirects = redirectsFile(pagePaths, redirectLines(content, pagePaths));
// Workers Static Assets reads 2,000 static and 100 dynamic rules at most, and drops the rest without a word.
const rules = redirects.split('\n').filter((line) => line && !line.startsWith('#'));
const dynamic = rules.filter(isDynamic).length;
if (rules.length - dynamic > 2000 || dynamic > 100) {
  throw new Error(`_redirects: ${rules.length - dynamic} redirects without * and ${dynamic} with one; Cloudflare reads 2,000 and 100 at most. Remove the oldest of Redirects (under Whole site).`);
}
writeFileSync(join(client, '_redirects'), redirects);
console.log(`Wrote _headers, _redirects and ${urls.speculationRules().slice(1)} for ${pagePaths.length} pages${preview ? ` (a preview of ${previewBranchOf(process.env)}: not indexed)` : ''}`);
