/**
 * The branch the deployed editor is on, as Keystatic's app holds it (its repository, its files'
 * blob ids, the signed-in user's token), published by the app's pages (editor/keystatic-patches.ts:
 * an entry's page and the dashboard) for the editor's own code to read: the dashboard's "Cannot be
 * published" and the translation status, computed from the branch's files (editor/branch-check.ts).
 * Under `npm run editor` nothing is published: the dev server answers from the files on disk.
 */
import { useSyncExternalStore } from 'react';
import type { AppBranch } from './before-save';

/** The branch, with the branch GitHub serves by default (the live site's) and the user's token. */
export type PublishedBranch = AppBranch & { defaultBranch: string; getAuth: () => Promise<{ accessToken: string } | null> };

let current: PublishedBranch | undefined;
const listeners = new Set<() => void>();

/** Called by Keystatic's app (the global editor/main.tsx registers) when the branch or its files change. */
export function publishBranch(branch: PublishedBranch | undefined): void {
  if (branch?.entries === current?.entries && branch?.branchName === current?.branchName) return;
  current = branch;
  for (const listener of listeners) listener();
}

/** The branch the editor is on, in the deployed editor; undefined under `npm run editor` or while the app loads it. */
export function useBranch(): PublishedBranch | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
