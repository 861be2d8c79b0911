import { urlsIn } from '../../model/page-data/addresses';
import type { ContactField } from '../../model/page-data/contact-form';
import { contentIn } from '../../model/content/content';
import { site } from '../../model/page-data/site';
import { decode, textOf } from '../support/html';
import { testKeys } from '../support/test-site';
import { contactFormIn, expectErrors, expectedMailto, keyed, openForm, type Label, type Values } from './contact-helpers';
import { axeInBothThemes } from './axe';
import { expect, hydrated, test } from './fixtures';

// The form loads Google's check on the first key: its pages get the stand-in (tests/e2e/fixtures.ts).
test.use({ recaptchaStandIn: true });

const contactPagesIn = contentIn('contactPage');

// The French contact page (issue 23): the twin of contact.spec.ts's essential tests. The form is
// the same island in French; what it sends is the specification's, plus `language: 'fr-CA'`.
const fr = contactPagesIn.fr;
const en = contactPagesIn.en;
const path = urlsIn.fr.contact();
const { field, submit, errorList, emailInstead, fill, tickCaptcha, valuesOf } = contactFormIn('fr');

const good: Values = {
  Name: 'Amélie Tremblay',
  Email: 'amelie@example.org',
  Website: 'https://example.org',
  Subject: 'Revue de notre plateforme de données',
  Message: 'Nous aimerions moderniser nos rapports d’ici le printemps, à Québec comme à Montréal.',
};
const noValues: Values = { Name: '', Email: '', Website: '', Subject: '', Message: '' };

/** The specification's table of rules (spec 5): its messages are listed in this order. */
const specOrder: ContactField[] = ['captcha', 'name', 'email', 'website', 'subject', 'message'];
const labelOf: Record<Exclude<ContactField, 'captcha'>, Label> = { name: 'Name', email: 'Email', website: 'Website', subject: 'Subject', message: 'Message' };
const frenchMessages = (fields: ContactField[]) => specOrder.filter((name) => fields.includes(name)).map((name) => fr.messages[name]);

