/**
 * Node only: every problem of the content in the project's folder (model/content/content-problems.ts),
 * its photos measured by sharp: what the build stops with (model/content/content-files.ts), the
 * dashboard's "Cannot be published" and the save check of `npm run editor` (editor/save-check.ts).
 */
import { projectContent } from './content-files.ts';
import { contentProblems } from './content-problems.ts';
import { projectPhotos } from './photo-files.ts';

export const projectProblems = (root = process.cwd()): Promise<string[]> => contentProblems(projectContent(root), projectPhotos(root));
