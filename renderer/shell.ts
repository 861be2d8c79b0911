/**
 * The shell's behaviour in the browser, without a framework: every page's `+client` file
 * imports it (a page's `+client` replaces the global one: https://vike.dev/client). React
 * renders the header, footer and sections at build time; this module only enhances them:
 *
 * - the Services and Locations menus follow the WAI-ARIA disclosure pattern
 *   (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/): the button's click, Enter or Space
 *   toggles, Escape closes and returns focus to the button, focus leaving or a click outside
 *   closes; a mouse opens a menu by hovering it;
 * - the mobile menu (a native <details>) closes once a link in it is chosen;
 * - the header turns opaque past the scroll threshold;
 * - sections below the fold fade in once (not with reduced motion);
 * - the theme switch shows the other theme and remembers the choice;
 * - a visitor whose browser asks for the other edition's language first is offered it;
 * - the footer shows the visitor's current year.
 *
 * Without JavaScript, CSS opens the menus on hover and focus and every section is visible.
 * Finally <html> gets the `js` class, which hands the menus from CSS to this module.
 */
import { onceInView, prefersReducedMotion } from '../components/motion';
import { headerScrollThreshold, languageOfferKey } from '../model/page-data/ui-settings';
import { themeStorageKey, type Theme } from '../model/site/theme';
import type { IslandName, IslandTypes } from './island-data';

type Disclosure = { root: HTMLElement; button: HTMLButtonElement; setOpen: (open: boolean, by?: 'hover' | 'click') => void };

function disclosureMenus(): Disclosure[] {
  const menus: Disclosure[] = [];
  for (const root of document.querySelectorAll<HTMLElement>('[data-dropdown]')) {
    const button = root.querySelector<HTMLButtonElement>('button[aria-controls]');
    if (!button) continue;
    // How the menu was opened: a menu a mouse opened by hovering closes when the mouse leaves.
    let openedBy: 'hover' | 'click' | null = null;
    const setOpen = (open: boolean, by: 'hover' | 'click' = 'click') => {
      openedBy = open ? by : null;
      root.dataset.open = String(open);
      button.setAttribute('aria-expanded', String(open));
      if (open) for (const other of menus) if (other.root !== root) other.setOpen(false);
    };
    const isOpen = () => openedBy !== null;

    button.addEventListener('click', () => {
      // A click on a menu the hover opened keeps it open, now until dismissed.
      if (openedBy === 'hover') setOpen(true, 'click');
      else setOpen(!isOpen());
    });
    // Touch and pen fire pointer events before their click: only a mouse opens by hovering.
    root.addEventListener('pointerenter', (event) => {
      if (event.pointerType === 'mouse' && !isOpen()) setOpen(true, 'hover');
    });
    root.addEventListener('pointerleave', (event) => {
      if (event.pointerType === 'mouse' && openedBy === 'hover') setOpen(false);
    });
    root.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      setOpen(false);
      button.focus();
    });
    root.addEventListener('focusout', (event) => {
      if (!root.contains(event.relatedTarget as Node | null) && openedBy === 'click') setOpen(false);
    });
    menus.push({ root, button, setOpen });
  }
  document.addEventListener('pointerdown', (event) => {
    for (const menu of menus) if (!menu.root.contains(event.target as Node)) menu.setOpen(false);
  });
  return menus;
}

function mobileMenu(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-mobile-menu]')) {
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) menu.open = false;
    });
  }
}

function scrolledHeader(): void {
  const header = document.querySelector<HTMLElement>('header[data-scrolled]');
  if (!header) return;
  const update = () => {
    const scrolled = String(window.scrollY > headerScrollThreshold);
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}

/**
 * Fades sections in once when they scroll into view (spec 2.4). Only sections still below the
 * fold are hidden first, so nothing visible ever disappears. A section reached at once rather than
 * scrolled to, by the keyboard's focus or by a link to a place in it (« Read the FAQs », the back
 * button to an anchor), is shown at once: the design reading of 2026-11-29 found sections washed
 * out mid-fade where the focus had just landed.
 */
function revealSections(): void {
  if (prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
  for (const section of document.querySelectorAll<HTMLElement>('[data-reveal-on-scroll]')) {
    if (section.getBoundingClientRect().top < window.innerHeight) continue;
    section.dataset.reveal = 'hidden';
    // As its top enters the window, not a tenth of a window later (the seventh design reading of
    // 2026-12-02 found sections half faded after each scroll).
    onceInView(section, () => section.dataset.reveal === 'hidden' && (section.dataset.reveal = 'shown'));
  }
  const showAtOnce = (element: Element | null | undefined) => {
    const section = element?.closest<HTMLElement>('[data-reveal="hidden"]');
    if (section) section.dataset.reveal = 'now';
  };
  const target = (hash: string) => (hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null);
  document.addEventListener('focusin', (event) => showAtOnce(event.target as Element));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="#"]');
    if (link) showAtOnce(target(link.hash));
  });
  window.addEventListener('hashchange', () => showAtOnce(target(location.hash)));
  showAtOnce(target(location.hash));
}

/**
 * The header's theme switch (renderer/Header.tsx): pressed while the dark theme shows, whether the
 * system asked for it or the visitor did. A press shows the other theme at once and keeps the
 * choice (localStorage: renderer/scripting-flag.ts applies it before the next page's first paint);
 * without a choice the page follows the system, also when its setting changes.
 */
