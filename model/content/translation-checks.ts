/**
 * What the French edition promises to share with the English one (issues 23, 30), checked by the
 * build, `npm run deploy` and the tests alike: a French file has its English twin's shape (keys,
 * list lengths, kinds of value), fills in the same site values and states every figure the English
 * text states; a French article has its English article's date, author, number of tags and
 * outline. Each problem names the French file and the field. Input: files as parsed from YAML or
 * front matter, before any value is filled in.
 */

import { fieldPathOf } from './content-messages.ts';
import { heldBy, textsOf } from './translation-status.ts';
import { withoutMarks } from './french-rules.ts';
import { searchDescriptionOf, seoDescriptionMax } from './schemas/fields.ts';

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

/** Whether `path` is inside an item of a list that `leavesOf` (the other version's) has fewer items of: `faqs.7.answer` where `faqs[]` is 7. */
function itemNotYetIn(path: string, leavesOf: ReadonlyMap<string, unknown>): boolean {
  const parts = path.split('.');
  for (let i = 1; i < parts.length; i++) {
    if (!/^\d+$/.test(parts[i]!)) continue;
    const count = leavesOf.get(`${parts.slice(0, i).join('.')}[]`);
    if (typeof count === 'number' && Number(parts[i]) >= count) return true;
  }
  return false;
}

/** The values a text has the site fill in: {site.brand}, {city.name}. */
const tokensOf = (text: string): string[] => text.match(/\{[\w.]+\}/g) ?? [];

/**
 * A text with its thousands written whole: « 40 000 » and "40,000" are 40000; and a telephone
 * number one figure, its ten digits: "(416) 861-2400" and « 416 861-2400 » are 4168612400 (a
 * walk-through of 2026-12-01 was told a changed number as "416861, 2400").
 */
const thousandsJoined = (text: string) =>
  text
    .replace(/(?<![\d+])(?:\+?1[\s\u00a0.-]?)?(?:\((\d{3})\)|(\d{3}))[\s\u00a0.-]?(\d{3})[\s\u00a0.-](\d{4})(?!\d)/g, (_, bracketed: string | undefined, area: string | undefined, exchange: string, line: string) => `${bracketed ?? area}${exchange}${line}`)
    .replace(/(\d)[\u00a0\u202f ,](?=\d{3}\b)/g, '$1');

/**
 * Numbers written in words, by language (issue 55: an English "two weeks" became "ten business
 * days" and the French « deux semaines » passed). "one" alone is left out: "one of our clients"
 * counts nothing. In French every form counts, « un » and « une » too: the French text's figures
 * are only looked in for the English text's.
 */
const englishWords: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const frenchWords: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15,
  seize: 16, vingt: 20, vingts: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
  // "about ten weeks" is « une dizaine de semaines ».
  dizaine: 10, douzaine: 12, quinzaine: 15, vingtaine: 20, trentaine: 30, quarantaine: 40, cinquantaine: 50, soixantaine: 60, centaine: 100,
};
const englishTens = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const englishNumber = new RegExp(`(?<!\\p{L})(?:(${englishTens})(?:[-\\s](one|two|three|four|five|six|seven|eight|nine))?|(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))(?!\\p{L})`, 'giu');
const frenchWord = Object.keys(frenchWords).join('|');
// « dix-sept », « vingt et un », « soixante-dix », « quatre-vingt-dix »: words joined by hyphens or « et ».
const frenchNumber = new RegExp(`(?<!\\p{L})(?:${frenchWord})(?:(?:-et-|\\s+et\\s+|-)(?:${frenchWord}))*(?!\\p{L})`, 'giu');

/**
 * A text's numbers written in words, written in digits: "two weeks" is "2 weeks", « quatre-vingt-dix
 * jours » « 90 jours ». A French text's English words count too: a French entry starts as a copy of
 * the English one (the editor's "Create the French version") and is translated part by part, and
 * its figures are only looked in.
 */
export function numbersInDigits(text: string, language: 'en' | 'fr'): string {
  const english = (text: string) =>
    text.replace(englishNumber, (_, tens: string | undefined, unit: string | undefined, alone: string | undefined) =>
      String(tens ? englishWords[tens.toLowerCase()]! + (unit ? englishWords[unit.toLowerCase()]! : 0) : englishWords[alone!.toLowerCase()]!),
    );
  if (language === 'en') return english(text);
  return english(text).replace(frenchNumber, (run) => {
    let value = 0;
    let last = 0;
    for (const word of run.toLowerCase().split(/-et-|\s+et\s+|-/)) {
      const number = frenchWords[word]!;
      // « quatre-vingts »: four twenties.
      if (number === 20 && last === 4) value += 76;
      else value += number;
      last = number;
    }
    return String(value);
  });
}

/**
 * The figures a text states (20+, 98 %, 1 000 $, 6 p.m. as 18 h...), without separators; with its
 * language, its numbers written in words too ("two weeks", « deux semaines »).
 */
