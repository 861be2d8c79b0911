/** Node only: the names retired by the project's redirects that its entries still use (model/content/retired-mentions.ts), for the editor's Dashboard. */
import { projectContent } from './content-files.ts';
import { readContent } from './content-read.ts';
import { copyTexts } from './link-checks.ts';
import { stillToTidy, type StillToTidy } from './retired-mentions.ts';
import { yamlData } from './yaml-text.ts';

export function projectStillToTidy(root = process.cwd()): StillToTidy[] {
  const source = projectContent(root);
  try {
    return stillToTidy(readContent(source, { lenient: true }).data, copyTexts(source, yamlData));
  } catch {
    return []; // content too broken to read: the Dashboard's problems say why
  }
}
