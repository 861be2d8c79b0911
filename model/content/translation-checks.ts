/**
 * What the French edition promises to share with the English one (issues 23, 30), checked by the
 * build, `npm run deploy` and the tests alike: a French file has its English twin's shape (keys,
 * list lengths, kinds of value), fills in the same site values and states every figure the English
 * text states; a French article has its English article's date, author, number of tags and
 * outline. Each problem names the French file and the field. Input: files as parsed from YAML or
 * front matter, before any value is filled in.
 */

import { fieldPathOf } from './content-messages.ts';

/** `photo`: the original of the photo whose words the leaf is (its alt text). */
type Leaf = { path: string; value: unknown; photo?: string };

/** A photo as an English file holds it: the French file holds only its words (model/content/schemas/fields.ts sharedPhotoWords). */
const isPhoto = (value: unknown): value is { image: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { image?: unknown }).image === 'string' && /^images\//.test((value as { image: string }).image);

/** Every value of a document with its path (`faqs.2.answer`), list lengths as `faqs[]`; a shared photo counts as its words. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (isPhoto(value)) return 'alt' in value ? [{ path: `${path}.alt`, value: (value as { alt: unknown }).alt, photo: value.image }] : [];
  if (Array.isArray(value)) return [{ path: `${path}[]`, value: value.length }, ...value.flatMap((item, i) => leaves(item, path ? `${path}.${i}` : String(i)))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  return [{ path, value }];
}

/** The values a text has the site fill in: {site.brand}, {city.name}. */
const tokensOf = (text: string): string[] => text.match(/\{[\w.]+\}/g) ?? [];

/** A text with its thousands written whole: « 40 000 » and "40,000" are 40000. */
const thousandsJoined = (text: string) => text.replace(/(\d)[\u00a0\u202f ,](?=\d{3}\b)/g, '$1');

