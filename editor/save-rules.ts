/**
 * What a save may not do, and which of the problems after it are its own (issue 41): the rules the
 * editor's two checks of a save share, on disk under `npm run editor` (editor/save-check.ts) and
 * on the branch's files in the deployed editor (editor/branch-check.ts). Pure.
 *
 * - a problem of a file the save writes refuses the save, said in the form (a French photo's alt
 *   text left empty, an address word another service has, an empty FAQ answer);
 * - a problem the save makes in another file is said when the save is done, and stays on the
 *   dashboard's "Cannot be published" until put right (an English city saved before its French
 *   version exists, an English portrait whose French alt text is still to write);
 * - a file name changed once the entry exists is refused: it is the page's address, and its French
 *   version and other entries find it by it.
 */

import { byEntryName, fileOf, namesNoEntryLine } from '../model/content/content-messages.ts';
import { pairToMatch } from '../model/content/translation-checks.ts';

/** A path's folder: content/services of content/services/ai-agents.yaml. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** What Keystatic's save sends: the files it writes (contents in base64) and those it removes, by their path in the project. */
export type SaveChanges = { additions: { path: string; contents: string }[]; deletions: { path: string }[] };
/** The paths a save writes and removes. */
export type SavePaths = { additions: readonly { path: string }[]; deletions: readonly { path: string }[] };
/** `refused`: why the save is not written, in the form's words; `flagged`: what it leaves to do in other entries, each "file: what". */
/** `noted`: what the save leaves to tidy that does not stop publishing (a retired entry's name still in other entries' copy). */
/** `scheduled`: the entries it writes that wait for their day, each said with that day. */
export type SaveCheck = { refused: string[]; flagged: string[]; noted?: string[]; scheduled?: string[] };

/** A day as staff read it: December 13, 2026 (the Dashboard says it so too). */
export const longDate = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The entries a save writes that are dated after today (issue 55, the walk-through of 2026-11-29: a
 * scheduled article's save said "Saved" alone, and its "View on the site" led to "not found"),
 * each said with its day, by its name.
 */
export function scheduledBy(scheduled: readonly { file: string; date: string }[], changes: SavePaths, nameOf: (file: string) => string): string[] {
  const written = new Set(changes.additions.map(({ path }) => path));
  return scheduled
    .filter(({ file }) => written.has(file))
    .map(({ file, date }) => `Scheduled for ${longDate(date)}: ${nameOf(file)} appears on the site, in its lists and in the feed that day, not before; until then its address answers "not found"`);
}

/** A check's lines said with the entries' names (`nameOf`: model/content/entry-names.ts entryNameOf), as staff read them. */
export const withEntryNames = (check: SaveCheck, nameOf: (file: string) => string, deleted: readonly { path: string }[] = []): SaveCheck => ({
  ...check,
  refused: byEntryName(namingDeleted(check.refused, deleted, nameOf), nameOf),
  flagged: byEntryName(check.flagged, nameOf),
});

/** An entry's own name, without its collection and language: Healthcare of "Healthcare — Industries · English". */
const ownName = (name: string) => name.replace(/ — [^—]+$/, '');

/**
 * A field naming an entry the save deletes, said so, by the entry's name (a walk-through of
 * 2026-12-03 deleting an industry was told, of four case studies, `Industry: is "healthcare", which
 * no file of content/industries is named`: the state after the delete, in the files' words).
 */
function namingDeleted(lines: readonly string[], deleted: readonly { path: string }[], nameOf: (file: string) => string): string[] {
  const gone = new Map(deleted.map(({ path }) => [path.replace(/\.(yaml|md)$/, ''), path]));
  return lines.map((line) =>
    line.replace(namesNoEntryLine, (whole, file: string, field: string, slug: string, folder: string) => {
      const path = gone.get(`${folder}/${slug}`);
      if (!path) return whole;
      const name = ownName(nameOf(path));
      return `${file}${field}: is "${name}", which this deletes: choose another one here first, or keep "${name}"`;
    }),
  );
}

/** A content file's name without its folder and extension: its slug. */
const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.(yaml|md)$/, '');

/** Paths a save may write: under content/, no way out of it. */
const isContentPath = (path: string) => path.startsWith('content/') && !path.split('/').includes('..') && !path.includes('\\');

/**
 * The entries a save renames: a content file removed while another of the same folder is written.
 * Keystatic renames an entry this way when its file name (slug) is changed.
 */
export function renames(changes: SavePaths): { from: string; to: string }[] {
  const entry = /\.(yaml|md)$/;
  return changes.deletions
    .filter(({ path }) => entry.test(path))
    .flatMap(({ path }) => {
      const to = changes.additions.find((addition) => entry.test(addition.path) && folderOf(addition.path) === folderOf(path) && addition.path !== path);
      return to ? [{ from: path, to: to.path }] : [];
    });
}

/** The other language's file of a content file: content/services/x.yaml and content/fr/services/x.yaml. */
const twinOf = (path: string) => (path.startsWith('content/fr/') ? `content/${path.slice('content/fr/'.length)}` : `content/fr/${path.slice('content/'.length)}`);

/**
 * Splits the problems after a save. Those of the files it writes (or removes) refuse it (said
 * without the file, which is the one open); so does a new problem of another entry (an address word
 * another service has, a case study naming a deleted city: that one's file is named). A new problem
 * of a changed file's other-language twin is what the save leaves to do there (its French version to
 * create or delete, its French alt text to write): flagged. So is a date or an author an article and
 * its translation must share, whichever is saved first (pairToMatch).
 */
export function splitProblems(before: readonly string[], after: readonly string[], written: readonly string[]): SaveCheck {
  const own = new Set(written);
  const twins = new Set(written.map(twinOf));
  const known = new Set(before);
  const refused: string[] = [];
  const flagged: string[] = [];
  for (const line of after) {
    const file = fileOf(line);
    // An article and its translation to give the same date or author: either is saved first (pairToMatch).
    if (line.includes(pairToMatch)) {
      if (!known.has(line) || (file && own.has(file))) flagged.push(line);
      continue;
    }
    if (file && own.has(file)) refused.push(line.slice(file.length + 2));
    else if (known.has(line)) continue;
    else if (file && twins.has(file)) flagged.push(line);
    else refused.push(line);
  }
  return { refused, flagged };
}

/** The files a save changes: those it writes and those it removes (a deleted entry's twin is its to put right, as a written one's). */
export const changedBy = (changes: SavePaths): string[] => [...changes.additions, ...changes.deletions].map(({ path }) => path);

/** How staff give an entry's page a new address, its file name being fixed (said by the refusal below and under the file name: editor/file-name-field.tsx). */
export const newAddressSteps = 'create a new entry, add the old address to Redirects (under Whole site) with the new one, then delete the old entry';

/** The save refused before its content is checked: a path outside content/, or an entry renamed. */
export function refusedOutright(changes: SavePaths): SaveCheck | undefined {
  const outside = [...changes.additions, ...changes.deletions].map(({ path }) => path).filter((path) => !isContentPath(path));
  if (outside.length > 0) return { refused: outside.map((path) => `${path} is outside the content folder: the editor saves only content.`), flagged: [] };
  const renamed = renames(changes);
  if (renamed.length === 0) return undefined;
  return {
    refused: renamed.map(
      ({ from, to }) =>
        `The file name cannot change once the entry exists (from "${slugOf(from)}" to "${slugOf(to)}"): it is the page's address, and the French version and other entries find this entry by it. Set it back to "${slugOf(from)}" and Save; for a new address, ${newAddressSteps}.`,
    ),
    flagged: [],
  };
}
