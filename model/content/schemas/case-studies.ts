/**
 * The schemas of the editor's "Case studies" collections (issue 43): a case study's front matter,
 * the industries the list is filtered by, the case studies' pages.
 */
import { z } from 'zod';
import { englishOnlyField, firstSentenceWithin, frenchOnlyField, icon, optionalSection, pageTitle, photo, position, references, seoDescriptionMax, seoDescriptionMin, seoSchema, serviceRef, text } from './fields.ts';
import { urlWord } from './whole-site.ts';

/** The longest figure a result shows large: a tile's width on a phone. */
export const resultFigureMax = 12;

/** A case study's or an industry's file name: its English address word. */
export const entrySlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, e.g. bilingual-support-chatbot-winter-peak');

/** The French address word of an entry whose English one is its file name. */
const frenchAddress = (what: string, example: string) =>
  frenchOnlyField(
    urlWord.describe(`French edition only: the word of this ${what} in its French page address, e.g. ${example}, and no other ${what}'s. English addresses are the file name.`).optional(),
  );

/** How many case studies the home page shows (its first screen and its stories): the featured ones, this many at most (issue 55). */
export const featuredCaseStudiesMax = 3;

/** A date as YYYY-MM-DD that is a real day. */
const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'write it as year-month-day, e.g. 2026-11-30')
    .refine((d) => new Date(`${d}T00:00:00Z`).toJSON()?.startsWith(d) === true, 'must be a real calendar date')
    .describe(description);

/** A city named by its file name (content/locations/<this>.yaml), chosen in the editor among the cities; the build checks that it exists. */
const cityRef = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the file name of a city, such as toronto')
  .describe("The city where the work was done, when it is one of the site's cities: the case study is then shown on that city's pages. Otherwise leave it empty and write the place below. Set here only: the French version follows it.")
  .register(references, { collection: 'locations' });

/** An industry named by its file name (content/industries/<this>.yaml). */
const industryRef = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the file name of an industry, such as financial-services')
  .describe('The industry the case studies list files it under, chosen among the industries (Case studies > Industries). Set here only: the French version follows it.')
  .register(references, { collection: 'industries' });

/**
 * A case study (issue 43): one client story, told in full in its Markdown body (400 to 800 words,
 * three to five `##` sections), with the card the service, city and home pages show. The file name
 * is its English address and pairs it with its French twin (content/fr/case-studies/, same name).
 */
export const caseStudySchema = z.strictObject({
  title: pageTitle,
  address: frenchAddress('case study', 'agent-conversationnel-bilingue-pointe-hivernale'),
  client: text.describe('Who the client is, described without naming them if they prefer, e.g. A Toronto logistics company.'),
  // Facts rather than words (issue 55): the English file's alone, the French version following them
  // (schemas/fields.ts englishOnlyField), so that one save changes both editions; a French file
  // that holds one is told to delete it.
  industry: englishOnlyField(industryRef, 'Industry'),
  city: englishOnlyField(optionalSection(cityRef), 'City'),
  place: optionalSection(text.describe("Where the client is, in words, when it is none of the site's cities, e.g. Across Canada. Leave it empty when a city is chosen.")),
  services: englishOnlyField(
    z
      .array(serviceRef('A service the work used, chosen among the services: the case study is shown on its page.'))
      .min(1)
      .max(3)
      .describe('The services the work used, one to three, the main one first: the case study is shown on their pages. Set here only: the French version follows them.'),
    'Services',
  ),
  date: englishOnlyField(
    day('The month the work ended, as YYYY-MM-DD (2025-03-15): pages show the month and year; lists show the newest first. A day after today schedules the case study in both languages: it appears on the site that morning. Set here only: the French version follows it.'),
    'Date',
  ),
  featured: englishOnlyField(
    optionalSection(z.boolean().describe(`Shown on the home page, which shows ${featuredCaseStudiesMax}: tick it on ${featuredCaseStudiesMax} case studies at most. Set here only: the French version follows it.`)),
    'Featured',
  ),
  // Its first sentence is the page's search description (pages/case-studies/@study/+data.ts): the French and legal reading of 2026-12-03 found one cut mid-phrase with "…".
  challenge: text
    .regex(
      firstSentenceWithin(seoDescriptionMax),
      `its first sentence must end within ${seoDescriptionMax} characters: search engines show it under the title, so end it sooner`,
    )
    .describe(`The situation before, in two or three sentences: the card shows it, and its first sentence (at most ${seoDescriptionMax} characters) is what search engines show under the title.`),
  solution: text.describe('What was done, in two or three sentences: the card shows it.'),
  results: z
    .array(
      z.strictObject({
        figure: optionalSection(
          text
            .max(resultFigureMax, `must be at most ${resultFigureMax} characters: the figure alone (34%, 4.6/5, 3 days), its meaning goes in the label`)
            .describe(`The figure, shown large: 34%, −40%, 4.6/5, 3 days, < 1 min (at most ${resultFigureMax} characters). Leave it empty when the result has no figure. The story must state it too.`),
        ),
        label: text.describe('What the figure measures, read after it: “monthly AWS spend” under −34%. Without a figure, the whole result: “Complete French catalogue at launch”.'),
      }),
    )
    .min(2)
    .max(4)
    .describe('Two to four results, shown as large figures on the page; the first, the strongest, is the card’s headline on the case studies list. The French file states the same figures.'),
  quote: z.strictObject({
    text: text.describe("What someone at the client said, in one or two sentences, with no figure the results don't state."),
    role: text.describe('Their role only, e.g. Director of Customer Experience.'),
  }),
  stack: z.array(text).min(2).describe('The products and technologies used, shown as chips.'),
  /** A photograph shown on the page and its cards, instead of the first service's drawn illustration. */
  photo: photo('cover', 'content/images/case-studies', true, "Shown instead of the first service's drawn illustration, on the case study's page and its cards."),
});

