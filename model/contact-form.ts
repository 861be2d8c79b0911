/**
 * The contact form's rules and messages (spec 5): one zod schema is their single source. It
 * reaches the browser only in the chunk that the form loads on its first submit.
 */
import { z } from 'zod';
import { contactPage } from './contact-page';
import { asSent } from './demo-request';

/** The form's messages, from content/pages/contact.yaml (the specification's words). */
export const contactMessages = contactPage.messages;

export const contactLimits = {
  name: { min: 2, max: 50 },
  subject: { min: 3, max: 100 },
  message: { min: 10, max: 1000 },
} as const;

export type ContactField = keyof typeof contactMessages;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Length as the visitor sees it: trimmed, and an emoji counts as one character. */
export function visibleLength(value: string): number {
  return [...graphemes.segment(value.trim())].length;
}

function lengthBetween(field: keyof typeof contactLimits) {
  const { min, max } = contactLimits[field];
  return z
    .string()
    .refine((value) => {
      const length = visibleLength(value);
      return length >= min && length <= max;
    }, contactMessages[field])
    .transform((value) => value.trim());
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

// The keys are in the order of the specification's table: messages are listed in that order.
export const contactSchema = z.object({
  captcha: z.string().min(1, contactMessages.captcha),
  name: lengthBetween('name'),
  email: z.string().trim().pipe(z.email(contactMessages.email)),
  website: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebsiteUrl(value), contactMessages.website),
  subject: lengthBetween('subject'),
  message: lengthBetween('message'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

export type ContactValidation =
  | { ok: true; data: ContactData }
  | { ok: false; errors: { field: ContactField; message: string }[] };

/** Checks every rule at once and returns every failing message, in the table's order. */
export function validateContact(input: ContactInput): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({
    field: issue.path[0] as ContactField,
    message: issue.message,
  }));
  // One message per field, even if a field broke two checks.
  return { ok: false, errors: errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i) };
}

/** What EmailJS receives (spec 7); demo requests are prefixed. */
export function templateParams(data: ContactData, options: { isDemo: boolean; toEmail: string }) {
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
  };
}
