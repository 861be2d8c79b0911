/**
 * The contact form's rules (spec 5), given the messages of the page's language
 * (content/pages/contact.yaml, content/fr/pages/contact.yaml): their single source for the
 * build's tests and the browser. It reads no content itself: the browser's form gets its messages
 * from the page (pages/contact/copy.ts), and its sending code, which loads on the first submit,
 * carries the rules and no copy of the site (issue 39).
 *
 * Plain functions, no validation library (issue 39): for six string fields, zod cost the browser
 * 25.1 KB gzip (zod/mini 6.4 KB, measured by bundling the same rules alone); these rules cost
 * about 1 KB.
 */
import type { EntryOf } from '../content/collections';
import { asSent } from './demo-request';
import { languageTags, type Language } from '../site/languages';

/** The form's messages in one language: a contact page's `messages` (the specification's words in English). */
type ContactMessages = EntryOf<'contactPage'>['messages'];

const contactLimits = {
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

/**
 * An e-mail address as people type one: a local part of letters, digits and . _ % + ' - (no dot
 * first, last or twice in a row), then a domain of at least two labels ending in a word of letters.
 */
function isEmailAddress(value: string): boolean {
  return /^(?!\.)(?!.*\.\.)[A-Za-z0-9._%+'-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(value);
}

/** What the form holds, as typed. */
export type ContactInput = Record<ContactField, string>;
/** What is sent: every field trimmed. */
export type ContactData = Record<ContactField, string>;

const lengthBetween = (field: keyof typeof contactLimits) => (value: string) => {
  const { min, max } = contactLimits[field];
  const length = visibleLength(value);
  return length >= min && length <= max;
};

/** Each field's rule, in the order of the specification's table: messages are listed in that order. */
const rules: Record<ContactField, (trimmed: string) => boolean> = {
  captcha: (value) => value.length > 0,
  name: lengthBetween('name'),
  email: isEmailAddress,
  website: (value) => value === '' || isWebsiteUrl(value),
  subject: lengthBetween('subject'),
  message: lengthBetween('message'),
};

type ContactValidation =
  | { ok: true; data: ContactData }
  | { ok: false; errors: { field: ContactField; message: string }[] };

/** Checks every rule at once and returns every failing message, one per field, in the table's order. */
export function validateContact(input: ContactInput, messages: ContactMessages): ContactValidation {
  const fields = Object.keys(rules) as ContactField[];
  const data = Object.fromEntries(fields.map((field) => [field, (input[field] ?? '').trim()])) as ContactData;
  const errors = fields.filter((field) => !rules[field](data[field])).map((field) => ({ field, message: messages[field] }));
  return errors.length === 0 ? { ok: true, data } : { ok: false, errors };
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
