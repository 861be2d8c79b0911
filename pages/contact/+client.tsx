// The contact page's script (it replaces pages/+client.ts): the shell at once; React for the form
// and its toasts only when the visitor shows they want the form (issue 33). The pre-rendered form
// is live from the first paint, so there is no hurry: a reader who never touches it never pays for
// React (about 90 KB and, on a phone-speed CPU, an 80 ms task to evaluate it). What the visitor
// does before it wakes is recorded here and taken over by the island (before-hydration.ts).
// reCAPTCHA, the validation and the e-mail client load later still, when needed.
import { onceInView } from '../../components/motion';
import { pageLanguage } from '../../components/document-language';
import { afterNextPaint, enhanceShell } from '../../renderer/shell';
import { readIslandSource } from '../../renderer/island-source';
import { contactWakeTimeoutMs } from '../../model/page-data/ui-settings';
import { asksForDemo, recordEarlyInput } from './before-hydration';
import type {} from './island-data';
import { hasContent, readDraft } from './draft';

enhanceShell();

/** Lets the browser handle a tap or a keystroke before the next piece of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Its copy and settings are a file of the build's (scripts/island-files.mjs), fetched as it wakes.
const found = readIslandSource('contact', contactWakeTimeoutMs);
const island = found?.element;
// The island's state for whoever watches (the browser tests): waiting for the visitor, waking,
// then "true" once React has taken it over (renderer/hydrate-island.tsx), or "failed".
const mark = (state: 'waiting' | 'waking' | 'failed') => island && (island.dataset.hydrated = state);
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
    if (!found) return;
    // The form's copy and settings, in the page's language, asked for beside React.
    const data = found.data();
    data.catch(() => undefined);
    try {
      const limit = new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the form did not arrive in time')), contactWakeTimeoutMs));
      await Promise.race([import('react-dom/client'), limit]);
      await nextTask();
      const [code, copy] = await Promise.race([Promise.all([import('./island'), data]), limit]);
      await nextTask();
      code.hydrateContact(copy, language, early);
    } catch {
      // Offline, a request blocked or past the limit: the form cannot run. What was typed stays in
      // its fields; the note the page shows without JavaScript gives the e-mail address instead.
      mark('failed');
      island?.querySelector<HTMLElement>('.no-script-note')?.style.setProperty('display', 'block');
    }
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