export function figures(text: string, language?: 'en' | 'fr'): string[] {
  return (
    thousandsJoined(language ? numbersInDigits(text, language) : text)
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

/**
 * The numbers a French text writes in digits, for the figures only the French states (twinProblems): « une » is an article as often
 * as a number, « 24 h sur 24 » and « 7 jours sur 7 » say "around the clock" and "every day", and a
 * number after a name is part of it (« Google Analytics 4 », where the English writes GA4).
 */
const frenchDigits = (text: string): string[] =>
  thousandsJoined(text)
    .replace(/24[\s\u00a0\u202f]*h[\s\u00a0\u202f]+sur[\s\u00a0\u202f]+24|7[\s\u00a0\u202f]*jours[\s\u00a0\u202f]+sur[\s\u00a0\u202f]+7/g, ' ')
    .replace(/(?<=\p{Lu}[\p{L}]*[\s\u00a0])\d+/gu, ' ')
    .match(/(?<![\p{L}\d])\d+(?![\p{L}\d])/gu) ?? [];

/**
 * Spans of time, by what they count, as each language writes them after a number (a walk-through of
 * 2026-12-01: a French answer said « 21 semaines » where the English said "21 days", and the figure
 * 21, the same in both, passed).
 */
const timeUnits: Record<'en' | 'fr', [unit: string, words: string][]> = {
  en: [['minutes', 'minutes?|mins?'], ['hours', 'hours?|hrs?'], ['days', 'days?'], ['weeks', 'weeks?'], ['months', 'months?'], ['quarters', 'quarters?'], ['years', 'years?']],
  fr: [['minutes', 'minutes?|min'], ['hours', 'heures?|h'], ['days', 'jours?|journées?'], ['weeks', 'semaines?'], ['months', 'mois'], ['quarters', 'trimestres?'], ['years', 'ans?|années?']],
};
const gap = '[\\s\\u00a0\\u202f-]+';
// What may stand between the number and its unit: "10 business days", « les 90 premiers jours ».
const between = { en: `(?:(?:business|working|calendar|full)${gap})?`, fr: `(?:(?:premi[eè]re?s|derni[eè]re?s|prochaine?s|petite?s|courte?s|longue?s|bonne?s)${gap})?` };
const spanPattern = (language: 'en' | 'fr') =>
  new RegExp(`(?<![\\p{L}\\d])(\\d+)${gap}${between[language]}(${timeUnits[language].map(([, words]) => words).join('|')})(?![\\p{L}]|-\\p{L})`, 'giu');
const spanPatterns = { en: spanPattern('en'), fr: spanPattern('fr') };

/**
 * A text's spans of time: "21 days" and « vingt et un jours » are both { number: '21', unit: 'days', said }.
 * A unit inside a compound word is none: "two month-end closes" are two closes.
 */
function spansOfTime(text: string, language: 'en' | 'fr'): { number: string; unit: string; said: string }[] {
  const plain = thousandsJoined(numbersInDigits(text, language));
  return [...plain.matchAll(spanPatterns[language])].map((match) => ({
    number: match[1]!,
    unit: timeUnits[language].find(([, words]) => new RegExp(`^(?:${words})$`, 'iu').test(match[2]!))![0],
    said: match[0].replace(/[\s\u00a0\u202f]+/g, ' '),
  }));
}

/**
 * The spans of time a French text gives a number of the English text in another unit: « 21 semaines »
 * where the English says "21 days". A number the French states with no unit, or with the English one
 * somewhere, is left to the figures' checks.
 */
export function spanProblems(english: string, french: string, englishIs = 'the English text'): string[] {
  const frenchSpans = spansOfTime(french, 'fr');
  const problems: string[] = [];
  for (const span of spansOfTime(english, 'en')) {
    const same = frenchSpans.filter((other) => other.number === span.number);
    if (same.length === 0 || same.some((other) => other.unit === span.unit)) continue;
    const line = `says « ${same[0]!.said} » where ${englishIs} says "${span.said}": both versions give the same time`;
    if (!problems.includes(line)) problems.push(line);
  }
  return problems;
}

const quote = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** The English text around where it states `figure` (in digits or in words), where a long text's start would not show it. */
function quoteAt(text: string, figure: string): string {
  // "one" alone is no figure (numbersInDigits): "one of our clients" is not where a 1 is stated.
  const words = Object.entries(englishWords).filter(([word, value]) => word !== 'one' && String(value) === figure).map(([word]) => word);
  const found = [figure, ...words].flatMap((each) => new RegExp(`(?<![\\p{L}\\d])${each}(?![\\p{L}\\d])`, 'iu').exec(text)?.index ?? []);
  return text.length <= 90 || found.length === 0 ? quote(text) : window(text, Math.min(...found));
}

/** At most about 90 characters of `text` around `at`, cut between words, with … where it is cut. */
const window = (text: string, at: number) => {
  const start = at <= 40 ? 0 : text.indexOf(' ', at - 40) + 1;
  const space = text.lastIndexOf(' ', start + 87);
  const end = start + 87 >= text.length ? text.length : space > at ? space : start + 87;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
};

/**
 * Figures as a line says them: "the figures 12, 30", a telephone number (ten digits once joined:
 * thousandsJoined) as one (a walk-through of 2026-12-02 was told "the figure 6046832290").
 */
function figuresSaid(figures: readonly string[]): string {
  const phones = figures.filter((figure) => /^\d{10}$/.test(figure)).map((figure) => `the telephone number ${figure.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1-$2-$3')}`);
  const others = figures.filter((figure) => !/^\d{10}$/.test(figure));
  return [...(others.length > 0 ? [`the figure${others.length > 1 ? 's' : ''} ${others.join(', ')}`] : []), ...phones].join(' and ');
}

/** For a list of an English file, the French item each English item is (undefined: one to write), by position in each. */
type Alignment = ReadonlyMap<string, readonly (number | undefined)[]>;

/** The value at a leaf's path (`stories.testimonials`) in a file's data. */
const valueAt = (data: unknown, path: string) => path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), data);

