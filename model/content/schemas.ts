/**
 * One zod schema per content entity (spec 3). Content modules parse their data with
 * `parseContent`, so a bad entry fails the build and the tests with a message that names the
 * entry and the field.
 */
import { pageWords, type PageWord } from '../site/routes.ts';
import { z } from 'zod';
import type { Language } from '../site/languages.ts';
import { problemsOf } from './content-messages.ts';
import iconNames from './icon-names.json' with { type: 'json' };

const text = z.string().trim().min(1);
const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, 'must be an e-mail address such as hello@example.ca');

/**
 * A text the specification gives word for word for the English pages (spec 2, 5, 8): the English
 * file must hold exactly it; its counterpart in another language holds that language's own words
 * (`forLanguage`). The same schema validates both.
 */
const specTexts = z.registry<{ english: string }>();
const spec = (english: string) => z.literal(english).register(specTexts, { english });

/** Each schema's localized copy, per language other than English. */
const localized = new Map<Language, WeakMap<z.ZodType, z.ZodType>>();
/**
 * A collection's schema for a file of `language`: itself for English; for French, the same schema
 * with each of the specification's English texts (`spec`) free to be any text.
 */
export function forLanguage(schema: z.ZodType, language: Language): z.ZodType {
  if (language === 'en') return schema;
  const copies = localized.get(language) ?? localized.set(language, new WeakMap()).get(language)!;
  const done = copies.get(schema);
  if (done) return done;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown) => forLanguage(inner as z.ZodType, language);
  let result: z.ZodType = schema;
  // A photo holds no specification text: the same in French (an article's cover; editor/fields.ts knows it by itself).
  if (photoFields.has(schema) && !sharedPhotos.has(schema)) return schema;
  // A shared photo's French words: the one schema the editor knows them by (editor/fields.ts), its own description kept.
  if (sharedPhotos.has(schema)) {
    copies.set(schema, sharedPhotoWords);
    return sharedPhotoWords;
  }
  if (specTexts.has(schema)) result = text;
  else if (def.type === 'object') {
    const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, walk(value)]));
    result = schema.clone({ ...def, shape } as never);
  } else if (def.type === 'array') result = schema.clone({ ...def, element: walk(def.element) } as never);
  else if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') result = schema.clone({ ...def, innerType: walk(def.innerType) } as never);
  else if (def.type === 'pipe') result = schema.clone({ ...def, in: walk(def.in), out: walk(def.out) } as never);
  // A copy keeps what the schema tells the editor (its `.describe()` text, kept in zod's registry).
  const meta = z.globalRegistry.get(schema);
  if (meta && result !== schema) result = result.meta(meta);
  copies.set(schema, result);
  return result;
}
/**
 * An icon of the Lucide set, e.g. `i-lucide-brain` (components/Icon.tsx; https://lucide.dev/icons):
 * one of the names the site can draw (model/content/icon-names.json), so that the editor refuses a name
 * that is not one as it is typed, as the build does.
 */
const iconPattern = new RegExp(`^i-lucide-(?:${iconNames.join('|')})$`);
const icon = z
  .string()
  .regex(iconPattern, 'is not the name of a Lucide icon: find the icon on lucide.dev/icons and write i-lucide- and its name, e.g. i-lucide-brain')
  .describe('A Lucide icon: i-lucide- and its name on lucide.dev/icons, e.g. i-lucide-brain.');
/** A path of a file shipped in public/ (no hot-linked images). */
const localImage = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|jpg)$/, 'must be a shipped image under /images/')
  .describe('A picture shipped with the site: its path under /images/ (public/images in the project).');

/** Blank: nothing, an empty string or list, an unticked box, or an object whose every value is blank. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isBlank));

/**
 * An optional part of a content file. Left blank it is absent: the editor (editor/fields.ts)
 * writes the empty fields of a section a file does not use, e.g. `highlight: { points: [] }`.
 */
export const optionalSection = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());

/* Photographs (issue 32) */

/** Where a photo is shown: it decides the sizes the build makes of it and the smallest original it accepts (model/content/photos.ts). */
export const photoPlaces = ['cover', 'hero', 'press', 'portrait'] as const;
export type PhotoPlace = (typeof photoPlaces)[number];

