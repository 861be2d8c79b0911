/**
 * The pre-rendered contact form is live from the first paint (house style, "Islands"): a visitor
 * on a slow phone can tap a field and type while the island's code is still on its way. This
 * module is what the page's entry script (it arrives first and is small) and the island share so
 * that nothing done in that time is lost:
 *
 * - recordEarlyInput(), run by the entry script, notes what the visitor does before React takes
 *   over: reaching the form (a focus, a touch, a key), asking for a demo (the panel's button,
 *   pressed even before this script ran: the head's inline script keeps that on <html>;
 *   a link to this page with ?requestDemo=true, which would reload the page, only changes the
 *   address, which the island reads) and asking for the captcha (its start button, likewise);
 * - typedValues() reads what the fields hold when React takes over, caret and focus untouched,
 *   and startingDraft() puts that first and a draft from session storage only where the visitor
 *   has typed nothing.
 *
 * The island reads the DOM as well as the record, so that what happens before even the entry
 * script arrives (a slow network holds it too) still counts.
 */
import { requestDemoParam } from '../../model/site/urls';
import { earlyPress, earlyPressAttribute, pressedAttribute, type EarlyPress } from '../../renderer/scripting-flag';
import { draftFields, hasContent, type Draft, type DraftValues } from './draft';

/** Marks "Book a demo" and the captcha's start button, so the page's first scripts know a press before React does. */
export { earlyPress };

/** What the visitor did before the island took over; `take` hands it over once and stops listening. */
export type EarlyInput = { take: () => { reachedForm: boolean; askedForDemo: boolean; askedForCaptcha: boolean } };

/** Whether an address asks for demo mode (?requestDemo=true, spec 2.5). */
export const asksForDemo = (url: URL | Location) => new URLSearchParams(url.search).get(requestDemoParam) === 'true';

/** Whether a click on `link` asks for demo mode on the page the visitor is on. */
export function isDemoLinkHere(link: HTMLAnchorElement): boolean {
  if (link.target) return false;
  const url = new URL(link.href);
  return url.origin === location.origin && url.pathname === location.pathname && asksForDemo(url);
}

/** A left click without a modifier key, that nothing has handled yet. */
export const plainClick = (event: MouseEvent) => !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/** Records what the visitor does before the island takes over; `onIntent` is told at their first move towards the form. */
export function recordEarlyInput(form: HTMLFormElement | null, onIntent: () => void = () => {}): EarlyInput {
  let reachedForm = false;
  const asked: Record<EarlyPress, boolean> = { demo: false, captcha: false };
  const reached = () => {
    reachedForm = true;
    onIntent();
  };
  const onClick = (event: MouseEvent) => {
    if (!plainClick(event)) return;
    const target = event.target as Element;
    const pressed = target.closest(`[${earlyPressAttribute}]`)?.getAttribute(earlyPressAttribute);
    if (pressed === 'demo' || pressed === 'captcha') {
      asked[pressed] = true;
      onIntent();
      return;
    }
    const link = target.closest('a');
    if (!link || !isDemoLinkHere(link)) return;
    // Staying on the page keeps what the visitor typed; the island reads ?requestDemo=true when it wakes.
    event.preventDefault();
    history.pushState(null, '', link.href);
    onIntent();
  };
  const formEvents = ['focusin', 'input', 'pointerdown', 'keydown'] as const;
  for (const type of formEvents) form?.addEventListener(type, reached, { capture: true });
  document.addEventListener('click', onClick);
  // The page's script loads async, so the visitor may already be in a field when it runs (a slow
  // phone, a tap as soon as the form showed): that focus counts as reaching the form too, and a
  // press that the head's first script saw (renderer/scripting-flag.ts) counts.
  if (form?.contains(document.activeElement)) queueMicrotask(reached);
  for (const name of ['demo', 'captcha'] as const) {
    if (!document.documentElement.hasAttribute(pressedAttribute(name))) continue;
    asked[name] = true;
    queueMicrotask(onIntent);
  }
  return {
    take() {
      for (const type of formEvents) form?.removeEventListener(type, reached, { capture: true });
      document.removeEventListener('click', onClick);
      return { reachedForm, askedForDemo: asked.demo, askedForCaptcha: asked.captcha };
    },
  };
}

/** The fields' values as the visitor left them, read from the page itself. */
export function typedValues(form: HTMLFormElement): DraftValues {
  const value = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
  };
  return Object.fromEntries(draftFields.map((field) => [field, value(field)])) as DraftValues;
}

/** Whether the visitor has typed anything in the form: what lets Google's check load (useCaptcha). */
export const hasTyped = (typed: DraftValues) => draftFields.some((field) => typed[field] !== '');

/**
 * The form's values when the island takes over: each field keeps what the visitor typed; a
 * field left empty takes the draft's text. `restored` says whether the draft brought anything
 * back (the form then says so, with a way to clear it).
 */
export function startingDraft(typed: DraftValues, draft: Draft | undefined): { start: Draft; restored: boolean } {
  if (!draft || !hasContent(draft)) return { start: { values: typed, isDemo: false }, restored: false };
  const values = { ...typed };
  let restored = draft.isDemo;
  for (const field of draftFields) {
    if (typed[field] !== '' || draft.values[field].trim() === '') continue;
    values[field] = draft.values[field];
    restored = true;
  }
  return { start: { values, isDemo: draft.isDemo }, restored };
}
