/**
 * Translation status (issue 30): which French entries their English twin has changed since the
 * French was last checked against it, and which English articles have no French translation.
 *
 * A French entry keeps, in `englishChecked`, a fingerprint of its English twin's texts as they
 * were when staff last confirmed the French ("Mark the French as checked" in the editor, or
 * `npm run translations -- --checked <file>`): six hexadecimal digits per text, each a hash of
 * the text and its place (`faqs.1.answer`), so the texts changed since can be named. Nothing is
 * hidden or refused: the build and `npm run deploy` print the list as a warning, the editor shows
 * it, and staff decide what to publish.
 *
 * Pure: the texts in, the status out (Node reads the files: model/content/translation-files.ts).
 */

/** The key a French file (or a French article's front matter) keeps its fingerprint under. */
export const englishCheckedKey = 'englishChecked';

/** What a fingerprint looks like: six hexadecimal digits per English text. */
export const fingerprintPattern = /^(?:[0-9a-f]{6})+$/;

/** One text of an English entry and where it is: `faqs.1.answer`, an article's `body: Step 1: Measure the baseline`. */
export type EnglishText = { path: string; text: string };

/** Every text of a file's data, with its place. */
export function textsOf(value: unknown, path = ''): EnglishText[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, path ? `${path}.${index}` : String(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (key === englishCheckedKey ? [] : textsOf(item, path ? `${path}.${key}` : key)));
  }
  return [];
}

/**
 * A Markdown text as a reader sees it (issue 55): the same list, table or escaped character however
 * the Markdown spells it. The editor writes `* ` where a file had `- `, pads a table's cells and
 * escapes `&`; none of that is a change the French must catch up with.
 */
export function asRead(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (/^\s*\|/.test(line) ? line.split('|').map((cell) => cell.trim().replace(/^:?-{3,}:?$/, '---')).join('|') : line.replace(/^(\s*)[-*+](\s+)/, '$1-$2')))
    .join('\n')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/**
 * An article's texts: its front matter's, and its body section by section (the introduction,
 * then each `##` heading's section), so that the note says which section changed.
 */
export function articleTextsOf(frontMatter: Record<string, unknown>, body: string): EnglishText[] {
  // Not what the French translates: the English article it pairs with, the sign drawn on its cover (an icon's name, the same in both).
  const { translationOf: _translationOf, coverSign: _coverSign, ...meta } = frontMatter;
  const sections: EnglishText[] = [];
  let path = 'body: introduction';
  let lines: string[] = [];
  const flush = () => {
    const text = asRead(lines.join('\n').trim());
    if (text) sections.push({ path, text });
  };
  for (const line of body.split('\n')) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      path = `body: ${heading[1]!.trim()}`;
      lines = [line];
    } else lines.push(line);
  }
  flush();
  return [...textsOf(meta), ...sections];
}

/** FNV-1a over the UTF-16 code units, as six hexadecimal digits (24 of its 32 bits). */
function hash6(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash >>> 8).toString(16).padStart(6, '0');
}

/**
 * A text as its spaces read on a page: a run of spaces between words is one, a line's trailing
 * spaces and the text's own ends none (a walk-through of 2026-12-01 typed a double space into an
 * English lead, and its French twin said "French needs updating" over two texts that read alike).
 * A line's leading spaces stay (a code sample's indentation).
 */
const asSpaced = (text: string) => text.replace(/[ \t]+$/gm, '').replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ').trim();

/** A text's six digits in a fingerprint. */
export const hashOf = ({ path, text }: EnglishText) => hash6(`${path}\u0000${asSpaced(text)}`);

/** The fingerprint of an English entry's texts, as a French entry keeps it. */
export function fingerprintOf(texts: readonly EnglishText[]): string {
  return texts.map(hashOf).join('');
}

/** A fingerprint's six-digit hashes, the last one read kept (sinceChecked asks many times of one). */
let lastDigits: { checked: string; known: Set<string> } | undefined;
function digitsOf(checked: string): Set<string> {
  if (lastDigits?.checked !== checked) lastDigits = { checked, known: new Set(checked.match(/[0-9a-f]{6}/g) ?? []) };
  return lastDigits.known;
}

