import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { careersPageSchema, reservedTitleFree } from '../../model/content/schemas/company-and-legal';
import { languages } from '../../model/site/languages';

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