/** An industry the case studies are filed under (content/industries/, one file each): its name, and its list page's address. */
export const industrySchema = z.strictObject({
  name: text.describe('As the filter and the case-study pages show it, e.g. Financial services and insurance.'),
  address: frenchAddress('industry', 'services-financiers'),
  position: position('industry'),
  /**
   * The sign drawn in light on the covers of the industry's case studies (model/build/covers.ts):
   * a service's several case studies side by side showed one sign three times (the fourth design
   * reading of 2026-11-30).
   */
  icon: englishOnlyField(
    icon.describe('The sign drawn in light on the drawn covers of this industry\'s case studies: a Lucide icon, i-lucide- and its name on lucide.dev/icons, e.g. i-lucide-factory. Set here only: the French version follows it.'),
    'Icon',
  ),
});

/** The case studies' pages: the list (/case-studies), its filtered lists, each case study's page. */
export const caseStudyPagesSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  /** What screen readers call the list of case studies. */
  listLabel: text,
  filters: z.strictObject({
    /** What screen readers call the filters' navigation. */
    label: text,
    all: text.describe('The link back to every case study, e.g. All case studies.'),
    byService: text,
    byIndustry: text,
    /** The button that unfolds the filters on a phone (they are always shown on wider screens). */
    show: text.describe('The button that shows the filters on a phone, e.g. Filter by service or industry.'),
  }),
  /** Over the name of the service or industry a filtered list shows: "Case studies". */
  filteredTitle: text,
  /**
   * The search descriptions of the lists filtered by a service or an industry (each its own, where
   * every filtered list said the whole list's): the name goes where the braces are.
   */
  filteredSeo: z.strictObject({
    serviceDescription: z
      .string()
      .trim()
      .min(seoDescriptionMin)
      .describe("What search engines show under the list of one service's case studies: {service.name} where the service's name goes. At most 170 characters once the longest service name is in."),
    industryDescription: z
      .string()
      .trim()
      .min(seoDescriptionMin)
      .describe("What search engines show under the list of one industry's case studies: {industry.name} where the industry's name goes. At most 170 characters once the longest industry name is in."),
  }),
  /** On a filtered list that no case study is in (a service just added). */
  empty: text,
  /** The card's and the page's labels. */
  labels: z.strictObject({
    client: text,
    industry: text,
    place: text,
    services: text,
    date: text,
    challenge: text,
    solution: text,
    results: text,
    stack: text,
    /** The end of each card on the lists: the whole card leads to the case study. */
    readStory: text.describe('The end of each case-study card, e.g. Read the story: the whole card leads to the case study.'),
  }),
  /** The closing call to action of every case study's page. */
  cta: z.strictObject({
    title: text.describe('The heading of the band that ends every case study, e.g. Want a result like this?'),
    text: text,
    label: text.describe('Its button, which leads to the contact page.'),
  }),
  /** The closing call to action of the list (the design reading of 2026-11-30: the list ended on its last card). */
  listCta: z.strictObject({
    title: text.describe('The heading of the band that ends the list of case studies, e.g. Want results like these?'),
    text: text,
    label: text.describe('Its button, which leads to the contact page.'),
  }),
  /** The title of the list of a case study's sections, above its body. */
  contents: text,
  /** What screen readers hear for the link beside each heading, followed by the heading itself. */
  sectionLink: text,
  /** What screen readers call the trail of links above the title. */
  breadcrumb: text,
  back: text,
  more: text.describe('The title of the other case studies of the same service, under a case study.'),
  /** A service page's (and its city pages') link to its list. */
  seeService: text.describe('The link under the case studies of a service page (and its city pages) to all of that service\'s, e.g. See all case studies for this service.'),
  /** The service and city pages' and the home page's link to the list. */
  seeAll: text.describe('The link under the case studies of a service, city or the home page to the whole list, e.g. See all case studies.'),
});
