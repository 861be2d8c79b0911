import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { careersPageSchema, reservedTitleFree } from '../../model/content/schemas/company-and-legal';
import { languages } from '../../model/site/languages';
import { problemsOf } from '../../model/content/content-messages';
import { postFrontMatterSchema } from '../../model/content/schemas/blog';
import { caseStudySchema } from '../../model/content/schemas/case-studies';
import { titleMax } from '../../model/content/schemas/fields';
import { parse } from 'yaml';
import { copyTexts } from '../../model/content/link-checks';
import { memoryContent } from '../../model/content/content-source';
import { projectContent } from '../../model/content/content-files';
import { reservedTitleProblems } from '../../model/content/reserved-titles';

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

// Issue 54 (the French reading of 2026-11-30): « Nos architectes » on the home page, and "our
// engineers" in fourteen English texts whose French said « nos spécialistes ».
describe("the firm's people named by a reserved title, in any text of the content", () => {
  const check = (files: Record<string, string>) => reservedTitleProblems(copyTexts(memoryContent(new Map(Object.entries(files))), parse));

  it('are named by file and field, in either language, with what to write instead', () => {
    expect(
      check({
        'content/pages/home.yaml': 'steps:\n  - title: Design\n    description: Our architects turn it into a design.\n',
        'content/fr/pages/home.yaml': 'steps:\n  - title: Conception\n    description: Nos ingénieures en données le conçoivent.\n',
        'content/case-studies/a-story.md': '---\ntitle: A story\n---\n\nThe build took ten weeks, with two of our data engineers.\n',
      }),
    ).toEqual([
      expect.stringMatching(/^content\/pages\/home\.yaml: Steps 1 \("Design"\) > Description: says "Our architects": "engineer" and "architect" are titles reserved .+ \(our specialists, our technical team\)$/),
      expect.stringMatching(/^content\/fr\/pages\/home\.yaml: Steps 1 \("Conception"\) > Description: says "Nos ingénieures": .+ \(« nos spécialistes », « notre équipe technique »\)$/),
      expect.stringMatching(/^content\/case-studies\/a-story\.md: Story: says "our data engineers"/),
    ]);
  });

  it('are found however the sentence turns (walk-throughs of 2026-11-30 and 2026-12-01 saved the second, third and fifth)', () => {
    const site = 'brand: Northbeam Digital\n';
    const found = check({
      'content/site.yaml': site,
      'content/pages/home.yaml': [
        'a: "{site.brand}’s engineers rebuilt it."',
        'b: "Northbeam’s engineers rebuilt it."',
        'c: The engineers on our team rebuilt it.',
        'd: Our team of cloud architects designed it.',
        // A walk-through of 2026-12-01 saved this one.
        'e: Every project is led by a senior Northbeam engineer.',
        'f: A {site.brand} architect reviews it. Northbeam helps engineers too.',
        // A French and legal reading of 2026-12-03 found these three.
        'g: Your engineers pair with ours.',
        'h: Contact us, and an engineer will help you contain the incident.',
        'i: We launched early, load-tested the checkout, and kept an engineer on call.',
      ].join('\n'),
      'content/fr/pages/home.yaml': [
        'a: Les ingénieurs de notre équipe l’ont refait.',
        'b: Notre équipe d’ingénieurs l’a conçu.',
        'c: Les architectes de {site.brand} l’ont conçu.',
        'd: Écrivez-nous, et un ingénieur vous aidera à contenir l’incident.',
      ].join('\n'),
    }).map((line) => /says "([^"]+)"/.exec(line)![1]);
    expect(found).toEqual([
      '{site.brand}’s engineers',
      'Northbeam’s engineers',
      'engineers on our',
      'Our team of cloud architects',
      'Northbeam engineer',
      '{site.brand} architect',
      'engineers pair with ours',
      'an engineer will help you',
      'We launched early, load-tested the checkout, and kept an engineer',
      'ingénieurs de notre',
      'Notre équipe d’ingénieurs',
      'architectes de {site.brand}',
      'un ingénieur vous',
    ]);
  });

  it("leave a client's engineers, the fields and code alone", () => {
    expect(
      check({
        'content/pages/home.yaml':
          "text: We pair with your engineers and the client's data engineers. Our engineering team reviews the architecture; « nos spécialistes en architecture », « l’ingénierie ». Run `our engineers --list`. An engineer reruns yesterday's job, so an engineer can open the vault; we paged the on-call engineer.\n",
      }),
    ).toEqual([]);
  });

  it('find none in the content as it is', () => {
    expect(reservedTitleProblems(copyTexts(projectContent(), parse))).toEqual([]);
  });
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
