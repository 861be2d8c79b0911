/**
 * The contact form as the browser tests drive it, on the English page (contact.spec.ts) and on
 * its French twin (contact-fr.spec.ts): opening it with the third parties stood in, and its
 * fields, button, error list and e-mail link found by what the visitor reads in that language.
 */
import type { Locator, Page } from '@playwright/test';
import { contentIn } from '../../model/content/content';
import type { Language } from '../../model/site/languages';
import { site } from '../../model/page-data/site';
import { testSitePort } from '../../playwright.config';
import { expect, hydrated } from './fixtures';
import { standInEmailJs, standInRecaptcha, type EmailJsReply } from './third-parties';
import { literally } from '../../model/site/pattern';

const contactPagesIn = contentIn('contactPage');

/** The test site, built with the EmailJS test keys (tests/support/test-site.ts). */
export const keyed = `http://127.0.0.1:${testSitePort}`;

/** The form's fields, named by their English labels (the specification's words) in either language. */
export type Label = 'Name' | 'Email' | 'Website' | 'Subject' | 'Message';
export type Values = Record<Label, string>;

/**
 * Opens the contact page with Google's script and EmailJS stood in, and presses the captcha's
 * button, which loads it; `{ pressCheck: false }` leaves that to the test (the first character
 * typed loads it too), so that focus stays where the page put it.
 */
export async function openForm(page: Page, replies?: EmailJsReply[], path = '/contact', origin = keyed, { pressCheck = true } = {}) {
  await standInRecaptcha(page);
  const sent = await standInEmailJs(page, replies);
  await page.goto(`${origin}${path}`);
  await hydrated(page);
  if (!pressCheck) return sent;
  // The visitor asks for the check (issue 39: Google loads on that press or the first character typed).
  await page.getByTestId('captcha-slot').getByRole('button').click();
  await expect(page.getByTestId('captcha')).toBeVisible();
  return sent;
}

/** The mailto: link a visitor gets when sending fails, written out by hand (RFC 6068: %20, CRLF). */
export const expectedMailto = (subject: string, body: string) =>
  `mailto:${site.contactEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body).replaceAll('%0A', '%0D%0A')}`;

export async function expectErrors(list: Locator, messages: string[]) {
  if (messages.length === 0) await expect(list).toHaveCount(0);
  else await expect(list.getByRole('listitem')).toHaveText(messages);
}

const frenchForm = contactPagesIn.fr.form;
/** What the visitor reads on the form's fields and button. */
const words: Record<Language, { labels: Values; submit: string; sending: string }> = {
  // The specification's words (spec 2.5), as the English tests have always found them.
  en: { labels: { Name: 'Name', Email: 'Email', Website: 'Website', Subject: 'Subject', Message: 'Message' }, submit: 'Send Message', sending: 'Sending...' },
  // The French edition's, from its content file (content/fr/pages/contact.yaml).
  fr: {
    labels: {
      Name: frenchForm.labels.name,
      Email: frenchForm.labels.email,
      Website: frenchForm.labels.website,
      Subject: frenchForm.labels.subject,
      Message: frenchForm.labels.message,
    },
    submit: frenchForm.submit,
    sending: frenchForm.sending,
  },
};


/** The form of one language's contact page. */
export function contactFormIn(language: Language) {
  const { labels, submit: send, sending } = words[language];
  const text = contactPagesIn[language].form;

  const field = (page: Page, label: Label) => page.getByRole('textbox', { name: labels[label], exact: true });
  const submit = (page: Page) => page.getByRole('button', { name: new RegExp(`^(${literally(send)}|${literally(sending)})$`) });
  const errorList = (page: Page) => page.getByRole('alert').filter({ hasText: text.errorsTitle });
  const emailInstead = (page: Page) => page.getByTestId('send-fallback').getByRole('link', { name: text.emailInstead });

  async function fill(page: Page, values: Partial<Values>) {
    for (const [label, value] of Object.entries(values)) await field(page, label as Label).fill(value);
  }

  async function tickCaptcha(page: Page) {
    await page.getByTestId('captcha').check();
    await expect(submit(page)).toBeEnabled();
  }

  async function valuesOf(page: Page) {
    const out: Record<string, string> = {};
    for (const label of Object.keys(labels)) out[label] = await field(page, label as Label).inputValue();
    return out;
  }

  return { field, submit, errorList, emailInstead, fill, tickCaptcha, valuesOf };
}

/**
 * Google's reCAPTCHA is neither in the page (script or frame) nor requested (`requested`, from
 * standInRecaptcha): for a test that has let the form do what it would do (issue 39: the check
 * loads only once the visitor types or presses its button).
 */
export async function expectNoGoogle(page: Page, requested: string[]) {
  await expect(page.locator('script[src*="/recaptcha/"], iframe[src*="/recaptcha/"]')).toHaveCount(0);
  expect(requested).toEqual([]);
}
