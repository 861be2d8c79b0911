/** One case study from its Markdown source (issue 43): front matter validated, body kept, its length checked. */
import type { z } from 'zod';
import { languageOfContentFile } from '../site/languages.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { countWords } from './post-parse.ts';
import { caseStudySchema, entrySlugSchema } from './schemas/case-studies.ts';
import { englishOnlyKeys, forLanguage, parseContent } from './schemas/fields.ts';
import { figures, markedFigures } from './translation-checks.ts';
import { withoutEnglishChecked } from './translation-status.ts';
import { fieldPath } from './content-messages.ts';

export type CaseStudyMeta = z.output<typeof caseStudySchema> & { slug: string };
export type CaseStudy = CaseStudyMeta & { body: string };

/** How long a case study's story is, in words (issue 43): long enough to tell the work, short enough to be read. */
export const caseStudyWords = { min: 400, max: 800 } as const;

/** The only value a case study's story may have the site fill in: the firm's name. */
const siteValue = '{site.brand}';

/**
 * A story's site values as the editor writes them (issue 55): its Markdown field reads `{…}` as
 * an MDX expression and could not open a story that had one, so the brace is escaped in the file,
 * `\{site.brand}`, and read back here as the value it is.
 */
export const storySiteValues = (markdown: string): string => markdown.replace(/\\\{(site\.\w+)\\?\}/g, '{$1}');

export function parseCaseStudy(file: string, source: string): CaseStudy {
  const { data, body: written } = splitFrontMatter(file, source);
  const body = storySiteValues(written);
  // The file's name is the case study's English address, and pairs it with its French twin.
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  const problems: string[] = [];
  if (!entrySlugSchema.safeParse(slug).success) problems.push('file name: must be lowercase words joined by hyphens, e.g. bilingual-support-chatbot-winter-peak.md');
  const words = countWords(body);
  if (words < caseStudyWords.min || words > caseStudyWords.max) {
    problems.push(`story: has ${words} words; tell it in ${caseStudyWords.min} to ${caseStudyWords.max}`);
  }
  const other = (body.match(/\{[\w.]+\}/g) ?? []).find((token) => token !== siteValue);
  if (other) problems.push(`story: ${other} is not a value the site fills in here (only ${siteValue} is)`);
  // A fact the English file alone holds (the Featured box), written in a French file by hand: said in
  // its words, not as an unknown field, and left out (the French takes the English file's).
  const language = languageOfContentFile(file);
  const fields = { ...(withoutEnglishChecked(file, data) as Record<string, unknown>) };
  if (language !== 'en') {
    for (const [key, label] of Object.entries(englishOnlyKeys(caseStudySchema))) {
      if (!(key in fields)) continue;
      problems.push(`${label}: set in the English version only, which the French follows: delete "${key}" here`);
      delete fields[key];
    }
  }
  const meta = (() => {
    try {
      return parseContent(forLanguage(caseStudySchema, language), file, fields);
    } catch (error) {
      // One message for the file: the schema's lines, then the story's.
      throw new Error([(error as Error).message, ...problems.map((line) => `  - ${line}`)].join('\n'));
    }
  })() as z.output<typeof caseStudySchema>;
  // A result's figures are the story's (issue 55): a figure changed on its tile and not in the story, or the other way, is refused.
  // A percentage or an amount must be one in the story too: "−9%" is not stated by "9 days".
  const storyFigures = figures(body);
  const storyMarked = markedFigures(body);
  meta.results.forEach(({ figure, label }, index) => {
    const stated = (marked: string) => (/^\d+$/.test(marked) ? storyFigures.includes(marked) : storyMarked.includes(marked));
    const missing = [...new Set(markedFigures(`${figure ?? ''} ${label}`).filter((marked) => !stated(marked)))];
    if (missing.length > 0) problems.push(`${fieldPath(meta, ['results', index])}: “${[figure, label].filter(Boolean).join(' ')}” states ${missing.join(', ')}, which the story does not: say the same in both`);
  });
  if (problems.length > 0) throw new Error(`Invalid content "${file}":\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  return { ...meta, slug, body };
}

/** Newest first, then by file name. */
export const newestCaseStudyFirst = (a: CaseStudyMeta, b: CaseStudyMeta): number => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** Card data without the story, for lists. */
export function caseStudyMeta({ body: _body, ...meta }: CaseStudy): CaseStudyMeta {
  return meta;
}