/**
 * The lists whose English items moved since the French was checked (a walk-through of 2026-12-02
 * added an English FAQ and moved it first: every French FAQ was then compared with the one after
 * it, and said to lack figures it had, while the count named the last FAQ as the one to write).
 * The French was checked against the English as it was: its item j is the English item that was at
 * j then, which the fingerprint `checked` knows by place and text (model/content/translation-status.ts).
 * A list is aligned only when every French item is found so; otherwise by position.
 */
function movedItems(english: unknown, french: unknown, checked: string, englishLists: readonly string[]): Map<string, (number | undefined)[]> {
  const moved = new Map<string, (number | undefined)[]>();
  for (const list of englishLists) {
    const [items, frenchItems] = [valueAt(english, list), valueAt(french, list)];
    if (!Array.isArray(items) || !Array.isArray(frenchItems)) continue;
    const wasAt = items.map((item, i) => {
      const texts = textsOf(item, `${list}.${i}`);
      const heldAt = (j: number) => heldBy(checked, texts.map(({ path, text }) => ({ path: `${list}.${j}${path.slice(`${list}.${i}`.length)}`, text }))).length > 0;
      if (texts.length === 0) return undefined;
      if (heldAt(i)) return i;
      return Array.from({ length: Math.max(items.length, frenchItems.length) }, (_, j) => j).find(heldAt);
    });
    const found = wasAt.filter((j): j is number => j !== undefined);
    // Each English item found at most once, each at a French item; a French item no English item
    // is found at was removed from the English since (a walk-through of 2026-12-03: a team member
    // moved first and another removed, and the French was told to remove the one that stayed).
    const frenchItemsFound = new Set(found).size === found.length && found.length > 0 && found.every((j) => j < frenchItems.length);
    const byPosition = wasAt.every((j, i) => (i < frenchItems.length ? j === i : j === undefined));
    if (frenchItemsFound && !byPosition) moved.set(list, wasAt);
  }
  return moved;
}

/**
 * What a French content file lacks of its English twin. `ignore`: keys only one language has (a
 * French service's address word, a case study's Featured box). `checked`: the French file's
 * fingerprint of its English twin, which says where the English items were when the French was
 * checked (movedItems): a list whose English items moved is compared item by item as the French
 * has them, and its French order named, where that says less that is wrong than by position.
 */
export function twinProblems(frenchFile: string, english: unknown, french: unknown, ignore: readonly string[] = [], checked?: string): string[] {
  const byPosition = alignedTwinProblems(frenchFile, english, french, ignore, new Map());
  if (!checked) return byPosition;
  const kept = (path: string) => !ignore.includes(path.split('.')[0]!.replace(/\[\]$/, ''));
  // Lists not inside another list's items (`faqs`, `stories.testimonials`).
  const lists = leaves(english)
    .map(({ path }) => path)
    .filter((path) => path.endsWith('[]') && path !== '[]' && kept(path) && !path.split('.').some((key) => /^\d+$/.test(key)))
    .map((path) => path.slice(0, -2));
  const moved = movedItems(english, french, checked, lists);
  if (moved.size === 0) return byPosition;
  const order: string[] = [];
  for (const [list, wasAt] of moved) {
    const frenchCount = (valueAt(french, list) as unknown[]).length;
    // In the English order, the French items' numbers: the French to put so, the new ones written where they stand.
    const inOrder = wasAt.filter((j): j is number => j !== undefined);
    if (inOrder.some((j, k) => k > 0 && j < inOrder[k - 1]!)) {
      order.push(
        `${frenchFile}: ${fieldPathOf(french, list)}: its items are not in the English version's order, which moved them since the French was checked: put them in this order, by their numbers here: ${inOrder.map((j) => j + 1).join(', ')}${frenchCount < wasAt.length ? ' (and the new ones where the English has them)' : ''}`,
      );
    }
  }
  const aligned = [...order, ...alignedTwinProblems(frenchFile, english, french, ignore, moved)];
  return aligned.length <= byPosition.length ? aligned : byPosition;
}

