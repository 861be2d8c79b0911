/**
 * Node only (`npm run editor`, editor/local-mode.ts): a save checked before it is written, against
 * the same checks as the build (model/content/content-problems.ts), so that the editor refuses what the build
 * refuses (issue 41). The files the save would write are laid over a copy of content/ and the whole
 * content is checked there, by the rules of editor/save-rules.ts.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { projectProblems } from '../model/content/content-check.ts';
import { projectContent } from '../model/content/content-files.ts';
import { readContent } from '../model/content/content-read.ts';
import { publishedContent, publishingDay, scheduledList } from '../model/content/publishing.ts';
import { retirementProblems } from '../model/content/redirects.ts';
import { retiredMentions } from '../model/content/retired-mentions.ts';
import { entryNameOf } from '../model/content/entry-names.ts';
import { copyTexts } from '../model/content/link-checks.ts';
import { yamlData } from '../model/content/yaml-text.ts';

/** The content under `root` as the site shows it today (read as written where a file is refused: the check says why). */
const shownToday = (root: string) => publishedContent(readContent(projectContent(root), { lenient: true }).data, publishingDay(process.env));
import { changedBy, refusedOutright, scheduledBy, splitProblems, withEntryNames, type SaveChanges, type SaveCheck } from './save-rules.ts';

/** The save checked: the content as it would be once written, against the content as it is. */
export async function checkSave(root: string, changes: SaveChanges, problemsIn: (root: string) => Promise<string[]> = projectProblems): Promise<SaveCheck> {
  const refused = refusedOutright(changes);
  if (refused) return refused;
  const copy = mkdtempSync(join(tmpdir(), 'northbeam-save-'));
  try {
    cpSync(join(root, 'content'), join(copy, 'content'), { recursive: true });
    // The photo checks keep what they measured under node_modules/.cache: shared, not measured again.
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    for (const { path } of changes.deletions) rmSync(join(copy, path), { force: true });
    for (const { path, contents } of changes.additions) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), Buffer.from(contents, 'base64'));
    }
    const [before, after] = await Promise.all([problemsIn(root), problemsIn(copy)]);
    const check = splitProblems(before, after, changedBy(changes));
    // Entries by their names, those a delete removes too.
    const nameOf = entryNameOf(projectContent(copy), projectContent(root));
    // Pages a delete removes: their addresses sent somewhere first (model/content/redirects.ts).
    if (changes.deletions.length > 0) {
      const [before, after] = [shownToday(root), shownToday(copy)];
      check.refused.push(...retirementProblems(() => before, () => after));
      // And where other entries still name what it removes (model/content/retired-mentions.ts).
      check.noted = retiredMentions(before, after, copyTexts(projectContent(copy), yamlData), nameOf);
    }
    const scheduled = scheduledBy(scheduledList(readContent(projectContent(copy), { lenient: true }).data, publishingDay(process.env)), changes, nameOf);
    if (scheduled.length > 0) check.scheduled = scheduled;
    return withEntryNames(check, nameOf, changes.deletions);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
