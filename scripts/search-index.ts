/**
 * The site's search index (issue 24), a step of `npm run build` once every page is final: Pagefind
 * reads each pre-rendered page whose <main> is marked `data-pagefind-body` (model/site/search.ts: the
 * pages of the sitemap in both editions), at the page's canonical URL, and writes one index per
 * language (from <html lang>) to dist/client/pagefind/. The search pages load it on demand.
 * Run by Node itself (it strips the types).
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
const written = await index!.writeFiles({ outputPath });
if (written.errors.length > 0) fail('the index could not be written', written.errors);
// Pagefind's backend answers before every file is on disk, and closing it kills it: a fresh
// clone's build once shipped an empty pagefind-entry.json, and a search page that could not load
// (issue 44). So the index is read back, whole, before the backend is closed: every file written
// and the entry file readable, waiting a bounded while for the last ones, or the build fails.
const incomplete = () => {
  const problems: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (statSync(path).size === 0) problems.push(`${relative(client, path)} is empty`);
    }
  };
  walk(outputPath);
  try {
    JSON.parse(readFileSync(join(outputPath, 'pagefind-entry.json'), 'utf8'));
  } catch (error) {
    problems.push(`pagefind-entry.json cannot be read: ${(error as Error).message}`);
  }
  return problems;
};
for (const waitUntil = Date.now() + 15_000; incomplete().length > 0 && Date.now() < waitUntil; ) await new Promise((resolve) => setTimeout(resolve, 100));
await pagefind.close();
const unfinished = incomplete();
if (unfinished.length > 0) fail('the index was not written whole (run the build again)', unfinished);
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
