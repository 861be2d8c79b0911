import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent as ClickEvent } from 'react';
import toast from 'react-hot-toast';
import type { ContactField } from '../../model/page-data/contact-form';
import type { Language } from '../../model/site/languages';
import { prefersReducedMotion } from '../../components/motion';
import { contactSendTimeoutMs, contactSentLateToastMs } from '../../model/page-data/ui-settings';
import { asksForDemo, isDemoLinkHere, plainClick, startingDraft, typedValues, hasTyped, type EarlyInput } from './before-hydration';
import { useContactCopy, useContactSettings } from './copy';
import { clearDraft, readDraft, saveDraft, type Draft, type DraftValues } from './draft';
import { createSender, loadSendingCode, preloadSendingCode } from './sending';
import { useCaptcha } from './useCaptcha';

export const empty: DraftValues = { name: '', email: '', website: '', subject: '', message: '' };
const requiredOrder = ['name', 'email', 'subject', 'message'] as const;
const sameDraft = (a: Draft, b: Draft) =>
  a.isDemo === b.isDemo && (Object.keys(empty) as (keyof DraftValues)[]).every((field) => a.values[field] === b.values[field]);

/**
 * The contact form's state and what the visitor does with it (spec 2.5, 4, 5, 7, 8): the values,
 * demo mode, the draft kept in the tab, the takeover of what was typed before hydration, the
 * captcha (useCaptcha) and sending (pages/contact/sending.ts). Nothing the visitor typed is ever
 * lost: failures keep every value, demo mode only fills empty fields. ContactSection renders it.
 */
