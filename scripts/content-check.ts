/**
 * The content check on its own (`npm run check`): every problem of content/ in one run, in the
 * words the build stops with (model/content/content-files.ts checkContent), without building anything.
 */
import { checkContent } from '../model/content/content-files.ts';

const problems = await checkContent();
if (problems) {
  console.error(problems);
  process.exit(1);
}
console.log('Content: no problem.');