/** What the editor needs to know of a photo (editor/photo-field.tsx): where an upload goes, the smallest width the build accepts. */
export const photoFields = z.registry<{ directory: string; minWidth: number }>();
/** Photos shown in both editions from the English file: the French file holds only their words (`forLanguage`, model/content/content-files.ts). */
const sharedPhotos = z.registry<{ place: PhotoPlace }>();

/** The largest original the build reads, in bytes: a photo straight from a camera is smaller. */
export const photoMaxBytes = 20 * 1024 * 1024;
/** The smallest original width, in pixels, of a photo shown across a page (an article's cover, a service's hero). */
const wideMinWidth = 1200;
/** The smallest original width each place accepts (the build and the editor both say it). */
const photoMinWidth: Record<PhotoPlace, number> = { cover: wideMinWidth, hero: wideMinWidth, press: 0, portrait: 0 };
/** What a photo does in each place, said under its field in the editor. */
const photoUse: Record<PhotoPlace, string> = {
  cover: "Shown instead of the drawn cover, on the article and its card, and in the article's picture on social media.",
  hero: 'Shown instead of the drawn illustration, on the service page and its city pages.',
  press: 'Shown instead of the drawn picture.',
  portrait: 'A small round portrait beside the name; leave empty for none.',
};

/** A photo's original, named by its path from content/ (content/images/blog/office-hours.jpg is images/blog/office-hours.jpg). */
export const photoPathSchema = z
  .string()
  .trim()
  .regex(/^images\/(?:[\w-]+\/)*[\w-][\w.-]*\.(?:jpe?g|png|webp|avif)$/i, 'must be the path of a photo in content/images, e.g. images/blog/office-hours.jpg (a JPEG, PNG, WebP or AVIF file)');

const altMissing = 'missing: write what the photo shows, or tick Decorative if it shows nothing a reader needs';

/**
 * A photograph: its original (under content/images/, never shipped as it is: the build makes the
 * sizes and formats each place needs), what it shows in words, or that it is decorative. `place`
 * is added from the field, for the build and the pages. Left empty, there is none.
 */
const photo = (place: PhotoPlace, directory: string, shared: boolean) => {
  const minWidth = photoMinWidth[place];
  const rule = `a JPEG, PNG, WebP or AVIF file of 20 MB at most${minWidth ? `, at least ${minWidth} pixels wide (2400 is best)` : ''}`;
  const section = optionalSection(
    z
      .strictObject({ image: photoPathSchema, alt: z.string().trim().optional(), decorative: z.boolean().optional() })
      .superRefine(({ alt, decorative }, context) => {
        if (!decorative && !alt) context.addIssue({ code: 'custom', path: ['alt'], message: altMissing });
      })
      .transform((value) => ({ ...value, place })),
  ).describe(`${photoUse[place]} Upload ${rule}; the site makes the sizes each screen needs.`);
  section.register(photoFields, { directory, minWidth });
  if (shared) section.register(sharedPhotos, { place });
  return section;
};
/** The words of a shared photo in a French file: the photo itself is the English file's. */
export const sharedPhotoWords = optionalSection(z.strictObject({ alt: z.string().trim().optional() })).describe(
  'What the photo chosen in the English file shows, in French, read out by screen readers. Needed when the English file shows a photo not marked decorative.',
);

export const seoSchema = z.strictObject({
  title: text,
  description: z
    .string()
    .trim()
    .min(50)
    .max(170)
    .describe('50 to 170 characters: what search engines and link previews show under the title.'),
  keywords: optionalSection(z.array(text)),
});
export type Seo = z.infer<typeof seoSchema>;

export const heroSchema = z.strictObject({ title: text, intro: text });

/** About stat (spec 3): value and label. */
const aboutStatSchema = z.strictObject({ value: text, label: text });

const cardSchema = z.strictObject({ icon, title: text, description: text });

