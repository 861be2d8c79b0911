/** Interface constants of the specification (spec 9). */
export const headerScrollThreshold = 20;

/**
 * Where the browser remembers that the visitor answered the note offering the other edition
 * (renderer/shell.ts languageOffer; the cookie policy names it). Here, beside the shell's other
 * settings: in model/site/languages.ts it took a chunk of its own onto every page (287 B).
 */
export const languageOfferKey = 'northbeam-language-offer';

/** react-hot-toast: at most 20 kept (its TOAST_LIMIT), these durations in ms, top-right. */
export const toastSettings = {
  limit: 20,
  position: 'top-right',
  durations: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Infinity },
} as const;

/** The typed phrase of the home hero (spec 9). */
export const typing = { typeMs: 100, deleteMs: 50, pauseMs: 2000 } as const;

/** The hero's particle background (spec 9). */
export const particleSettings = {
  fpsLimit: 120,
  count: 100,
  linkDistance: 150,
  opacity: 0.4,
  colors: ['#22d3ee', '#3b82f6'],
} as const;

/** The latest the particle code may wait for an idle slot after the load event, in ms. */
export const particleIdleTimeoutMs = 4000;

/**
 * The longest the contact form lets a visitor wait for a send, in ms. On a dead or filtered
 * connection a request can hang with no error at all, and "Sending..." would then stay forever;
 * past the limit the visitor is told and offered their own e-mail program instead. It counts
 * from the press on Send and covers both the form's sending code (loaded on demand) and
 * EmailJS's answer, which together take a second or two on a slow phone connection.
 */
export const contactSendTimeoutMs = 15_000;

/**
 * The longest the contact form waits for its own copy and code when it wakes, in ms (the copy is a
 * file of its own: scripts/island-files.mjs). Past it, or on a failure, the form says it cannot
 * run and gives the e-mail address, keeping what was typed.
 */
export const contactWakeTimeoutMs = 10_000;

/** A message sent after the form said it failed is corrected in a toast kept long enough to read. */
export const contactSentLateToastMs = 10_000;

/**
 * The longest the contact form waits for Google's reCAPTCHA script, in ms, from the moment it
 * asks for it (the visitor reaching the form). Company firewalls and browser extensions often
 * block it without the request ever failing, and the Send button would then stay disabled
 * without a word; past the limit the visitor is told and offered e-mail instead.
 */
export const contactCaptchaTimeoutMs = 10_000;

/**
 * Site search (pages/search/search.ts): results come after a pause of `pauseMs` in typing, short
 * enough that a warm search reads as instant (issue 31: 150 ms from the last keystroke), long
 * enough that a word being typed fast is searched once, and `shortWordPauseMs` while the last word
 * has fewer than three letters (its search would fetch many index parts for a word still being
 * typed); Pagefind's
 * script and index must arrive within `loadTimeoutMs`, past which the page says search could not
 * load and offers the main sections; at most `maxResults` results are shown, each with an excerpt
 * of about `excerptWords` words.
 */
export const searchSettings = { pauseMs: 60, shortWordPauseMs: 400, loadTimeoutMs: 10_000, maxResults: 20, excerptWords: 28 } as const;
