import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { careersPageSchema, reservedTitleFree } from '../../model/content/schemas/company-and-legal';
import { languages } from '../../model/site/languages';
import { problemsOf } from '../../model/content/content-messages';
import { postFrontMatterSchema } from '../../model/content/schemas/blog';
import { caseStudySchema } from '../../model/content/schemas/case-studies';
import { titleMax } from '../../model/content/schemas/fields';

// Issue 54: "engineer" and « ingénieur » are titles reserved to licensed engineers in Ontario and
// Quebec; the firm's careers page names no role, and describes no team, with them.
describe('reserved titles', () => {
  it('are told apart from the field: "engineering" and « ingénierie » pass', () => {
    for (const text of ['Senior AI Engineer', 'a team of engineers', 'Ingénieur ou ingénieure de données', 'Ingénieures en IA']) expect(reservedTitleFree.test(text), text).toBe(false);
    for (const text of ['Data Engineering Specialist', 'Spécialiste en ingénierie des données', 'Software developer']) expect(reservedTitleFree.test(text), text).toBe(true);
  });

  it('a job title with one is refused, saying why and what to write instead', () => {
    const careers = contentIn('careers').en;
    const opening = { ...careers.openings[0]!, title: 'Senior AI Engineer' };
    const result = careersPageSchema.safeParse({ ...careers, openings: [opening, ...careers.openings.slice(1)] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['openings.0.title', expect.stringContaining('titles reserved to licensed engineers in Ontario and Quebec: name the role otherwise')],
    ]);
  });

  for (const language of languages) {
    it(`${language}: no text of the careers page has one`, () => {
      const texts: string[] = [];
      const walk = (value: unknown): void => {
        if (typeof value === 'string') texts.push(value);
        else if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(contentIn('careers')[language]);
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.filter((text) => !reservedTitleFree.test(text))).toEqual([]);
    });
  }
});

// Issue 55 (the walk-through of 2026-11-29): a 300-character title was saved and built without a word.
describe("an article's or a case study's title", () => {
  it(`is refused past ${titleMax} characters, in words staff read; the longest of today's pass`, () => {
    const long = 'A title that says far too much about the work. '.repeat(7);
    for (const schema of [postFrontMatterSchema, caseStudySchema]) {
      const title = (schema.shape as { title: typeof postFrontMatterSchema.shape.title }).title;
      const result = title.safeParse(long);
      expect(result.success).toBe(false);
      expect(problemsOf(result.error!.issues, long)).toEqual([`The file: is ${long.trim().length} characters long: shorten it to ${titleMax} at most`]);
    }
    for (const language of languages) {
      for (const { title } of [...Object.values(contentIn('articles')[language]), ...Object.values(contentIn('caseStudies')[language])]) {
        expect(title.length, title).toBeLessThanOrEqual(titleMax);
      }
    }
  });
});
