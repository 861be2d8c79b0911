/**
 * The site's search index (issue 24), a step of `npm run build` once every page is final: Pagefind
 * reads each pre-rendered page whose <main> is marked `data-pagefind-body` (model/site/search.ts: the
 * pages of the sitemap in both editions), at the page's canonical URL, and writes one index per
 * language (from <html lang>) to dist/client/pagefind/. The search pages load it on demand.
 * Run by Node itself (it strips the types).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import { buildClientDir, htmlFiles } from './html-files.mjs';
import { pagePathOfFile } from '../model/site/urls.ts';
import { fold, spacedElisions, wordsOf } from '../model/page-data/search-words.ts';
import { searchVocabularyFile } from '../model/site/search.ts';

const client = buildClientDir();
const outputPath = join(client, 'pagefind');
const started = Date.now();
rmSync(outputPath, { recursive: true, force: true });

const fail = (what: string, errors: string[]) => {
  throw new Error(`Search index: ${what}\n${errors.map((error) => `  - ${error}`).join('\n')}`);
};
const { index, errors } = await pagefind.createIndex({});
if (!index || errors.length > 0) fail('Pagefind did not start', errors);

/**
 * The words a page's indexed text uses (its <main>, less what search ignores), for the vocabulary
 * the search corrects typos against (model/page-data/search-words.ts). Tags out, entities decoded.
 */
function indexedWords(html: string): string[] {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  // A heading's words count thrice: a page's own name is a word its visitors type (« Carrières »).
  const headings = [...main.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((match) => match[1]).join(' ');
  const text = `${main} ${headings} ${headings}`
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, decimal: string, hex: string, name: string) =>
      decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' } as Record<string, string>)[name] ?? entity);
  return wordsOf(text).map((word) => word.toLowerCase()).filter((word) => word.length >= 3 && !/\d/.test(word));
}
const vocabularies = new Map<string, Map<string, number>>();

let pages = 0;
for (const file of htmlFiles(client)) {
  const content = readFileSync(file, 'utf8');
  if (!/<main\b[^>]*\sdata-pagefind-body/.test(content)) continue;
  const language = /<html\b[^>]*\slang="([a-z]+)/.exec(content)?.[1] ?? 'en';
  const counts = vocabularies.get(language) ?? vocabularies.set(language, new Map()).get(language)!;
  for (const word of indexedWords(content)) counts.set(word, (counts.get(word) ?? 0) + 1);
  // The canonical URL (about.html is /about, fr.html /fr), as the sitemap lists it.
  const url = pagePathOfFile(relative(client, file));
  // French elides a word into the next (« d’accessibilité », « l’IA »), which Pagefind would index
  // as one word: its copy gets a space after the apostrophe, so « accessibilité » finds the page
  // (the search page takes the space out of what it shows: pages/search/search.ts).
  const indexed = language === 'fr' ? content.replace(/>([^<]+)</g, (_, text: string) => `>${spacedElisions(text)}<`) : content;
  const added = await index!.addHTMLFile({ url, content: indexed });
  if (added.errors.length > 0) fail(`${url} could not be indexed`, added.errors);
  pages++;
}
// The files are taken from Pagefind in memory and written here, each whole, before its backend is
// closed. Its own writeFiles answered before every file was on disk, and closing the backend then
// cut the last ones short: a fresh clone once shipped an empty pagefind-entry.json (issue 44), and
// on 2026-11-28 a pagefind.js cut at 32,768 bytes, so that the search pages could not load
// ("Unexpected end of input") while every file had a size (issue 56).
const { files: indexFiles, errors: unread } = await index!.getFiles();
if (unread.length > 0) fail('the index could not be read', unread);
await pagefind.close();
for (const { path, content } of indexFiles) {
  mkdirSync(dirname(join(outputPath, path)), { recursive: true });
  writeFileSync(join(outputPath, path), content);
}
const entry = indexFiles.find(({ path }) => path === 'pagefind-entry.json');
if (!entry || !(JSON.parse(new TextDecoder().decode(entry.content)) as { languages?: object }).languages) fail('the index has no entry file', [`${indexFiles.length} files`]);
// Each language's vocabulary: the words used at least twice, most used first, one spelling per
// word accents aside (the most used); about 15 KB (English) and 20 KB (French) compressed.
for (const [language, counts] of vocabularies) {
  const kept = new Map<string, [string, number]>();
  for (const [word, count] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const key = fold(word);
    const seen = kept.get(key);
    if (seen) seen[1] += count;
    else kept.set(key, [word, count]);
  }
  const words = [...kept.values()].filter(([, count]) => count >= 2).map(([word]) => word);
  writeFileSync(join(client, searchVocabularyFile(language)), JSON.stringify(words));
}
// Pagefind also writes its ready-made interfaces; the search page has its own, so they are not shipped.
const unused = readdirSync(outputPath).filter((file) => /^pagefind-(component-ui|modular-ui|ui|highlight)\.(js|css)$/.test(file));
for (const file of unused) rmSync(join(outputPath, file));
console.log(`Indexed ${pages} pages for search into ${relative(process.cwd(), outputPath)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
