/**
 * The French entries and their English twins, read from a `ContentSource` (model/content/content-source.ts):
 * the project's folder (model/content/translation-files.ts) or, in the deployed editor, the
 * branch's files (editor/branch-check.ts), so the translation status is the same wherever it is
 * computed. Files are read as YAML, not validated: a file the site cannot use is the content
 * check's to name, not this one's. Pure.
 */
import { yamlData } from './yaml-text.ts';
import { collectionOf, collections, isMarkdown, yamlCollections, postFolders } from './collections.ts';
import { collectionFiles } from './content-read.ts';
import type { ContentSource } from './content-source.ts';
import { fieldPathOf } from './content-messages.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { frenchContentFile } from '../site/languages.ts';
import { englishOnlyKeys } from './schemas/fields.ts';
import { articleTextsOf, changedSince, englishCheckedKey, fingerprintOf, heldBy, sinceChecked, textsOf, type EnglishText, type MovedList, type RemovedItems } from './translation-status.ts';

/** A French entry and its English twin, with the English texts as they are now. */
export type TranslationPair = { french: string; english: string; texts: EnglishText[]; checked: string | undefined; data: unknown; body?: string };

/**
 * A changed text's place as the editor names it (issue 41): `faqs.1.answer` is FAQs 2 ("…") >
 * Answer, an article's `body: Step 1` its section "Step 1".
 */
export function placeName(data: unknown, path: string, body = 'Article'): string {
  const section = /^body: (.+)$/.exec(path);
  if (section) return section[1] === 'introduction' ? `${body}, introduction` : `${body}, section "${section[1]}"`;
  return fieldPathOf(data, path);
}

/** A list put in another order, as the editor names it among the changes (its panel, and the build's order check, give the order). */
const movedName = ({ name }: NamedMove) => `${name} in a new order`;

/** A list put in another order, and its name in the editor (FAQs). */
export type NamedMove = MovedList & { name: string };
/** A list's items removed, and the list's name in the editor. */
export type NamedRemoval = RemovedItems & { name: string };

/** Items removed, as the editor names them among the changes: FAQs 1 removed (by the French numbering, which is the English's when checked). */
const removedName = ({ name, numbers }: NamedRemoval) => `${name} ${numbers.join(', ')} removed`;

/**
 * What changed in a pair's English since its French was checked (model/content/translation-status.ts
 * sinceChecked): each list put in another order, by its place, then each text added or changed;
 * each as the editor names it; and, for a text of an item that moved, where it stood then.
 */
export function changesOf({ texts, checked, data, body }: Pick<TranslationPair, 'texts' | 'checked' | 'data' | 'body'>) {
  const since = sinceChecked(texts, checked);
  const moved = since.moved.map((list): NamedMove => ({ ...list, name: fieldPathOf(data, list.list) }));
  const removed = since.removed.map((list): NamedRemoval => ({ ...list, name: fieldPathOf(data, list.list) }));
  // A list both moved and with items removed is named once a change: by its move, the removal said with it.
  const removedOnly = removed.filter(({ list }) => !moved.some((move) => move.list === list));
  return {
    changed: [...moved.map(({ list }) => list), ...removedOnly.map(({ list }) => list), ...since.changed],
    changedNames: [...moved.map(movedName), ...removedOnly.map(removedName), ...since.changed.map((path) => placeName(data, path, body))],
    moved,
    removed,
    wasAt: since.wasAt,
  };
}

/**
 * The texts a French entry translates: not the facts its English twin alone holds (a case study's
 * date, services, city and industry, an industry's icon: schemas/fields.ts englishOnlyField),
 * which the French follows. A changed fact marked the French "needs updating" with nothing to
 * translate.
 */
function translatable(texts: EnglishText[], schema: Parameters<typeof englishOnlyKeys>[0]): EnglishText[] {
  const facts = new Set(Object.keys(englishOnlyKeys(schema)));
  return facts.size === 0 ? texts : texts.filter(({ path }) => !facts.has(path.split('.')[0]!));
}

