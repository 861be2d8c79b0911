/**
 * Sending the contact form, without React (issue 29): the race between the sending code loading,
 * the time limit, EmailJS and a late answer, as one object the form asks and a unit test drives
 * (tests/unit/contact-sending.test.ts). The form (pages/contact/useContactForm.ts) shows what each
 * outcome says; nothing here touches the page.
 *
 * @emailjs/browser cannot abort a request, so one whose time limit passed may still answer after
 * the visitor was told that sending failed. What they were told then stays true or is corrected,
 * never contradicted without a word:
 * - a late failure only confirms it: `lateFailure` logs the reason;
 * - a late success calls `sentLate` with the message it carried (the form announces it, and clears
 *   itself if it still holds that message);
 * - Send pressed again with the same message while its request is out waits on that request again,
 *   for a full limit, instead of sending a second copy; a changed message is sent.
 */
import type { ContactData } from '../../model/page-data/contact-form';
import type { Language } from '../../model/site/languages';
import type { ContactSettings } from './copy';
import type { Draft } from './draft';

/** What the sending code gives (pages/contact/submit.ts), loaded on demand. */
export type SendingCode = {
  validateContact: typeof import('./submit').validateContact;
  sendContact: (data: ContactData, isDemo: boolean) => Promise<unknown>;
  describeSendFailure: (reason: unknown) => string;
};

type SendOutcome =
  /** Pressed while a press was still being handled: ignored. */
  | { kind: 'busy' }
  /** The fields' problems, in the form's order. */
  | { kind: 'invalid'; errors: { field: import('../../model/page-data/contact-form').ContactField; message: string }[] }
  /** EmailJS took it; also what a bot that filled the honeypot is told. */
  | { kind: 'sent' }
  /** The browser is offline: nothing was sent; the e-mail link is the way forward. */
  | { kind: 'offline' }
  /** EmailJS refused it, or gave no answer within the limit (`timedOut`). */
  | { kind: 'failed'; timedOut: boolean }
  /** The sending code could not be fetched in time, or at all. */
  | { kind: 'code-missing'; online: boolean };

export type Submission = {
  values: Draft['values'];
  isDemo: boolean;
  captcha: string;
  /** The honeypot field: filled only by a bot. */
  honeypot: string;
  messages: Parameters<SendingCode['validateContact']>[1];
};

export type SenderOptions = {
  load: () => Promise<SendingCode>;
  timeoutMs: number;
  online: () => boolean;
  /** A message whose time limit had passed was sent after all. */
  sentLate: (draft: Draft) => void;
  /** For the site operator's console: why a message was not sent. */
  log: (message: string, reason?: unknown) => void;
};

const timedOut = Symbol('timed out');

// Validation (zod) and the e-mail client (@emailjs/browser) load once the visitor reaches the form,
// out of the page's first JavaScript, so that a phone that goes offline before pressing Send still
// validates and offers the e-mail link. A failed fetch is tried again on the next press.
let submitModule: Promise<typeof import('./submit')> | undefined;
const loadSubmit = () => {
  submitModule ??= import('./submit').catch((reason: unknown) => {
    submitModule = undefined;
    throw reason;
  });
  return submitModule;
};
export const preloadSendingCode = () => void loadSubmit().catch(() => undefined);
/** The sending code, bound to the page's language and the form's settings. */
export const loadSendingCode = (language: Language, site: ContactSettings): Promise<SendingCode> =>
  loadSubmit().then((code) => ({ ...code, sendContact: (data, isDemo) => code.sendContact(data, isDemo, language, site) }));

export function createSender({ load, timeoutMs, online, sentLate, log }: SenderOptions) {
  let busy = false;
  /** The last EmailJS request, until it answers. */
  let unanswered: { key: string; request: Promise<unknown>; awaited: boolean; draft: Draft } | null = null;

  async function submit({ values, isDemo, captcha, honeypot, messages }: Submission): Promise<SendOutcome> {
    if (busy) return { kind: 'busy' };
    busy = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One limit for the whole press: the code's loading and EmailJS's answer together.
    const deadline = new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), timeoutMs);
    });
    try {
      let code: SendingCode | typeof timedOut;
      try {
        code = await Promise.race([load(), deadline]);
      } catch {
        return { kind: 'code-missing', online: online() };
      }
      // Code that arrives after the limit sends nothing on its own: the next press uses it.
      if (code === timedOut) {
        log(`Contact form: the form's sending code did not load within ${timeoutMs} ms.`);
        return { kind: 'code-missing', online: online() };
      }
      const result = code.validateContact({ ...values, captcha }, messages);
      if (!result.ok) return { kind: 'invalid', errors: result.errors };
      // A filled honeypot is a bot: nothing is sent, and it sees what a person would.
      if (honeypot) return { kind: 'sent' };
      if (!online()) return { kind: 'offline' };
      // The same message is the same fields and demo mode; a new captcha token does not make it new.
      const key = JSON.stringify([{ ...result.data, captcha: '' }, isDemo]);
      let pending = unanswered;
      if (pending?.key !== key) {
        const entry = { key, request: code.sendContact(result.data, isDemo), awaited: true, draft: { values, isDemo } };
        const { describeSendFailure } = code;
        entry.request
          .then(
            () => {
              if (!entry.awaited) sentLate(entry.draft);
            },
            (reason: unknown) => {
              if (!entry.awaited) log(`Contact form: the message that had no answer in time was not sent. ${describeSendFailure(reason)}`, reason);
            },
          )
          .finally(() => {
            if (unanswered === entry) unanswered = null;
          });
        pending = unanswered = entry;
      }
      pending.awaited = true;
      const outcome = await Promise.race([
        pending.request.then(
          () => ({ ok: true as const }),
          (reason: unknown) => ({ ok: false as const, reason }),
        ),
        deadline,
      ]);
      if (outcome === timedOut) {
        pending.awaited = false;
        log(`Contact form: EmailJS did not answer within ${timeoutMs} ms; the visitor was told the message was not sent.`);
        return { kind: 'failed', timedOut: true };
      }
      if (outcome.ok) return { kind: 'sent' };
      // The library's reason is for the site operator; the visitor keeps every value.
      log(`Contact form: the message was not sent. ${code.describeSendFailure(outcome.reason)}`, outcome.reason);
      return { kind: 'failed', timedOut: false };
    } finally {
      clearTimeout(timer);
      busy = false;
    }
  }

  return { submit };
}
