/** Node only: the entries of the project's folder scheduled for a later day (model/content/publishing.ts), for the editor's Dashboard. */
import { projectContent } from './content-files.ts';
import { readContent } from './content-read.ts';
import { publishingDay, scheduledList, type ScheduledEntry } from './publishing.ts';

export function projectScheduled(root = process.cwd()): ScheduledEntry[] {
  const source = projectContent(root);
  try {
    return scheduledList(readContent(source, { lenient: true }).data, publishingDay(source.env));
  } catch {
    return []; // content the site cannot read: the Dashboard's "Cannot be published" says why
  }
}
