/**
 * The last step of `npm run build`: writes what Workers Static Assets needs to answer without the
 * worker (worker/edge-rules.ts) into the built client folder: `_headers`, `_redirects` and the
 * Speculation Rules file every page names. Run by Node itself (it strips the types).
 */
import { writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { buildClientDir, builtFilePaths, htmlFiles } from './html-files.mjs';
import { headersFile, redirectsFile } from '../worker/edge-rules.ts';
import { speculationRules } from '../worker/speculation-rules.ts';
import { localizedUrls, notFoundFiles, pagePathOfFile, urls, type AddressWords } from '../model/urls.ts';
import { loadContentFile } from '../model/content-files.ts';
import { searchEngineFiles } from '../model/search.ts';
import { languagePrefixes } from '../model/languages.ts';
import { previewBranchOf } from '../model/preview.ts';

const client = buildClientDir();
/** Each edition's 404 page (404.html, fr/404.html): no page of the site. */
const notFoundPages = new Set(notFoundFiles);

/** The site's pages as URLs: their pre-rendered files without `.html` (index.html is `/`). */
const pagePaths = htmlFiles(client)
  .filter((file: string) => !notFoundPages.has(relative(client, file).split(sep).join('/')))
  .map((file: string) => pagePathOfFile(relative(client, file)))
  .sort();

writeFileSync(join(client, urls.speculationRules().slice(1)), `${JSON.stringify(speculationRules)}\n`);

const filePaths = builtFilePaths(client);
// The search pages (issue 24): English /search and the French edition's word for it (content).
const frenchUrls = localizedUrls(languagePrefixes.fr, loadContentFile('content/fr/addresses.yaml') as AddressWords);
const searchPages = [urls.search(), frenchUrls.search()];
for (const path of searchPages) if (!pagePaths.includes(path)) throw new Error(`_headers: the search page ${path} was not built`);
// Pagefind compiles its WebAssembly in a Web Worker, whose own script's policy applies there.
const preview = previewBranchOf(process.env) !== undefined;
// The contact pages (issue 44): the only ones whose policy lets Google reCAPTCHA and EmailJS in.
const formPages = [urls.contact(), frenchUrls.contact()];
for (const path of formPages) if (!pagePaths.includes(path)) throw new Error(`_headers: the contact page ${path} was not built`);
writeFileSync(join(client, '_headers'), headersFile(pagePaths, filePaths, [...searchPages, searchEngineFiles], formPages, preview));
writeFileSync(join(client, '_redirects'), redirectsFile(pagePaths));
console.log(`Wrote _headers, _redirects and ${urls.speculationRules().slice(1)} for ${pagePaths.length} pages${preview ? ` (a preview of ${previewBranchOf(process.env)}: not indexed)` : ''}`);
