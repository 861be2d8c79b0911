// The contact page's script (it replaces pages/+client.ts): the shell at once, then React for the
// form and its toasts only, once the pre-rendered page, form included, has painted. The form is
// live before that: what the visitor does in the meantime is recorded here and taken over by the
// island (before-hydration.ts). reCAPTCHA, the validation and the e-mail client load when needed.
import type { ContactPage } from '../../model/contact-page';
import { pageLanguage } from '../../renderer/page-language';
import { afterNextPaint, enhanceShell } from '../../renderer/shell';
import { recordEarlyInput } from './before-hydration';

enhanceShell();
const early = recordEarlyInput(document.querySelector<HTMLFormElement>('[data-island="contact"] form'));

// The page's language's copy only, fetched with the island's code (not after it).
const copies = {
  en: () => import('../../content/pages/contact.yaml'),
  fr: () => import('../../content/fr/pages/contact.yaml'),
};

/** Lets the browser handle a tap or a keystroke before the next piece of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// In steps, each its own task, so that none holds the page for long on a slow phone (issue 33):
// React itself, then the form's own code and its copy, then the hydration (which React splits).
afterNextPaint(async () => {
  const language = pageLanguage();
  const copy = copies[language]();
  await import('react-dom/client');
  await nextTask();
  const island = await import('./island');
  await nextTask();
  island.hydrateContact((await copy).default as ContactPage, language, early);
});
