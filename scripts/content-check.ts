/**
 * The content check on its own (`npm run check`): every problem of content/ in one run, in the
 * words the build uses (model/content/content-check.ts), without building anything.
 */
import { projectProblems } from '../model/content/content-check.ts';

const problems = await projectProblems();
if (problems.length > 0) {
  console.error(`Content the site cannot use (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Content: no problem.');
