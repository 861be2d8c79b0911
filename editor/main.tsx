/**
 * The editor's browser app, served at /keystatic (Keystatic's own routes; /admin redirects
 * there). Local mode under `npm run editor`, GitHub mode in the deployed site.
 */
import { Keystatic } from '@keystatic/core/ui';
import { toastQueue } from '@keystar/ui/toast';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { createRoot } from 'react-dom/client';
import { draftOf, editorConfig, editorPathOf } from './config';
import { dashboardPanelName, defaultGithubRepo, entryLabelName } from './paths';
import { entryLabel } from './entry-labels';
import { branchCommitted, watchBranches } from './branch-store';
import { checkingSaves } from './save-requests';
import { refreshTranslations, translationsPanel } from './translation-status';
import { focusLinkedFields } from './field-focus';

const storage = import.meta.env.EDITOR_LOCAL ? 'local' : ((import.meta.env.EDITOR_GITHUB_REPO as `${string}/${string}` | undefined) ?? defaultGithubRepo);

// `npm run editor`: a saved file makes the dev server reload every open page (Vike reloads pages
// when a module only the server uses changes), so the site's pages show the edit. Not this one:
// a reload seconds after a save would wipe an entry the editor is being filled in. Vite's client
// reloads only a page named by an .html path in the message, so the editor names none of its own.
import.meta.hot?.on('vite:beforeFullReload', (payload: { path?: string }) => {
  if (!payload.path) payload.path = '/not-the-editor.html';
});

// The dashboard's translation status (editor/keystatic-patches.ts places it above Keystatic's cards).
Object.assign(globalThis, { [dashboardPanelName]: translationsPanel(editorPathOf, draftOf) });
// A field choosing an entry shows its name (editor/entry-labels.ts through editor/keystatic-patches.ts).
Object.assign(globalThis, { [entryLabelName]: entryLabel });
// Every save checked before its request leaves the page, and said once written (editor/save-requests.ts).
/**
 * The entry's form while a save is checked and sent: inert (no typing, no pressing, said busy to
 * screen readers), the focus given back where it was once the save is done.
 */
function holdForm(): (on: boolean) => void {
  let held: { form: HTMLElement; focus: Element | null } | undefined;
  return (on) => {
    if (on && !held) {
      const form = document.querySelector<HTMLElement>('#editor form');
      if (!form) return;
      held = { form, focus: document.activeElement };
      form.inert = true;
      form.setAttribute('aria-busy', 'true');
    } else if (!on && held) {
      const { form, focus } = held;
      held = undefined;
      form.inert = false;
      form.removeAttribute('aria-busy');
      if (focus instanceof HTMLElement && focus.isConnected) focus.focus({ preventScroll: true });
    }
  };
}
globalThis.fetch = checkingSaves(globalThis.fetch.bind(globalThis), { toasts: toastQueue, committed: branchCommitted, written: refreshTranslations, saving: holdForm() });
// The Dashboard's links open an entry at the field a problem is about (editor/field-focus.ts).
focusLinkedFields();
// The deployed editor's branch, for the dashboard and the translation status (editor/branch-store.ts).
if (storage !== 'local') {
  const [owner, name] = storage.split('/') as [string, string];
  watchBranches({ owner, name });
}

const brand = document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content;

createRoot(document.getElementById('editor')!).render(
  <Keystatic config={editorConfig(storage, brand)} appSlug={{ envName: 'EDITOR_GITHUB_APP_SLUG', value: import.meta.env.EDITOR_GITHUB_APP_SLUG as string | undefined }} />,
);
