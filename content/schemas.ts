/**
 * One zod schema per content entity (spec 3). Content modules parse their data with
 * `parseContent`, so a bad entry fails the build and the tests with a message that names the
 * entry and the field.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
/** A UnoCSS icon class from the Lucide set, e.g. `i-lucide-brain` (uno.config.ts). */
const icon = z.string().regex(/^i-lucide-[a-z0-9-]+$/, 'must be a Lucide icon class such as i-lucide-brain');
/** A path of a file shipped in public/ (no hot-linked images). */
const localImage = z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp|jpg)$/, 'must be a shipped image under /images/');

export const seoSchema = z.object({
  title: text,
  description: z.string().trim().min(50).max(170),
  keywords: z.array(text).optional(),
});
export type Seo = z.infer<typeof seoSchema>;

export const heroSchema = z.object({ title: text, intro: text });

/** About stat (spec 3): value and label. */
export const aboutStatSchema = z.object({ value: text, label: text });

export const cardSchema = z.object({ icon, title: text, description: text });

export const aboutPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  stats: z.array(aboutStatSchema).length(4),
  values: z.array(cardSchema).length(4),
  expertise: z.array(cardSchema.extend({ capabilities: z.array(text).length(4) })).length(3),
  industries: z.array(cardSchema.extend({ achievements: z.array(text).length(2) })).length(3),
  cta: z.object({ title: text, text, buttonLabel: z.literal('Schedule a Consultation') }),
});

/** Job opening (spec 3). */
export const jobOpeningSchema = z.object({
  title: text,
  location: text,
  type: text,
  department: text,
  summary: text,
});

export const careersPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  openings: z.array(jobOpeningSchema).length(3),
  benefits: z.array(cardSchema).min(3),
});

/** Press item (spec 3): the date is display text. */
export const pressItemSchema = z.object({
  title: text,
  date: text,
  excerpt: text,
  image: localImage,
  imageAlt: text,
});

export const pressPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  items: z.array(pressItemSchema).length(2),
  mediaContact: text,
});

export const docsPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  cards: z.array(cardSchema.extend({ topics: z.array(text).min(3) })).length(4),
});

export const apiPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  example: z.object({ title: text, description: text, request: text, response: text }),
  cards: z.array(cardSchema).length(4),
});

/** Status item (spec 3). */
export const statusItemSchema = z.object({
  name: text,
  status: z.literal('operational'),
  uptime: z.string().regex(/^\d{2}\.\d{2}%$/),
  lastIncident: text,
});

export const statusPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  banner: z.literal('All Systems Operational'),
  services: z.array(statusItemSchema).length(3),
});

export const supportPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  chat: z.object({ title: text, description: text, hours: text, buttonLabel: z.literal('Start Chat') }),
  email: z.object({ title: text, description: text, promise: text }),
});

export const legalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text).min(1),
  items: z.array(text).optional(),
});

export const legalPageSchema = z.object({
  seo: seoSchema,
  title: text,
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  intro: text,
  sections: z.array(legalSectionSchema).min(3),
});

/** Validates one content entry; the error names the entry and every bad field. */
export function parseContent<T extends z.ZodType>(schema: T, entry: string, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid content "${entry}":\n${problems}`);
  }
  return result.data;
}

/** Blog post front matter (spec 3); readTime is computed from the body, never typed. */
export const postFrontMatterSchema = z.object({
  title: text,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  excerpt: z.string().trim().min(80).max(240),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .refine((d) => d >= '2024-02-01' && d <= '2024-03-31', 'must be between 2024-02-01 and 2024-03-31'),
  author: text,
  tags: z.array(text).min(1),
  image: localImage,
  imageAlt: text,
});