const articles = (source: ContentSource, folder: string) =>
  source
    .list(folder)
    .map(({ name }) => name)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${folder}/${name}`);
/** A French file's fingerprint of its English twin, where it has one (model/content/translation-status.ts). */
export const checkedIn = (data: unknown): string | undefined => {
  const value = (data as Record<string, unknown> | null)?.[englishCheckedKey];
  return typeof value === 'string' ? value : undefined;
};

/** Every French entry that has an English twin: every bilingual content file, every French article that translates one. */
export function translationPairsIn(source: ContentSource): { pairs: TranslationPair[]; untranslated: string[] } {
  const read = (file: string) => source.read(file);
  const pairs: TranslationPair[] = [];
  for (const collection of yamlCollections) {
    if (collection.frenchOnly || collection.ownItems) continue;
    for (const english of collectionFiles(collection, source)) {
      const french = frenchContentFile(english);
      if (!source.exists(english) || !source.exists(french)) continue;
      try {
        const data: unknown = yamlData(read(english));
        pairs.push({ french, english, texts: translatable(textsOf(data), collection.schema), checked: checkedIn(yamlData(read(french))), data });
      } catch {
        // Not YAML: the content check names it.
      }
    }
  }
  // Markdown twins (case studies): the French file beside the English one, same name, its story by sections.
  for (const collection of collections) {
    if (!isMarkdown(collection.files) || collection.files.ownEntries) continue;
    for (const english of collectionFiles(collection, source)) {
      const french = frenchContentFile(english);
      if (!source.exists(french)) continue;
      try {
        const { data: meta, body } = splitFrontMatter(english, read(english));
        const { data } = splitFrontMatter(french, read(french));
        pairs.push({ french, english, texts: translatable(articleTextsOf(meta, body), collection.schema), checked: checkedIn(data), data: meta, body: 'Story' });
      } catch {
        // The content check names it.
      }
    }
  }
  const translated = new Set<string>();
  for (const french of articles(source, postFolders.fr)) {
    try {
      const { data } = splitFrontMatter(french, read(french));
      if (typeof data.translationOf !== 'string') continue;
      const english = `${postFolders.en}/${data.translationOf}.md`;
      if (!source.exists(english)) continue;
      translated.add(english);
      const { data: meta, body } = splitFrontMatter(english, read(english));
      pairs.push({ french, english, texts: articleTextsOf(meta as Record<string, unknown>, body), checked: checkedIn(data), data: meta });
    } catch {
      // The content check names it.
    }
  }
  const untranslated = articles(source, postFolders.en).filter((english) => !translated.has(english));
  return { pairs, untranslated };
}

/** Each French entry, its English twin, and whether the French is checked against the English as it is now (model/content/translation-checks.ts stillEnglishProblems). */
export const checkedPairs = (pairs: readonly TranslationPair[]) =>
  pairs.map(({ french, english, texts, checked }) => ({ french, english, current: checked !== undefined && changedSince(texts, checked).length === 0 }));

/** An English file's texts, from its source (YAML, or an article's Markdown). */
export function englishTextsOf(file: string, source: string): EnglishText[] {
  const schema = collectionOf(file)?.schema;
  const texts = (() => {
    if (!file.endsWith('.md')) return textsOf(yamlData(source));
    const { data, body } = splitFrontMatter(file, source);
    return articleTextsOf(data as Record<string, unknown>, body);
  })();
  return schema ? translatable(texts, schema) : texts;
}

/** The texts among `texts` that the fingerprint `checked` holds: the English as it was when the French was checked, where these are its versions. */
export function textsIn(checked: string, texts: readonly EnglishText[], paths: readonly string[]): Record<string, string> {
  const wanted = new Set(paths);
  return Object.fromEntries(heldBy(checked, texts.filter((text) => wanted.has(text.path))).map(({ path, text }) => [path, text]));
}

/**
 * What the editor shows on a French entry: the fingerprint "Mark the French as checked" writes
 * (its English twin's now), what changed since the fingerprint the file holds, and each changed
 * English text as it is now and, where the history has it, as it was when last checked.
 */
export type EditorTranslation = {
  english: string;
  fingerprint: string;
  changed: string[];
  changedNames: string[];
  /** The lists put in another order (their places are in `changed` too). */
  moved: NamedMove[];
  /** The lists with items removed (their places are in `changed` too, unless the list moved). */
  removed: NamedRemoval[];
  now: Record<string, string>;
  was: Record<string, string>;
  /** The changed texts known to be new: an item added to a list since the French was checked. */
  added?: string[];
};

/** `wasOf`: each English text, at the places given, as it was when the French was last checked (its fingerprint), where known. */
export type WasOf = (english: string, checked: string | undefined, paths: readonly string[]) => Record<string, string>;

/** The editor's view of every French entry with an English twin, by French file, and the untranslated articles. */
export function editorTranslationsOf({ pairs, untranslated }: { pairs: readonly TranslationPair[]; untranslated: string[] }, wasOf: WasOf): { entries: Record<string, EditorTranslation>; untranslated: string[] } {
  return {
    entries: Object.fromEntries(
      pairs.map(({ french, english, texts, checked, data, body }) => {
        const { changed, changedNames, moved, removed, wasAt } = changesOf({ texts, checked, data, body });
        // A French entry never checked has every text "changed": the notice lists them, without the texts.
        const shown = checked ? changed : [];
        const now = Object.fromEntries(texts.filter(({ path }) => shown.includes(path)).map(({ path, text }) => [path, text]));
        // A text of an item that moved, as it was where the item stood then; one of a new item, as nothing.
        const thenOf = new Map(shown.flatMap((path) => (wasAt[path] === null || !(path in now) ? [] : [[wasAt[path] ?? path, path] as const])));
        const wasThen = wasOf(english, checked, [...thenOf.keys()]);
        const was = Object.fromEntries(Object.entries(wasThen).flatMap(([then, text]) => (thenOf.has(then) ? [[thenOf.get(then)!, text]] : [])));
        // The texts of an item new since the check (its place another item's then): said new, not "not on record".
        const added = shown.filter((path) => wasAt[path] === null);
        // Up to date (nothing changed since the saved fingerprint, which may hold more: a text since
        // removed, a fact no longer counted): the saved one, which the editor's box compares its
        // field with, as `npm run translations` and the Dashboard do with changedSince.
        const fingerprint = checked && changed.length === 0 ? checked : fingerprintOf(texts);
        return [french, { english, fingerprint, changed, changedNames, moved, removed, now, was, added }];
      }),
    ),
    untranslated,
  };
}