export const aboutPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  /** The headings of the sections below the figures. */
  headings: z.strictObject({ values: text, expertise: text, industries: text }),
  /** What screen readers call the figures. */
  statsLabel: text,
  stats: z.array(aboutStatSchema).length(4),
  values: z.array(cardSchema).length(4),
  expertise: z.array(cardSchema.extend({ capabilities: z.array(text).length(4) })).length(3),
  industries: z.array(cardSchema.extend({ achievements: z.array(text).length(2) })).length(3),
  cta: z.strictObject({ title: text, text, buttonLabel: spec('Schedule a Consultation') }),
});

/** Job opening (spec 3). */
const jobOpeningSchema = z.strictObject({
  title: text,
  location: text,
  type: text,
  department: text,
  summary: text,
});

export const careersPageSchema = z.strictObject({
  seo: seoSchema,
  hero: heroSchema,
  openingsTitle: text,
  /** Each opening's button; screen readers hear it with the opening's title. */
  applyLabel: spec('Apply Now'),
  /** The subject of the e-mail the button opens, before the opening's title: "Application: Senior AI Engineer". */
  applySubject: text,
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

/** Validates one content entry; the error names the entry and every bad field. */
export function parseContent<T extends z.ZodType>(schema: T, entry: string, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    // In the words staff read (model/content/content-messages.ts): the field by its label, one line each.
    const problems = problemsOf(result.error.issues, value).map((line) => `  - ${line}`);
    throw new Error(`Invalid content "${entry}":\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Blog post front matter (spec 3); the slug is the file's name and readTime is computed from the body, never typed. */
export const postSlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');
export const postFrontMatterSchema = z.strictObject({
  title: text,
  excerpt: z.string().trim().min(80).max(240).describe("80 to 240 characters: the article's summary on the blog's cards, in search results and in the feed."),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    // Any real day: the 19 articles the site opened with are dated February to March 2024 (spec
    // 2.10, tests/unit/blog.test.ts), and the staff publish new ones with the day's date.
    .refine((d) => new Date(`${d}T00:00:00Z`).toJSON()?.startsWith(d) === true, 'must be a real calendar date')
    .describe('The day it is published, as YYYY-MM-DD (2026-11-23); the blog lists the newest first.'),
  author: text,
  tags: z.array(text).min(1),
  image: localImage.describe('/images/blog/<file name>.svg: the cover, drawn when the site is built.'),
  imageAlt: text.describe('What the cover shows, read out by screen readers.'),
  /** A cover photograph, shown instead of the drawn cover and drawn into the article's social picture. */
  photo: photo('cover', 'content/images/blog', false),
  translationOf: optionalSection(postSlugSchema).describe("The file name (without .md) of the same article in the other language, when it has one: the two pages then link to each other."),
})
  // The read time is computed from the body (spec 2.10); a typed one, or any unknown key, is refused.
  .strict();

/* The French edition's addresses (issue 23) */

/** One word of a URL: lowercase letters without accents, digits, hyphens. */
const urlWord = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters without accents, digits and hyphens, e.g. a-propos')
  .describe('Lowercase letters without accents, digits and hyphens (a-propos). Changing it changes the page address: links to the old one then end on the 404 page.');

/**
 * The words of the French edition's URLs (content/fr/addresses.yaml): /fr/<page>,
 * /fr/<services>/<service>/<city>, /fr/<blog>/<article>. English URLs are the specification's
 * (model/site/urls.ts); city slugs are the same in both languages; an article's is its file name.
 */
export const addressesSchema = z
  .strictObject({
    /** One word per page of the route table (model/site/routes.ts): a new page type is asked for its French word here. */
    pages: z.strictObject(Object.fromEntries(pageWords.map((word) => [word, urlWord])) as Record<PageWord, typeof urlWord>),
    /** Each service's own word is in its French file (`address`). */
    services: z.strictObject({
      folder: urlWord.describe('The folder of the service and city pages: /fr/<this>/<service>/<city>.'),
    }),
  })
  .superRefine((value, context) => {
    const seen = new Map<string, string>();
    const check = (group: 'pages' | 'services', words: Record<string, string>) => {
      for (const [key, word] of Object.entries(words)) {
        if (group === 'services' && key === 'folder') continue;
        const other = seen.get(`${group}:${word}`);
        if (other) context.addIssue({ code: 'custom', path: [group, key], message: `is "${word}", already the address of ${other}: each page needs its own` });
        seen.set(`${group}:${word}`, key);
      }
    };
    check('pages', value.pages);
    if (Object.values(value.pages).includes(value.services.folder)) {
      context.addIssue({ code: 'custom', path: ['services', 'folder'], message: `is "${value.services.folder}", already a page's address` });
    }
  });

/* Home page and service pages (spec 2.4, 2.6, 3) */

/** Impact stat (spec 3): value, label, description. */
const impactStatSchema = z.strictObject({ value: text, label: text, description: text });

/** Feature (home, Why Choose): title, description. */
const homeFeatureSchema = z.strictObject({ icon, title: text, description: text });

/** Process step (spec 3). */
const processStepSchema = z.strictObject({ icon, title: text, description: text });

/** Success story (spec 3). */
export const successStorySchema = z.strictObject({
  title: text,
  client: text,
  challenge: text,
  solution: text,
  results: z.array(text).min(2),
  techStack: z.array(text).min(2),
});

/** Testimonial (spec 3): five stars each. */
const testimonialSchema = z.strictObject({
  quote: text,
  author: text,
  position: text,
  rating: z.literal(5),
  /** A portrait of the person quoted, beside their name. */
  portrait: photo('portrait', 'content/images/people', true),
});

/**
 * Fields that name an entry of another collection by its file name (the editor offers the entries
 * that exist, in a list: editor/fields.ts); `collection` is the editor's key of that collection.
 */
export const references = z.registry<{ collection: string }>();

/** A service named by its file name (content/services/<this>.yaml), chosen in the editor among the services; the build checks that it exists. */
const serviceRef = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the file name of a service, such as ai-integration')
    .describe(description)
    .register(references, { collection: 'services' });

/** Service card (home, spec 3): the path comes from the URL module, so the slug stands for it. */
const serviceCardSchema = z.strictObject({
  service: serviceRef('The service the card links to, chosen among the services.'),
  icon,
  title: text,
  description: text,
  linkText: text,
});

const deliveryModelSchema = z.strictObject({ icon, title: text, description: text, points: z.array(text).min(2).max(4) });
/**
 * How an engagement is delivered, worded for the pages that show it (content/delivery-models/,
 * one file each; the file name is the key model/page-data/delivery-choice.ts picks).
 */
export const deliveryModelSetSchema = z.strictObject({
  /** Which pages show this set: the entry's name in the editor, not shown on the site. */
  label: text,
  intro: text,
  models: z.array(deliveryModelSchema).length(3),
});

/** The home page's hero (spec 2.4); browser code reads its words, so it is a file of its own. */
export const homeHeroSchema = z.strictObject({
  tagline: text,
  headline: text,
  /** The phrase typed after the headline, one word after the other. */
  rotatingWords: z.array(text).length(4),
  pitch: text,
  primaryLabel: spec('Start Your Digital Transformation'),
  secondaryLabel: spec('Learn More About Us'),
  /** The hero's pause button (WCAG 2.2.2): its words while the phrase and particles move, and once paused. */
  motion: z.strictObject({
    pause: text.describe('The button in the corner of the home page hero that stops the moving phrase and particles, e.g. Pause animation.'),
    play: text.describe('The same button once the visitor has paused them: it starts them again, e.g. Play animation.'),
  }),
});

/** The home page below its hero (spec 2.4). */
export const homePageSchema = z.strictObject({
  seo: seoSchema,
  impact: z.strictObject({ title: spec('Our Impact'), lead: text, stats: z.array(impactStatSchema).length(4) }),
  whyChoose: z.strictObject({ title: text, lead: text, features: z.array(homeFeatureSchema).length(4) }),
  services: z.strictObject({ title: spec('Our Services'), lead: text, cards: z.array(serviceCardSchema).min(1) }),
  /** `stepLabel` is followed by each step's number: "Step 1". */
  process: z.strictObject({ title: spec('Our Process'), lead: text, stepLabel: text, steps: z.array(processStepSchema).length(4) }),
  stories: z.strictObject({
    title: spec('Client Success Stories'),
    lead: text,
    stories: z.array(successStorySchema).min(3),
    testimonialsTitle: text,
    /** Screen readers hear a testimonial's stars as its rating followed by this: "5 out of 5 stars". */
    ratingLabel: text,
    testimonials: z.array(testimonialSchema).length(3),
  }),
  cta: z.strictObject({ title: text, text, label: spec('Schedule Your Free Consultation') }),
});

export const faqSchema = z.strictObject({ question: text, answer: text });
const metricSchema = z.strictObject({ value: text, label: text, description: text });
const toolGroupSchema = z.strictObject({ category: text, tools: z.array(text).min(2) });

/** Service descriptor (spec 3): how a service is named, described and pictured wherever it appears. */
export const serviceDescriptorSchema = z.strictObject({ name: text, description: text, image: localImage });

/**
 * Service definition (spec 3): a descriptor with its FAQs and, optionally, who provides it, the
 * places it is offered in and the catalogue of what it offers; the Service JSON-LD of a page.
 */
export const serviceDefinitionSchema = serviceDescriptorSchema.extend({
  faqs: z.array(faqSchema).min(1),
  provider: z.strictObject({ name: text, url: z.url() }).optional(),
  areaServed: z.array(z.strictObject({ type: z.enum(['Country', 'City']), name: text })).min(1).optional(),
  hasOfferCatalog: z.strictObject({ name: text, offers: z.array(text).min(1) }).optional(),
});

/** What a service page shows (spec 2.6); its descriptor and definition are derived from it. */
/** Where an entry comes in the menus and lists: 1 is first (both editions say the same). */
const position = (what: string) =>
  z.number().int().min(1).describe(`Where this ${what} comes in the menus and lists: 1 is first. Give the French file the same number.`);

export const serviceSchema = z.strictObject({
  /** The service's display name (spec 2.2); the file name is its slug, and its English address. */
  name: text,
  position: position('service'),
  /** French files only: the service's word in its French address (/fr/services/<address>); the build asks for it there and refuses it in English. */
  address: urlWord
    .describe('French edition only: the word of this service in its French page address (/fr/services/<this>), e.g. integration-ia, and no other service\'s. English addresses are the file name: leave it empty there.')
    .optional(),
  /** The service page's title and heading, and a city page's, e.g. AI Integration Services in {city.name}. */
  title: text,
  cityTitle: text,
  /** The service as written inside a search phrase (the city pages' keywords): AI integration. */
  keyword: text,
  seo: z.strictObject({ description: z.string().trim().min(50).max(170), keywords: z.array(text).min(4) }),
  hero: z.strictObject({
    description: text,
    image: localImage,
    imageAlt: text,
    /** A photograph shown instead of the drawn illustration. */
    photo: photo('hero', 'content/images/services', true),
  }),
  features: z.strictObject({ title: text, lead: text, cards: z.array(cardSchema).min(6) }),
  stories: z.array(successStorySchema).min(2),
  faqs: z.array(faqSchema).min(5),
  local: z.strictObject({
    /** What this service means for a city's businesses; the city's own facts are added to it. */
    focus: text,
    comprehensiveServices: z.array(text).min(6),
    industrySolutions: z.array(text).min(4),
  }),
  /** Analytics and Digital Marketing: performance metrics. */
  metrics: optionalSection(z.strictObject({ title: text, items: z.array(metricSchema).min(4) })),
  /** Analytics: platform tools; Digital Marketing: tool stack. */
  tools: optionalSection(z.strictObject({ title: text, lead: text, groups: z.array(toolGroupSchema).min(3) })),
  /** AI Agents: the chatbots section. */
  highlight: optionalSection(z.strictObject({ title: text, lead: text, points: z.array(cardSchema).min(3) })),
  /** Cloud Cost Optimization: the location block of a city page. */
  locationBlock: optionalSection(
    z.strictObject({
      title: text,
      serviceTitle: text,
      serviceFeatures: z.array(text).length(7),
      industryTitle: text,
      industryFeatures: z.array(text).length(5),
    }),
  ),
});

/**
 * The copy every city page of a service shares (spec 2.6), naming the page's service and city
 * with page values: {service.name}, {service.keyword}, {city.name}, {city.province},
 * {city.provinceCode}, {city.nearbyAreas.0} (model/content/page-values.ts).
 */
export const cityPagesSchema = z.strictObject({
  seo: z.strictObject({ description: z.string().trim().min(50), keywords: z.array(text).min(4) }),
  local: z.strictObject({
    title: text,
    servicesTitle: text,
    industriesTitle: text,
    expertiseTitle: text,
    moreServicesTitle: text,
    /** A link to a service in a city, e.g. Data Engineering in Toronto. */
    linkLabel: text,
  }),
  team: z.strictObject({ title: text, serviceAreasTitle: text, contactLabel: text, relatedTitle: text }),
  /** The services whose city pages link to one another in the local section (spec 2.6: six). */
  linkedServices: z
    .array(serviceRef('A service whose city pages link to one another.'))
    .min(2)
    .describe("The services whose city pages link to each other under the local section's title; the other services are listed further down. The same in English and French."),
});

/** The site's settings (content/site.yaml): what every page names; SITE_URL and keys come from the environment. */
export const siteSettingsSchema = z.strictObject({
  brand: text,
  legalName: text,
  tagline: text,
  /** The line over the title on the social picture of a page that is no article and no service (scripts/social-images.mjs). */
  socialImageLine: text.describe('Over the page title on the picture shared pages show on social networks (articles and services show Blog and Services).'),
  defaultDescription: z.string().trim().min(50).max(170),
  /** Shown on the site and the contact page; CONTACT_EMAIL, when set at build time, replaces it. */
  contactEmail: emailAddress,
  /**
   * The person in charge of the protection of personal information (Quebec's Law 25 asks that their
   * title and contact details be on the website): the privacy policy shows {site.privacyOfficer.title}
   * and {site.privacyOfficer.email}, and the headquarters' address for mail.
   */
  privacyOfficer: z.strictObject({
    title: text.describe(
      'The job title of the person in charge of the protection of personal information (Quebec law asks for the title, not the name), e.g. Chief Operating Officer. The privacy policy shows it.',
    ),
    email: emailAddress.describe('Where requests about personal information go (access, correction, complaints). The privacy policy shows it.'),
  }),
  /**
   * Where the messages of the contact form are kept (issue 40, legal point L2): the team inbox's
   * host and the country it stores them in, named by the privacy policy ({site.teamInbox.provider},
   * {site.teamInbox.location}). The owner's fact to confirm before launch (README, "Before launch").
   */
  teamInbox: z.strictObject({
    provider: text.describe(
      'The service that hosts the team inbox the contact form writes to, e.g. Microsoft 365 or Google Workspace. The privacy policy names it: confirm it before launch.',
    ),
    location: text.describe(
      'The country or region where that service stores the messages, as the privacy policy should say it in this language, e.g. Canada (French: le Canada). Confirm it before launch.',
    ),
  }),
  foundingYear: z.number().int().min(1900).max(2100),
  headquarters: z.strictObject({
    streetAddress: text,
    city: text,
    province: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter province code such as ON'),
    postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code such as M5V 3H1'),
    country: z.literal('CA'),
  }),
});

/** Location (spec 3). */
export const locationSchema = z.strictObject({
  city: text,
  position: position('city'),
  province: text,
  provinceCode: z.string().regex(/^[A-Z]{2}$/),
  latitude: z.number().min(41).max(61),
  longitude: z.number().min(-141).max(-52),
  postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code such as M5V 3H1'),
  streetAddress: text,
  telephone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/, 'must look like +1-416-555-0123'),
  nearbyAreas: z.array(text).min(6).max(7),
  /** What makes the city's market distinct: two or three sentences. */
  description: text,
  /** The city's team, shown on every city page: where they work and whose sectors they know. */
  localTeam: text,
  industries: z.array(z.strictObject({ name: text, note: text })).min(3),
  whyChoose: z.array(text).min(4),
});

