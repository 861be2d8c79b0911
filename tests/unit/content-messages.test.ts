import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections } from '../../model/content/collections';
import { fieldLabelsOf, fieldPath, labelOf, namesNoEntry, namesNoEntryLine, problemsOf } from '../../model/content/content-messages';
import { parseContent } from '../../model/content/schemas/fields';

// Issue 41: the build's and the dev server's messages in the words staff read in the editor.

const problems = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return problemsOf(result.success ? [] : result.error.issues, value);
};

describe('a field, named as the editor names it', () => {
  it('by its label, a list item counted from 1 and named by its title or question', () => {
    const entry = { faqs: [{ question: 'What is it?', answer: 'A' }, { question: 'How long does an AI integration project usually take?', answer: '' }] };
    expect(fieldPath(entry, ['faqs', 1, 'answer'])).toBe('FAQs 2 ("How long does an AI integration project…") > Answer');
    expect(fieldPath(entry, ['seo', 'description'])).toBe('SEO > Description');
    expect(fieldPath({ openings: [{}] }, ['openings', 0, 'imageAlt'])).toBe('Openings 1 > Image alt');
    expect(fieldPath(entry, [])).toBe('The file');
    expect(labelOf('alt')).toBe('Alt text');
  });
});

describe('what is wrong, and what to do, never the validation library’s words', () => {
  const schema = z.strictObject({
    title: z.string().trim().min(1),
    description: z.string().trim().min(50).max(170),
    tags: z.array(z.string()).min(2).max(3),
    year: z.number().int().min(1900),
    kind: z.enum(['Country', 'City']),
    code: z.literal('404'),
    email: z.email(),
    url: z.url(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
      .refine((d) => !Number.isNaN(Date.parse(d)), 'must be a real calendar date'),
  });
  const lines = problems(schema, {
    title: '   ',
    description: 'Too short.',
    tags: ['a', 'b', 'c', 'd'],
    year: 1800,
    kind: 'Town',
    code: '500',
    email: 'not an address',
    url: 'www.example.ca',
    date: '26 November 2026',
    seoo: 'misspelt',
  });

  it('says each problem in plain words', () => {
    expect(lines).toEqual([
      'Title: is empty: write it',
      'Description: is 10 characters long: write at least 50',
      'Tags: has 4 items: it takes 3 at most, so remove 1',
      'Year: is 1800: it must be 1900 or more',
      'Kind: must be one of: Country, City',
      'Code: must be exactly "404"',
      'Email: must be an e-mail address, such as name@example.ca',
      'Url: must be a web address starting with https://',
      'Date: must be YYYY-MM-DD',
      '"seoo": is not a field here (a misspelt name?)',
    ]);
  });

  it('one line per field: a date not written YYYY-MM-DD is not also "not a real date"', () => {
    expect(lines.filter((line) => line.startsWith('Date:'))).toHaveLength(1);
  });

  it('a missing field, a list too short, a text too long', () => {
    expect(problems(z.strictObject({ answer: z.string(), items: z.array(z.string()).min(6), seo: z.strictObject({ description: z.string().max(170) }) }), { items: ['a'], seo: { description: 'x'.repeat(171) } })).toEqual([
      'Answer: is missing: fill it in',
      'Items: has 1 item: it needs at least 6, so add 5',
      'SEO > Description: is 171 characters long: shorten it to 170 at most',
    ]);
  });

  it('every collection’s schema, given an empty entry, answers in these words only', () => {
    for (const collection of collections) {
      let message = '';
      try {
        parseContent(collection.schema, collection.label, {});
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, collection.label).toMatch(/^Invalid content /);
      expect(message, collection.label).not.toMatch(/Invalid input|Too small|Too big|expected \w+, received|Unrecognized/i);
    }
  });
});

// Issue 55: the Dashboard's links open the entry at the field a line names (editor/field-focus.ts).
describe('the field a problem line names', () => {
  it('reads the labels up to the first list, whose items open one at a time', () => {
    expect(fieldLabelsOf('SEO > Description: is 10 characters long: write at least 50')).toEqual(['SEO', 'Description']);
    expect(fieldLabelsOf('FAQs 2 ("How long: weeks > months?") > Answer: is empty: write it')).toEqual(['FAQs']);
    expect(fieldLabelsOf('Stories > Testimonials 1 ("Priya") > Portrait > Alt text: missing; the English version shows a photo here')).toEqual(['Stories', 'Testimonials']);
    expect(fieldLabelsOf('Story: links to /nowhere, which is no page of the site')).toEqual(['Story']);
    expect(fieldLabelsOf('Services 2: is "quantum-computing", which no file of content/services is named')).toEqual(['Services']);
  });

  it('reads none where the line names no field', () => {
    expect(fieldLabelsOf('missing; the French edition needs this Locations file')).toEqual([]);
    expect(fieldLabelsOf('Contact email is hello@northbeam.example, a placeholder: write the address that receives requests')).toEqual([]);
    expect(fieldLabelsOf('“Ottawa” is still named in 2 entries, about a page the site no longer has: a; b.')).toEqual([]);
  });

  it('reads every place fieldPath writes', () => {
    const entry = { faqs: [{ question: 'Q?', answer: '' }], seo: { description: 'x' } };
    expect(fieldLabelsOf(`${fieldPath(entry, ['faqs', 0, 'answer'])}: is empty`)).toEqual(['FAQs']);
    expect(fieldLabelsOf(`${fieldPath(entry, ['seo', 'description'])}: is short`)).toEqual(['SEO', 'Description']);
  });
});

// The editor names a deleted entry by its name in the line the content check writes (editor/save-rules.ts): both from one place.
describe('a field naming an entry no file is named for', () => {
  it('is found again, with its file, field, value and folder, in the line the content check writes', () => {
    const line = `content/case-studies/x.md: Industry: ${namesNoEntry('healthcare', 'content/industries')}`;
    expect(namesNoEntryLine.exec(line)?.slice(1)).toEqual(['content/case-studies/x.md: ', 'Industry', 'healthcare', 'content/industries']);
  });
});
