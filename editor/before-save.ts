/**
 * The editor's check of a save, called by Keystatic's save before it writes anything
 * (editor/keystatic-patches.ts). Under `npm run editor`, the dev server checks the content as it
 * would be once saved (editor/save-check.ts); in the deployed editor, the browser checks the
 * branch's content as it would be once committed (editor/branch-check.ts). A problem of the entry
 * refuses the save with the reasons, shown in the form; what the save leaves to do in other
 * entries is returned, to be said once it is saved.
 */
import { editorCheckPath } from './paths';
import type { Branch } from './branch-check';

/** A file of the branch as Keystatic's app holds it (its tree's entries). */
type TreeEntry = { path: string; type: string; sha: string };
/** The branch a deployed editor is on, as Keystatic's app holds it: its repository and name, the files it has loaded. */
export type AppBranch = { owner: string; name: string; branchName: string; entries: ReadonlyMap<string, TreeEntry> };
/** The branch a deployed editor saves to, with the user's token (Keystatic's getAuth). */
type GitHubBranch = AppBranch & { auth: { accessToken: string } | null };

/** The branch as the check reads it (editor/branch-check.ts): each file's blob id by path. */
export const branchOf = ({ owner, name, entries }: AppBranch, token: string): Branch => ({
  owner,
  name,
  token,
  files: new Map([...entries.values()].filter((entry) => entry.type === 'blob').map((entry) => [entry.path, entry.sha])),
});
type Changes = { additions: { path: string; contents: Uint8Array }[]; deletions: { path: string }[]; storage: string; github?: GitHubBranch };

/** How long a check may take (two checks of the whole content, about 1.5 s here; the branch's files fetched once in the deployed editor) before the save says so. */
const checkLimitMs = 30_000;

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

/** What the editor says of a save, or of a delete (a change that only removes an entry's files). */
const words = {
  save: { refused: 'Not saved', again: 'press Save again', done: 'Saved', onBranch: 'Saved to branch' },
  delete: { refused: 'Not deleted', again: 'delete it again', done: 'Deleted', onBranch: 'Deleted on branch' },
} as const;
type Action = keyof typeof words;

const sentences = (lines: readonly string[]) => lines.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' ');

/** The refusal: what to put right, one sentence each. */
export function refusal(refused: readonly string[], action: Action = 'save'): string {
  return `${words[action].refused}: ${refused.length > 1 ? `${refused.length} problems` : 'one problem'} to put right first. ${sentences(refused)}`;
}

/** What a save left to do in other entries, said once it is saved (to a branch, in the deployed editor). */
export function leftToDo(flagged: readonly string[], branchName?: string, action: Action = 'save'): string {
  return `${branchName ? `${words[action].onBranch} ${branchName}` : words[action].done}. Before the site can be published with it: ${sentences(flagged)} (The Dashboard lists it under "Cannot be published".)`;
}

/** Throws the refusal; returns what is left to do elsewhere, said once saved (undefined where nothing is). */
export async function beforeSave({ additions, deletions, storage, github }: Changes): Promise<string | undefined> {
  const action: Action = additions.length === 0 && deletions.length > 0 ? 'delete' : 'save';
  const { refused, flagged } = storage === 'local' ? await checkOnDisk(additions, deletions, action) : await checkOnBranch(additions, deletions, github, action);
  if (refused.length > 0) throw new Error(refusal(refused, action));
  return flagged.length > 0 ? leftToDo(flagged, github?.branchName, action) : undefined;
}

/** `npm run editor`: the dev server checks the save (editor/save-check.ts). */
async function checkOnDisk(additions: Changes['additions'], deletions: Changes['deletions'], action: Action): Promise<{ refused: string[]; flagged: string[] }> {
  const { refused, again } = words[action];
  let response: Response;
  try {
    response = await fetch(editorCheckPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ additions: additions.map(({ path, contents }) => ({ path, contents: base64(contents) })), deletions }),
      signal: AbortSignal.timeout(checkLimitMs),
    });
  } catch (error) {
    throw new Error(`${refused}: the entry could not be checked ${timedOut(error) ? `within ${checkLimitMs / 1000} seconds` : '(the editor’s server did not answer)'}. Nothing is lost: ${again}; if it happens again, make sure npm run editor is still running.`);
  }
  if (!response.ok) throw new Error(`${refused}: the check of the entry failed (${response.status}: ${(await response.text()).slice(0, 200)}). Nothing is lost: ${again}.`);
  return (await response.json()) as { refused: string[]; flagged: string[] };
}

/** The deployed editor: the browser checks the branch as the save would leave it (editor/branch-check.ts). */
async function checkOnBranch(additions: Changes['additions'], deletions: Changes['deletions'], github: GitHubBranch | undefined, action: Action): Promise<{ refused: string[]; flagged: string[] }> {
  const { refused, again } = words[action];
  const againLater = `Nothing is lost: ${again}; if it happens again, reload the editor.`;
  if (!github?.auth) throw new Error(`${refused}: the entry could not be checked (the editor is not signed in to GitHub). ${againLater}`);
  const branch = branchOf(github, github.auth.accessToken);
  try {
    const { checkBranchSave } = await import('./branch-check');
    return await checkBranchSave({ additions, deletions }, branch, { signal: AbortSignal.timeout(checkLimitMs) });
  } catch (error) {
    const reason = timedOut(error) ? `GitHub did not answer within ${checkLimitMs / 1000} seconds` : (error as Error).name === 'GitHubUnavailable' ? (error as Error).message : `the check failed: ${(error as Error).message}`;
    throw new Error(`${refused}: the entry could not be checked (${reason}). ${againLater}`);
  }
}

const timedOut = (error: unknown) => (error as Error).name === 'TimeoutError';
