/**
 * What the search understands beyond the pages' own words (issue 31), in the browser and in the
 * tests alike: the synonyms staff keep in content (content/pages/search.yaml `synonyms`: words
 * visitors use, and the site's words for them) and the typos forgiven against the site's own
 * vocabulary (the words of the indexed pages, written per language by scripts/search-index.ts).
 * Accents never matter: « securite » is « sécurité ».
 */

/** One synonym as content states it: `words` visitors type (comma-separated), `means` the site's words for them. */
export type Synonym = { words: string; means: string };
/** The site's words of one language (used at least twice), most used first. */
export type Vocabulary = readonly string[];

/** Lower case without accents: what two spellings of one word share. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a text, as the vocabulary counts them (letters and digits; ’ and - split). */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The folded words of a phrase joined by one space, for matching whole words. */
const phrase = (text: string) => wordsOf(fold(text)).join(' ');

/**
 * The query with each synonym's words replaced by the site's words for them (whole words, accents
 * and case aside), so a synonym finds what those words find, ranked alike; the query itself when
 * none applies. The longest phrase wins where two overlap ("press releases" before "press").
 */
export function withSynonyms(query: string, synonyms: readonly Synonym[]): string {
  const pairs = synonyms
    .flatMap(({ words, means }) => words.split(',').map((word) => ({ from: phrase(word), to: means.trim() })))
    .filter(({ from }) => from !== '')
    .sort((a, b) => b.from.length - a.from.length);
  const words = wordsOf(query);
  const folded = words.map(fold);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    const match = pairs.find(({ from }) => {
      const length = from.split(' ').length;
      return folded.slice(i, i + length).join(' ') === from;
    });
    if (match) {
      out.push(match.to);
      i += match.from.split(' ').length;
      changed = true;
    } else {
      out.push(words[i]!);
      i += 1;
    }
  }
  return changed ? out.join(' ') : query;
}

/**
 * The results of a synonym's meaning and of the words as typed, as one list by score (each page
 * once, at its better score; ties in the meaning's order first). A synonym replaces whole words,
 * and some are the site's own words too: « réponse aux incidents » searched as « réponse aux état
 * des services » found the status page and stories, and not the Cloud Security page whose heading
 * it is (issue 54). Searching both, the page the words as typed name scores above the stray matches
 * of a query the synonym made, and a buyer's word the site lacks still finds the site's pages.
 */
export function mergedByScore<Result extends { id: string; score: number }>(meaning: readonly Result[], asTyped: readonly Result[]): Result[] {
  const best = new Map<string, { result: Result; order: number }>();
  for (const [order, result] of [...meaning, ...asTyped].entries()) {
    const kept = best.get(result.id);
    if (!kept || result.score > kept.result.score) best.set(result.id, { result, order: kept?.order ?? order });
  }
  return [...best.values()].sort((a, b) => b.result.score - a.result.score || a.order - b.order).map(({ result }) => result);
}

/** Damerau–Levenshtein distance (adjacent swaps count one), stopping early past `most`. */
export function distance(a: string, b: string, most = 2): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > most) return most + 1;
  }
  return rows[a.length]![b.length]!;
}

/** How far a word of this length may be from the site's word it stands for: none under 4 letters, one up to 6, two beyond. */
const allowedFor = (word: string) => (word.length < 4 ? 0 : word.length <= 6 ? 1 : 2);

/**
 * The site's words nearest a word it does not use, nearest first, then most used: at most `count`.
 * A word the site uses (accents aside) is its own nearest.
 */
export function nearestWords(word: string, vocabulary: Vocabulary, count = 3): string[] {
  const wanted = fold(word);
  const same = vocabulary.find((known) => fold(known) === wanted);
  if (same) return [same];
  const most = allowedFor(wanted);
  if (most === 0) return [];
  return vocabulary
    .map((known, rank) => ({ known, rank, away: distance(wanted, fold(known), most) }))
    .filter(({ away }) => away <= most)
    .sort((a, b) => a.away - b.away || a.rank - b.rank)
    .slice(0, count)
    .map(({ known }) => known);
}

/**
 * The query with each word the site never uses (nor begins) replaced by its nearest word, or
 * undefined when no word needed it or none is near enough: "anaytics" is "analytics", "kitchner"
 * "kitchener". Words joined by an apostrophe count apart: « l’IA » is « l » and « IA ».
 */
export function corrected(query: string, vocabulary: Vocabulary): string | undefined {
  const known = vocabulary.map(fold);
  const knownWords = new Set(known);
  // A word the site uses, or the start of one (still being typed), is left as it is.
  const isKnown = (word: string) => knownWords.has(word) || known.some((other) => other.startsWith(word));
  let changed = false;
  const words = wordsOf(query).map((word) => {
    if (isKnown(fold(word)) || /\d/.test(word)) return word;
    const nearest = nearestWords(word, vocabulary, 1)[0];
    if (!nearest) return word;
    changed = true;
    return nearest;
  });
  return changed ? words.join(' ') : undefined;
}

/** A French elision before a letter: « d’ », « l’ », « qu’ », « jusqu’ »... */
const elision = /(^|[^\p{L}])((?:jusqu|lorsqu|puisqu|quoiqu|presqu|qu|[cdjlmnst]))’(?=\p{L})/giu;

/**
 * French text with a space after each elision (« d’ accessibilité »): how the French index holds
 * it (Pagefind would keep « d’accessibilité » as one word) and how a French query is searched.
 */
export const spacedElisions = (text: string): string => text.replace(elision, '$1$2’ ');

/** What the French index holds, as the page wrote it: « d’ accessibilité » is « d’accessibilité ». */
export const unspacedElisions = (text: string): string => text.replace(/’ (?=\p{L})/gu, '’');

/** What "Did you mean" offers when nothing matches: the query with an unknown word replaced by one of its nearest, at most three. */
export function suggestionsFor(query: string, vocabulary: Vocabulary): string[] {
  const known = new Set(vocabulary.map(fold));
  const queries = wordsOf(query)
    .filter((word) => !known.has(fold(word)))
    .flatMap((word) => nearestWords(word, vocabulary, 3).map((near) => query.replace(word, near)));
  return [...new Set(queries)].slice(0, 3);
}

/** Words a service's name holds that say nothing of it. */
const nameFillers = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'et', 'en', 'pour', 'a', 'an', 'the', 'and', 'of', 'for']);
/** A word as a name and a query share it: folded, a plural's final s dropped ("agents" is "agent"). */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * The service a query names, in its words (a synonym already replaced by the site's words, a typo
 * corrected): every word of its name that says something is in the query. Where two are, the one
 * of more words ("cloud cost optimization" before "cloud security" for "cloud cost security"...).
 * Issue 54: a buyer's words for a service listed the stories and articles that mention it first.
 */
export function serviceNamed<S extends { name: string }>(query: string, services: readonly S[]): S | undefined {
  const asked = new Set(wordsOf(fold(query)).map(stem));
  let best: { service: S; words: number } | undefined;
  for (const service of services) {
    const words = wordsOf(fold(service.name)).filter((word) => !nameFillers.has(word)).map(stem);
    if (words.length > 0 && words.every((word) => asked.has(word)) && words.length > (best?.words ?? 0)) best = { service, words: words.length };
  }
  return best?.service;
}
