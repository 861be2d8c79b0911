import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateContact } from '../../model/page-data/contact-form';
import { contentIn } from '../../model/content/content';
import { createSender, type SenderOptions, type SendingCode, type Submission } from '../../pages/contact/sending';

const contactPagesIn = contentIn('contactPage');

// The contact form's sending (pages/contact/sending.ts, issue 29): each state the visitor can
// be told about, with the real validation and a stand-in for EmailJS whose answers the test times.
const limit = 1000;
const { messages } = contactPagesIn.en;
const message: Submission = {
  values: { name: 'Amelia Tran', email: 'amelia@example.org', website: '', subject: 'Data platform review', message: 'We would like a review of our data platform.' },
  isDemo: false,
  captcha: 'token',
  honeypot: '',
  messages,
};

/** A request whose answer the test gives. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

function setUp(overrides: Partial<SenderOptions> = {}) {
  const requests: ReturnType<typeof deferred>[] = [];
  const code: SendingCode = {
    validateContact,
    sendContact: vi.fn(() => {
      const request = deferred();
      requests.push(request);
      return request.promise;
    }),
    describeSendFailure: (reason) => String(reason),
  };
  const options = {
    load: () => Promise.resolve(code),
    timeoutMs: limit,
    online: () => true,
    sentLate: vi.fn(),
    log: vi.fn(),
    ...overrides,
  };
  return { sender: createSender(options), requests, code, options };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sending the contact form', () => {
  it('sends a valid message once and says sent when EmailJS answers', async () => {
    const { sender, requests, code } = setUp();
    const outcome = sender.submit(message);
    await vi.advanceTimersByTimeAsync(10);
    requests[0]!.resolve({ status: 200 });
    expect(await outcome).toEqual({ kind: 'sent' });
    expect(code.sendContact).toHaveBeenCalledTimes(1);
  });

  it('an invalid message is not sent: the problems come back, in the form’s order', async () => {
    const { sender, code } = setUp();
    const outcome = await sender.submit({ ...message, values: { ...message.values, email: 'not-an-address', message: '' } });
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.errors.map((error) => error.field)).toEqual(['email', 'message']);
    expect(code.sendContact).not.toHaveBeenCalled();
  });

  it('a second press while the first is handled is ignored', async () => {
    const { sender, requests } = setUp();
    const first = sender.submit(message);
    expect(await sender.submit(message)).toEqual({ kind: 'busy' });
    await vi.advanceTimersByTimeAsync(10);
    requests[0]!.resolve({});
    expect(await first).toEqual({ kind: 'sent' });
  });

  it('offline: nothing is sent, the e-mail link is offered', async () => {
    const { sender, code } = setUp({ online: () => false });
    expect(await sender.submit(message)).toEqual({ kind: 'offline' });
    expect(code.sendContact).not.toHaveBeenCalled();
  });

  it('a bot that filled the honeypot is told its message was sent, and nothing is sent', async () => {
    const { sender, code } = setUp();
    expect(await sender.submit({ ...message, honeypot: 'https://spam.example' })).toEqual({ kind: 'sent' });
    expect(code.sendContact).not.toHaveBeenCalled();
  });

  it('EmailJS refusing: failed, with the reason for the operator', async () => {
    const { sender, requests, options } = setUp();
    const outcome = sender.submit(message);
    await vi.advanceTimersByTimeAsync(10);
    requests[0]!.reject('The Public Key is invalid');
    expect(await outcome).toEqual({ kind: 'failed', timedOut: false });
    expect(options.log).toHaveBeenCalledWith('Contact form: the message was not sent. The Public Key is invalid', 'The Public Key is invalid');
  });

  it('no answer within the limit: failed; a late success then says so, a late failure is only logged', async () => {
    const { sender, requests, options } = setUp();
    const outcome = sender.submit(message);
    await vi.advanceTimersByTimeAsync(limit);
    expect(await outcome).toEqual({ kind: 'failed', timedOut: true });
    requests[0]!.resolve({});
    await vi.advanceTimersByTimeAsync(0);
    expect(options.sentLate).toHaveBeenCalledWith({ values: message.values, isDemo: false });

    const second = setUp();
    const late = second.sender.submit(message);
    await vi.advanceTimersByTimeAsync(limit);
    expect(await late).toEqual({ kind: 'failed', timedOut: true });
    second.requests[0]!.reject('Network error');
    await vi.advanceTimersByTimeAsync(0);
    expect(second.options.sentLate).not.toHaveBeenCalled();
    expect(second.options.log).toHaveBeenLastCalledWith('Contact form: the message that had no answer in time was not sent. Network error', 'Network error');
  });

  it('the same message sent again while its request is out waits on that request, a changed one is sent', async () => {
    const { sender, requests, code, options } = setUp();
    const first = sender.submit(message);
    await vi.advanceTimersByTimeAsync(limit);
    expect(await first).toEqual({ kind: 'failed', timedOut: true });
    // Same fields, a new captcha token: the same message.
    const again = sender.submit({ ...message, captcha: 'new token' });
    await vi.advanceTimersByTimeAsync(10);
    expect(code.sendContact).toHaveBeenCalledTimes(1);
    requests[0]!.resolve({});
    expect(await again).toEqual({ kind: 'sent' });
    expect(options.sentLate).not.toHaveBeenCalled();

    const changed = sender.submit({ ...message, values: { ...message.values, subject: 'Another subject' } });
    await vi.advanceTimersByTimeAsync(10);
    expect(code.sendContact).toHaveBeenCalledTimes(2);
    requests[1]!.resolve({});
    expect(await changed).toEqual({ kind: 'sent' });
  });

  it('the sending code failing to load, or not within the limit: code missing, and whether the browser is online', async () => {
    const failing = setUp({ load: () => Promise.reject(new Error('Failed to fetch')), online: () => false });
    expect(await failing.sender.submit(message)).toEqual({ kind: 'code-missing', online: false });

    const never = setUp({ load: () => new Promise<never>(() => undefined) });
    const outcome = never.sender.submit(message);
    await vi.advanceTimersByTimeAsync(limit);
    expect(await outcome).toEqual({ kind: 'code-missing', online: true });
    expect(never.options.log).toHaveBeenCalledWith(`Contact form: the form's sending code did not load within ${limit} ms.`);
  });
});
