/**
 * The editor's check of a save, made before anything is written, on the save's own request as it
 * leaves the page (editor/save-requests.ts). Under `npm run editor`, the dev server checks the
 * content as it would be once saved (editor/save-check.ts); in the deployed editor, the browser
 * checks the branch's content as it would be once committed (editor/branch-check.ts). A problem of
 * the entry refuses the save with the reasons, shown in the form; what the save leaves to do in
 * other entries is returned, to be said once it is saved.
 */
import { editorCheckPath, saveRefusedName } from './paths';
import type { SaveCheck } from './save-rules';

/** The commit a deployed editor's save is made on: its repository and branch, the commit it is made over, the user's token. */
export type SaveTarget = { owner: string; name: string; branchName: string; headOid: string; token: string | undefined };
/**
 * A save as Keystatic sends it: the files it writes (their bytes in base64) and those it removes,
 * by their path in the repository; in the deployed editor, the commit it is made on.
 */
export type Save = { additions: { path: string; contents: string }[]; deletions: { path: string }[]; github?: SaveTarget };

/** A save the editor refuses, or could not check: its message is what the form says (editor/keystatic-patches.ts shows it as written). */
export class SaveRefused extends Error {
  override name = saveRefusedName;
}

/** How long a check may take (two checks of the whole content, about 1.5 s here; the branch's files fetched once in the deployed editor) before the save says so. */
const checkLimitMs = 30_000;

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/** What the editor says of a save, or of a delete (a change that only removes an entry's files). */
const words = {
  save: { refused: 'Not saved', again: 'press Save again', done: 'Saved', onBranch: 'Saved to branch' },
  delete: { refused: 'Not deleted', again: 'delete it again', done: 'Deleted', onBranch: 'Deleted on branch' },
} as const;
type Action = keyof typeof words;

/** A save that only removes files is a delete. */
export const actionOf = ({ additions, deletions }: Pick<Save, 'additions' | 'deletions'>): Action => (additions.length === 0 && deletions.length > 0 ? 'delete' : 'save');

const sentences = (lines: readonly string[]) => lines.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' ');

/** The refusal: what to put right, one sentence each. */
export function refusal(refused: readonly string[], action: Action = 'save'): string {
  return `${words[action].refused}: ${refused.length > 1 ? `${refused.length} problems` : 'one problem'} to put right first. ${sentences(refused)}`;
}

/** What a save left to do in other entries, said once it is saved (to a branch, in the deployed editor). */
export function leftToDo(flagged: readonly string[], branchName?: string, action: Action = 'save'): string {
  return `${branchName ? `${words[action].onBranch} ${branchName}` : words[action].done}. Before the site can be published with it: ${sentences(flagged)} (The Dashboard lists it under "Cannot be published".)`;
}

/** Throws the refusal (a SaveRefused); returns what is left to do elsewhere, said once saved (undefined where nothing is). */
export async function beforeSave(save: Save): Promise<string | undefined> {
  const action = actionOf(save);
  const { refused, flagged, noted, scheduled } = save.github ? await checkOnBranch(save, save.github, action) : await checkOnDisk(save, action);
  if (refused.length > 0) throw new SaveRefused(refusal(refused, action));
  return saidOnceSaved({ flagged, noted, scheduled }, save.github?.branchName, action);
}

/** What is said once a save has written: what it leaves to do before publishing, what it leaves to tidy, when what it wrote appears (undefined where nothing is). */
export function saidOnceSaved(
  { flagged, noted = [], scheduled = [] }: { flagged: readonly string[]; noted?: readonly string[]; scheduled?: readonly string[] },
  branchName?: string,
  action: Action = 'save',
): string | undefined {
  const done = branchName ? `${words[action].onBranch} ${branchName}` : words[action].done;
  const parts = [flagged.length > 0 ? leftToDo(flagged, branchName, action) : `${done}.`];
  if (noted.length > 0) parts.push(`Still to tidy: ${sentences(noted)}`);
  if (scheduled.length > 0) parts.push(sentences(scheduled));
  return parts.length > 1 || flagged.length > 0 ? parts.join(' ') : undefined;
}

/** `npm run editor`: the dev server checks the save (editor/save-check.ts). */
async function checkOnDisk({ additions, deletions }: Save, action: Action): Promise<SaveCheck> {
  const { refused, again } = words[action];
  let response: Response;
  try {
    response = await fetch(editorCheckPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ additions, deletions }),
      signal: AbortSignal.timeout(checkLimitMs),
    });
  } catch (error) {
    throw new SaveRefused(`${refused}: the entry could not be checked ${timedOut(error) ? `within ${checkLimitMs / 1000} seconds` : '(the editor’s server did not answer)'}. Nothing is lost: ${again}; if it happens again, make sure npm run editor is still running.`);
  }
  if (!response.ok) throw new SaveRefused(`${refused}: the check of the entry failed (${response.status}: ${(await response.text()).slice(0, 200)}). Nothing is lost: ${again}.`);
  return (await response.json()) as SaveCheck;
}

/** The deployed editor: the browser checks the branch as the save would leave it (editor/branch-check.ts). */
async function checkOnBranch({ additions, deletions }: Save, target: SaveTarget, action: Action): Promise<SaveCheck> {
  const { refused, again } = words[action];
  const againLater = `Nothing is lost: ${again}; if it happens again, reload the editor.`;
  const { owner, name, headOid, token } = target;
  if (!token) throw new SaveRefused(`${refused}: the entry could not be checked (the editor is not signed in to GitHub). ${againLater}`);
  try {
    const { checkBranchSave, filesAt } = await import('./branch-check');
    const signal = AbortSignal.timeout(checkLimitMs);
    const files = await filesAt({ owner, name, token }, headOid, { signal });
    return await checkBranchSave({ additions: additions.map(({ path, contents }) => ({ path, contents: bytesOf(contents) })), deletions }, { owner, name, token, files }, { signal });
  } catch (error) {
    const reason = timedOut(error) ? `GitHub did not answer within ${checkLimitMs / 1000} seconds` : (error as Error).name === 'GitHubUnavailable' ? (error as Error).message : `the check failed: ${(error as Error).message}`;
    throw new SaveRefused(`${refused}: the entry could not be checked (${reason}). ${againLater}`);
  }
}

const timedOut = (error: unknown) => (error as Error).name === 'TimeoutError';
