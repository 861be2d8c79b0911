/**
 * The building blocks every collection's schema is made of: texts, icons, photos, SEO and hero
 * sections, entries named by another collection, and `parseContent`, which validates an entry in
 * the words staff read.
 */
import { z } from 'zod';
import type { Language } from '../../site/languages.ts';
import { problemsOf } from '../content-messages.ts';
import iconNames from '../icon-names.json' with { type: 'json' };

export const text = z.string().trim().min(1);

/**
 * The title of a page staff write (an article, a case study): its heading and, with the brand, its
 * title in search results. Issue 55: a 300-character title was saved and built without a word.
 * The longest today, in French, is 112 characters.
 */
export const titleMax = 130;
export const pageTitle = text
  .max(titleMax)
  .describe(`At most ${titleMax} characters: the page's heading and, with the brand, its title in search results, which show about the first 60. Put the words a buyer searches for first.`);

export const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, 'must be an e-mail address such as hello@example.ca');

/**
 * A text the specification gives word for word for the English pages (spec 2, 5, 8): the English
 * file must hold exactly it; its counterpart in another language holds that language's own words
 * (`forLanguage`). The same schema validates both.
 */
const specTexts = z.registry<{ english: string }>();

export const spec = (english: string) => z.literal(english).register(specTexts, { english });

/**
 * A fact only the English file holds, which the French edition takes from it (issue 55: a case
 * study's Featured box, ticked in one version and then in the other, took two saves for one
 * choice). The French schema has no such field (`forLanguage`); the content module gives the French
 * entry the English one's value (model/content/content-read.ts shareEnglishFacts).
 */
const englishOnly = z.registry<{ label: string }>();

/** `schema`, held by the English file only: `label` names it in a French file's message. */
export const englishOnlyField = <T extends z.ZodType>(schema: T, label: string): T => (schema as z.ZodType).register(englishOnly, { label }) as T;

/**
 * A word only the French file holds (an entry's French address word; its English address is its
 * file name): the English form neither shows nor writes it (editor/config.ts), and the content
 * check refuses it in an English file.
 */
const frenchOnly = z.registry<Record<string, never>>();

/** `schema`, held by the French file only. */
export const frenchOnlyField = <T extends z.ZodType>(schema: T): T => (schema as z.ZodType).register(frenchOnly, {}) as T;

