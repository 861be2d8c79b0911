/**
 * The contact form's rules (spec 5): one zod schema, given the messages of the page's language
 * (content/pages/contact.yaml, content/fr/pages/contact.yaml), is their single source for the
 * build's tests and the browser. It reads no content itself: the browser's form gets its messages
 * from the page (pages/contact/copy.ts), and its sending code, which loads on the first submit,
 * carries the rules and no copy of the site (issue 39).
 */
import { z } from 'zod';
import type { ContactPage } from './contact-page';
import { asSent } from './demo-request';
import { languageTags, type Language } from './languages';

/** The form's messages in one language: a contact page's `messages` (the specification's words in English). */
export type ContactMessages = ContactPage['messages'];

export const contactLimits = {
  name: { min: 2, max: 50 },
  subject: { min: 3, max: 100 },
  message: { min: 10, max: 1000 },
} as const;

export type ContactField = keyof ContactMessages;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Length as the visitor sees it: trimmed, and an emoji counts as one character. */
export function visibleLength(value: string): number {
  return [...graphemes.segment(value.trim())].length;
}

/** An absolute http:// or https:// address with a host name. */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

/** The form's rules, with one language's messages. */
export function contactSchemaWith(messages: ContactMessages) {
  const lengthBetween = (field: keyof typeof contactLimits) => {
    const { min, max } = contactLimits[field];
    return z
      .string()
      .refine((value) => {
        const length = visibleLength(value);
        return length >= min && length <= max;
      }, messages[field])
      .transform((value) => value.trim());
  };
  // The keys are in the order of the specification's table: messages are listed in that order.
  return z.object({
    captcha: z.string().min(1, messages.captcha),
    name: lengthBetween('name'),
    email: z.string().trim().pipe(z.email(messages.email)),
    website: z
      .string()
      .trim()
      .refine((value) => value === '' || isWebsiteUrl(value), messages.website),
    subject: lengthBetween('subject'),
    message: lengthBetween('message'),
  });
}

type ContactSchema = ReturnType<typeof contactSchemaWith>;
export type ContactInput = z.input<ContactSchema>;
export type ContactData = z.output<ContactSchema>;

export type ContactValidation =
  | { ok: true; data: ContactData }
  | { ok: false; errors: { field: ContactField; message: string }[] };

const schemas = new WeakMap<ContactMessages, ContactSchema>();

/** Checks every rule at once and returns every failing message, in the table's order. */
export function validateContact(input: ContactInput, messages: ContactMessages): ContactValidation {
  if (!schemas.has(messages)) schemas.set(messages, contactSchemaWith(messages));
  const result = schemas.get(messages)!.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({
    field: issue.path[0] as ContactField,
    message: issue.message,
  }));
  // One message per field, even if a field broke two checks.
  return { ok: false, errors: errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i) };
}

/** What EmailJS receives (spec 7); demo requests are prefixed. */
export function templateParams(data: ContactData, options: { isDemo: boolean; toEmail: string; language?: Language }) {
  const { subject, message } = asSent(data, options.isDemo);
  return {
    to_email: options.toEmail,
    from_name: data.name,
    from_email: data.email,
    website: data.website,
    subject,
    message,
    // EmailJS verifies the captcha server-side when the template enables it.
    'g-recaptcha-response': data.captcha,
    // A message from the French contact page says so (language: fr-CA), so the consultancy answers
    // in French; the specification's fields and prefixes above are the same in both, and an
    // English message is exactly the specification's.
    ...(options.language !== undefined && options.language !== 'en' && { language: languageTags[options.language] }),
  };
}