/** The figures a text states (20+, 98 %, 1 000 $, 6 p.m. as 18 h...), without separators. */
export function figures(text: string): string[] {
  return (
    thousandsJoined(text)
      .replace(/\b(\d+)(?:er|re|e)\b/g, '$1')
      .replace(/\b(\d{1,2})(?::\d\d)?\s?p\.m\./g, (_, hour: string) => String((Number(hour) % 12) + 12))
      // French spells one out after « moins » and « plus »: « moins d’une minute » for "under 1 minute".
      .replace(/\b(moins|plus) d[’']une?\b/g, '$1 de 1')
      // A number inside a name (B2B, S3, EC2) is no figure.
      .match(/(?<![A-Za-z\d])\d+(?![A-Za-z\d])/g) ?? []
  );
}

/**
 * A text's figures with what they count where the text says it (a walk-through of 2026-11-30: a
 * result's −9 % passed over a story saying 11 % because the story had "9 days"): a percentage is
 * '9%', an amount of dollars '$750', any other number bare. "per cent", « pour cent » and the
 * French « 750 $ » count as the signs do.
 */
export function markedFigures(text: string): string[] {
  const plain = thousandsJoined(text);
  const marked: string[] = [];
  for (const match of plain.matchAll(/(\$\s?)?(?<![A-Za-z\d])(\d+(?:[.,]\d+)?)(?![A-Za-z\d])(\s?(?:%|per ?cent\b|pour cent\b|\$))?/g)) {
    const number = match[2]!.split(/[.,]/)[0]!;
    const after = match[3]?.trim();
    marked.push(after && after !== '$' ? `${number}%` : match[1] || after === '$' ? `$${number}` : number);
  }
  return marked;
}

const quote = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/**
 * What a French content file lacks of its English twin. `ignore`: keys only one language has (a
 * French service's address word, a case study's Featured box).
 */
export function twinProblems(frenchFile: string, english: unknown, french: unknown, ignore: readonly string[] = []): string[] {
  const problems: string[] = [];
  const kept = (leaf: Leaf) => !ignore.includes(leaf.path.split('.')[0]!.replace(/\[\]$/, ''));
  const englishLeaves = new Map(leaves(english).filter(kept).map((leaf) => [leaf.path, leaf.value]));
  const frenchLeaves = new Map(leaves(french).filter(kept).map((leaf) => [leaf.path, leaf.value]));
  // A field as the editor names it, from the French entry where it has it (model/content/content-messages.ts).
  const where = (path: string) => fieldPathOf(frenchLeaves.has(path) ? french : english, path.replace(/\[\]$/, ''));
  const photos = new Map(leaves(english).flatMap((leaf) => (leaf.photo ? [[leaf.path, leaf.photo] as const] : [])));
  for (const [path, value] of englishLeaves) {
    const twin = frenchLeaves.get(path);
    if (!frenchLeaves.has(path) && photos.has(path)) {
      // Said as model/content/content-read.ts sharePhotos says it, so that the two checks make one line.
      problems.push(`${frenchFile}: ${where(path)}: missing; the English file shows a photo here (${photos.get(path)}): write what it shows, in French`);
      continue;
    }
    if (!frenchLeaves.has(path)) {
      problems.push(`${frenchFile}: ${where(path)}: missing; the English file has ${path.endsWith('[]') ? `a list of ${value}` : 'it'}`);
      continue;
    }
    if (path.endsWith('[]')) {
      if (twin !== value) problems.push(`${frenchFile}: ${where(path)}: has ${twin} items, the English file ${value}; give both the same`);
      continue;
    }
    if (typeof twin !== typeof value) {
      problems.push(`${frenchFile}: ${where(path)}: is a ${typeof twin}, the English file's a ${typeof value}`);
      continue;
    }
    if (typeof value !== 'string' || typeof twin !== 'string') continue;
    const missingTokens = tokensOf(value).filter((token) => !tokensOf(twin).includes(token));
    // A sentence may name another value than its twin (a name for a keyword): the file as a whole must fill in the same.
    if (missingTokens.length > 0 && !missingTokens.every((token) => [...frenchLeaves.values()].some((other) => typeof other === 'string' && other.includes(token)))) {
      problems.push(`${frenchFile}: ${where(path)}: lacks ${missingTokens.join(', ')}, which the English text has the site fill in`);
    }
    const missing = figures(value).filter((figure) => !figures(twin).includes(figure));
    if (missing.length > 0) problems.push(`${frenchFile}: ${where(path)}: lacks the figure${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of the English text ("${quote(value)}")`);
  }
  const allTokens = (values: Map<string, unknown>) => new Set([...values.values()].flatMap((value) => (typeof value === 'string' ? tokensOf(value) : [])));
  const englishTokens = allTokens(englishLeaves);
  for (const token of allTokens(frenchLeaves)) if (!englishTokens.has(token)) problems.push(`${frenchFile}: fills in ${token}, which the English file never does`);
  for (const path of frenchLeaves.keys()) {
    if (!englishLeaves.has(path)) problems.push(`${frenchFile}: ${where(path)}: is not in the English file; remove it, or add it there first`);
  }
  return problems;
}

/** An article's outline: its headings, code blocks and tables, as kinds of lines. */
const outline = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^(#{1,6} |```|\|)/.test(line))
    .map((line) => line.replace(/^(#+|```\w*|\|).*$/, '$1'));

type Article = { file: string; title?: string; date: string; author: string; tags: readonly string[]; body: string };

/** What a French article lacks of the English one it translates. */
export function articleTwinProblems(french: Article, english: Article): string[] {
  const problems: string[] = [];
  if (french.date !== english.date) problems.push(`${french.file}: Date: is ${french.date}, the English article's (${english.file}) ${english.date}; give both the same`);
  if (french.author !== english.author) problems.push(`${french.file}: Author: is ${french.author}, the English article's ${english.author}; give both the same (the author's name as the English article writes it)`);
  if (french.tags.length !== english.tags.length) problems.push(`${french.file}: tags: has ${french.tags.length}, the English article ${english.tags.length}; give both as many`);
  if (outline(french.body).join('\n') !== outline(english.body).join('\n')) {
    // Named by its title, in staff's words (a walk-through of 2026-11-30: "body", "outline" and a file path).
    const twin = english.title ? `“${english.title}”` : `(${english.file})`;
    problems.push(`${french.file}: Article: its headings, code blocks and tables are not those of the English article ${twin}: give it the same headings in the same order, and the same code blocks and tables`);
  }
  return problems;
}

/**
 * What a French case study's story lacks of the English one's (issue 43): the same number of
 * sections, and every figure the English story states.
 */
export function storyTwinProblems(frenchFile: string, english: string, french: string): string[] {
  const problems: string[] = [];
  const sections = (markdown: string) => markdown.split('\n').filter((line) => /^## /.test(line)).length;
  if (sections(french) !== sections(english)) problems.push(`${frenchFile}: story: has ${sections(french)} sections, the English story ${sections(english)}; translate the same sections`);
  const frenchFigures = figures(french);
  const missing = [...new Set(figures(english).filter((figure) => !frenchFigures.includes(figure)))];
  if (missing.length > 0) problems.push(`${frenchFile}: story: lacks the figure${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of the English story`);
  return problems;
}