/**
 * Which of `texts` the fingerprint `checked` holds as they are: by hashOf, or by the hash of the
 * text as written, which fingerprints taken before 2026-12-01 hold (a text with a double space kept
 * its digits of then, and none is flagged for it). The fingerprint is read once for all the texts.
 */
export function heldBy(checked: string, texts: readonly EnglishText[]): EnglishText[] {
  const known = digitsOf(checked);
  return texts.filter((text) => known.has(hashOf(text)) || known.has(hash6(`${text.path}\u0000${text.text}`)));
}

/**
 * A list whose English items moved since a fingerprint was taken: `order` gives, for each item now,
 * its number then (from 1), the French numbering, since the French was checked in that order;
 * undefined for an item that is new.
 */
export type MovedList = { list: string; order: (number | undefined)[] };

/** A list's items removed since a fingerprint was taken, by their numbers then (from 1): the French numbering. */
export type RemovedItems = { list: string; numbers: number[] };

/** A text's places as an item of a list, outermost first (`cards.2.points.1`: of `cards` item 2, of `cards.2.points` item 1); none for an article's section. */
function itemPlaces(path: string): { list: string; index: number; rest: string }[] {
  if (path.startsWith('body: ')) return [];
  const keys = path.split('.');
  return keys.flatMap((key, at) =>
    at > 0 && /^\d+$/.test(key) ? [{ list: keys.slice(0, at).join('.'), index: Number(key), rest: keys.slice(at + 1).map((rest) => `.${rest}`).join('') }] : [],
  );
}

/**
 * What changed in the English since `fingerprint` was taken: the places of the texts added or
 * changed, and the lists whose items only moved (a walk-through of 2026-12-03 moved an English FAQ
 * first, and its French twin was shown 16 "rewritten" texts, every question compared with the one
 * that had stood in its place). An item moved is found by its texts, which the fingerprint holds
 * at its place then; a text of it that also changed is named at its place now, and `wasAt` gives
 * where it stood then (null: an item that is new, whose place another item held). An item removed
 * from among others is found by the place no item comes from (`removed`); one removed from the
 * end leaves no trace the fingerprint can tell from a text no longer counted, and the build's shape
 * check names it. No fingerprint: every text, the French never having been checked.
 */
export function sinceChecked(
  texts: readonly EnglishText[],
  fingerprint: string | undefined,
): { changed: string[]; moved: MovedList[]; removed: RemovedItems[]; wasAt: Record<string, string | null> } {
  if (!fingerprint) return { changed: texts.map(({ path }) => path), moved: [], removed: [], wasAt: {} };
  const held = new Set(heldBy(fingerprint, texts));
  const notHeld = texts.filter((text) => !held.has(text));
  if (notHeld.length === 0) return { changed: [], moved: [], removed: [], wasAt: {} };
  // Each list's items, by index, with their texts.
  const lists = new Map<string, Map<number, { text: EnglishText; rest: string }[]>>();
  for (const text of texts) {
    for (const place of itemPlaces(text.path)) {
      const items = lists.get(place.list) ?? new Map<number, { text: EnglishText; rest: string }[]>();
      items.set(place.index, [...(items.get(place.index) ?? []), { text, rest: place.rest }]);
      lists.set(place.list, items);
    }
  }
  const moved: MovedList[] = [];
  const removed: RemovedItems[] = [];
  const wasAt: Record<string, string | null> = {};
  const movedTexts = new Set<EnglishText>();
  for (const [list, items] of lists) {
    const count = Math.max(...items.keys()) + 1;
    const heldAt = (item: { text: EnglishText; rest: string }[], j: number) => heldBy(fingerprint, item.map(({ text, rest }) => ({ path: `${list}.${j}${rest}`, text: text.text })));
    // Where each item stood then: its own place when any of its texts is held there, else the place that holds most of them.
    const then = Array.from({ length: count }, (_, i) => {
      const item = items.get(i) ?? [];
      if (item.some(({ text }) => held.has(text))) return i;
      let best: { j: number; found: number } | undefined;
      for (let j = 0; j < count + 20; j++) {
        if (j === i) continue;
        const found = heldAt(item, j).length;
        if (found > 0 && (!best || found > best.found)) best = { j, found };
      }
      return best?.j;
    });
    if (then.every((j, i) => j === i || j === undefined)) continue;
    const was = new Set(then);
    then.forEach((j, i) => {
      for (const { text, rest } of items.get(i) ?? []) {
        if (held.has(text)) continue;
        if (j !== undefined && j !== i && heldAt([{ text, rest }], j).length > 0) movedTexts.add(text);
        // Changed in a moved item: as it stood then; new where another item stood: nothing then.
        else if (j !== undefined && j !== i) wasAt[text.path] = `${list}.${j}${rest}`;
        else if (j === undefined && was.has(i)) wasAt[text.path] = null;
      }
    });
    // Items only shifted by one added or removed keep the French's order: nothing to move there.
    const kept = then.filter((j): j is number => j !== undefined);
    if (kept.some((j, k) => k > 0 && j < kept[k - 1]!)) moved.push({ list, order: then.map((j) => (j === undefined ? undefined : j + 1)) });
    // A place then that no item now comes from, and that no item rewritten in place now holds: the
    // item there was removed, and its French twin is to remove (a walk-through of 2026-12-03: a team
    // member removed from the English, the French was said to be up to date).
    const gone = Array.from({ length: Math.max(...kept) + 1 }, (_, k) => k).filter((k) => !was.has(k) && !(then[k] === undefined && items.has(k)));
    if (gone.length > 0) removed.push({ list, numbers: gone.map((k) => k + 1) });
  }
  return { changed: notHeld.filter((text) => !movedTexts.has(text)).map(({ path }) => path), moved, removed, wasAt };
}

