/**
 * The schemas of the editor's "Company and legal pages" collections.
 */
import { z } from 'zod';
import { cardSchema, heroSchema, localImage, optionalSection, photo, seoSchema, spec, text } from './fields.ts';

/** About stat (spec 3): value and label. */
const aboutStatSchema = z.strictObject({ value: text, label: text });

/** A person of the firm, on the About page (issue 53: buyers check who they will work with). */
const personSchema = z.strictObject({
  name: text,
  role: text.describe('Their role, e.g. Head of Data Engineering.'),
  bio: text.describe('One or two sentences: what they lead, and what they did before.'),
  portrait: photo('portrait', 'content/images/people', true, 'A round portrait above the name; leave empty for none.'),
});

export const aboutPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  /** The headings of the sections below the figures. */
  headings: z.strictObject({
    values: text,
    expertise: text,
    industries: text,
    team: text.describe('Over the team below, shown once at least one person is listed.'),
  }),
  /** The people a client works with, real ones only: the section is shown once one is listed. */
  team: optionalSection(z.array(personSchema)).describe(
    'The people a client works with, each with their role, a sentence about them and, when there is one, a portrait. Only real people: the section shows once one is listed. The French list has the same people in the same order.',
  ),
  /** What screen readers call the figures. */
  statsLabel: text,
  stats: z.array(aboutStatSchema).length(4),
  values: z.array(cardSchema).length(4),
  expertise: z.array(cardSchema.extend({ capabilities: z.array(text).length(4) })).length(3),
  industries: z.array(cardSchema.extend({ achievements: z.array(text).length(2) })).length(3),
  cta: z.strictObject({ title: text, text, buttonLabel: spec('Schedule a Consultation') }),
});

/** The amounts of a pay range as written: "$120,000 to $145,000 a year" gives 120000 and 145000 (French: « 120 000 $ à 145 000 $ »). */
export const payAmounts = (pay: string): number[] =>
  [...pay.matchAll(/\d{1,3}(?:[,\u00a0\u202f ]\d{3})+|\d+/g)].map((match) => Number(match[0].replace(/[,\u00a0\u202f ]/g, ''))).filter((amount) => amount >= 1000);

/**
 * A text without "engineer" or « ingénieur » (issue 54): titles reserved to licensed engineers in
 * Ontario (Professional Engineers Act s. 40) and Quebec (Code des professions art. 32).
 * « Ingénierie » and "engineering", the field, stay.
 */
export const reservedTitleFree = /^(?![\s\S]*\b(?:engineers?|ing[ée]nieure?s?)(?!\p{L}))\s*\S[\s\S]*$/iu;

/** Ontario's rule for a posted range (ESA s. 8.1, O. Reg. 476/24): at most $50,000 wide when its top is $200,000 or less. */
export const payRangeMaxWidth = 50_000;

/**
 * Job opening (spec 3), and what a publicly advertised posting must say in Ontario since
 * 1 January 2026 for an employer of 25 or more (issue 54): the expected pay or its range, whether AI
 * screens, assesses or selects applicants, whether the posting is for an existing vacancy. The
 * owner's facts: left empty, the page leaves them out and `npm run deploy`'s launch check names them.
 */
const jobOpeningSchema = z
  .strictObject({
    title: text
      .regex(reservedTitleFree, 'says "engineer" or « ingénieur », titles reserved to licensed engineers in Ontario and Quebec: name the role otherwise (specialist, developer, « spécialiste »)')
      .describe('The job title. Not "engineer" or « ingénieur », reserved titles in Ontario and Quebec unless the role requires the licence.'),
    location: text,
    type: text,
    department: text,
    summary: text,
    pay: optionalSection(text.describe('The expected pay or its range, as the posting shows it: $120,000 to $145,000 a year. A range is at most $50,000 wide when its top is $200,000 or less (Ontario).')),
    aiScreening: optionalSection(text.describe('Whether artificial intelligence screens, assesses or selects applicants, as a sentence: We do not use artificial intelligence to screen, assess or select applicants.')),
    vacancy: optionalSection(text.describe('Whether the posting is for an existing vacancy, as a sentence: This posting is for an existing vacancy.')),
  })
  .superRefine((opening, context) => {
    if (!opening.pay) return;
    const [low, high] = [...payAmounts(opening.pay)].sort((a, b) => a - b).filter((_, index, all) => index === 0 || index === all.length - 1);
    if (low !== undefined && high !== undefined && high <= 200_000 && high - low > payRangeMaxWidth) {
      context.addIssue({ code: 'custom', path: ['pay'], message: `is a range ${(high - low).toLocaleString('en-CA')} wide: Ontario allows $50,000 at most when the top is $200,000 or less; narrow it` });
    }
  });

