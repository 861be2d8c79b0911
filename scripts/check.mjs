/**
 * npm run check: the inner loop (issue 56), what a change is checked with before `npm test`, in
 * under 2 minutes on the 2-core machine: the typecheck, the content check (every problem of
 * content/ in one run, as the build says them) and the unit tests, which need no build. What reads
 * a build (tests/site, tests/worker, tests/e2e) is npm test's.
 */
import { spawnSync } from 'node:child_process';
import { checkNode } from './check-node.mjs';

checkNode();
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
let failed = 0;
for (const [label, command, args] of [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['content check', 'node', ['scripts/content-check.ts']],
  ['unit tests', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts', '--project', 'unit']],
]) {
  const since = Date.now();
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`${status === 0 ? '✔' : '✖'} ${label} (${seconds(since)})`);
  if (status !== 0) failed++;
}
console.log(`\nnpm run check: ${failed === 0 ? 'everything passed' : `${failed} step${failed > 1 ? 's' : ''} failed`} (${seconds(started)}). npm test runs the rest: the builds, and what reads them.`);
process.exit(failed === 0 ? 0 : 1);