/* The site's own pages: content/pages/*.yaml */

/** The 404 page (spec 2.7): its code, heading and link are the specification's. */
export const notFoundPageSchema = z.strictObject({
  code: z.literal('404'),
  title: spec('Page Not Found'),
  text,
  /** The page's description for search engines and link previews. */
  description: text,
  back: spec('Back to Home'),
  /** Shown instead of the 404 texts when a page fails to render (never pre-rendered). */
  errorTitle: text,
  errorText: text,
});

/** The two closing call-to-action blocks of every service page (spec 2.6). */
export const serviceCtaSchema = z.strictObject({
  consultation: z.strictObject({ title: text, text, label: text }),
  explore: z.strictObject({ title: text, text, blogLabel: text, contactLabel: text }),
});

/**
 * The headings and labels every service page shares (spec 2.6). The home page shows its success
 * stories and delivery models with the same words.
 */
export const servicePageSchema = z.strictObject({
  hero: z.strictObject({ faqLink: text }),
  stories: z.strictObject({ title: spec('Success Stories') }),
  /** The parts of a success-story card. */
  storyCard: z.strictObject({ challenge: text, solution: text, results: text, techStack: text }),
  deliveryModels: z.strictObject({ title: spec('Flexible Service Delivery Models') }),
  faqs: z.strictObject({ title: text }),
});

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
  /** The RSS feed's title and description, read by feed readers. */
  feedTitle: text,
  feedDescription: text,
});

