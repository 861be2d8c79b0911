/**
 * The one way code reads content: by collection, language and (for a folder) entry, typed by the
 * collection's declaration (model/content/collections.ts), validated when the build loaded it
 * (model/content/content-files.ts, the `virtual:content` module). Server side only: a page's script gets
 * what it needs from the page itself, so no content reaches a browser bundle through here.
 */
import data, { contentGeneration as generation, contentProblem as problem, contentShown as shown } from 'virtual:content';
import type { BilingualCollectionName as Bilingual, BilingualContent, ContentOf, EntryOf, FolderCollectionName } from './collections';
import type { Language } from '../site/languages';

const bilingual: BilingualContent = data;
/** The folder collections, seen as entries by file name (what ContentOf gives them). */
const folders: { readonly [C in FolderCollectionName]: Readonly<Record<Language, Readonly<Record<string, EntryOf<C>>>>> } = data;

/** A collection in one language: a file's content, or a folder's entries by file name. */
export function content<C extends Bilingual>(collection: C, language: Language): ContentOf<C> {
  return bilingual[collection][language];
}

/** Both editions of a collection. */
export function contentIn<C extends Bilingual>(collection: C): Record<Language, ContentOf<C>> {
  return bilingual[collection];
}

/** One entry of a folder collection, or undefined when the folder has no such file. */
export function entryOf<C extends FolderCollectionName>(collection: C, entry: string, language: Language): EntryOf<C> | undefined {
  return folders[collection][language][entry];
}

/** An entry that must be there: every service, city and set the site names has a file in each language (checked when the content loads). */
export function requiredEntry<C extends FolderCollectionName>(collection: C, entry: string, language: Language): EntryOf<C> {
  const found = entryOf(collection, entry, language);
  if (!found) throw new Error(`No ${collection} entry "${entry}" in ${language === 'fr' ? 'content/fr' : 'content'}`);
  return found;
}

/**
 * Under `npm run editor` only: why the content last saved cannot be published, in the build's words.
 * Always undefined in a build, which stops instead.
 */
export const contentProblem: string | undefined = problem;
/** With a problem: the pages show the save ('saved': only the whole check refuses it) or the content as it was before it ('before': it cannot be read). */
export const contentShown: 'saved' | 'before' = shown;
/** Under `npm run editor` only: the count of content saves the dev server had seen when it read this content (model/content/content-generation.ts). */
export const contentGeneration: number | undefined = generation;

/** The French page addresses (content/fr/addresses.yaml), the one collection only French has. */
export const frenchAddresses = data.addresses.fr;
