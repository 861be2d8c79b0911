/**
 * Counts written in copy that no longer match what the site shows (issue 55): the case studies
 * page once said "Thirty engagements" above 31 of them. A number (in figures or words, either
 * edition) followed by the name of something staff add to (case studies, services, offices,
 * industries, articles) is compared with how many the site publishes: "Thirty case studies"
 * needs 30, "30+ case studies", "more than 30" or « plus de 30 » at least 30.
 *
 * Read in the site's own copy only: an article or a case study tells of a client's world ("a
 * shared app role used by ten services"), and the legal pages of other firms' services ("Two
 * services we rely on"), so their numbers are not the site's counts.
 */
import type { ContentData } from './collections.ts';
import type { CopyTexts } from './link-checks.ts';

/** What staff add to, by what copy calls it (both editions), and how many the site shows. */
type Counted = 'caseStudies' | 'services' | 'locations' | 'industries' | 'articles';

const nounPatterns: readonly { counted: Counted; pattern: string }[] = [
  { counted: 'caseStudies', pattern: "case studies|client stories|success stories|engagements|études de cas|mandats|réussites" },
  { counted: 'services', pattern: "services|practices|practice areas|champs d[’']expertise|expertises" },
  { counted: 'locations', pattern: "offices|locations|bureaux" },
  { counted: 'industries', pattern: "industries|sectors|secteurs(?: d[’']activité)?" },
  { counted: 'articles', pattern: "articles|blog posts|posts|billets" },
];

/** Each noun's pattern also as a whole word, to tell which counted thing a claim names. */
const nouns = nounPatterns.map((noun) => ({ ...noun, whole: new RegExp(`^(?:${noun.pattern})$`, 'iu') }));

/** What each counted thing is called in a message. */
const said: Record<Counted, string> = {
  caseStudies: 'case studies',
  services: 'services',
  locations: 'offices',
  industries: 'industries',
  articles: 'articles',
};

const units: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16,
};
const tens: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  vingt: 20, trente: 30, quarante: 40, cinquante: 50, soixante: 60,
};

/** A number written in figures or in words of either edition, 1 to 99 ("thirty-one", « trente et un », « dix-sept »). */
function valueOf(written: string): number | undefined {
  const words = written.toLowerCase().replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (/^\d+$/.test(words)) return Number(words);
  const parts = words.split(/[- ]| et /).filter((part) => part && part !== 'et');
  if (parts.length === 1) return units[parts[0]!] ?? tens[parts[0]!];
  if (parts.length === 2) {
    const [first, second] = parts as [string, string];
    if (first === 'dix' && units[second] !== undefined && units[second]! >= 7) return 10 + units[second]!;
    if (tens[first] !== undefined && units[second] !== undefined && units[second]! < 10) return tens[first]! + units[second]!;
  }
  return undefined;
}

const unitWords = Object.keys(units).join('|');
const tenWords = Object.keys(tens).join('|');
/** A number in figures, or in words: a unit, a ten, or a ten and a unit ("thirty-one", « trente et un », « dix-sept »). */
const numberPattern = `\\d{1,3}|(?:${tenWords}|dix)(?:-| et |-et-)(?:${unitWords})|(?:${tenWords})|(?:${unitWords})`;
const space = '[\\s\\u00a0\\u202f]+';

/** "more than 30", « plus de 30 », "over 30", "30+" : at least that many. */
const claimPattern = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(?<atLeast>(?:more than|over|at least|plus de|au moins)${space})?(?<number>${numberPattern})(?<plus>\\+)?${space}(?:(?:of our|our|de nos|nos)${space})?(?<noun>${nouns.map(({ pattern }) => pattern).join('|')})(?![\\p{L}])`,
  'giu',
);

/** The content files whose numbers tell of the site itself: not the stories, the articles or the legal pages. */
const isSiteCopy = (file: string) => !/^content\/(?:fr\/)?(?:posts|case-studies|legal)\//.test(file);

/** How many of each the site shows, `data` the published content (model/content/publishing.ts). */
export function siteCounts(data: ContentData): Record<Counted, number> {
  return {
    caseStudies: Object.keys(data.caseStudies.en).length,
    services: Object.keys(data.services.en).length,
    locations: Object.keys(data.locations.en).length,
    industries: Object.keys(data.industries.en).length,
    articles: Object.keys(data.articles.en).length,
  };
}

/** "file: what is wrong" for each count in the site's copy that the content no longer bears out. */
export function countClaimProblems(copy: CopyTexts, counts: Record<Counted, number>): string[] {
  const problems: string[] = [];
  for (const { file, prose } of copy) {
    if (!isSiteCopy(file)) continue;
    const text = prose.join('\n');
    for (const match of text.matchAll(claimPattern)) {
      const { atLeast, number, plus, noun } = match.groups!;
      const written = valueOf(number!);
      const counted = nouns.find(({ whole }) => whole.test(noun!))?.counted;
      // "One" is rarely a count of the site's ("one of our services"), and never a plural's.
      if (written === undefined || written < 2 || !counted) continue;
      const shown = counts[counted];
      const holds = atLeast || plus ? shown >= written : shown === written;
      if (holds) continue;
      problems.push(
        `${file}: says “${match[0].trim()}” and the site shows ${shown} ${said[counted]}: write the number that is true, or say it without a number (a number in copy has to change with every entry added or removed)`,
      );
    }
  }
  return [...new Set(problems)];
}