/**
 * The places of what changed in the English since `fingerprint` was taken (sinceChecked): each text
 * added or changed, and each list whose items were put in another order or removed, by the list's place.
 */
export function changedSince(texts: readonly EnglishText[], fingerprint: string | undefined): string[] {
  const { changed, moved, removed } = sinceChecked(texts, fingerprint);
  return [...new Set([...moved, ...removed].map(({ list }) => list)), ...changed];
}

/** A French entry behind its English twin. */
type StaleTranslation = {
  french: string;
  english: string;
  /** The places of the English texts that changed (`faqs.1.answer`), and the same as the editor names them (model/content/translation-files.ts placeName). */
  changed: string[];
  changedNames: string[];
  neverChecked?: boolean;
};
/** The whole status: the French entries to update, the English articles with no French translation. */
export type TranslationStatus = { stale: StaleTranslation[]; untranslated: string[] };

/** Places of changed texts in a line: the first `most` of them, and how many more. */
export const listedPaths = (paths: readonly string[], most = 6) =>
  paths.length <= most ? paths.join(', ') : `${paths.slice(0, most).join(', ')} and ${paths.length - most} more`;

/** The status in words, as `npm run translations`, the build and `npm run deploy` print it; empty when all is up to date. */
export function statusLines({ stale, untranslated }: TranslationStatus): string[] {
  const lines: string[] = [];
  if (stale.length > 0) {
    lines.push(`French needs updating: ${stale.length} French ${stale.length > 1 ? 'entries' : 'entry'} whose English changed since the French was last checked`);
    for (const { french, english, changedNames, neverChecked } of stale) lines.push(`  - ${french} (English: ${english}): ${neverChecked ? 'never checked' : listedPaths(changedNames)}`);
  }
  if (untranslated.length > 0) {
    lines.push(`No French translation: ${untranslated.length} English article${untranslated.length > 1 ? 's' : ''}`);
    for (const file of untranslated) lines.push(`  - ${file}`);
  }
  if (lines.length > 0) {
    lines.push('Update the French in the editor, then "Mark the French as checked" (or npm run translations -- --checked <French file>).');
  }
  return lines;
}

/**
 * A French file's data without its fingerprint, which the site never shows; one that is no
 * fingerprint is refused, naming the file. An English file's data as it is (its schema refuses the key).
 */
