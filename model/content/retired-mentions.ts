/**
 * What a retirement leaves behind in other entries' copy (issue 55: retiring London left its name
 * in eight places of text that staff had to find without a search across entries). The entries a
 * save removes (a city, a service, a case study, an article, an industry), by their names in each
 * edition, looked for in the copy of every entry of the same edition that is left. Pure: the
 * editor's save check under `npm run editor` (editor/save-check.ts) and on a branch
 * (editor/branch-check.ts) say it once the delete is saved.
 */
import { collections, folderOf, type ContentData } from './collections.ts';
import type { CopyTexts } from './link-checks.ts';
import { frenchContentFile, languages, type Language } from '../site/languages.ts';
import { literally } from '../site/pattern.ts';

type Named = Readonly<Record<string, unknown>>;
/** Each collection whose entries have pages, and the field that names an entry. */
const named = [
  ['locations', 'city'],
  ['services', 'name'],
  ['caseStudies', 'title'],
  ['articles', 'title'],
  ['industries', 'name'],
] as const;

/**
 * The names, in each edition, of the entries `before` has and `after` has not, with the entry's own
 * file without its extension (content/fr/case-studies/x): a French entry whose English one is
 * deleted is still there, and still names itself.
 */
export function retiredNames(before: ContentData, after: ContentData): { language: Language; name: string; file: string }[] {
  const found: { language: Language; name: string; file: string }[] = [];
  for (const language of languages) {
    for (const [collection, field] of named) {
      const folder = folderOf(collections.find((each) => each.name === collection)!.files);
      const was = (before[collection][language] ?? {}) as Readonly<Record<string, Named>>;
      const is = (after[collection][language] ?? {}) as Readonly<Record<string, Named>>;
      for (const [slug, entry] of Object.entries(was)) {
        const name = entry[field];
        const english = `${folder}/${slug}`;
        if (!(slug in is) && typeof name === 'string' && name.trim()) found.push({ language, name: name.trim(), file: language === 'fr' ? frenchContentFile(english) : english });
      }
    }
  }
  return found;
}


/**
 * For each name a save retires that other entries still use: the line that says where, by the
 * entries' names (`nameOf`, model/content/entry-names.ts), `copy` the content as saved. The redirects'
 * own lists name old addresses on purpose, and are left out.
 */
export function retiredMentions(before: ContentData, after: ContentData, copy: CopyTexts, nameOf: (file: string) => string): string[] {
  const lines: string[] = [];
  for (const { language, name, file: own } of retiredNames(before, after)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${literally(name)}(?![\\p{L}\\p{N}])`, 'u');
    const files = copy
      .filter(({ file }) => (language === 'fr') === file.startsWith('content/fr/') && !/\/redirects\.yaml$/.test(file) && file.replace(/\.(yaml|md)$/, '') !== own)
      .filter(({ prose, texts }) => (prose.length > 0 ? prose : texts).some((text) => pattern.test(text)))
      .map(({ file }) => nameOf(file));
    if (files.length === 0) continue;
    lines.push(
      `“${name}” is still named in ${files.length > 1 ? `${files.length} entries` : 'one entry'}, about a page the site no longer has: ${files.join('; ')}. Open each and rewrite or remove the mention.`,
    );
  }
  return lines;
}