function themeSwitch(): void {
  const switches = document.querySelectorAll<HTMLButtonElement>('button[data-theme-switch]');
  if (switches.length === 0) return;
  const root = document.documentElement;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  const isDark = () => (root.dataset.theme ? root.dataset.theme === 'dark' : systemDark.matches);
  const show = () => {
    for (const button of switches) button.setAttribute('aria-pressed', String(isDark()));
  };
  for (const button of switches) {
    button.addEventListener('click', () => {
      const theme: Theme = isDark() ? 'light' : 'dark';
      root.dataset.theme = theme;
      try {
        localStorage.setItem(themeStorageKey, theme);
      } catch {
        // Storage refused (a private window's limits): the choice holds on this page only.
      }
      show();
    });
  }
  systemDark.addEventListener('change', show);
  show();
}

function currentYear(): void {
  // The HTML carries the build year; the visitor sees the current one.
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll<HTMLElement>('[data-current-year]')) element.textContent = year;
}

/**
 * Runs `action` once the page has painted: a frame's callback runs before that frame is painted,
 * a task it queues runs after. The islands start this way, so that React's evaluation and
 * hydration never hold back the first paint of a page that is already complete in its HTML.
 */
export function afterNextPaint(action: () => void): void {
  requestAnimationFrame(() => setTimeout(action, 0));
}

/**
 * The `/` key opens search from any page (the search page: its field), unless the visitor is
 * typing in a field; the target is the header's search link, so each edition opens its own.
 */
function searchShortcut(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return;
    const field = document.querySelector<HTMLInputElement>('[data-search-field]');
    const link = document.querySelector<HTMLAnchorElement>('a[data-search-link]');
    if (!field && !link) return;
    event.preventDefault();
    if (field) field.focus();
    // The search page focuses its field when the address names it.
    else window.location.assign(`${link!.href}#search-field`);
  });
}

/**
 * The other edition offered to a visitor whose browser asks for its language first (a Québec
 * reader on an English page: the legal reading of 2026-11-28, the Charter's art. 55), in a bar at
 * the foot of the window from their first scroll or key, until they follow the link or close the
 * bar: then never again on this device. Its words are on the header's language switcher
 * (renderer/Header.tsx); fixed over the page, so nothing under it moves. Classes the header and footer already use, but for the site's
 * link style (`text-link`: about 60 bytes of CSS on a page that had no such link), since
 * scripts/used-css.mjs keeps, in every page's first bytes, a rule for each class a script names.
 */
function languageOffer(): void {
  const switcher = document.querySelector<HTMLAnchorElement>('a[data-offer]');
  if (!switcher || navigator.language.split('-')[0] !== switcher.lang.split('-')[0]) return;
  // Storage refused (a private window's setting): offered on each page, as to a visitor who has not answered.
  const answered = (answer?: string) => {
    try {
      return answer ? void localStorage.setItem(languageOfferKey, answer) : localStorage.getItem(languageOfferKey);
    } catch {
      return undefined;
    }
  };
  if (answered()) return;
  const bar = document.createElement('section');
  bar.className = 'fixed inset-x-0 z-50 border-t border-line bg-surface text-fg shadow-xl';
  bar.style.bottom = '0';
  bar.lang = switcher.lang;
  // Markup without words; the words (staff's) are set as text, never parsed.
  bar.innerHTML =
    '<div class="container flex items-center justify-between gap-4 py-2 text-sm"><p><span></span> <a class="text-link font-semibold"></a></p><button type="button" class="rounded-md px-3 py-2 font-semibold text-accent-strong focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"></button></div>';
  const { offer = '', offerLink = '', offerClose = '' } = switcher.dataset;
  bar.setAttribute('aria-label', offerLink);
  const [text, link, close] = bar.querySelectorAll<HTMLElement>('span, a, button') as unknown as [HTMLElement, HTMLAnchorElement, HTMLButtonElement];
  text.textContent = offer;
  Object.assign(link, { textContent: offerLink, href: switcher.getAttribute('href'), hreflang: switcher.lang, onclick: () => answered('followed') });
  close.textContent = offerClose;
  // While it shows, the window's foot is the bar's: a link focused from the keyboard is scrolled
  // clear of it, never under it (the design reading of 2026-12-03: « Règles de confidentialité »
  // focused under the bar; WCAG 2.2, 2.4.11).
  const root = document.documentElement.style;
  close.onclick = () => {
    answered('closed');
    bar.remove();
    root.scrollPaddingBottom = '';
  };
  // Not over the first screen (the design reading of 2026-11-30: on a phone it hid the home page's
  // second button, on a laptop its first results): once the visitor scrolls or presses a key (a
  // keyboard reader who tabs before scrolling), at once on a page opened scrolled already.
  const shownOn = ['scroll', 'keydown'] as const;
  const show = () => {
    for (const name of shownOn) window.removeEventListener(name, show);
    document.body.append(bar);
    root.scrollPaddingBottom = `${bar.offsetHeight}px`;
  };
  if (window.scrollY > 0) show();
  else for (const name of shownOn) window.addEventListener(name, show, { passive: true });
}

export function enhanceShell(): void {
  searchShortcut();
  disclosureMenus();
  mobileMenu();
  scrolledHeader();
  revealSections();
  themeSwitch();
  languageOffer();
  currentYear();
  document.documentElement.classList.add('js');
}

/**
 * An island's element in the page and the data its page wrote, with the type registered under its
 * name (renderer/island-data.ts, whose `islandAttributes` writes it), or undefined where the page
 * has none. Here, in the shell every page's script loads, rather than beside the writer: the
 * pages' entries share that module, which put the reader in a chunk of its own.
 */
export function readIsland<N extends IslandName>(name: N, root: ParentNode = document): { element: HTMLElement; data: IslandTypes[N] } | undefined {
  const element = root.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const written = element?.getAttribute('data-island-data');
  if (!element || written === null || written === undefined) return undefined;
  return { element, data: JSON.parse(written) as IslandTypes[N] };
}
