/**
 * The Dashboard's links open an entry at the field a problem is about (issue 55: they opened the
 * entry's top, and staff searched a long service for its FAQs). A link ends with
 * `#field=<labels>` (model/content/content-messages.ts fieldLabelsOf: "SEO > Description"); once the
 * entry's form shows that field, it is scrolled to the middle of the screen and focused: an input
 * by its label, a group of fields (a list, an object) by its name. The form appears after the
 * entry is read, so the field is looked for as the page changes, for at most 20 seconds.
 */
const marker = '#field=';

/** The link's address for an entry at a field; the entry's own address when no field is named. */
export function atField(path: string, labels: readonly string[]): string {
  return labels.length > 0 ? `${path}${marker}${encodeURIComponent(labels.join(' > '))}` : path;
}

/** A label's words as the form shows them: without the required mark, and a body's rule after its name ("Story (400 to 800 words…)"). */
const named = (text: string | null | undefined, label: string) => {
  const words = (text ?? '').replace(/\*\s*$/, '').trim();
  return words === label || words.startsWith(`${label} (`);
};

/** The field `label` inside `scope`: its input (by its <label>), or the group it names. */
function fieldIn(scope: ParentNode, label: string): HTMLElement | undefined {
  for (const element of scope.querySelectorAll<HTMLLabelElement>('label')) {
    // A box's label holds its input and its description too (a checkbox): its name is one of its parts.
    const parts = [element, ...element.querySelectorAll('span, div')].map((part) => part.textContent);
    if (parts.some((part) => named(part, label))) return (element.htmlFor && document.getElementById(element.htmlFor)) || element.querySelector<HTMLElement>('input, textarea, select') || element;
  }
  for (const group of scope.querySelectorAll<HTMLElement>('[role="group"][aria-labelledby]')) {
    const name = group.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    if (named(name, label)) return group;
  }
  return undefined;
}

/** The deepest field of `labels` the form shows: "SEO > Description" is the SEO group's Description. */
function fieldOf(labels: readonly string[]): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  let scope: ParentNode = document;
  for (const label of labels) {
    const field = fieldIn(scope, label);
    if (!field) break;
    found = field;
    scope = field;
  }
  return found;
}

/** The search under way, stopped by the next one or by the visitor acting: a field found late never takes the focus from what they do. */
let searching: (() => void) | undefined;

function bringIntoView(labels: readonly string[]): void {
  searching?.();
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('pointerdown', stop, true);
    if (searching === stop) searching = undefined;
  };
  searching = stop;
  window.addEventListener('keydown', stop, true);
  window.addEventListener('pointerdown', stop, true);
  const tryNow = () => {
    const field = fieldOf(labels);
    if (!field) return;
    stop();
    field.scrollIntoView({ block: 'center' });
    if (!field.matches('input, textarea, select, [contenteditable="true"]')) field.tabIndex = -1;
    field.focus({ preventScroll: true });
  };
  const observer = new MutationObserver(tryNow);
  const timer = setTimeout(stop, 20_000);
  observer.observe(document.body, { childList: true, subtree: true });
  tryNow();
}

/** The labels a link or the page's address names after `#field=`. */
const labelsIn = (hash: string) => (hash.startsWith(marker) ? decodeURIComponent(hash.slice(marker.length)).split(' > ') : undefined);

/** Watches the editor's links and its first address for a field to open at. */
export function focusLinkedFields(): void {
  const first = labelsIn(window.location.hash);
  if (first) bringIntoView(first);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const labels = link ? labelsIn(new URL((link as HTMLAnchorElement).href).hash) : undefined;
      if (labels) bringIntoView(labels);
    },
    true,
  );
}
