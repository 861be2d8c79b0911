/**
 * Node only: the translation status of the content on disk (model/content/translation-status.ts), for
 * `npm run translations`, the build's and the deploy's warning, and the editor (its dev server
 * answers it live; the build writes it beside the deployed editor). Files are read as YAML, not
 * validated: a file the site cannot use is the content check's to name, not this one's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { collections, isMarkdown, yamlCollections, postFolders } from './collections.ts';
import { projectContent } from './content-files.ts';
import { collectionFiles } from './content-read.ts';
import { fieldPathOf } from './content-messages.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { frenchContentFile } from '../site/languages.ts';
import {
  articleTextsOf,
  changedSince,
  englishCheckedKey,
  fingerprintOf,
  hashOf,
  textsOf,
  type EnglishText,
  type TranslationStatus,
} from './translation-status.ts';

/** A French entry and its English twin, with the English texts as they are now. */
type TranslationPair = { french: string; english: string; texts: EnglishText[]; checked: string | undefined; data: unknown; body?: string };

/**
 * A changed text's place as the editor names it (issue 41): `faqs.1.answer` is FAQs 2 ("…") >
 * Answer, an article's `body: Step 1` its section "Step 1".
 */
export function placeName(data: unknown, path: string, body = 'Article'): string {
  const section = /^body: (.+)$/.exec(path);
  if (section) return section[1] === 'introduction' ? `${body}, introduction` : `${body}, section "${section[1]}"`;
  return fieldPathOf(data, path);
}

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const articles = (root: string, folder: string) =>
  existsSync(join(root, folder)) ? readdirSync(join(root, folder)).filter((name) => name.endsWith('.md')).sort().map((name) => `${folder}/${name}`) : [];
const checkedIn = (data: unknown): string | undefined => {
  const value = (data as Record<string, unknown> | null)?.[englishCheckedKey];
  return typeof value === 'string' ? value : undefined;
};

/** Every French entry that has an English twin: every bilingual content file, every French article that translates one. */
export function translationPairs(root = process.cwd()): { pairs: TranslationPair[]; untranslated: string[] } {
  const pairs: TranslationPair[] = [];
  for (const collection of yamlCollections) {
    if (collection.frenchOnly) continue;
    for (const english of collectionFiles(collection, projectContent(root))) {
      const french = frenchContentFile(english);
      if (!existsSync(join(root, english)) || !existsSync(join(root, french))) continue;
      try {
        const data: unknown = parse(read(root, english));
        pairs.push({ french, english, texts: textsOf(data), checked: checkedIn(parse(read(root, french))), data });
      } catch {
        // Not YAML: the content check names it.
      }
    }
  }
  // Markdown twins (case studies): the French file beside the English one, same name, its story by sections.
  for (const collection of collections) {
    if (!isMarkdown(collection.files) || collection.files.ownEntries) continue;
    for (const english of collectionFiles(collection, projectContent(root))) {
      const french = frenchContentFile(english);
      if (!existsSync(join(root, french))) continue;
      try {
        const { data: meta, body } = splitFrontMatter(english, read(root, english));
        const { data } = splitFrontMatter(french, read(root, french));
        pairs.push({ french, english, texts: articleTextsOf(meta, body), checked: checkedIn(data), data: meta, body: 'Story' });
      } catch {
        // The content check names it.
      }
    }
  }
  const translated = new Set<string>();
  for (const french of articles(root, postFolders.fr)) {
    try {
      const { data } = splitFrontMatter(french, read(root, french));
      if (typeof data.translationOf !== 'string') continue;
      const english = `${postFolders.en}/${data.translationOf}.md`;
      if (!existsSync(join(root, english))) continue;
      translated.add(english);
      const { data: meta, body } = splitFrontMatter(english, read(root, english));
      pairs.push({ french, english, texts: articleTextsOf(meta as Record<string, unknown>, body), checked: checkedIn(data), data: meta });
    } catch {
      // The content check names it.
    }
  }
  const untranslated = articles(root, postFolders.en).filter((english) => !translated.has(english));
  return { pairs, untranslated };
}

type Pairs = ReturnType<typeof translationPairs>;

