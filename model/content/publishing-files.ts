/** Node only: the entries of the project's folder scheduled for a later day (model/content/publishing.ts), for the editor's Dashboard. */
import { projectContent } from './content-files.ts';
import { scheduledIn } from './content-read.ts';
import type { ScheduledEntry } from './publishing.ts';

export const projectScheduled = (root = process.cwd()): ScheduledEntry[] => scheduledIn(projectContent(root));
