/**
 * The editor's check of a save, called by Keystatic's save before it writes anything
 * (editor/keystatic-patches.ts): under `npm run editor`, the dev server checks the content as it
 * would be once saved (editor/save-check.ts). A problem of the entry refuses the save with the
 * reasons, shown in the form; what the save leaves to do in other entries is returned, to be said
 * once it is saved. The deployed editor commits to a branch whose preview build runs the same
 * checks (README, "Previewing a change").
 */
import { editorCheckPath } from './paths';

type Changes = { additions: { path: string; contents: Uint8Array }[]; deletions: { path: string }[]; storage: string };

/** How long a check may take (two checks of the whole content, about 1.5 s here) before the save says so. */
const checkLimitMs = 30_000;

function base64(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

/** The refusal: what to put right, one sentence each. */
export function refusal(refused: readonly string[]): string {
  return `Not saved: ${refused.length > 1 ? `${refused.length} problems` : 'one problem'} to put right first. ${refused.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' ')}`;
}

/** What a save left to do in other entries, said once it is saved. */
export function leftToDo(flagged: readonly string[]): string {
  return `Saved. Before the site can be published with it: ${flagged.map((line) => (line.endsWith('.') ? line : `${line}.`)).join(' ')} (The Dashboard lists it under "Cannot be published".)`;
}

/** Throws the refusal; returns what is left to do elsewhere, said once saved (undefined where nothing is, or no check runs). */
export async function beforeSave({ additions, deletions, storage }: Changes): Promise<string | undefined> {
  if (storage !== 'local') return undefined;
  let response: Response;
  try {
    response = await fetch(editorCheckPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ additions: additions.map(({ path, contents }) => ({ path, contents: base64(contents) })), deletions }),
      signal: AbortSignal.timeout(checkLimitMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new Error(`Not saved: the entry could not be checked ${timedOut ? `within ${checkLimitMs / 1000} seconds` : '(the editor’s server did not answer)'}. Nothing is lost: press Save again; if it happens again, make sure npm run editor is still running.`);
  }
  if (!response.ok) throw new Error(`Not saved: the check of the entry failed (${response.status}: ${(await response.text()).slice(0, 200)}). Nothing is lost: press Save again.`);
  const { refused, flagged } = (await response.json()) as { refused: string[]; flagged: string[] };
  if (refused.length > 0) throw new Error(refusal(refused));
  return flagged.length > 0 ? leftToDo(flagged) : undefined;
}
