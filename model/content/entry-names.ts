/**
 * Each content file's name as staff know it (issue 55: notices quoted `content/fr/services/ai-agents.yaml`):
 * its entry's name and its collection as the editor's sidebar says it, "Agents IA — Services · Français";
 * a page's file, its label, "About page · English". Pure, over a `ContentSource`: the project's files
 * (model/build/entry-pages.ts entryNames, for the Dashboard) or a branch's (editor/branch-check.ts).
 */
import { yamlData } from './yaml-text.ts';
import { collections, isMarkdown, keyOfCollection, languageMarkers, type ContentFolder, type MarkdownFolder } from './collections.ts';
import type { ContentSource } from './content-source.ts';
import { folderEntries } from './content-read.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { frenchContentFile, languages } from '../site/languages.ts';

/** A YAML file's data, or a Markdown file's front matter; nothing when it cannot be read (model/build/entry-pages.ts reads the project's with it too). */
export function fieldsOf(source: ContentSource, file: string): Record<string, unknown> {
  try {
    const text = source.read(file);
    return file.endsWith('.md') ? splitFrontMatter(file, text).data : ((yamlData(text) ?? {}) as Record<string, unknown>);
  } catch {
    return {};
  }
}

/**
 * A file's name as staff know it, from the first of `sources` that names it (a save's content after
 * and before it: a deleted entry is named as it was), its path where none does.
 */
export function entryNameOf(...sources: readonly ContentSource[]): (file: string) => string {
  const names = Object.assign({}, ...[...sources].reverse().map(entryNamesIn)) as Record<string, string>;
  return (file) => names[file] ?? file;
}

export function entryNamesIn(source: ContentSource): Record<string, string> {
  const names: Record<string, string> = {};
  const editionsOf = (file: string, frenchOnly: boolean) =>
    frenchOnly ? [{ file, marker: '' }] : languages.map((language) => ({ file: language === 'en' ? file : frenchContentFile(file), marker: languageMarkers[language] }));
  for (const collection of collections) {
    const { label, files, entryName } = collection;
    const frenchOnly = 'frenchOnly' in collection && collection.frenchOnly === true;
    if (Array.isArray(files)) {
      for (const english of files as readonly string[]) for (const { file, marker } of editionsOf(english, frenchOnly)) names[file] = `${label}${marker}`;
      continue;
    }
    const where = files as ContentFolder | MarkdownFolder;
    const folders =
      isMarkdown(where) && where.ownEntries
        ? languages.map((language) => ({ folder: language === 'en' ? where.folder : frenchContentFile(where.folder), marker: languageMarkers[language] }))
        : editionsOf(where.folder, frenchOnly).map(({ file, marker }) => ({ folder: file, marker }));
    const extension = isMarkdown(where) ? 'md' : 'yaml';
    for (const { folder, marker } of folders) {
      for (const entry of folderEntries(where, source, folder)) {
        const file = `${folder}/${entry}.${extension}`;
        const own = entryName ? fieldsOf(source, file)[entryName] : undefined;
        names[file] = `${typeof own === 'string' && own.trim() ? own.trim() : entry} — ${label}${marker}`;
      }
    }
  }
  return names;
}

/**
 * Each English entry's name by its file name, by the editor's key of its collection
 * (`{ industries: { 'financial-services': 'Financial services' } }`): what a field choosing an
 * entry shows in place of its file name (issue 55: a case study's industry was chosen among
 * `financial-services` and `public-sector`).
 */
export function entryNamesByKey(source: ContentSource, leaveOut: ReadonlySet<string> = new Set()): Record<string, Record<string, string>> {
  const byKey: Record<string, Record<string, string>> = {};
  for (const collection of collections) {
    const { files, entryName } = collection;
    if (Array.isArray(files) || !entryName || collection.frenchOnly) continue;
    const where = files as ContentFolder | MarkdownFolder;
    const extension = isMarkdown(where) ? 'md' : 'yaml';
    const names: Record<string, string> = {};
    for (const entry of folderEntries(where, source, where.folder)) {
      if (leaveOut.has(`${where.folder}/${entry}.${extension}`)) continue;
      const own = fieldsOf(source, `${where.folder}/${entry}.${extension}`)[entryName];
      if (typeof own === 'string' && own.trim()) names[entry] = own.trim();
    }
    byKey[keyOfCollection(collection)] = names;
  }
  return byKey;
}