/** The French entries whose English changed since they were checked, and the English articles with no French translation. */
export function translationStatus(root = process.cwd(), { pairs, untranslated }: Pairs = translationPairs(root)): TranslationStatus {
  const stale = pairs
    .map(({ french, english, texts, checked, data, body }) => {
      const changed = changedSince(texts, checked);
      return { french, english, changed, changedNames: changed.map((path) => placeName(data, path, body)), ...(checked === undefined && { neverChecked: true }) };
    })
    .filter(({ changed }) => changed.length > 0);
  return { stale, untranslated };
}

/** An English file's texts, from its source (YAML, or an article's Markdown). */
function englishTextsOf(file: string, source: string): EnglishText[] {
  if (!file.endsWith('.md')) return textsOf(parse(source));
  const { data, body } = splitFrontMatter(file, source);
  return articleTextsOf(data as Record<string, unknown>, body);
}

const git = (root: string, args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 32 * 1024 * 1024 });
const wasCache = new Map<string, Record<string, string>>();

/**
 * The English texts at `paths` as they were when the French was last checked (`checked`, its
 * fingerprint), found in the English file's history: for each place, the text of a committed
 * version whose digits are in the fingerprint. A place not found (a version never committed, a
 * copy without history) is left out.
 */
function textsWhenChecked(root: string, english: string, checked: string | undefined, paths: readonly string[]): Record<string, string> {
  if (!checked || paths.length === 0) return {};
  let head: string;
  try {
    head = git(root, ['rev-parse', 'HEAD']).trim();
  } catch {
    return {};
  }
  const key = [head, english, checked, ...paths].join('\u0000');
  const cached = wasCache.get(key);
  if (cached) return cached;
  const known = new Set(checked.match(/[0-9a-f]{6}/g) ?? []);
  const found: Record<string, string> = {};
  const wanted = new Set(paths);
  try {
    // Newest first, 60 versions at most: the check is most often a few changes back.
    for (const commit of git(root, ['log', '--format=%H', '-n', '60', '--', english]).split('\n').filter(Boolean)) {
      let texts: EnglishText[];
      try {
        texts = englishTextsOf(english, git(root, ['show', `${commit}:${english}`]));
      } catch {
        continue;
      }
      for (const text of texts) if (wanted.has(text.path) && !(text.path in found) && known.has(hashOf(text))) found[text.path] = text.text;
      if (Object.keys(found).length === wanted.size) break;
    }
  } catch {
    // No history here: the notice shows the English as it is now.
  }
  wasCache.set(key, found);
  return found;
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
  now: Record<string, string>;
  was: Record<string, string>;
};

/** The editor's view of every French entry with an English twin, by French file, and the untranslated articles. */
export function editorTranslations(root = process.cwd(), { pairs, untranslated }: Pairs = translationPairs(root)): { entries: Record<string, EditorTranslation>; untranslated: string[] } {
  return {
    entries: Object.fromEntries(
      pairs.map(({ french, english, texts, checked, data, body }) => {
        const changed = changedSince(texts, checked);
        // A French entry never checked has every text "changed": the notice lists them, without the texts.
        const shown = checked ? changed : [];
        const now = Object.fromEntries(texts.filter(({ path }) => shown.includes(path)).map(({ path, text }) => [path, text]));
        const was = textsWhenChecked(root, english, checked, shown);
        return [french, { english, fingerprint: fingerprintOf(texts), changed, changedNames: changed.map((path) => placeName(data, path, body)), now, was }];
      }),
    ),
    untranslated,
  };
}

/**
 * Marks a French entry as checked against its English twin as it is now: its fingerprint on the
 * file's first line (a French article: the front matter's), where the editor's form writes it.
 */
export function markChecked(frenchFile: string, root = process.cwd(), { pairs }: Pairs = translationPairs(root)): void {
  const pair = pairs.find(({ french }) => french === frenchFile);
  if (!pair) throw new Error(`${frenchFile}: not a French entry with an English twin (content/fr/..., or a French article whose translationOf names an English one)`);
  // Quoted when YAML would read it as something else: 604319 is a number, 12e456 too.
  const line = `${englishCheckedKey}: ${stringify(fingerprintOf(pair.texts)).trim()}\n`;
  const source = read(root, frenchFile);
  const start = frenchFile.endsWith('.md') ? '---\n'.length : 0;
  const rest = source.slice(start);
  const kept = rest.startsWith(`${englishCheckedKey}:`) ? rest.slice(rest.indexOf('\n') + 1) : rest;
  writeFileSync(join(root, frenchFile), `${source.slice(0, start)}${line}${kept}`);
}
