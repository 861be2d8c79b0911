/**
 * The branch the deployed editor is on, for the editor's own code: the dashboard's "Cannot be
 * published" and the translation status, computed from the branch's files (editor/branch-check.ts).
 * Its name is in the editor's address (/keystatic/branch/content%2Fspring-faq/…), its repository in
 * the editor's configuration; its files are GitHub's, read with the signed-in user's token (the
 * cookie the sign-in sets: worker/editor.ts), and read again after a commit to it
 * (editor/save-requests.ts) or when the editor moves to another branch.
 * Under `npm run editor` there is none: the dev server answers from the files on disk.
 */
import { useSyncExternalStore } from 'react';
import type { Branch } from './branch-check';
import { editorCookies, editorPaths } from './paths';
import { branchOf } from './preview-link';

/** The branch as the editor's checks read it, and the repository's default branch (the live site's). */
export type BranchFiles = { branch: Branch; defaultBranch: string };
/** The branch a page of the deployed editor is on; `read` gives its files as of now (read once, until a commit to it). */
export type PublishedBranch = { owner: string; name: string; branchName: string; read: () => Promise<BranchFiles> };

/** How long reading the branch may take. */
const readLimitMs = 30_000;

let repository: { owner: string; name: string } | undefined;
/** Commits made from this page, each of which changes its branch's files. */
let commits = 0;
let current: { branch: PublishedBranch; commits: number } | undefined;
const listeners = new Set<() => void>();

// Told after the change that caused it is done: the editor's address changes while Keystatic renders.
const changed = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** The signed-in user's GitHub token; where it has expired, a new one from the worker (as Keystatic's app asks it), or undefined. */
async function signedInToken(): Promise<string | undefined> {
  const read = () =>
    document.cookie
      .split('; ')
      .find((cookie) => cookie.startsWith(`${editorCookies.accessToken}=`))
      ?.slice(editorCookies.accessToken.length + 1);
  if (read()) return decodeURIComponent(read()!);
  const response = await fetch(`${editorPaths.api}/github/refresh-token`, { method: 'POST' }).catch(() => undefined);
  return response?.ok && read() ? decodeURIComponent(read()!) : undefined;
}

function published(owner: string, name: string, branchName: string): PublishedBranch {
  let files: Promise<Omit<BranchFiles, 'branch'> & { files: ReadonlyMap<string, string> }> | undefined;
  return {
    owner,
    name,
    branchName,
    async read() {
      const token = await signedInToken();
      if (!token) throw new Error('the editor is not signed in to GitHub');
      if (!files) {
        files = (async () => {
          const { branchHead, filesAt } = await import('./branch-check');
          const signal = AbortSignal.timeout(readLimitMs);
          const head = await branchHead({ owner, name, token }, branchName, { signal });
          return { files: await filesAt({ owner, name, token }, head.commit, { signal }), defaultBranch: head.defaultBranch };
        })();
        // A failure is not kept: the next reader asks anew.
        files.catch(() => (files = undefined));
      }
      const found = await files;
      return { branch: { owner, name, token, files: found.files }, defaultBranch: found.defaultBranch };
    },
  };
}

function snapshot(): PublishedBranch | undefined {
  const branchName = repository && branchOf(window.location.pathname);
  if (!repository || !branchName) return undefined;
  if (current?.branch.branchName !== branchName || current.commits !== commits) current = { branch: published(repository.owner, repository.name, branchName), commits };
  return current.branch;
}

/**
 * The deployed editor (editor/main.tsx): its repository; the branch follows the editor's address,
 * which Keystatic's router changes through the History API.
 */
export function watchBranches(repo: { owner: string; name: string }): void {
  repository = repo;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      changed();
    };
  }
  window.addEventListener('popstate', changed);
}

/** A commit was made to `branchName` (editor/save-requests.ts): its files are read again. */
export function branchCommitted(branchName: string): void {
  commits += 1;
  if (current?.branch.branchName === branchName) changed();
}

/** The branch the editor is on, in the deployed editor; undefined under `npm run editor`. */
export function useBranch(): PublishedBranch | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => undefined,
  );
}
