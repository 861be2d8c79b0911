import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import ReCAPTCHAModule from 'react-google-recaptcha';
import toast from 'react-hot-toast';
import type { ContactField } from '../../model/contact-form';
import type { Language } from '../../model/languages';
import { contactCaptchaTimeoutMs, contactSendTimeoutMs, contactSentLateToastMs } from '../../model/ui-settings';
import { onceInView, prefersReducedMotion } from '../../components/motion';
import { Toasts } from '../../renderer/Toasts';
import { clearDraft, readDraft, saveDraft, type Draft, type DraftValues } from './draft';
import { asksForDemo, demoButtonAttribute, isDemoLinkHere, plainClick, startingDraft, typedValues, visitorInForm, type EarlyInput } from './before-hydration';
import { EmailInstead } from './EmailInstead';
import { Field } from './Field';
import { mailtoHref } from './mailto';
import { Icon } from '../../components/Icon';
import { ContactCopy, useContactCopy, useContactSettings, type ContactSettings } from './copy';
import type { ContactPage } from '../../model/contact-page';

// The package is CommonJS: during pre-rendering its default export arrives wrapped once more.
const ReCAPTCHA = ((ReCAPTCHAModule as unknown as { default?: typeof ReCAPTCHAModule }).default ?? ReCAPTCHAModule) as typeof ReCAPTCHAModule;
type ReCAPTCHA = InstanceType<typeof ReCAPTCHAModule>;

type Values = DraftValues;
const empty: Values = { name: '', email: '', website: '', subject: '', message: '' };
const requiredOrder = ['name', 'email', 'subject', 'message'] as const;
const sameDraft = (a: Draft, b: Draft) =>
  a.isDemo === b.isDemo && (Object.keys(empty) as (keyof Values)[]).every((field) => a.values[field] === b.values[field]);

/** What a wait resolves to once its time limit (model/ui-settings.ts) has passed. */
const timedOut = Symbol('timed out');

// Validation and sending load once the visitor reaches the form, so that a phone that goes
// offline before pressing Send still validates and offers the e-mail link.
let submitModule: Promise<typeof import('./submit')> | undefined;
const loadSubmit = () => {
  submitModule ??= import('./submit').catch((reason: unknown) => {
    submitModule = undefined;
    throw reason;
  });
  return submitModule;
};

/**
 * The Get in Touch form, the panels beside it and the toast area (spec 2.5, 4, 5, 7, 8): the
 * contact page's island, the one part of it React hydrates. Nothing the visitor typed is ever
 * lost: failures keep every value, demo mode only fills empty fields.
 */
export function ContactSection({ copy, settings, language, early }: { copy: ContactPage; settings: ContactSettings; language: Language; early?: EarlyInput }) {
  return (
    <ContactCopy.Provider value={{ copy, settings }}>
      <ContactForm language={language} early={early} />
    </ContactCopy.Provider>
  );
}