/**
 * The search page (issue 24). `{count}` and `{query}` are filled in by the page in the browser
 * (the number of results, the words searched for); model/content/collections.ts lets this file keep them.
 */
export const searchPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  /** The search field's label, read out by screen readers and shown above it. */
  fieldLabel: text,
  placeholder: text,
  submit: text,
  /** The filter by kind of page: its legend, and each choice. */
  filter: z.strictObject({ legend: text, all: text, service: text, city: text, article: text, page: text }),
  /** The kind shown on each result. */
  kinds: z.strictObject({ service: text, city: text, article: text, page: text }),
  /** Announced and shown as results arrive: none, one, several. */
  results: z.strictObject({ none: text, one: text, many: text.describe('Write {count} where the number goes: {count} results.') }),
  searching: text,
  /** When nothing matches: a heading (with {query}), a line, then the main sections' links. */
  noMatch: z.strictObject({ title: text.describe('Write {query} where the words searched for go.'), text }),
  /** When the index cannot load (offline, blocked): a line, then the sections' links. */
  failed: text,
  /** Without JavaScript: a line, then the sections' links. */
  noScript: text,
  sectionsLabel: text,
  /** Under the field: the keyboard shortcut that opens search from any page. */
  shortcutHint: text,
  /**
   * When a word matched nothing and the nearest words of the site were searched instead (issue 31):
   * the line above the results, and its link back to the words as typed.
   */
  corrected: z.strictObject({
    showing: text.describe('Write {corrected} where the words searched instead go: Showing results for {corrected}.'),
    exact: text.describe('The link to search the words as typed; write {query} where they go: Search instead for {query}'),
  }),
  /** When nothing matches: the nearest words of the site, as links, after this. */
  didYouMean: text,
  /**
   * Words visitors use that the pages do not (issue 31): a search for any of `words` finds what a
   * search for `means` finds, ranked the same.
   */
  synonyms: z
    .array(
      z.strictObject({
        words: text.describe('What visitors type, separated by commas, e.g. chatbot, chatbots, virtual assistant. Capitals and accents do not matter.'),
        means: text.describe("The site's own words for it, as its pages say them, e.g. AI agents."),
      }),
    )
    .describe('Words visitors search for that the pages do not use, each with the words the site uses for it.'),
});

