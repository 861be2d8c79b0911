/**
 * The contact page's copy: content/pages/contact.yaml, validated by contactPageSchema when it is
 * imported (model/content-files.ts), typed here. The form's island reads it in the browser, so
 * this module imports that file alone.
 */
import type { z } from 'zod';
import contactFile from '../content/pages/contact.yaml';
import type { contactPageSchema } from './schemas';

export const contactPage = contactFile as z.output<typeof contactPageSchema>;

/** Book a Demo and the requestDemo flag pre-fill these (spec 2.5). */
export const demoRequest = contactPage.demoRequest;

/** The texts of the contact form. */
export const contactFormText = contactPage.form;