export function useContactForm(language: Language, early?: EarlyInput) {
  const copy = useContactCopy();
  const site = useContactSettings();
  const text = copy.form;
  // Drafts are kept once the island has taken the form over (the layout effect below).
  const takenOver = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<DraftValues>(empty);
  const [isDemo, setIsDemo] = useState(false);
  const [restored, setRestored] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<{ field: ContactField; message: string }[]>([]);
  // The message under each field (Field): a field's own rule, checked when the visitor leaves it
  // with something in it and at each Send, and again as they type in a field that has a message,
  // which goes once the field is right (the designer's reading of 2026-11-28: "jean@" was accepted
  // without a word until Send, and Send waits for Google's check). The list above the form stays
  // Send's alone (spec 5).
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  // After a failed send, or when the browser is offline, the visitor may send it by e-mail.
  const [fallback, setFallback] = useState<'failed' | 'offline' | null>(null);
  const captcha = useCaptcha(preloadSendingCode);

  // What the visitor typed in this tab comes back after a reload, a back or forward navigation
  // or a discarded tab (pages/contact/draft.ts), and is kept as they type.
  useEffect(() => {
    if (takenOver.current) saveDraft({ values, isDemo });
  }, [values, isDemo]);
  // For an answer that arrives after the form has moved on: what the form holds now.
  const latest = useRef<Draft>({ values, isDemo });
  useEffect(() => {
    latest.current = { values, isDemo };
  }, [values, isDemo]);

  // Whether a pointer is down (left, below).
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => (pressing.current = true);
    const up = () => (pressing.current = false);
    addEventListener('pointerdown', down, true);
    addEventListener('pointerup', up, true);
    addEventListener('pointercancel', up, true);
    return () => {
      removeEventListener('pointerdown', down, true);
      removeEventListener('pointerup', up, true);
      removeEventListener('pointercancel', up, true);
    };
  }, []);

  // Move focus to the list of problems once it is on the page, so it is read out.
  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  // A message of the list, pressed: its field, label and message in view below the fixed header
  // (the field's box keeps the room for it: scroll-mt), and the focus in it.
  const goToField = (field: ContactField) => (event: ClickEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(`contact-${field}`);
    if (!control) return;
    event.preventDefault();
    (document.getElementById(`contact-${field}-field`) ?? control).scrollIntoView({ block: 'start' });
    control.focus({ preventScroll: true });
  };

  const [demoFocus, setDemoFocus] = useState(0);
  const enterDemo = () => {
    setIsDemo(true);
    setValues((current) => ({
      ...current,
      subject: current.subject.trim() ? current.subject : copy.demoRequest.subject,
      message: current.message.trim() ? current.message : copy.demoRequest.message,
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
    // A field the visitor typed in and left before the island woke (the first key wakes it, and
    // a Tab can come before it has): checked as if left now.
    for (const field of Object.keys(empty) as (keyof DraftValues)[]) {
      if (typed[field].trim() !== '' && element.elements.namedItem(field) !== document.activeElement) checkField(field, typed[field]);
    }
    const before = early?.take();
    // Google's check loads once the visitor acts: pressed its button before React came (focus, if
    // still on that button, moves to the check's place, as a press now does), or typed.
    if (before?.askedForCaptcha && element.querySelector('[data-captcha-slot]')?.contains(document.activeElement)) captcha.start();
    else if (before?.askedForCaptcha || hasTyped(typed)) captcha.want();
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

  // A character typed is the visitor acting: Google's check may load (useCaptcha). A value the
  // page fills in (a draft, demo mode) is not.
  const set = (field: keyof DraftValues) => (value: string) => {
    if (value !== '') captcha.want();
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) checkField(field, value);
  };

  /**
   * One field against its rule (the form's rules come with the sending code, which the visitor's
   * first key has started loading): its message under it, or none. Unloadable (offline), nothing
   * changes: Send checks every field and says what it cannot do.
   */
  const checkField = (field: keyof DraftValues, value: string) => {
    loadSendingCode(language, site)
      .then(({ validateContact }) => {
        const result = validateContact({ ...empty, captcha: '', [field]: value }, copy.messages);
        const message = result.ok ? undefined : result.errors.find((error) => error.field === field)?.message;
        setFieldErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
      })
      .catch(() => undefined);
  };
  /**
   * The visitor leaves a field: what it holds is checked, unless it is empty (tabbing through is no
   * mistake). Left by a press elsewhere (Send, the check's box, below the fields), its message
   * waits until the press is over: shown between press and release, it moved what was pressed
   * from under the finger, and the press was lost.
   */
  const left = (field: keyof DraftValues) => (value: string) => {
    if (value.trim() === '' && !fieldErrors[field]) return;
    if (!pressing.current) return checkField(field, value);
    const after = () => {
      removeEventListener('pointerup', after, true);
      removeEventListener('pointercancel', after, true);
      // After the press's click, which comes in the same task as its release.
      setTimeout(() => checkField(field, value));
    };
    addEventListener('pointerup', after, true);
    addEventListener('pointercancel', after, true);
  };

  /** An empty form and no draft: after "Clear the form" and after a send. */
  const reset = () => {
    setValues(empty);
    setFieldErrors({});
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
    captcha.reset();
  };

  // One sender for the island's life: it remembers a request that is still out (pages/contact/sending.ts).
  const sender = useRef<ReturnType<typeof createSender>>(null);
  sender.current ??= createSender({
    load: () => loadSendingCode(language, site),
    timeoutMs: contactSendTimeoutMs,
    online: () => navigator.onLine,
    // A late success is announced in words that name the earlier error; if the form still holds
    // that message, the e-mail link goes and the form is cleared as after a send.
    sentLate: (draft) => {
      toast.success(text.sentLate, { duration: contactSentLateToastMs });
      if (!sameDraft(latest.current, draft)) return;
      setFallback(null);
      cleared();
    },
    log: (message, reason) => (reason === undefined ? console.error(message) : console.error(message, reason)),
  });

  const busy = useRef(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setErrors([]);
    setFallback(null);
    // At once, even while the sending code is still loading, so that the press is seen.
    setSending(true);
    try {
      const outcome = await sender.current!.submit({ values, isDemo, captcha: captcha.token, honeypot: honeypot.current?.value ?? '', messages: copy.messages });
      switch (outcome.kind) {
        case 'invalid':
          setFieldErrors(Object.fromEntries(outcome.errors.map(({ field, message }) => [field, message])));
          return setErrors(outcome.errors);
        case 'sent':
          toast.success(text.success);
          return cleared();
        case 'offline':
          return setFallback('offline');
        case 'failed':
          toast.error(text.failure);
          return setFallback('failed');
        case 'code-missing':
          // Most likely the connection is gone.
          if (outcome.online) toast.error(text.failure);
          return setFallback(outcome.online ? 'failed' : 'offline');
        case 'busy':
          return;
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return {
    copy,
    site,
    form,
    summary,
    honeypot,
    values,
    set,
    isDemo,
    leaveDemo: () => setIsDemo(false),
    enterDemo,
    restored,
    clearForm,
    errors,
    errorOf: (field: ContactField) => fieldErrors[field],
    left,
    goToField,
    fallback,
    sending,
    captcha,
    onSubmit,
  };
}
