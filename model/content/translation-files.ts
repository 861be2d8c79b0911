/**
 * Node only: the translation status of the content on disk (model/content/translation-status.ts,
 * its pairs read by model/content/translation-pairs.ts), for `npm run translations`, the build's and
 * the deploy's warning, and the editor (its dev server answers it live; the build writes it beside
 * the deployed editor), with the English as it was when checked found in the git history.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { projectContent } from './content-files.ts';
import { gitHead } from './git-head.ts';
import { changesOf, editorTranslationsOf, englishTextsOf, textsIn, translationPairsIn, type EditorTranslation } from './translation-pairs.ts';
import { englishCheckedKey, fingerprintOf, type EnglishText, type TranslationStatus } from './translation-status.ts';

/** Every French entry of the project that has an English twin, and the English articles with no French translation. */
export const translationPairs = (root = process.cwd()) => translationPairsIn(projectContent(root));

type Pairs = ReturnType<typeof translationPairs>;

/** The French entries whose English changed since they were checked, and the English articles with no French translation. */
export function translationStatus(root = process.cwd(), { pairs, untranslated }: Pairs = translationPairs(root)): TranslationStatus {
  const stale = pairs
    .map((pair) => {
      const { changed, changedNames } = changesOf(pair);
      return { french: pair.french, english: pair.english, changed, changedNames, ...(pair.checked === undefined && { neverChecked: true }) };
    })
    .filter(({ changed }) => changed.length > 0);
  return { stale, untranslated };
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
  const head = gitHead(root);
  if (!head) return {};
  const key = [head, english, checked, ...paths].join('\u0000');
  const cached = wasCache.get(key);
  if (cached) return cached;
  const found: Record<string, string> = {};
  try {
    // Newest first, 60 versions at most: the check is most often a few changes back.
    for (const commit of git(root, ['log', '--format=%H', '-n', '60', '--', english]).split('\n').filter(Boolean)) {
      let texts: EnglishText[];
      try {
        texts = englishTextsOf(english, git(root, ['show', `${commit}:${english}`]));
      } catch {
        continue;
      }
      Object.assign(found, textsIn(checked, texts, paths.filter((path) => !(path in found))));
      if (Object.keys(found).length === paths.length) break;
    }
  } catch {
    // No history here: the notice shows the English as it is now.
  }
  wasCache.set(key, found);
  return found;
}

/** The editor's view of every French entry with an English twin (model/content/translation-pairs.ts), the English as it was when checked found in its history. */
export function editorTranslations(root = process.cwd(), pairs: Pairs = translationPairs(root)): { entries: Record<string, EditorTranslation>; untranslated: string[] } {
  return editorTranslationsOf(pairs, (english, checked, paths) => textsWhenChecked(root, english, checked, paths));
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
  const source = readFileSync(join(root, frenchFile), 'utf8');
  const start = frenchFile.endsWith('.md') ? '---\n'.length : 0;
  const rest = source.slice(start);
  const kept = rest.startsWith(`${englishCheckedKey}:`) ? rest.slice(rest.indexOf('\n') + 1) : rest;
  writeFileSync(join(root, frenchFile), `${source.slice(0, start)}${line}${kept}`);
}