export const careersPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  openingsTitle: text,
  /** Under the openings' heading (the French and legal reading of 2026-11-30: applicants were told nothing where they apply). */
  applicationNotice: z.strictObject({
    text: text.describe('Said above the postings, where people apply: who sees an application and how long it is kept, as the privacy policy’s "Job applications" section says.'),
    privacyLink: text.describe('The link to the privacy policy after it.'),
  }),
  /** Each opening's button; screen readers hear it with the opening's title. */
  applyLabel: spec('Apply Now'),
  /** The subject of the e-mail the button opens, before the opening's title: "Application: Senior AI Engineer". */
  applySubject: text,
  /** The label of an opening's pay (issue 54): "Pay". */
  payLabel: text,
  openings: z.array(jobOpeningSchema).length(3),
  benefitsTitle: text,
  benefits: z.array(cardSchema).min(3),
});

/** Press item (spec 3): the date is display text. */
const pressItemSchema = z.strictObject({
  title: text,
  date: text,
  excerpt: text,
  image: localImage,
  imageAlt: text,
  /** A photograph shown instead of the drawn picture. */
  photo: photo('press', 'content/images/press', true),
});

export const pressPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  /** What screen readers call the list of items. */
  itemsLabel: text,
  /** Each item's link; screen readers hear it with the item's title. */
  readMore: text,
  items: z.array(pressItemSchema).length(2),
  mediaContact: text,
});

export const docsPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  /** What screen readers call the cards. */
  cardsLabel: text,
  cards: z.array(cardSchema.extend({ topics: z.array(text).min(3) })).length(4),
});

export const apiPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  example: z.strictObject({ title: text, description: text, requestLabel: text, request: text, responseLabel: text, response: text }),
  cardsTitle: text,
  /** Each card's link; screen readers hear its screen-reader label followed by the card's title. */
  cardLink: z.strictObject({ label: text, screenReaderLabel: text }),
  cards: z.array(cardSchema).length(4),
});

/** Status item (spec 3). */
const statusItemSchema = z.strictObject({
  name: text,
  status: spec('operational'),
  uptime: z.string().regex(/^\d{2}\.\d{2}%$/),
  lastIncident: text,
});

export const statusPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  banner: spec('All Systems Operational'),
  /** What screen readers call the section. */
  sectionLabel: text,
  /** The table's caption (read by screen readers) and column headings. */
  table: z.strictObject({ caption: text, service: text, status: text, uptime: text, lastIncident: text }),
  services: z.array(statusItemSchema).length(3),
});

export const supportPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  /** What screen readers call the section. */
  sectionLabel: text,
  chat: z.strictObject({ title: text, description: text, hours: text, buttonLabel: spec('Start Chat') }),
  email: z.strictObject({ title: text, description: text, promise: text }),
});

export const legalSectionSchema = z.strictObject({
  heading: text,
  paragraphs: z.array(text).min(1).describe('Shown first, in this order; the last may introduce the list below it.'),
  items: optionalSection(z.array(text)).describe('A bulleted list, shown after the paragraphs above.'),
  /** Issue 40 (review item 6): what follows the list, so a section reads in the order staff write it. */
  closing: optionalSection(z.array(text)).describe('Paragraphs shown after the list, in this order.'),
});

export const legalPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  /** Before the date the page was last updated. */
  lastUpdatedLabel: text,
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /**
   * The notice of the last amendment, shown under the date (Quebec's private-sector Act, s. 8.2:
   * a privacy policy publishes a notice of each change): what changed, in a sentence or two.
   */
  changeNotice: optionalSection(text).describe(
    'What changed in the last revision, in a sentence or two, shown at the top of the page under the date. Quebec law asks the privacy policy to say it on every change; update it with the date.',
  ),
  intro: text,
  sections: z.array(legalSectionSchema).min(3),
});
