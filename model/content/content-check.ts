/**
 * Node only: every problem of the content in the project's folder (model/content/content-problems.ts),
 * its photos measured by sharp: what the build stops with (model/content/content-files.ts), the
 * dashboard's "Cannot be published" and the save check of `npm run editor` (editor/save-check.ts).
 *
 * Kept per folder until a file under content/ changes (its size or times) or the day or the
 * deploy-time values do: the Dashboard asks on every page of the editor and each save check asks
 * for the content as it is before the save, about half a second of work each time.
 */
import { projectContent } from './content-files.ts';
import { contentProblems } from './content-problems.ts';
import { projectPhotos } from './photo-files.ts';
import { contentState } from './content-state.ts';

/**
 * Kept for the process, not the module (issue 56): `vike build` loads the Vite config four times
 * (the client, the server, the pre-rendering), each a new copy of this module bundled into it, and
 * each copy ran the whole check again (2.4 of a build's 15 CPU-seconds).
 */
const known: Map<string, { state: string; problems: Promise<string[]> }> = ((globalThis as { northbeamContentProblems?: Map<string, { state: string; problems: Promise<string[]> }> }).northbeamContentProblems ??= new Map());

export function projectProblems(root = process.cwd()): Promise<string[]> {
  const state = contentState(root);
  const kept = known.get(root);
  if (kept?.state === state) return kept.problems.then((problems) => [...problems]);
  const problems = contentProblems(projectContent(root), projectPhotos(root));
  known.delete(root);
  known.set(root, { state, problems });
  // The project's folder and the last save checks' copies (editor/save-check.ts makes one per save): a few.
  while (known.size > 4) known.delete(known.keys().next().value!);
  // A check that failed is not kept.
  problems.catch(() => known.delete(root));
  return problems.then((found) => [...found]);
}
