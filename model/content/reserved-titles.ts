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
import type { CopyTexts } from './link-checks.ts';

/** "our engineers", "two of our data engineers", "Our architects"; « nos ingénieurs », « notre architecte » (up to two words between). */
const ourReserved = /(?<!\p{L})(?:our|nos|notre)(?:\s+[\p{L}-]+){0,2}?\s+(?:engineers?|architects?|ing[ée]nieur(?:e|es|s)?|architectes?)(?!\p{L})/giu;

/** Code and inline code: a sample is not the firm speaking. */
const withoutCode = (text: string) => text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/** The firm's people named "engineers" or "architects" (or in French) in any text of the content, as "file: field: what to do" lines. */
export function reservedTitleProblems(copy: CopyTexts): string[] {
  const problems: string[] = [];
  for (const { file, fields } of copy) {
    for (const { place, text } of fields) {
      for (const [said] of withoutCode(text).matchAll(ourReserved)) {
        const french = /^no/i.test(said);
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
