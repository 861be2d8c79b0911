/**
 * The contact page's copy: content/pages/contact.yaml and content/fr/pages/contact.yaml,
 * validated by contactPageSchema when imported (model/content-files.ts), typed here. The form's
 * island gets its language's copy from the page (pages/contact/copy.ts); in the browser it loads
 * only that language's file (pages/contact/island.tsx).
 */
import type { z } from 'zod';
import contactFile from '../content/pages/contact.yaml';
import frContactFile from '../content/fr/pages/contact.yaml';
import type { Language } from './languages';
import type { contactPageSchema } from './schemas';

export type ContactPage = z.output<typeof contactPageSchema>;

export const contactPagesIn: Record<Language, ContactPage> = { en: contactFile as ContactPage, fr: frContactFile as ContactPage };
export const contactPage = contactPagesIn.en;

/** Book a Demo and the requestDemo flag pre-fill these (spec 2.5). */
export const demoRequest = contactPage.demoRequest;

/** The texts of the contact form. */
export const contactFormText = contactPage.form;