/**
 * The contact page (spec 2.5): its copy, the demo request that Book a Demo fills in (spec 7) and
 * the texts of its form. Headings, buttons and the form's messages are the specification's.
 */
export const contactPageSchema = z.strictObject({
  seo: seoSchema,
  title: text,
  intro: text,
  /** What screen readers call the form's section, and the panels beside the form. */
  sectionLabel: text,
  formTitle: spec('Get in Touch'),
  detailsLabel: text,
  infoTitle: spec('Contact Information'),
  demoTitle: spec('Ready to Get Started'),
  demoText: text,
  demoButton: spec('Book a Demo'),
  /** Shown when the browser runs no JavaScript, before the e-mail address. */
  noScript: text,
  demoRequest: z.strictObject({ subject: spec('Request for Demo'), message: text }),
  form: z.strictObject({
    required: text,
    labels: z.strictObject({ name: text, email: text, website: text, subject: text, message: text }),
    websiteHint: text,
    submit: spec('Send Message'),
    sending: spec('Sending...'),
    success: spec('Message sent successfully!'),
    failure: spec('Failed to send message. Please try again.'),
    /** When a message the form reported as failed (no answer in time) turns out to have been sent. */
    sentLate: text,
    errorsTitle: text,
    demoBadge: text,
    demoText: text,
    demoCancel: text,
    captchaHint: text,
    /** The button in the captcha's place: Google's check loads when it is pressed or the visitor types. */
    captchaStart: text,
    /** When Google's reCAPTCHA script cannot load: shown with the e-mail link instead. */
    captchaUnavailable: text,
    /** Google's notice under the captcha: start, Privacy Policy link, and, Terms of Service link, end. */
    recaptchaNotice: z.strictObject({ start: text, privacyLink: text, and: text, termsLink: text, end: text }),
    /**
     * The notice beside Send, where the information is collected (Law 25, s. 8; PIPEDA 4.3): what
     * the form's information is for, that the check is Google's and what Google collects, then a
     * link to the privacy policy.
     */
    collectionNotice: z.strictObject({ text, privacyLink: text }),
    draftRestored: text,
    draftClear: text,
    offline: text,
    emailInsteadIntro: text,
    emailInstead: text,
    honeypotLabel: text,
  }),
  /** The form's error messages (spec 5), word for word. */
  messages: z.strictObject({
    captcha: spec('Please complete the reCAPTCHA verification.'),
    name: spec('Name must be between 2 and 50 characters.'),
    email: spec('Please enter a valid email address.'),
    website: spec('Please enter a valid website URL (including http:// or https://).'),
    subject: spec('Subject must be between 3 and 100 characters.'),
    message: spec('Message must be between 10 and 1000 characters.'),
  }),
});

