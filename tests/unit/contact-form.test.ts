import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, templateParams, validateContact, visibleLength, type ContactInput } from '../../model/page-data/contact-form';
import { contentIn } from '../../model/content/content';

const contactPagesIn = contentIn('contactPage');

// The English edition, as the specification names it.
const contactPage = contactPagesIn.en;

const contactMessages = contactPage.messages;

const valid: ContactInput = {
  captcha: 'token',
  name: 'Amelia Tran',
  email: 'amelia@example.org',
  website: '',
  subject: 'Data platform review',
  message: 'We would like to modernise our reporting stack.',
};

const messagesOf = (input: Partial<ContactInput>) => {
  const result = validateContact({ ...valid, ...input }, contactMessages);
  return result.ok ? [] : result.errors.map((e) => e.message);
};

describe('contact schema (spec 5)', () => {
  it('accepts a complete message and trims what it sends', () => {
    const result = validateContact({ ...valid, name: '  Amelia Tran  ', subject: ' Review ' }, contactMessages);
    expect(result).toEqual({ ok: true, data: { ...valid, name: 'Amelia Tran', subject: 'Review' } });
  });

  it('lists every failing rule at once, in the order of the table, with the spec\'s exact words', () => {
    // Written out from spec 5, not read from the source, so that a typo there fails here.
    expect(messagesOf({ captcha: '', name: '', email: '', website: 'example.org', subject: '', message: '' })).toEqual([
      'Please complete the reCAPTCHA verification.',
      'Name must be between 2 and 50 characters.',
      'Please enter a valid email address.',
      'Please enter a valid website URL (including http:// or https://).',
      'Subject must be between 3 and 100 characters.',
      'Message must be between 10 and 1000 characters.',
    ]);
  });

  it.each([
    ['name', 1, false], ['name', 2, true], ['name', 50, true], ['name', 51, false],
    ['subject', 2, false], ['subject', 3, true], ['subject', 100, true], ['subject', 101, false],
    ['message', 9, false], ['message', 10, true], ['message', 1000, true], ['message', 1001, false],
  ] as const)('%s of %i characters passes: %s', (field, length, passes) => {
    expect(messagesOf({ [field]: 'a'.repeat(length) })).toEqual(passes ? [] : [contactMessages[field]]);
  });

  it('counts what the visitor sees: trimmed, an emoji is one character', () => {
    expect(visibleLength('  ab  ')).toBe(2);
    expect(visibleLength('👨‍👩‍👧👍')).toBe(2);
    expect(messagesOf({ name: '👍👍' })).toEqual([]);
    expect(messagesOf({ name: ' 👍 ' })).toEqual([contactMessages.name]);
    expect(messagesOf({ name: '🙂'.repeat(50) })).toEqual([]);
    expect(messagesOf({ name: `${' '.repeat(30)}a${' '.repeat(30)}` })).toEqual([contactMessages.name]);
  });

  it.each(['amelia@example.org', 'a.b+tag@sub.example.ca', '  amelia@example.org  ', "o'neil@example.ca", 'x_y-z@my-company.co.uk'])('accepts the e-mail %s', (email) => {
    expect(messagesOf({ email })).toEqual([]);
  });

  it.each(['', 'amelia', 'amelia@', '@example.org', 'amelia@example', 'amelia example@x.org', 'a@b@c.org', '.amelia@example.org', 'amelia.@example.org', 'a..b@example.org', 'amelia@-example.org', 'amelia@example.o', 'amelia@example..org'])('refuses the e-mail %j', (email) => {
    expect(messagesOf({ email })).toEqual([contactMessages.email]);
  });

  it.each(['', 'https://example.org', 'http://example.org/path?q=1', 'https://sub.example.ca', '  https://example.org  '])('accepts the website %j', (website) => {
    expect(messagesOf({ website })).toEqual([]);
  });

  it.each(['example.org', 'www.example.org', 'ftp://example.org', 'https://', 'http://exa mple.org', 'https://localhost:notaport', 'javascript:alert(1)', 'https:/example.org'])(
    'refuses the website %j',
    (website) => {
      expect(messagesOf({ website })).toEqual([contactMessages.website]);
    },
  );

  it('isWebsiteUrl needs a protocol and a host', () => {
    expect(isWebsiteUrl('http://localhost:8080')).toBe(true);
    expect(isWebsiteUrl('//example.org')).toBe(false);
  });

  it('requires the captcha', () => {
    expect(messagesOf({ captcha: '' })).toEqual([contactMessages.captcha]);
  });
});

describe('EmailJS template params (spec 7)', () => {
  const data = { ...valid, website: 'https://example.org' };

  it('sends exactly the six fields plus the captcha token', () => {
    expect(templateParams(data, { isDemo: false, toEmail: 'hello@northbeam.example' })).toEqual({
      to_email: 'hello@northbeam.example',
      from_name: 'Amelia Tran',
      from_email: 'amelia@example.org',
      website: 'https://example.org',
      subject: 'Data platform review',
      message: 'We would like to modernise our reporting stack.',
      'g-recaptcha-response': 'token',
    });
  });

  it('prefixes a demo request', () => {
    const params = templateParams(data, { isDemo: true, toEmail: 'x@y.ca' });
    expect(params.subject).toBe('Demo Request: Data platform review');
    expect(params.message).toBe('Demo Request\n\nWe would like to modernise our reporting stack.');
  });
});