function ContactForm({ language, early }: { language: Language; early?: EarlyInput }) {
  const contactPage = useContactCopy();
  const site = useContactSettings();
  const { form: contactFormText, demoRequest } = contactPage;
  const { labels, recaptchaNotice } = contactFormText;
  // Drafts are kept once the island has taken the form over (the layout effect below).
  const takenOver = useRef(false);
  const [values, setValues] = useState<Values>(empty);
  const [isDemo, setIsDemo] = useState(false);
  const [token, setToken] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<{ field: ContactField; message: string }[]>([]);
  const busy = useRef(false);
  const captcha = useRef<ReCAPTCHA>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);

  // What the visitor typed in this tab comes back after a reload, a back or forward navigation
  // or a discarded tab (pages/contact/draft.ts), and is kept as they type.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (takenOver.current) saveDraft({ values, isDemo });
  }, [values, isDemo]);
  // For an answer that arrives after the form has moved on: what the form holds now.
  const latest = useRef<Draft>({ values, isDemo });
  useEffect(() => {
    latest.current = { values, isDemo };
  }, [values, isDemo]);

  // After a failed send, or when the browser is offline, the visitor may send it by e-mail.
  const [fallback, setFallback] = useState<'failed' | 'offline' | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);

  // Google's reCAPTCHA script (several hundred KB) loads when the visitor reaches the form:
  // a field focused or touched, or the captcha's place scrolled into view. Visitors who only
  // read the page never download it. The slot keeps the widget's height, so nothing shifts.
  const captchaSlot = useRef<HTMLDivElement>(null);
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const wantCaptcha = () => {
    setCaptchaWanted(true);
    loadSubmit().catch(() => undefined);
  };
  useEffect(() => {
    if (captchaWanted || !captchaSlot.current) return;
    return onceInView(captchaSlot.current, wantCaptcha);
  }, [captchaWanted]);

  // A script blocked by a firewall or an extension may fail, or may simply never arrive: past
  // the limit the visitor is told, and offered e-mail. A script that arrives later still shows
  // the widget and takes the message away. A layout effect, so that the limit starts in the same
  // task as the script's request.
  const [captchaScript, setCaptchaScript] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  useLayoutEffect(() => {
    if (!captchaWanted || captchaScript !== 'waiting') return;
    const timer = setTimeout(() => setCaptchaScript('failed'), contactCaptchaTimeoutMs);
    return () => clearTimeout(timer);
  }, [captchaWanted, captchaScript]);
  // react-async-script calls this once Google's script has called back (loaded) or once its
  // request has failed (errored); the package's types leave that argument out.
  const onCaptchaScript = (script?: { loaded?: boolean }) => setCaptchaScript(script?.loaded ? 'loaded' : 'failed');

  // Move focus to the list of problems once it is on the page, so it is read out.
  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  const [demoFocus, setDemoFocus] = useState(0);
  const enterDemo = () => {
    setIsDemo(true);
    setValues((current) => ({
      ...current,
      subject: current.subject.trim() ? current.subject : demoRequest.subject,
      message: current.message.trim() ? current.message : demoRequest.message,
    }));
    setDemoFocus((count) => count + 1);
  };

  // After the demo texts are on the page: bring the form into view, focus the first empty field.
  useEffect(() => {
    if (demoFocus === 0 || !form.current) return;
    form.current.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    const firstEmpty = requiredOrder
      .map((name) => form.current?.elements.namedItem(name) as HTMLInputElement | null)
      .find((element) => element && element.value.trim() === '');
    firstEmpty?.focus({ preventScroll: true });
  }, [demoFocus]);

  // Taking over the pre-rendered form (pages/contact/before-hydration.ts): what the fields hold
  // becomes the state before anything renders again, so React never writes over what the visitor
  // typed, and their caret and focus stay where they are. A layout effect: it runs in the same
  // task as hydration, before any other update of the form.
  useLayoutEffect(() => {
    const element = form.current!;
    const typed = typedValues(element);
    const { start, restored: fromDraft } = startingDraft(typed, readDraft());
    // Only what differs from the pre-rendered form: a visitor who has done nothing yet costs no
    // second render in the task that hydrates the form.
    if (!sameDraft(start, { values: empty, isDemo: false })) {
      setValues(start.values);
      setIsDemo(start.isDemo);
    }
    if (fromDraft) setRestored(true);
    const before = early?.take();
    if (before?.reachedForm || visitorInForm(element, typed)) wantCaptcha();
    if (before?.askedForDemo) enterDemo();
    takenOver.current = true;
  }, []);

  // Arriving with ?requestDemo=true (header and hero buttons) is the demo entry (spec 2.5).
  // On this page, the header's demo link enters demo mode in place: a page load would lose
  // what the visitor has typed.
  useEffect(() => {
    if (asksForDemo(window.location)) enterDemo();
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event)) return;
      const link = (event.target as Element).closest('a');
      if (!link || !isDemoLinkHere(link)) return;
      event.preventDefault();
      history.pushState(null, '', link.href);
      enterDemo();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  /** An empty form and no draft: after "Clear the form" and after a send. */
  const reset = () => {
    setValues(empty);
    setIsDemo(false);
    setRestored(false);
    clearDraft();
  };

  const clearForm = () => {
    reset();
    setFallback(null);
    (form.current?.elements.namedItem('name') as HTMLInputElement | null)?.focus();
  };

  /** After a send: an empty form, and a captcha to tick again for the next message. */
  const cleared = () => {
    reset();
    setToken('');
    captcha.current?.reset();
  };
  const sent = () => {
    toast.success(contactFormText.success);
    cleared();
  };

  /**
   * The last EmailJS request, until it answers. @emailjs/browser cannot abort a request, so one
   * whose time limit passed may still answer after the visitor was told that sending failed.
   * What they were told then stays true or is corrected, never contradicted without a word:
   * - a late failure only confirms it: nothing changes on the page, the reason is logged;
   * - a late success is announced in words that name the earlier error (sentLate), and if the
   *   form still holds that message, the e-mail link goes and the form is cleared as after a send
   *   (a form they have changed since keeps what they typed);
   * - Send pressed again with the same message while its request is out waits on that request
   *   again, for a full limit, instead of sending a second copy; a changed message is sent.
   */
  const unanswered = useRef<{ key: string; request: Promise<unknown>; awaited: boolean; draft: Draft } | null>(null);
  const sentLate = (draft: Draft) => {
    toast.success(contactFormText.sentLate, { duration: contactSentLateToastMs });
    if (!sameDraft(latest.current, draft)) return;
    setFallback(null);
    cleared();
  };

  // The form's own code could not be fetched in time, or at all: most likely the connection is gone.
  const sendingCodeMissing = () => {
    if (navigator.onLine) toast.error(contactFormText.failure);
    setFallback(navigator.onLine ? 'failed' : 'offline');
  };
  const invalid = (field: ContactField) => errors.some((error) => error.field === field);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setErrors([]);
    setFallback(null);
    // At once, even while the sending code is still loading, so that the press is seen.
    setSending(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), contactSendTimeoutMs);
    });
    try {
      let submitting: typeof import('./submit') | typeof timedOut;
      try {
        submitting = await Promise.race([loadSubmit(), deadline]);
      } catch {
        sendingCodeMissing();
        return;
      }
      // Code that arrives after the limit sends nothing on its own: the next press uses it.
      if (submitting === timedOut) {
        console.error(`Contact form: the form's sending code did not load within ${contactSendTimeoutMs} ms.`);
        sendingCodeMissing();
        return;
      }
      const { validateContact, sendContact, describeSendFailure } = submitting;
      const result = validateContact({ ...values, captcha: token }, contactPage.messages);
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      // A filled honeypot is a bot: nothing is sent, and it sees what a person would.
      if (honeypot.current?.value) {
        sent();
        return;
      }
      if (!navigator.onLine) {
        setFallback('offline');
        return;
      }
      // The same message is the same fields and demo mode; a new captcha token does not make it new.
      const key = JSON.stringify([{ ...result.data, captcha: '' }, isDemo]);
      let pending = unanswered.current;
      if (pending?.key !== key) {
        const entry = { key, request: sendContact(result.data, isDemo, language, site), awaited: true, draft: { values, isDemo } };
        entry.request
          .then(
            () => {
              if (!entry.awaited) sentLate(entry.draft);
            },
            (reason: unknown) => {
              if (!entry.awaited) console.error(`Contact form: the message that had no answer in time was not sent. ${describeSendFailure(reason)}`, reason);
            },
          )
          .finally(() => {
            if (unanswered.current === entry) unanswered.current = null;
          });
        pending = unanswered.current = entry;
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
        console.error(`Contact form: EmailJS did not answer within ${contactSendTimeoutMs} ms; the visitor was told the message was not sent.`);
        toast.error(contactFormText.failure);
        setFallback('failed');
      } else if (outcome.ok) {
        sent();
      } else {
        // The library's reason is for the site operator; the visitor keeps every value.
        console.error(`Contact form: the message was not sent. ${describeSendFailure(outcome.reason)}`, outcome.reason);
        toast.error(contactFormText.failure);
        setFallback('failed');
      }
    } finally {
      clearTimeout(timer);
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <section className="section-light" aria-label={contactPage.sectionLabel}>
      <div className="container grid gap-12 lg:grid-cols-[3fr_2fr]">
        <form
          ref={form}
          noValidate
          onSubmit={onSubmit}
          onFocus={wantCaptcha}
          onPointerDown={wantCaptcha}
          aria-labelledby="contact-form-title"
          className="scroll-mt-24"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {contactPage.formTitle}
          </h2>
          <p className="no-script-note mt-4 rounded-lg bg-amber-50 p-4 text-amber-900">
            {contactPage.noScript}{' '}
            <a className="text-link" href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </a>
          </p>
          {/* A polite live region, on the page from the start so that what enters it is announced. */}
          <div role="status">
            {restored && (
              <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-4 text-emerald-900" data-testid="draft-restored">
                <span>{contactFormText.draftRestored}</span>
                <button type="button" className="text-sm font-semibold underline" onClick={clearForm}>
                  {contactFormText.draftClear}
                </button>
              </div>
            )}
          </div>
          {isDemo && (
            <div className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-4 text-brand-900" data-testid="demo-mode">
              <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{contactFormText.demoBadge}</span>
              <span>{contactFormText.demoText}</span>
              <button type="button" className="text-sm font-semibold underline" onClick={() => setIsDemo(false)}>
                {contactFormText.demoCancel}
              </button>
            </div>
          )}
          {errors.length > 0 && (
            <div ref={summary} tabIndex={-1} role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 outline-none focus:ring-2 focus:ring-red-700">
              <p className="font-semibold">{contactFormText.errorsTitle}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {errors.map((error) => (
                  <li key={error.field} id={`contact-${error.field}-error`}>
                    {error.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {/* Live from the first paint, when the island takes over what the visitor has typed by
              then; hidden without JavaScript, when the note above gives the e-mail address instead. */}
          <fieldset className="script-only mt-6 grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">{contactPage.formTitle}</legend>
            <Field name="name" label={labels.name} value={values.name} onChange={set('name')} required invalid={invalid('name')} autoComplete="name" />
            <Field name="email" label={labels.email} type="email" value={values.email} onChange={set('email')} required invalid={invalid('email')} autoComplete="email" />
            <div className="sm:col-span-2">
              <Field name="website" label={labels.website} type="url" value={values.website} onChange={set('website')} invalid={invalid('website')} autoComplete="url" hint={contactFormText.websiteHint} />
            </div>
            <div className="sm:col-span-2">
              <Field name="subject" label={labels.subject} value={values.subject} onChange={set('subject')} required invalid={invalid('subject')} />
            </div>
            <div className="sm:col-span-2">
              <Field name="message" label={labels.message} multiline value={values.message} onChange={set('message')} required invalid={invalid('message')} />
            </div>
            <div className="sm:col-span-2">
              <div ref={captchaSlot} className="min-h-[78px]" data-captcha-slot="" data-testid="captcha-slot">
                {captchaWanted && (
                  <ReCAPTCHA
                    ref={captcha}
                    sitekey={site.recaptchaSiteKey}
                    // The widget in the page's language (Google's language codes); English pages keep Google's default.
                    {...(language === 'fr' && { hl: 'fr-CA' })}
                    onChange={(value) => setToken(value ?? '')}
                    onExpired={() => setToken('')}
                    onErrored={() => setToken('')}
                    asyncScriptOnLoad={onCaptchaScript}
                  />
                )}
              </div>
              {!token && captchaScript !== 'failed' && <p className="mt-2 text-sm text-slate-600">{contactFormText.captchaHint}</p>}
              {/* A polite live region, on the page from the start so that what enters it is announced. */}
              <div role="status">
                {captchaScript === 'failed' && (
                  <EmailInstead testId="captcha-unavailable" note={contactFormText.captchaUnavailable} href={mailtoHref(site.contactEmail, values, isDemo)} />
                )}
              </div>
              <p className="mt-3 text-xs text-slate-600">
                {recaptchaNotice.start}{' '}
                <a className="underline" href="https://policies.google.com/privacy">
                  {recaptchaNotice.privacyLink}
                </a>{' '}
                {recaptchaNotice.and}{' '}
                <a className="underline" href="https://policies.google.com/terms">
                  {recaptchaNotice.termsLink}
                </a>{' '}
                {recaptchaNotice.end}
              </p>
            </div>
            {/* Off screen and hidden from assistive technology: only a bot fills it in. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
              <label htmlFor="contact-reference">{contactFormText.honeypotLabel}</label>
              <input ref={honeypot} id="contact-reference" name="contact_reference" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto" disabled={!token || sending}>
                {sending ? contactFormText.sending : contactFormText.submit}
              </button>
              {fallback && (
                <EmailInstead
                  testId="send-fallback"
                  note={fallback === 'offline' ? contactFormText.offline : undefined}
                  href={mailtoHref(site.contactEmail, values, isDemo)}
                />
              )}
            </div>
          </fieldset>
        </form>

        <aside className="space-y-6" aria-label={contactPage.detailsLabel}>
          <div className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h2 className="text-xl font-bold">{contactPage.infoTitle}</h2>
            <p className="mt-4 flex items-center gap-3">
              <Icon name="i-lucide-mail" className="h-5 w-5 text-brand-700" />
              <a className="text-link" href={`mailto:${site.contactEmail}`}>
                {site.contactEmail}
              </a>
            </p>
          </div>
          <div className="rounded-2xl bg-ink p-6 text-white">
            <h2 className="text-xl font-bold">{contactPage.demoTitle}</h2>
            <p className="mt-3 text-slate-300">{contactPage.demoText}</p>
            {/* Pressed before the island wakes, it is remembered (before-hydration.ts) and honoured then. */}
            <button type="button" className="btn-primary mt-5" onClick={enterDemo} {...{ [demoButtonAttribute]: '' }}>
              {contactPage.demoButton}
            </button>
          </div>
        </aside>
      </div>
      <Toasts />
    </section>
  );
}