/** twinProblems with the English items of `alignment`'s lists compared with the French items it gives them. */
function alignedTwinProblems(frenchFile: string, english: unknown, french: unknown, ignore: readonly string[], alignment: Alignment): string[] {
  const problems: string[] = [];
  const kept = (leaf: Leaf) => !ignore.includes(leaf.path.split('.')[0]!.replace(/\[\]$/, ''));
  const englishLeaves = new Map(leaves(english).filter(kept).map((leaf) => [leaf.path, leaf.value]));
  const frenchLeaves = new Map(leaves(french).filter(kept).map((leaf) => [leaf.path, leaf.value]));
  // An English path's French twin: the same, but in an aligned list, where the item is the one the alignment gives (null: still to write).
  const frenchPathOf = (path: string): string | null => {
    for (const [list, wasAt] of alignment) {
      if (!path.startsWith(`${list}.`)) continue;
      const item = /^(\d+)(.*)$/.exec(path.slice(list.length + 1));
      if (!item) continue;
      const j = wasAt[Number(item[1])];
      return j === undefined ? null : `${list}.${j}${item[2]}`;
    }
    return path;
  };
  const mapped = new Set<string>();
  // A field as the editor names it, from the French entry where it has it (model/content/content-messages.ts).
  const where = (path: string, frenchPath = path) => (frenchLeaves.has(frenchPath) ? fieldPathOf(french, frenchPath.replace(/\[\]$/, '')) : fieldPathOf(english, path.replace(/\[\]$/, '')));
  const photos = new Map(leaves(english).flatMap((leaf) => (leaf.photo ? [[leaf.path, leaf.photo] as const] : [])));
  for (const [path, value] of englishLeaves) {
    const frenchPath = frenchPathOf(path);
    // An item of an aligned list still to write: its list's count names it.
    if (frenchPath === null) continue;
    mapped.add(frenchPath);
    const twin = frenchLeaves.get(frenchPath);
    const here = where(path, frenchPath);
    if (!frenchLeaves.has(frenchPath) && photos.has(path)) {
      // Said as model/content/content-read.ts sharePhotos says it, so that the two checks make one line.
      problems.push(`${frenchFile}: ${here}: missing; the English version shows a photo here: write what it shows, in French`);
      continue;
    }
    // A field of an item the French list does not have yet: its list's count says it, naming the item
    // (a walk-through of 2026-11-30 was told one new FAQ three ways: the count, its question, its answer).
    if (!frenchLeaves.has(frenchPath) && itemNotYetIn(frenchPath, frenchLeaves)) continue;
    // An empty list and none are the same to the site (schemas/fields.ts optionalSection), and a save
    // may write one where the other was (a walk-through of 2026-11-30: saving the English About page
    // wrote `team: []`, and its French, without the line, was said to miss "a list of 0").
    if (!frenchLeaves.has(frenchPath) && path.endsWith('[]') && value === 0) continue;
    if (!frenchLeaves.has(frenchPath)) {
      problems.push(`${frenchFile}: ${here}: missing; the English version has ${path.endsWith('[]') ? `a list of ${value}` : 'it'}`);
      continue;
    }
    if (path.endsWith('[]')) {
      const list = path.slice(0, -2);
      const wasAt = alignment.get(list);
      if (wasAt) {
        // Aligned: the English items no French item is, by their place in the English list.
        const toWrite = wasAt.flatMap((j, i) => (j === undefined ? [fieldPathOf(english, `${list}.${i}`)] : []));
        if (toWrite.length > 0) problems.push(`${frenchFile}: ${here}: has ${twin} ${twin === 1 ? 'item' : 'items'} where the English version has ${value}: ${toWrite.join(', ')} ${toWrite.length > 1 ? 'are' : 'is'} still to write here, at ${toWrite.length > 1 ? 'their places' : 'its place'} in the English list`);
      } else if (typeof twin === 'number' && typeof value === 'number' && twin < value) {
        const toWrite = Array.from({ length: value - twin }, (_, i) => fieldPathOf(english, list ? `${list}.${twin + i}` : String(twin + i)));
        problems.push(`${frenchFile}: ${here}: has ${twin} ${twin === 1 ? 'item' : 'items'} where the English version has ${value}: ${toWrite.join(', ')} ${toWrite.length > 1 ? 'are' : 'is'} still to write here`);
      } else if (twin !== value) problems.push(`${frenchFile}: ${here}: has ${twin} items where the English version has ${value}: give both the same number`);
      continue;
    }
    if (typeof twin !== typeof value) {
      problems.push(`${frenchFile}: ${here}: is a ${typeof twin}, the English version's a ${typeof value}`);
      continue;
    }
    if (typeof value !== 'string' || typeof twin !== 'string') continue;
    const missingTokens = tokensOf(value).filter((token) => !tokensOf(twin).includes(token));
    // A sentence may name another value than its twin (a name for a keyword): the file as a whole must fill in the same.
    if (missingTokens.length > 0 && !missingTokens.every((token) => [...frenchLeaves.values()].some((other) => typeof other === 'string' && other.includes(token)))) {
      problems.push(`${frenchFile}: ${here}: lacks ${missingTokens.join(', ')}, which the English text has the site fill in`);
    }
    const stated = figures(twin, 'fr');
    const englishFigures = figures(value, 'en');
    const missing = [...new Set(englishFigures.filter((figure) => !stated.includes(figure)))];
    if (missing.length > 0) problems.push(`${frenchFile}: ${here}: lacks ${figuresSaid(missing)} of the English text ("${quoteAt(value, missing[0]!)}")`);
    // And the other way (a walk-through of 2026-11-30: « ou en moins de 2 heures pour une panne », a
    // promise the English does not make, was saved as up to date): a figure only the French states.
    // (An English text emptied is its own problem: its French twin waits for it.)
    const added = value.trim() === '' ? [] : [...new Set(frenchDigits(twin).filter((figure) => !englishFigures.includes(figure)))];
    if (added.length > 0) problems.push(`${frenchFile}: ${here}: states ${figuresSaid(added)}, which the English text does not ("${quoteAt(twin, added[0]!)}"): both versions say the same figures`);
    for (const line of spanProblems(value, twin)) problems.push(`${frenchFile}: ${here}: ${line}`);
  }
  // An aligned list's French items no English item is: removed from the English since the French
  // was checked, said once each by its name, not field by field.
  for (const [list, wasAt] of alignment) {
    const count = frenchLeaves.get(`${list}[]`);
    if (typeof count !== 'number') continue;
    for (let k = 0; k < count; k++) {
      if (wasAt.includes(k)) continue;
      problems.push(`${frenchFile}: ${fieldPathOf(french, `${list}.${k}`)}: the English version no longer has it (removed there since the French was checked): remove it here`);
      for (const path of frenchLeaves.keys()) if (path.startsWith(`${list}.${k}.`) || path.startsWith(`${list}.${k}[]`) || path === `${list}.${k}`) mapped.add(path);
    }
  }
  const allTokens = (values: Map<string, unknown>) => new Set([...values.values()].flatMap((value) => (typeof value === 'string' ? tokensOf(value) : [])));
  const englishTokens = allTokens(englishLeaves);
  for (const token of allTokens(frenchLeaves)) if (!englishTokens.has(token)) problems.push(`${frenchFile}: fills in ${token}, which the English version never does`);
  for (const [path, count] of frenchLeaves) {
    if (!mapped.has(path) && path.endsWith('[]') && count === 0) continue;
    if (!mapped.has(path) && !englishLeaves.has(path)) problems.push(`${frenchFile}: ${fieldPathOf(french, path.replace(/\[\]$/, ''))}: is not in the English version; remove it, or add it there first`);
  }
  return problems;
}