export function withoutEnglishChecked(file: string, data: unknown): unknown {
  if (!/(?:^|\/)content\/fr\//.test(file.replace(/\\/g, '/')) || !data || typeof data !== 'object' || !(englishCheckedKey in data)) return data;
  const { [englishCheckedKey]: checked, ...rest } = data as Record<string, unknown>;
  if (typeof checked !== 'string' || !fingerprintPattern.test(checked)) {
    throw new Error(
      `Invalid content "${file}":\n  - ${englishCheckedKey}: must be the fingerprint "Mark the French as checked" writes (groups of six digits and letters a to f); delete the line to mark the French as not checked`,
    );
  }
  return rest;
}

/** The tags of a passage in another language (`<span lang="en">…</span>`), which nobody reads. */
export const languageSpan = /<span lang="[A-Za-z-]+">|<\/span>/g;

/**
 * A Markdown text as its words appear on the page (issue 55: an article's section in the editor's
 * translation note showed `## `, `**`, `[…](/services/…)` around the words that changed): headings,
 * emphasis and code marks, links' and images' addresses, a passage's language tags and fences dropped, list items as "• ", a
 * table's cells apart. For showing only: what is compared and fingerprinted stays `asRead`, so a
 * changed link's address still counts as a change (the note then shows the Markdown itself).
 */
export function readerText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*(```|~~~)/.test(line) && !/^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(line))
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^(\s*)[-*+]\s+/, '$1• ')
        .replace(/^\s*>\s?/, '')
        .replace(/^\s*\|(.*)\|\s*$/, (_, cells: string) => cells.split('|').map((cell) => cell.trim()).join('   ')),
    )
    .join('\n')
    .replace(languageSpan, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[\s(])([*_])(?=\S)([^*_\n]*?\S)\2(?=[\s).,;:!?]|$)/g, '$1$3')
    .replace(/`([^`\n]+)`/g, '$1');
}

/**
 * An English text as the editor's translation note shows it: an article's sections (`body: …`) as
 * their words read on the page (readerText), unless only their Markdown changed (a link's address),
 * when the Markdown itself shows where.
 */
export function englishShown(path: string, was: string | undefined, now: string): { was?: string; now: string } {
  if (!path.startsWith('body: ')) return { was, now };
  const read = { was: was === undefined ? undefined : readerText(was), now: readerText(now) };
  return read.was !== undefined && read.was === read.now ? { was, now } : read;
}

/** A run of words of a text, and whether the other text has it too. */
export type WordRun = { text: string; changed: boolean };

/**
 * The words that differ between an English text as it was and as it is (issue 55: the editor showed
 * both with no sign of what changed): each text as runs of words, `changed` where the other has
 * not the same words (a longest common subsequence of words, spaces kept with the word before
 * them). A long text's unchanged start and end are set aside first; what is left beyond 4 million
 * comparisons is marked changed whole.
 */
export function wordChanges(was: string, now: string): { was: WordRun[]; now: WordRun[] } {
  const words = (text: string) => text.match(/\s*\S+\s*|\s+/g) ?? [];
  const a = words(was);
  const b = words(now);
  const same = (x: string, y: string) => x.trim() === y.trim();
  let start = 0;
  while (start < a.length && start < b.length && same(a[start]!, b[start]!)) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end]!, b[b.length - 1 - end]!)) end += 1;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  const keptA = new Array<boolean>(midA.length).fill(false);
  const keptB = new Array<boolean>(midB.length).fill(false);
  if (midA.length * midB.length <= 4_000_000) {
    const width = midB.length + 1;
    const table = new Uint16Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        table[i * width + j] = same(midA[i]!, midB[j]!) ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
      }
    }
    for (let i = 0, j = 0; i < midA.length && j < midB.length; ) {
      if (same(midA[i]!, midB[j]!)) {
        keptA[i] = keptB[j] = true;
        i += 1;
        j += 1;
      } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) i += 1;
      else j += 1;
    }
  }
  const runs = (all: string[], mid: boolean[]): WordRun[] => {
    const out: WordRun[] = [];
    all.forEach((text, index) => {
      const changed = index >= start && index < start + mid.length && !mid[index - start];
      const last = out[out.length - 1];
      if (last && last.changed === changed) last.text += text;
      else out.push({ text, changed });
    });
    return out;
  };
  return { was: runs(a, keptA), now: runs(b, keptB) };
}
