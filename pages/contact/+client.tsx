// The contact page's script (it replaces pages/+client.ts): the shell at once; React for the form
// and its toasts only when the visitor shows they want the form (issue 33). The pre-rendered form
// is live from the first paint, so there is no hurry: a reader who never touches it never pays for
// React (about 90 KB and, on a phone-speed CPU, an 80 ms task to evaluate it). What the visitor
// does before it wakes is recorded here and taken over by the island (before-hydration.ts).
// reCAPTCHA, the validation and the e-mail client load later still, when needed.
import { onceInView } from '../../components/motion';
import { pageLanguage } from '../../components/document-language';
import { afterNextPaint, enhanceShell, readIsland } from '../../renderer/shell';
import { asksForDemo, recordEarlyInput } from './before-hydration';
import type {} from './island-data';
import { hasContent, readDraft } from './draft';

enhanceShell();

/** Lets the browser handle a tap or a keystroke before the next piece of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const found = readIsland('contact');
const island = found?.element;
// The island's state for whoever watches (the browser tests): waiting for the visitor, waking,
// then "true" once React has taken it over (renderer/hydrate-island.tsx).
const mark = (state: 'waiting' | 'waking') => island && (island.dataset.hydrated = state);
mark('waiting');

let woken = false;
// In steps, each its own task, so that none holds the page for long on a slow phone: React itself,
// then the form's own code and its copy, then the hydration (which React splits).
const wake = () => {
  if (woken) return;
  woken = true;
  mark('waking');
  afterNextPaint(async () => {
    const language = pageLanguage();
    // The form's copy and settings, in the page's language: written into the island by the page.
    if (!found) return;
    const { data } = found;
    await import('react-dom/client');
    await nextTask();
    const code = await import('./island');
    await nextTask();
    code.hydrateContact(data, language, early);
  });
};

// The visitor wants the form: a focus, a touch or a key in it, or "Book a demo".
const early = recordEarlyInput(island?.querySelector('form') ?? null, wake);
// Or the page says so: a draft of theirs to bring back, a demo asked for from another page.
const draft = readDraft();
if ((draft && hasContent(draft)) || asksForDemo(location)) wake();
// Or the captcha's place comes into view, when the form shows it (spec 4, 7).
const captchaSlot = island?.querySelector('[data-captcha-slot]');
if (captchaSlot) onceInView(captchaSlot, wake);