/** The keys of an object schema's fields only its French file holds. */
export function frenchOnlyKeys(schema: z.ZodType): string[] {
  const shape = (schema._zod.def as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(shape).filter((key) => frenchOnly.has(shape[key]!));
}

/** The fields of an object schema only its English file holds, by key, with their labels. */
export function englishOnlyKeys(schema: z.ZodType): Record<string, string> {
  const shape = (schema._zod.def as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.fromEntries(Object.entries(shape).flatMap(([key, field]) => (englishOnly.has(field) ? [[key, englishOnly.get(field)!.label]] : [])));
}

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
    // A field only the English file holds is not the French file's.
    const shape = Object.fromEntries(
      Object.entries(def.shape as Record<string, z.ZodType>)
        .filter(([, value]) => !englishOnly.has(value))
        .map(([key, value]) => [key, walk(value)]),
    );
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

export const icon = z
  .string()
  .regex(iconPattern, 'is not the name of a Lucide icon: find the icon on lucide.dev/icons and write i-lucide- and its name, e.g. i-lucide-brain')
  .describe('A Lucide icon: i-lucide- and its name on lucide.dev/icons, e.g. i-lucide-brain.');

/** A path of a file shipped in public/ (no hot-linked images). */
export const localImage = z
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
export const photoPlaces = ['cover', 'hero', 'press', 'portrait', 'office'] as const;

export type PhotoPlace = (typeof photoPlaces)[number];

/** What the editor needs to know of a photo (editor/photo-field.tsx): where an upload goes, the smallest width the build accepts and the best. */
export const photoFields = z.registry<{ directory: string; minWidth: number; bestWidth: number }>();

/** Photos shown in both editions from the English file: the French file holds only their words (`forLanguage`, model/content/content-read.ts). */
const sharedPhotos = z.registry<{ place: PhotoPlace }>();

/** The largest original the build reads, in bytes: a photo straight from a camera is smaller. */
export const photoMaxBytes = 20 * 1024 * 1024;

/**
 * The smallest original width, in pixels, each place accepts and the width that is best there (the
 * build and the editor both say them). A portrait is drawn up to 288 pixels wide (a team member's,
 * 6rem on a 3x screen: model/content/photos.ts), so a smaller one would be blurred (issue 55: a 200
 * pixel portrait was taken without a word).
 */
export const photoWidths: Record<PhotoPlace, { least: number; best: number }> = {
  cover: { least: 1200, best: 2400 },
  hero: { least: 1200, best: 2400 },
  press: { least: 0, best: 2400 },
  portrait: { least: 300, best: 600 },
  office: { least: 800, best: 2400 },
};

/** What a photo does in each place, said under its field in the editor. */
const photoUse: Record<PhotoPlace, string> = {
  cover: "Shown instead of the drawn cover, on the article and its card, and in the article's picture on social media.",
  hero: 'Shown instead of the drawn illustration, on the service page and its city pages.',
  press: 'Shown instead of the drawn picture.',
  portrait: 'A small round portrait beside the name; leave empty for none.',
  office: "A photograph of the office or of its team at work, shown on the offices page beside the office's address; leave empty for none.",
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
export const photo = (place: PhotoPlace, directory: string, shared: boolean, use = photoUse[place]) => {
  const { least: minWidth, best: bestWidth } = photoWidths[place];
  const rule = `a JPEG, PNG, WebP or AVIF file of 20 MB at most${minWidth ? `, at least ${minWidth} pixels wide (${bestWidth} is best)` : ''}`;
  const section = optionalSection(
    z
      .strictObject({ image: photoPathSchema, alt: z.string().trim().optional(), decorative: z.boolean().optional() })
      .superRefine(({ alt, decorative }, context) => {
        if (!decorative && !alt) context.addIssue({ code: 'custom', path: ['alt'], message: altMissing });
      })
      .transform((value) => ({ ...value, place })),
  ).describe(`${use} Upload ${rule}; the site makes the sizes each screen needs.`);
  section.register(photoFields, { directory, minWidth, bestWidth });
  if (shared) section.register(sharedPhotos, { place });
  return section;
};

/** The words of a shared photo in a French file: the photo itself is the English file's. */
export const sharedPhotoWords = optionalSection(z.strictObject({ alt: z.string().trim().optional() })).describe(
  'What the photo chosen in the English file shows, in French, read out by screen readers. Needed when the English file shows a photo not marked decorative.',
);

/** The longest description search engines and link previews show whole, in characters. */
export const seoDescriptionMax = 170;
/** The least a search description says: under it, a result shows a few words and nothing of the page. */
export const seoDescriptionMin = 50;

/** Where a sentence ends: a . ! or ? followed by a space or the end. */
const sentenceEnd = '[.!?](?=\\s|$)';

const firstSentencePattern = new RegExp(`^.+?${sentenceEnd}`, 's');

/** A text's first sentence: up to its first sentenceEnd (all of it when it has none). */
export function firstSentence(text: string): string {
  return firstSentencePattern.exec(text)?.[0] ?? text;
}

/**
 * A text whose first sentence (firstSentence) is at most `max` characters long, and not blank, as a
 * pattern: the editor holds a pattern as the field is typed (editor/fields.ts), where a refinement
 * is said only at Save.
 */
export function firstSentenceWithin(max: number): RegExp {
  const notAnEnd = `(?:(?!${sentenceEnd})[\\s\\S])`;
  return new RegExp(`^(?=[\\s\\S]*\\S)(?:${notAnEnd}{0,${max - 1}}${sentenceEnd}|${notAnEnd}{0,${max}}$)`);
}

/**
 * A summary as a search description (the French and legal reading of 2026-11-30: articles' excerpts,
 * up to 240 characters, ran past what search engines show): as many of its sentences as fit whole in
 * seoDescriptionMax; its first words and '…' only when even its first sentence does not.
 */
export function searchDescriptionOf(text: string): string {
  let description = '';
  let rest = text.trim();
  while (rest) {
    const sentence = firstSentence(rest);
    const next = description ? `${description} ${sentence}` : sentence;
    if (next.length > seoDescriptionMax) break;
    description = next;
    rest = rest.slice(sentence.length).trim();
  }
  return description || `${text.slice(0, seoDescriptionMax - 1).replace(/\s+\S*$/, '')}…`;
}

export const seoSchema = z.strictObject({
  // Limited as the page titles are (a walk-through of 2026-12-01 saved a 143-character one, unflagged, into the page's <title>).
  title: text.max(titleMax).describe(`At most ${titleMax} characters: the page's title in search results and browser tabs, which show about the first 60. Put the words a buyer searches for first.`),
  description: z
    .string()
    .trim()
    .min(seoDescriptionMin)
    .max(seoDescriptionMax)
    .describe('50 to 170 characters: what search engines and link previews show under the title.'),
  keywords: optionalSection(z.array(text)),
});

export type Seo = z.infer<typeof seoSchema>;

export const heroSchema = z.strictObject({ title: text, intro: text });

export const cardSchema = z.strictObject({ icon, title: text, description: text });

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

/** Testimonial (spec 3): five stars each. */
export const testimonialSchema = z.strictObject({
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
export const serviceRef = (description: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the file name of a service, such as ai-integration')
    .describe(description)
    .register(references, { collection: 'services' });

/** What a service page shows (spec 2.6); its descriptor and definition are derived from it. */
/** Where an entry comes in the menus and lists: 1 is first (both editions say the same). */
export const position = (what: string) =>
  z.number().int().min(1).describe(`Where this ${what} comes in the menus and lists: 1 is first. Give the French file the same number.`);