/** An article's outline: its headings, code blocks and tables, as kinds of lines. */
const outline = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => /^(#{1,6} |```|\|)/.test(line))
    .map((line) => line.replace(/^(#+|```\w*|\|).*$/, '$1'));

/** An article's outline as a reader counts it: its sections (`##`) and parts (`###`) with their words, its code blocks, its tables and their rows. */
function outlineParts(markdown: string) {
  const withoutCode = markdown.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, '\u0000');
  const headings = [...withoutCode.matchAll(/^(#{2,3}) +(.+?)[ #]*$/gm)].map(([, marks, words]) => ({ level: marks!.length, words: words! }));
  const tables = withoutCode.split(/\n(?!\|)/).map((run) => run.split('\n').filter((line) => line.startsWith('|')).length).filter((rows) => rows > 0);
  return { headings, code: (withoutCode.match(/\u0000/g) ?? []).length, tables };
}

/**
 * Where a French article's outline parts from its English one's, in staff's words (a walk-through
 * of 2026-12-02 was told "its headings, code blocks and tables are not those of the English
 * article" after adding one section to the English, with no word of which).
 */
function outlineDifference(french: string, english: string): string {
  const [fr, en] = [outlineParts(french), outlineParts(english)];
  const said: string[] = [];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  for (const [level, one, many] of [[2, 'section (Heading 2)', 'sections (Heading 2)'], [3, 'part of a section (Heading 3)', 'parts of sections (Heading 3)']] as const) {
    const [a, b] = [fr.headings.filter((h) => h.level === level).length, en.headings.filter((h) => h.level === level).length];
    if (a !== b) said.push(`the English has ${count(b, one, many)}, this one ${a}`);
  }
  // The first heading whose level differs, or that one of the two has and the other not.
  const first = Array.from({ length: Math.max(fr.headings.length, en.headings.length) }, (_, i) => i).find((i) => fr.headings[i]?.level !== en.headings[i]?.level);
  if (first !== undefined && first < en.headings.length) {
    said.push(`the first that has no match here is the English heading « ${en.headings[first]!.words} »${first > 0 ? `, after « ${fr.headings[first - 1]!.words} » here` : ''}`);
  } else if (first !== undefined) said.push(`« ${fr.headings[first]!.words} » here has no match in the English`);
  if (fr.code !== en.code) said.push(`the English has ${count(en.code, 'code block', 'code blocks')}, this one ${fr.code}`);
  if (fr.tables.length !== en.tables.length) said.push(`the English has ${count(en.tables.length, 'table', 'tables')}, this one ${fr.tables.length}`);
  else {
    const table = en.tables.findIndex((rows, i) => fr.tables[i] !== rows);
    if (table >= 0) said.push(`the English table ${table + 1} has ${en.tables[table]} lines, this one's ${fr.tables[table]}`);
  }
  return said.length > 0 ? said.join('; ') : 'its headings, code blocks and tables are not in the same order';
}

type Article = { file: string; title?: string; date: string; author: string; tags: readonly string[]; coverSign?: string; excerpt?: string; body: string };

/**
 * The end of a line saying that an article and its translation differ where they must agree (the
 * date, the author, the number of tags, the outline): one of them saved first is the way to change both, so the editor's save check
 * lets that save through and says what is left (editor/save-rules.ts splitProblems; a walk-through
 * of 2026-11-30 could reschedule neither: each language's save was refused for the other's date).
 */
export const pairToMatch = ': give both the same; save one, then the other';

/** What a French article lacks of the English one it translates. */
export function articleTwinProblems(french: Article, english: Article): string[] {
  const problems: string[] = [];
  // Named by its title, in staff's words (a walk-through of 2026-11-30: "body", "outline" and a file path).
  const twin = english.title ? `“${english.title}”` : `(${english.file})`;
  if (french.date !== english.date) problems.push(`${french.file}: Date: is ${french.date} where the English article ${twin} is dated ${english.date}${pairToMatch}`);
  if (french.author !== english.author) problems.push(`${french.file}: Author: is ${french.author} where the English article ${twin} says ${english.author}${pairToMatch} (the author's name as the English article writes it)`);
  // Either is saved first, as for the date (a walk-through of 2026-12-02 could add a section to neither:
  // the English save was refused for its translation's outline, the French one for the English's).
  if ((french.coverSign ?? '') !== (english.coverSign ?? '')) {
    problems.push(`${french.file}: Cover sign: is ${french.coverSign ?? 'empty'} where the English article ${twin} has ${english.coverSign ?? 'none'}${pairToMatch}`);
  }
  if (french.tags.length !== english.tags.length) problems.push(`${french.file}: Tags: has ${french.tags.length} where the English article ${twin} has ${english.tags.length}${pairToMatch}`);
  // A tag of two words or more left as the English article writes it (a walk-through of 2026-12-03:
  // "Create the French version" copied "Data Engineering", and the French page showed it); a word
  // French writes the same (« FinOps », « Architecture ») may stay.
  french.tags.forEach((tag, index) => {
    if (/\s/.test(tag.trim()) && english.tags.includes(tag)) problems.push(`${french.file}: Tags ${index + 1}: « ${tag} » is the English article's tag as it writes it: write it in French, as the French blog's other articles do`);
  });
  if (outline(french.body).join('\n') !== outline(english.body).join('\n')) {
    problems.push(`${french.file}: Article: its outline is not the English article ${twin}'s (${outlineDifference(french.body, english.body)})${pairToMatch}`);
  }
  // What search results show of each: the French cut to its first sentences where the English shows its whole excerpt
  // (the fifth French reading, 2026-12-03: five French snippets dropped a promise their English twins made).
  if (french.excerpt && english.excerpt) {
    const [shown, englishShown] = [searchDescriptionOf(french.excerpt), searchDescriptionOf(english.excerpt)];
    if (shown !== french.excerpt.trim() && englishShown === english.excerpt.trim()) {
      problems.push(
        `${french.file}: Excerpt: search results would show only “${shown}” (${shown.length} characters), where they show the English article ${twin}'s whole excerpt: keep the French excerpt within ${seoDescriptionMax} characters too, so that it promises what the English one does`,
      );
    }
  }
  for (const { block, line } of untranslatedCodeLines(french.body, english.body)) {
    problems.push(
      `${french.file}: Article: code block ${block} keeps the English words people read in “${line}”: translate its comment, or the text a person reads (a description, a label, a message, an example phrase), and leave the code itself as it is`,
    );
  }
  return problems;
}

/** A Markdown text's fenced code blocks, each as its lines. */
const codeBlocks = (markdown: string) => [...markdown.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm)].map((match) => match[2]!.split('\n'));

/** Words no English phrase of three words or more does without (wider than englishFunctionWords, which reads whole sentences). */
const englishSmallWords = new Set(
  'the a an of to in on at for with by from and or is are was be that this into not per its it as if when than then only must should will can'.split(' '),
);

/**
 * What a person reads in a line of code (docs/french-style-sheet.md, "Facts never change"): its
 * comment, a docstring, the value of a description or a label, a message logged, printed, raised,
 * asserted or added to a list of errors or warnings, an example phrase in a list. Not the code, nor a
 * value a program compares. `message`: a message a program gives a person, short as it may be.
 */
function textsPeopleRead(line: string): { text: string; message: boolean }[] {
  const texts: { text: string; message: boolean }[] = [];
  const comment = /(?:^|\s)(?:#|\/\/|--|\/\*)\s+(.*?)(?:\s*\*\/)?$/.exec(line);
  if (comment) texts.push({ text: comment[1]!, message: false });
  for (const [pattern, message] of [
    [/"""(.+?)"""/g, false],
    [/\b(?:description|label|summary|title|help|display_name)["']?\s*[:=]\s*["'](.+?)["']/gi, false],
    [/--description\s+["'](.+?)["']/g, false],
    [/^\s*-\s+["'](.+?)["']\s*$/g, false],
    [/\b(?:log|logger|logging|console)\.\w+\(\s*f?["'`](.+?)["'`]/g, true],
    [/\bprint\(\s*f?["'](.+?)["']/g, true],
    [/\braise\s+\w+\(\s*f?["'](.+?)["']/g, true],
    [/\bassert\b.*,\s*f?["'](.+?)["']/g, true],
    // The fifth French reading (2026-12-03): a validator's messages, gathered in a list and returned (`errors.append(f"missing column: {name}")`).
    [/\b(?:errors|warnings|problems|issues|messages|violations)\.(?:append|push|add)\(\s*f?["'`](.+?)["'`]/g, true],
  ] as const) {
    for (const match of line.matchAll(pattern)) texts.push({ text: match[1]!, message });
  }
  return texts;
}

/** The plain words of a text (no French letter, no placeholder), lowercased; none when it has a French letter. */
function plainWords(text: string): string[] {
  if (/[À-ÿ’]/.test(text)) return [];
  return text
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\(?[A-Za-z]+[,.;:?!)]*$/.test(word))
    .map((word) => word.replace(/[^A-Za-z]/g, '').toLowerCase());
}

/**
 * Whether a text a person reads is English: three plain words or more, one of them an English
 * function word; a message (an error said to a person: "missing column: {name}") from two plain
 * words, as the English article wrote it (the line is the English one, unchanged).
 */
function readsAsEnglish({ text, message }: { text: string; message: boolean }): boolean {
  const words = plainWords(text);
  if (message) return words.length >= 2;
  return words.length >= 3 && words.some((word) => englishSmallWords.has(word));
}

/**
 * The lines of a French article's code blocks left as the English article has them while they hold
 * words people read (issue 54: comments and descriptions were translated in some articles and not
 * in others). Blocks are paired in order (the outline check above keeps them so).
 */
export function untranslatedCodeLines(french: string, english: string): { block: number; line: string }[] {
  const englishBlocks = codeBlocks(english);
  return codeBlocks(french).flatMap((lines, index) => {
    const englishLines = new Set((englishBlocks[index] ?? []).map((line) => line.trim()));
    return lines
      .map((line) => line.trim())
      .filter((line) => englishLines.has(line) && textsPeopleRead(line).some(readsAsEnglish))
      .map((line) => ({ block: index + 1, line }));
  });
}

/**
 * What a French case study's story lacks of the English one's (issue 43): the same number of
 * sections, and every figure the English story states.
 */
export function storyTwinProblems(frenchFile: string, english: string, french: string): string[] {
  const problems: string[] = [];
  const sections = (markdown: string) => markdown.split('\n').filter((line) => /^## /.test(line)).length;
  if (sections(french) !== sections(english)) problems.push(`${frenchFile}: story: has ${sections(french)} sections, the English story ${sections(english)}; translate the same sections`);
  const frenchFigures = figures(french, 'fr');
  const missing = [...new Set(figures(english, 'en').filter((figure) => !frenchFigures.includes(figure)))];
  if (missing.length > 0) problems.push(`${frenchFile}: story: lacks the figure${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of the English story`);
  // And a figure only the French story states, as for a field (a walk-through of 2026-12-03 added
  // « l’équipe a réduit le délai de 50 % » to a French story alone, and it was published).
  const englishFigures = figures(english, 'en');
  const added = [...new Set(frenchDigits(french).filter((figure) => !englishFigures.includes(figure)))];
  // Quoted as the editor shows the story: its words, without the Markdown's marks.
  const asShown = withoutMarks(french.replace(/^#+\s+/gm, '')).replace(/\s+/g, ' ').trim();
  if (added.length > 0) problems.push(`${frenchFile}: story: states ${figuresSaid(added)}, which the English story does not ("${quoteAt(asShown, added[0]!)}"): both versions say the same figures`);
  for (const line of spanProblems(english, french, 'the English story')) problems.push(`${frenchFile}: story: ${line}`);
  return problems;
}

/**
 * French words a French sentence cannot do without; an English sentence has none of them. Not the
 * words English writes too (a walk-through of 2026-12-02 ended a French answer with "We also train
 * your analysts on every new tool we bring in.", and its "on" let it pass as French): « on » and
 * « plus » are English words as well. An elided article or pronoun (« l’ », « d’ », « qu’ ») is
 * French; "it's" and "don't" are not.
 */
const frenchFunctionWords = new Set(['le', 'la', 'les', 'de', 'des', 'du', 'et', 'à', 'au', 'aux', 'pour', 'une', 'un', 'est', 'sont', 'nous', 'vous', 'votre', 'vos', 'nos', 'notre', 'avec', 'dans', 'sur', 'par', 'qui', 'que', 'ce', 'cette', 'ces', 'en', 'se', 'sa', 'son', 'ses', 'leur', 'leurs', 'il', 'elle', 'ils', 'ne', 'pas', 'ou', 'où', 'mais', 'donc', 'y']);
const frenchElision = /^(?:l|d|qu|s|c|n|j|m|t|jusqu|lorsqu|puisqu)['’]\p{L}/u;

/**
 * A text's sentences that read as English: five words or more, two English function words and not
 * one French one (code, slugs, link addresses and web addresses left out). An English name inside a French
 * sentence passes: the sentence has French words.
 */
function englishSentences(text: string): string[] {
  // A slug (an article's translationOf) is an address, not a sentence.
  if (/^[a-z0-9-]+$/.test(text.trim())) return [];
  const plain = text
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '');
  return plain
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const written = sentence.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];
      if (written.some((word) => frenchElision.test(word))) return false;
      const words = written.flatMap((word) => word.split(/['’]/));
      return words.length >= 5 && !words.some((word) => frenchFunctionWords.has(word)) && new Set(words.filter((word) => englishFunctionWords.has(word))).size >= 2;
    });
}

/** English words a sentence cannot do without: a text holding two of them is English prose, not a product's name or code. */
const englishFunctionWords = new Set(['the', 'and', 'of', 'to', 'with', 'your', 'our', 'for', 'we', 'you', 'that', 'this', 'is', 'are', 'in', 'on', 'from', 'by', 'it', 'can', 'will', 'not', 'how', 'what', 'when', 'which', 'their', 'they', 'be', 'has', 'have']);

/** A text's paragraphs that read as English prose (five words or more, two of them English function words), code left out, spaces made one. */
function englishParagraphs(text: string): string[] {
  return text
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => {
      const words = paragraph.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
      return words.length >= 5 && new Set(words.filter((word) => englishFunctionWords.has(word))).size >= 2;
    });
}

/**
 * English left in a French entry that is marked as checked against its English twin (issue 55's
 * walk-through: "Create the French version" starts from the English text, and "Mark the French as
 * checked" pressed before a paragraph was translated left that paragraph in English on the French
 * page, with the translation status saying "up to date" and nothing else saying anything). While
 * the French is not marked as checked, or its English has changed since, a paragraph still in
 * English is work in progress: the translation status says so, and saves are not stopped.
 * `copy`: every file's texts with their places (model/content/link-checks.ts); `pairs`: each
 * French entry, its English twin and whether it is checked against the English as it is now.
 */
export function stillEnglishProblems(copy: readonly { file: string; fields: readonly { place?: string; text: string }[] }[], pairs: readonly { french: string; english: string; current: boolean }[]): string[] {
  const byFile = new Map(copy.map((entry) => [entry.file, entry]));
  const problems: string[] = [];
  for (const { french, english, current } of pairs) {
    if (!current) continue;
    const englishProse = new Set((byFile.get(english)?.fields ?? []).flatMap(({ text }) => englishParagraphs(text)));
    for (const { place, text } of byFile.get(french)?.fields ?? []) {
      const left = englishParagraphs(text).filter((paragraph) => englishProse.has(paragraph));
      // And an English sentence among French ones (a walk-through of 2026-12-01 ended a French
      // answer with the English one's last sentence, marked it checked, and it reached the page).
      const sentences = englishSentences(text).filter((sentence) => !left.some((paragraph) => paragraph.includes(sentence.replace(/\s+/g, ' '))));
      const said = (text: string) => (text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text);
      for (const paragraph of left) {
        problems.push(`${french}: ${place ? `${place}: ` : ''}« ${said(paragraph)} » is still the English text, in an entry marked as checked against the English: translate it (French readers see it in English), then mark the French as checked again`);
      }
      for (const sentence of sentences) {
        problems.push(`${french}: ${place ? `${place}: ` : ''}« ${said(sentence)} » is in English, in an entry marked as checked against the English: translate it (French readers see it in English), then mark the French as checked again`);
      }
    }
  }
  return problems;
}
