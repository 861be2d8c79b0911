/**
 * Keystatic's saves, checked where they leave the page (issue 56): the one request by which a save
 * (or a delete) writes anything. Under `npm run editor` it is `POST /api/keystatic/update` to the dev
 * server, the files it writes in base64 and those it removes; in the deployed editor, GitHub's
 * `createCommitOnBranch` mutation (https://docs.github.com/en/graphql/reference/mutations#createcommitonbranch),
 * the same files, the branch and the commit it is made on, sent with the user's token. Each is held
 * until the editor's check passes it (editor/before-save.ts): refused, it never leaves, and the
 * form shows why; passed, it is sent, and once it has written the editor says so: "Saved",
 * "Saved to branch content/spring-faq", or what the save leaves to do elsewhere.
 *
 * editor/main.tsx puts this in place of the page's `fetch`, which both Keystatic's save and its
 * GitHub client (urql) call. Every other request goes through unchanged.
 */
import { actionOf, beforeSave, SaveRefused, type Save } from './before-save';
import { editorPaths } from './paths';

/** Where a save goes: the dev server's, or GitHub's. */
type Outgoing = { save: Save; url: string };

/** Whatever shows the editor's words after a save (Keystatic's toasts: @keystar/ui/toast). */
export type Toasts = { positive: (text: string, options: { timeout: number }) => (() => void) | void; info: (text: string, options: { timeout: number }) => (() => void) | void };

export type SaveRequestTools = {
  /** The check (editor/before-save.ts unless a test gives another). */
  check?: (save: Save) => Promise<string | undefined>;
  toasts: Toasts;
  /** Told when a commit has been made to a branch (editor/branch-store.ts reads the branch again). */
  committed?: (branchName: string) => void;
  /** Told when a save has written its files under `npm run editor` (the status boxes read the status again: editor/translation-status.tsx refreshTranslations). */
  written?: () => void;
  /** The editor's address now (a create page says "Entry created" itself). */
  pathname?: () => string;
  /** Told when a save starts (true) and ends (false): the form takes no typing meanwhile (editor/main.tsx holdForm). */
  saving?: (on: boolean) => void;
};

const githubGraphql = 'https://api.github.com/graphql';
const localUpdate = `${editorPaths.api}/update`;

type FileChanges = { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
type CommitInput = { branch?: { branchName?: string; repositoryNameWithOwner?: string }; expectedHeadOid?: string; fileChanges?: FileChanges };

async function bodyOf(input: RequestInfo | URL, init: RequestInit | undefined): Promise<string | undefined> {
  if (typeof init?.body === 'string') return init.body;
  if (input instanceof Request && !init?.body) return input.clone().text();
  return undefined;
}

/** The save a request makes, or undefined for any other request. */
async function saveOf(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Outgoing | undefined> {
  const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href ?? 'http://localhost/');
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'POST') return undefined;
  const isLocal = url.origin === (globalThis.location?.origin ?? url.origin) && url.pathname === localUpdate;
  const isGithub = url.href === githubGraphql;
  if (!isLocal && !isGithub) return undefined;
  const body = await bodyOf(input, init);
  if (body === undefined) return undefined;
  if (isLocal) {
    const { additions = [], deletions = [] } = JSON.parse(body) as FileChanges;
    return { url: url.href, save: { additions, deletions } };
  }
  const { query, variables } = JSON.parse(body) as { query?: string; variables?: { input?: CommitInput } };
  if (!query || !/\bcreateCommitOnBranch\s*\(/.test(query)) return undefined;
  const commit = variables?.input ?? {};
  const [owner, name] = commit.branch?.repositoryNameWithOwner?.split('/') ?? [];
  const branchName = commit.branch?.branchName;
  const headOid = commit.expectedHeadOid;
  const { additions = [], deletions = [] } = commit.fileChanges ?? {};
  const action = actionOf({ additions, deletions });
  if (!owner || !name || !branchName || !headOid) throw new SaveRefused(`${action === 'delete' ? 'Not deleted' : 'Not saved'}: the editor could not tell which branch it goes to, so it could not be checked. Nothing is lost: reload the editor and try again.`);
  const authorization = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('authorization');
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  return { url: url.href, save: { additions, deletions, github: { owner, name, branchName, headOid, token } } };
}

/** Whether the request wrote: the dev server answered OK; GitHub made the commit. */
async function wrote({ save }: Outgoing, response: Response): Promise<boolean> {
  if (!response.ok) return false;
  if (!save.github) return true;
  try {
    const { data, errors } = (await response.clone().json()) as { data?: { createCommitOnBranch?: { ref?: { target?: unknown } | null } | null }; errors?: unknown[] };
    return !errors?.length && !!data?.createCommitOnBranch?.ref?.target;
  } catch {
    return false;
  }
}

/** Runs `then` once the page has left its create address (and Keystatic has said "Entry created"), or after 5 s. */
async function afterLeaving(pathname: () => string, then: () => void): Promise<void> {
  for (let tries = 0; tries < 50 && pathname().endsWith('/create'); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  // Keystatic says it just after moving: the next turn.
  await new Promise((resolve) => setTimeout(resolve, 0));
  then();
}

/** `fetch`, with Keystatic's saves checked before they are sent and said once written. */
export function checkingSaves(next: typeof globalThis.fetch, tools: SaveRequestTools): typeof globalThis.fetch {
  const { check = beforeSave, toasts, committed, written, pathname = () => globalThis.location.pathname, saving } = tools;
  // What the last save said, closed by the next one: queued behind each other, they came back minutes
  // later on another entry, out of date (the walk-through of 2026-11-29).
  let shown: (() => void) | void;
  return async (input, init) => {
    const outgoing = await saveOf(input, init);
    if (!outgoing) return next(input, init);
    shown?.();
    shown = undefined;
    const { save } = outgoing;
    // Keystatic sets the form back to what it saved once the save is done: what was typed meanwhile
    // was lost without a word (the walk-through of 2026-11-29: seven edits, saves taking up to 10 s on
    // a busy machine). The form takes no typing until then.
    saving?.(true);
    let leftToDo: string | undefined;
    let response: Response;
    try {
      leftToDo = await check(save);
      response = await next(input, init);
    } finally {
      saving?.(false);
    }
    if (!(await wrote(outgoing, response))) return response;
    if (save.github) committed?.(save.github.branchName);
    else written?.();
    // What is left to do stays 30 s, and as long as the pointer or focus is on it (react-aria's toast
    // region pauses it): the walk-through of 2026-11-29 saw it go in 12 s, before a marketer had read
    // which French entry to change. Not until closed: over an open dialog it covered its Done button.
    const creating = pathname().endsWith('/create');
    if (leftToDo && creating) {
      // A new entry's page says "Entry created" once it has moved to the entry, and one toast shows at
      // a time, the newest: said before it, what is left to do waited unseen behind it (a walk-through of
      // 2026-12-03 was told "Entry created" alone of an article scheduled for next week). Said once the
      // page has moved (at most 5 s; where it has not, the create failed and it is said there).
      const said = leftToDo;
      void afterLeaving(pathname, () => (shown = toasts.info(said, { timeout: 30_000 })));
    } else if (leftToDo) shown = toasts.info(leftToDo, { timeout: 30_000 });
    // A new entry's page says "Entry created" itself; a delete leaves the entry's page.
    else if (actionOf(save) === 'save' && !creating) shown = toasts.positive(save.github ? `Saved to branch ${save.github.branchName}` : 'Saved', { timeout: 8_000 });
    return response;
  };
}