/**
 * The header, the footer and the skip link of every page (spec 2.2, 2.3): what the links say.
 * Where they lead is code (model/site/urls.ts); service and city names come from their own files.
 */
export const navigationSchema = z.strictObject({
  /** The home page's name in breadcrumbs (structured data). */
  home: text,
  /** The first link of every page, shown when a keyboard reaches it: it jumps to the content. */
  skipLink: text,
  header: z.strictObject({
    services: spec('Services'),
    locations: spec('Locations'),
    links: z.strictObject({ about: text, blog: text, contact: text }),
    consultation: spec('Free Consultation'),
    /** The mobile menu's city links: "AI Integration in Toronto". */
    serviceInCity: text,
    /** Names that screen readers announce: the desktop and mobile menus and the mobile menu's button. */
    screenReader: z.strictObject({ mainMenu: text, mobileMenu: text, menuButton: text }),
    /**
     * The language switcher, which leads to the same page in the other language: its text is the
     * other language's name in that language (Français on English pages, English on French ones).
     */
    otherLanguage: text.describe("The other language's name, in that language: Français on English pages, English on French ones."),
    /** The header's search link (a magnifier; this is its name) and the mobile menu's search button. */
    search: text,
    /** The services each city lists in the Locations menu (spec 2.2: five). */
    cityMenuServices: z
      .array(serviceRef('A service each city lists in the Locations menu.'))
      .min(1)
      .max(8)
      .describe('The services each city lists in the Locations menu, in this order. The same in English and French.'),
  }),
  footer: z.strictObject({
    company: z.strictObject({ title: spec('Company'), about: text, careers: text, blog: text, contact: text }),
    resources: z.strictObject({ title: spec('Resources'), status: text, support: text, sitemap: text }),
    legal: z.strictObject({ title: spec('Legal'), privacy: text, terms: text, security: text, cookies: text, accessibility: text }),
    /** After the copyright sign and the year. */
    copyright: text,
  }),
  /** The banner at the top of every page of a preview build (model/site/preview.ts); production pages have none. */
  preview: z.strictObject({
    label: text.describe('What screen readers call the banner, e.g. Preview.'),
    text: text.describe('Said at the top of every page of a preview (a branch not yet published). Write {branch} where the branch’s name goes.'),
    live: text.describe('The link after it, to the same page on the live site.'),
  }),
});
