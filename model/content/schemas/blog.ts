/**
 * The schemas of the editor's "Blog" collections: an article's front matter, the blog page.
 */
import { z } from 'zod';
import { firstSentence, icon, localImage, optionalSection, pageTitle, photo, searchDescriptionOf, seoDescriptionMax, seoSchema, spec, text } from './fields.ts';

/** Blog post front matter (spec 3); the slug is the file's name and readTime is computed from the body, never typed. */
export const postSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** The least of a longer excerpt search results show (its whole sentences within seoDescriptionMax): an opening hook alone says nothing of what the article gives. */
export const excerptSearchMin = 110;

export const postFrontMatterSchema = z.strictObject({
  title: pageTitle,
  excerpt: z
    .string()
    .trim()
    .min(80)
    .max(240)
    .refine((excerpt) => firstSentence(excerpt).length <= seoDescriptionMax, {
      error: (issue) => `its first sentence runs to ${firstSentence(String(issue.input)).length} characters: search engines show at most ${seoDescriptionMax} under the title, so end the first sentence sooner`,
    })
    // The French and legal reading of 2026-11-30's follow-up: a short first sentence whose next one
    // did not fit beside it left « Tableaux de bord défaillants ? » alone under the title. The fourth
    // reading (2026-12-03): ten French articles and five English ones showed only their opening
    // hook (52 to 98 characters, « Les décisions d’ingénierie façonnent la facture infonuagique. »),
    // what the article gives left out, where their twins showed it.
    .refine((excerpt) => {
      const shown = searchDescriptionOf(excerpt);
      return firstSentence(excerpt).length > seoDescriptionMax || shown === excerpt.trim() || shown.length >= excerptSearchMin;
    }, {
      error: (issue) => {
        const shown = searchDescriptionOf(String(issue.input));
        return `search results would show only “${shown}” (${shown.length} characters): the next sentence does not fit beside it in ${seoDescriptionMax}, so say what the article gives in the first sentence, or keep the whole excerpt within ${seoDescriptionMax} characters`;
      },
    })
    .describe(
      `80 to 240 characters, its first sentence at most ${seoDescriptionMax}: the article's summary on the blog's cards, in the feed and, as many whole sentences as fit in ${seoDescriptionMax} characters, under its title in search results: the whole excerpt when it is ${seoDescriptionMax} characters or fewer, otherwise at least ${excerptSearchMin} characters of it.`,
    ),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'write it as year-month-day, e.g. 2026-11-30')
    // Any real day: the 19 articles the site opened with are dated February to March 2024 (spec
    // 2.10, tests/unit/blog.test.ts), and the staff publish new ones with the day's date.
    .refine((d) => new Date(`${d}T00:00:00Z`).toJSON()?.startsWith(d) === true, 'must be a real calendar date')
    .describe('The day it is published, as YYYY-MM-DD (2026-11-23); the blog lists the newest first. A day after today schedules it: it appears on the site that morning, in both editions (give the French translation the same day).'),
  // Said before a save (a walk-through of 2026-12-01 learnt it on the Dashboard, after creating a French article).
  author: text.describe('Who wrote it, e.g. Amelia Tran. A French article gives the same name as the English article it translates, written as the English one writes it.'),
  tags: z.array(text).min(1),
  image: localImage.describe('/images/blog/<file name>.svg: the cover, drawn when the site is built.'),
  imageAlt: text.describe('What the cover shows, read out by screen readers.'),
  /** The sign drawn in light on the cover (model/build/covers.ts); none: its service's, as the home page shows it. */
  coverSign: optionalSection(icon).describe(
    "The sign drawn in light across the cover: a Lucide icon, i-lucide- and its name on lucide.dev/icons (e.g. i-lucide-calculator). Left empty, the cover draws its service's sign; give one of its own where the article before or after it on the blog has the same service. A French article gives its English article's.",
  ),
  /** A cover photograph, shown instead of the drawn cover and drawn into the article's social picture. */
  photo: photo('cover', 'content/images/blog', false),
  translationOf: optionalSection(postSlugSchema).describe("The file name (without .md) of the same article in the other language, when it has one: the two pages then link to each other."),
})
  // The read time is computed from the body (spec 2.10); a typed one, or any unknown key, is refused.
  .strict();

/** The blog's copy (spec 2.10): its list page, and the links of a post page and of the cards. */
export const blogPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  /** What screen readers call the list of articles. */
  postsLabel: text,
  /** After an article's read time in minutes: "12 min read". */
  readTime: text,
  readMore: spec('Read More'),
  /** Screen readers hear it between Read More and the article's title: "Read More about …". */
  readMoreAbout: text,
  back: spec('Back to Blog'),
  related: text,
  /** Before the author's name on an article's page: "By Amelia Tran". */
  byline: text,
  /** The title of the list of an article's sections, above its body when it has three or more. */
  contents: text.describe('The title of the list of sections above a long article (three sections or more), e.g. In this article. Screen readers also call the list by it.'),
  /** What screen readers hear for the link beside each section's heading, followed by the heading: "Link to the section The situation". */
  sectionLink: text.describe('What screen readers hear for the link beside each heading of an article, followed by the heading itself, e.g. Link to the section.'),
  /** The RSS feed's title and description, read by feed readers. */
  feedTitle: text,
  feedDescription: text,
  /**
   * The band that closes every article, its button to the contact page (the fifth design reading of
   * 2026-11-30: a reader who finished an article had no way to act but a link in its text).
   */
  cta: z
    .strictObject({ title: text, text: text, label: text })
    .describe('The band at the end of every article: its heading, a sentence, and its button’s words (the button leads to the contact page).'),
});
