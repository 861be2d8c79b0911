/**
 * What a retirement leaves behind in other entries' copy (issue 55: retiring London left its name
 * in eight places of text that staff had to find without a search across entries). The entries a
 * save removes (a city, a service, a case study, an article, an industry), by their names in each
 * edition, looked for in the copy of every entry of the same edition that is left. Pure: the
 * editor's save check under `npm run editor` (editor/save-check.ts) and on a branch
 * (editor/branch-check.ts) say it once the delete is saved; the Dashboard keeps the list while a
 * redirect gives the name as its Retired name (stillToTidy).
 */
import { languageMarkers, type ContentData } from './collections.ts';
import { sitePages, type CopyTexts } from './link-checks.ts';
import { matchesOldAddress, redirectsFiles, retiredNames, type Redirect } from './redirects.ts';
import { languages, type Language } from '../site/languages.ts';
import { literally } from '../site/pattern.ts';

/** `name` as a whole word, not a part of one (Londonderry is not London). */
const wholeWord = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}])${literally(name)}(?![\\p{L}\\p{N}])`, 'u');

/**
 * The files of an edition whose copy names `name` as a whole word (its prose, for an entry with a
 * story), the redirects' own lists (which name old addresses on purpose) and `own` (the entry's own
 * file, without its extension) left out.
 */
/** A file of the edition's copy that may name a retired entry: not the redirects' own lists, which name old addresses on purpose. */
const copyOfEdition = (file: string, language: Language) => (language === 'fr') === file.startsWith('content/fr/') && !/\/redirects\.yaml$/.test(file);

function filesNaming(name: string, language: Language, copy: CopyTexts, own = ''): string[] {
  const pattern = wholeWord(name);
  return copy
    .filter(({ file }) => copyOfEdition(file, language) && file.replace(/\.(yaml|md)$/, '') !== own)
    .filter(({ prose, texts }) => (prose.length > 0 ? prose : texts).some((text) => pattern.test(text)))
    .map(({ file }) => file);
}

/**
 * For each name a save retires that other entries still use: the line that says where, by the
 * entries' names (`nameOf`, model/content/entry-names.ts), `copy` the content as saved, and whether
 * the Dashboard keeps the list: while a redirect of that edition gives the name as its Retired name
 * (stillToTidy, below).
 */
export function retiredMentions(before: ContentData, after: ContentData, copy: CopyTexts, nameOf: (file: string) => string): string[] {
  const lines: string[] = [];
  for (const { language, name, file: own } of retiredNames(before, after)) {
    const files = filesNaming(name, language, copy, own).map(nameOf);
    if (files.length === 0) continue;
    const kept = (after.redirects[language].redirects as readonly Redirect[]).some((redirect) => redirect.retiredName?.trim() === name);
    lines.push(
      `“${name}” is still named in ${files.length > 1 ? `${files.length} entries` : 'one entry'}, about a page the site no longer has: ${files.join('; ')}. Open each and rewrite or remove the mention. ${
        kept
          ? `The Dashboard lists them under Still to tidy while a redirect in Redirects${languageMarkers[language]} gives “${name}” as its Retired name.`
          : `To keep this list on the Dashboard, write “${name}” as the Retired name of its redirect in Redirects${languageMarkers[language]}.`
      }`,
    );
  }
  return lines;
}

/** Where a retired name is still written: the entry's file, the field (as a problem's line names it: Hero > Intro), and the words around it. */
export type Mention = { file: string; place?: string; quote: string };

/** One name staff retired that entries of its edition still use (the Dashboard's "Still to tidy"), each field that writes it. */
export type StillToTidy = { name: string; language: Language; redirects: string; mentions: Mention[] };

/** The words around the name's first place in `text`, on one line, cut at words, « … » where cut: what a person reads there. */
function around(text: string, pattern: RegExp): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const at = line.search(pattern);
  const [from, to] = [Math.max(0, at - 50), Math.min(line.length, at + 70)];
  const start = from === 0 ? 0 : line.indexOf(' ', from) + 1;
  const end = to === line.length ? to : Math.max(line.lastIndexOf(' ', to), at + 1);
  return `${start > 0 ? '…' : ''}${line.slice(start, end).trim()}${end < line.length ? '…' : ''}`;
}

/**
 * The names redirects give as their Retired name, once no page of the site fits their old address
 * any more (before that, the entry is still there, and naming it is no mistake), each with every
 * field of its edition that still writes it (the walk-through of 2026-12-03, the tenth: a line an
 * entry opened at its top, and 28 long entries to search); names no field uses are left out.
 * `data`: the content as saved.
 */
export function stillToTidy(data: ContentData, copy: CopyTexts): StillToTidy[] {
  const pages = [...sitePages(data)];
  const found: StillToTidy[] = [];
  for (const language of languages) {
    const names = new Set<string>();
    for (const { oldAddress, retiredName } of data.redirects[language].redirects as readonly Redirect[]) {
      const name = retiredName?.trim();
      if (name && !pages.some((page) => matchesOldAddress(oldAddress, page))) names.add(name);
    }
    for (const name of names) {
      const pattern = wholeWord(name);
      const mentions = copy
        .filter(({ file }) => copyOfEdition(file, language))
        .flatMap(({ file, fields }) => fields.filter(({ text }) => pattern.test(text)).map(({ place, text }) => ({ file, ...(place ? { place } : {}), quote: around(text, pattern) })));
      if (mentions.length > 0) found.push({ name, language, redirects: redirectsFiles[language], mentions });
    }
  }
  return found;
}
