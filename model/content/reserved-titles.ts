/**
 * The firm's own people named by a reserved title (issue 54): "engineer" and "architect" are
 * titles reserved to licensed members in Ontario (Professional Engineers Act s. 40, Architects Act)
 * and Quebec (Code des professions art. 32, Loi sur les architectes art. 5), « ingénieur » and
 * « architecte » too. The job titles are the careers schema's (reservedTitleFree); this is every
 * other text of the content, both languages, where the firm says "our engineers" or « nos
 * architectes » (a French reading of 2026-11-30 found « Nos architectes » on the home page; the
 * English said "our engineers" in fourteen places its French twin said « nos spécialistes »).
 * A client's engineers, and the fields (engineering, « ingénierie », architecture), stay.
 */
// Code is left out (withoutCode): a sample is not the firm speaking.
import { withoutCode, type CopyTexts } from './link-checks.ts';
import { literally } from '../site/pattern.ts';

const title = '(?:engineers?|architects?|ing[ée]nieur(?:e|es|s)?|architectes?)';
/** What every way of naming one holds, as a word: a text without it is passed over, the whole pattern not run over it (issue 56: the dev server checks every text on each status it works out; the content's 5,510 texts took 27 ms, 7 ms so). */
const titleWord = new RegExp(`(?<!\\p{L})${title}(?!\\p{L})`, 'iu');
const words = (count: number) => `(?:\\s+[\\p{L}-]+){0,${count}}?`;

/**
 * The ways copy names the firm's people by a title: "our engineers", "two of our data engineers",
 * « nos ingénieurs », « notre architecte »; "{site.brand}'s engineers"; "the engineers on our team",
 * « les ingénieurs de notre équipe »; "our team of engineers", « notre équipe d’ingénieurs » (a
 * walk-through of 2026-11-30 saved "Northbeam’s engineers" and "The engineers on our team").
 * `brands`: the brand as the site settings write it, which staff may type for {site.brand}.
 */
function reservedPatterns(brands: readonly string[]): RegExp {
  // The brand whole and its first word ("Northbeam’s engineers" for Northbeam Digital).
  const names = [...new Set(brands.flatMap((brand) => [brand, brand.split(/\s+/)[0]!]).filter((name) => name.length >= 4))];
  const brand = ['\\{site\\.brand\\}', ...names.map(literally)].join('|');
  const ways = [
    `(?:our|nos|notre)${words(2)}\\s+${title}`,
    `(?:${brand})['’]s${words(2)}\\s+${title}`,
    // "a senior Northbeam engineer" (a walk-through of 2026-12-01 saved it, unflagged).
    `(?:${brand})\\s+${title}`,
    `${title}\\s+(?:on|in|of|from|at)\\s+(?:our|${brand})(?!\\p{L})`,
    `${title}\\s+(?:de|d['’])\\s*(?:notre|nos|${brand})(?!\\p{L})`,
    `(?:our|notre|nos)\\s+(?:team|staff|group|practice|équipes?|groupes?)\\s+(?:of|d['’]|de)\\s*(?:[\\p{L}-]+\\s+)?${title}`,
    // A French and legal reading of 2026-12-03 found three the ways above missed: "Your engineers
    // pair with ours", "an engineer will help you contain the incident", "We launched…, and kept an
    // engineer on call"; « un ingénieur vous aidera » is the same promise.
    `${title}${words(3)}\\s+(?:with|beside|alongside)\\s+ours`,
    `(?:an?|one|un|une)${words(1)}\\s+${title}\\s+(?:will|can|would)${words(2)}\\s+(?:you|your)`,
    `(?:un|une)${words(1)}\\s+${title}\\s+(?:vous|va\\s+vous|pourra\\s+vous)`,
    `we(?:\\s+[\\p{L}-]+,?){0,20}?\\s+(?:kept|assigned|sent|staffed|dedicated|put)\\s+(?:an?|one|two|three|four)${words(1)}\\s+${title}`,
  ];
  return new RegExp(`(?<!\\p{L})(?:${ways.join('|')})(?!\\p{L})`, 'giu');
}

/** The firm's people named "engineers" or "architects" (or in French) in any text of the content, as "file: field: what to do" lines. */
export function reservedTitleProblems(copy: CopyTexts): string[] {
  const problems: string[] = [];
  const brands = copy.filter(({ file }) => /^content\/(?:fr\/)?site\.yaml$/.test(file)).flatMap(({ fields }) => fields.filter(({ key }) => key === 'brand').map(({ text }) => text));
  const pattern = reservedPatterns(brands);
  for (const { file, fields } of copy) {
    for (const { place, text } of fields) {
      if (!titleWord.test(text)) continue;
      for (const [said] of withoutCode(text).matchAll(pattern)) {
        const french = file.startsWith('content/fr/');
        problems.push(
          `${place ? `${file}: ${place}:` : `${file}:`} says "${said}": ${
            french
              ? '« ingénieur » and « architecte » are titles reserved to licensed members in Quebec and Ontario: name the firm’s people otherwise (« nos spécialistes », « notre équipe technique »)'
              : '"engineer" and "architect" are titles reserved to licensed members in Ontario and Quebec: name the firm’s people otherwise (our specialists, our technical team)'
          }`,
        );
      }
    }
  }
  return problems;
}