test('raw HTML of the French contact page: lang fr-CA, the French labels, no English form label', async ({ request }) => {
  const res = await request.get(`${keyed}${path}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<html lang="fr-CA">/);
  // Each label as read before any JavaScript, without its required mark.
  const labels = Object.fromEntries(
    [...html.matchAll(/<label for="contact-([a-z]+)"[^>]*>([\s\S]*?)<\/label>/g)].map((m) => [m[1]!, textOf(m[2]!).replace(/\s*\*$/, '')]),
  );
  expect(labels).toEqual({ ...fr.form.labels, reference: fr.form.honeypotLabel });
  const englishOnly = [...Object.values(en.form.labels), en.form.honeypotLabel].filter((label) => !Object.values(labels).includes(label));
  expect(englishOnly.length).toBeGreaterThan(0);
  for (const label of englishOnly) expect(Object.values(labels)).not.toContain(label);
  expect([...html.matchAll(/<span [^>]*title="([^"]*)">\*<\/span>/g)].map((m) => decode(m[1]!))).toEqual(Array(4).fill(fr.form.required));
  expect(decode(/<button type="submit"[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? '')).toBe(fr.form.submit);
  const text = textOf(html);
  for (const words of [fr.form.websiteHint, fr.formTitle, fr.demoButton, fr.noScript, fr.form.captchaStart, fr.form.collectionNotice.text]) expect(text).toContain(textOf(words));
  for (const words of [en.form.submit, en.form.websiteHint, en.demoButton, en.form.captchaHint, en.form.captchaStart, en.form.collectionNotice.text]) expect(text).not.toContain(words);
});

test.describe('validation in French (spec 5)', () => {
  test('Send with nothing typed: the required fields’ French messages, in order, on their fields; the list is focused', async ({ page }) => {
    const sent = await openForm(page, undefined, path);
    await tickCaptcha(page);
    await submit(page).click();
    const list = errorList(page);
    const fields = ['name', 'email', 'subject', 'message'] as const;
    await expectErrors(list, frenchMessages([...fields]));
    await expect(list).toBeFocused();
    for (const name of fields) {
      await expect(field(page, labelOf[name])).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, labelOf[name])).toHaveAccessibleDescription(fr.messages[name]);
    }
    await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'false');
    await expect(field(page, 'Website')).toHaveAccessibleDescription(fr.form.websiteHint);
    expect(await valuesOf(page)).toEqual(noValues);
    expect(sent).toHaveLength(0);
  });

  test('all six French messages at once, in the specification’s order, on their fields; what was typed is kept', async ({ page }) => {
    const sent = await openForm(page, undefined, path);
    // Every field breaks its rule (spec 5): too short, no domain, no scheme, too short, too short.
    const typed: Values = { Name: 'A', Email: 'amelie@exemple', Website: 'exemple.org', Subject: 'ab', Message: 'Bonjour' };
    await fill(page, typed);
    // Each field left wrong says so in French under it before any Send; the one still being typed in does not yet.
    await expect(field(page, 'Email')).toHaveAccessibleDescription(fr.messages.email);
    await expect(field(page, 'Subject')).toHaveAccessibleDescription(fr.messages.subject);
    await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'false');
    await expect(errorList(page)).toHaveCount(0);
    // Without the captcha the button stays disabled; the captcha's message is the rules' own guard,
    // reached by submitting the form without the button.
    await expect(submit(page)).toBeDisabled();
    await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    const list = errorList(page);
    await expectErrors(list, frenchMessages(specOrder));
    await expect(list).toBeFocused();
    for (const [name, label] of Object.entries(labelOf) as [keyof typeof labelOf, Label][]) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      const description = name === 'website' ? `${fr.form.websiteHint} ${fr.messages.website}` : fr.messages[name];
      await expect(field(page, label)).toHaveAccessibleDescription(description);
    }
    expect(await valuesOf(page)).toEqual(typed);
    expect(sent).toHaveLength(0);

    // Put right, the same form is sent, and the list goes.
    await fill(page, good);
    await tickCaptcha(page);
    await submit(page).click();
    await expect(page.getByText(fr.form.success)).toBeVisible();
    await expect(errorList(page)).toHaveCount(0);
    expect(sent).toHaveLength(1);
  });
});

test('a valid French message: Envoi en cours… while it runs, the spec’s payload with language fr-CA, the French toast, a cleared form', async ({ page, problems }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    sent.push(route.request().postData() ?? '');
    await held;
    await route.fulfill({ status: 200, body: 'OK', headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await page.goto(`${keyed}${path}`);
  await hydrated(page);
  await fill(page, good);
  await tickCaptcha(page);
  await submit(page).click();
  await expect(submit(page)).toHaveText(fr.form.sending);
  await expect(submit(page)).toBeDisabled();
  release();
  await expect(page.getByText(fr.form.success)).toBeVisible();
  await expect(page.getByText(en.form.success)).toHaveCount(0);
  expect(await valuesOf(page)).toEqual(noValues);
  await expect(page.getByTestId('captcha')).not.toBeChecked();
  await expect(submit(page)).toHaveText(fr.form.submit);
  await expect(submit(page)).toBeDisabled();

  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toEqual({
    lib_version: '4.4.1',
    user_id: testKeys.EMAILJS_PUBLIC_KEY,
    service_id: testKeys.EMAILJS_SERVICE_ID,
    template_id: testKeys.EMAILJS_TEMPLATE_ID,
    template_params: {
      to_email: site.contactEmail,
      from_name: good.Name,
      from_email: good.Email,
      website: good.Website,
      subject: good.Subject,
      message: good.Message,
      'g-recaptcha-response': 'captcha-token-1',
      language: 'fr-CA',
    },
  });
  expect(problems).toEqual([]);
});

test('arriving with the requestDemo flag: French demo texts and pre-fill, the English prefixes in the payload', async ({ page, problems }) => {
  // The check loads when the visitor types (below): focus stays where demo mode put it.
  const sent = await openForm(page, undefined, urlsIn.fr.contact({ requestDemo: true }), keyed, { pressCheck: false });
  const demo = page.getByTestId('demo-mode');
  await expect(demo).toContainText(fr.form.demoBadge);
  await expect(demo).toContainText(fr.form.demoText);
  await expect(demo.getByRole('button', { name: fr.form.demoCancel })).toBeVisible();
  await expect(demo).not.toContainText(en.form.demoText);
  await expect(field(page, 'Subject')).toHaveValue(fr.demoRequest.subject);
  await expect(field(page, 'Message')).toHaveValue(fr.demoRequest.message);
  await expect(field(page, 'Name')).toBeFocused();
  await fill(page, { Name: good.Name, Email: good.Email });
  await tickCaptcha(page);
  await submit(page).click();
  await expect(page.getByText(fr.form.success)).toBeVisible();
  expect(sent).toHaveLength(1);
  const params = sent[0]!.postDataJSON().template_params;
  expect(params.subject).toBe(`Demo Request: ${fr.demoRequest.subject}`);
  expect(params.message).toBe(`Demo Request\n\n${fr.demoRequest.message}`);
  expect(params.language).toBe('fr-CA');
  await expect(demo).toHaveCount(0);
  expect(problems).toEqual([]);
});

test.describe('when sending fails, in French (spec 8, issue 14)', () => {
  for (const [name, reply] of [
    ['HTTP 400', { status: 400, body: 'The service ID is invalid.' }],
    ['a network error', { status: 'network-error' }],
  ] as const) {
    test(`failure by ${name}: the French toast, every value kept, the e-mail link with the subject and message`, async ({ page }) => {
      const sent = await openForm(page, [reply], path);
      await fill(page, good);
      await tickCaptcha(page);
      await submit(page).click();
      await expect(page.getByText(fr.form.failure)).toBeVisible();
      await expect(page.getByText(en.form.failure)).toHaveCount(0);
      expect(await valuesOf(page)).toEqual(good);
      await expect(submit(page)).toHaveText(fr.form.submit);
      await expect(submit(page)).toBeEnabled();
      expect(sent).toHaveLength(1);
      await expect(page.getByTestId('send-fallback')).toContainText(fr.form.emailInsteadIntro);
      await expect(emailInstead(page)).toHaveAttribute('href', expectedMailto(good.Subject, good.Message));
    });
  }

  test('a French demo request that fails: the e-mail link has the French texts with the English prefixes', async ({ page }) => {
    await openForm(page, [{ status: 400 }], path);
    await fill(page, { Name: good.Name, Email: good.Email });
    await page.getByRole('button', { name: fr.demoButton }).click();
    await tickCaptcha(page);
    await submit(page).click();
    await expect(page.getByText(fr.form.failure)).toBeVisible();
    await expect(emailInstead(page)).toHaveAttribute(
      'href',
      expectedMailto(`Demo Request: ${fr.demoRequest.subject}`, `Demo Request\n\n${fr.demoRequest.message}`),
    );
  });
});

test('a reload restores the French draft, announced in French, with the French way to clear it', async ({ page }) => {
  await openForm(page, undefined, path);
  await fill(page, good);
  await page.reload();
  await hydrated(page);
  const notice = page.getByRole('status').filter({ hasText: fr.form.draftRestored });
  await expect(notice).toBeVisible();
  expect(await valuesOf(page)).toEqual(good);
  await notice.getByRole('button', { name: fr.form.draftClear }).click();
  expect(await valuesOf(page)).toEqual(noValues);
  await expect(field(page, 'Name')).toBeFocused();
});

test('axe-core, WCAG 2.2 AA: no violations on the French form with its errors listed and demo mode on', async ({ page }) => {
  await openForm(page, undefined, path);
  await page.getByRole('button', { name: fr.demoButton }).click();
  await tickCaptcha(page);
  await field(page, 'Website').fill('exemple.org');
  await submit(page).click();
  await expectErrors(errorList(page), frenchMessages(['name', 'email', 'website']));
  expect(await axeInBothThemes(page)).toEqual([]);
});
