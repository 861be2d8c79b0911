/**
 * Where the content editor lives, in development (editor/local-mode.ts) and in the deployed site
 * (worker/editor.ts): Keystatic's app, its API, and the address staff are given.
 */
export const editorPaths = { page: '/keystatic', api: '/api/keystatic', entry: '/admin' } as const;
/** The repository the deployed editor commits to, when EDITOR_GITHUB_REPO does not name one. */
export const defaultGithubRepo = 'northbeam-digital/website';
/** The translation status the editor shows (editor/translation-status.tsx): live under `npm run editor`, built for the deployed editor. */
export const editorTranslationsPath = '/keystatic/translations.json';
/** The global the editor's app registers its dashboard panel under, for Keystatic's dashboard to show (editor/keystatic-patches.ts). */
export const dashboardPanelName = 'northbeamDashboardPanel';
/** The global the editor's app registers its entries' names under, for Keystatic's relationship field to show (editor/entry-labels.ts, editor/keystatic-patches.ts). */
export const entryLabelName = 'northbeamEntryLabel';
/** Where the editor checks a save before writing it (editor/save-check.ts): `npm run editor` only. */
export const editorCheckPath = '/keystatic/check';
/** The name of the error a save the editor refuses fails with (editor/before-save.ts), by which the form shows it as written (editor/keystatic-patches.ts). */
export const saveRefusedName = 'SaveRefused';
/**
 * The deployed editor's sign-in cookies (worker/editor.ts sets them): the GitHub access token, which
 * Keystatic's app and the editor's own code read to call GitHub's API, and the refresh token, HTTP only.
 */
export const editorCookies = { accessToken: 'keystatic-gh-access-token', refreshToken: 'keystatic-gh-refresh-token' } as const;
/** Said when Save is pressed on an entry that has not changed since it was saved (a walk-through of 2026-11-30: nothing was said). */
export const nothingToSave = 'Nothing to save: this entry is as it was last saved.';

/** What the editor says when its form refuses a save before any check of the site's (editor/keystatic-patches.ts), where it cannot name the field. */
export const formRefused =
  "Not saved: a field is not filled in as the site needs it. The fields marked in red say what to change; in a list, open each item (an FAQ, a card) and press Done: an item that is not right says why.";

/**
 * The same, naming the fields (at most three), each where staff find it: "FAQs › item 5 › Answer
 * must not be empty" (a walk-through of 2026-11-30: an item closed with Escape was marked nowhere,
 * in an entry of about 50 items).
 */
export const formRefusedNamed = {
  start: 'Not saved:',
  item: 'item',
  end: 'Open each place named, put it right (in a list, press Done on the item), then Save.',
} as const;

/**
 * The names a screen reader gives Keystatic's icon buttons (editor/keystatic-patches.ts): it named
 * the Markdown field's link button "Divider" and left its popovers' icon buttons (on a link, an
 * image) and the bins of list items and blocks unnamed (issue 55). Each says what its tooltip shows.
 */
export const markdownLinkNames = { link: 'Link', edit: 'Edit', open: 'Open link in a new tab', unlink: 'Unlink', delete: 'Delete', remove: 'Remove' } as const;
