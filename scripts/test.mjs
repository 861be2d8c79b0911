/**
 * npm test: every check of the project, in order, ending with one line for the whole run.
 *
 * 1. the browser the tests drive (scripts/check-browser.mjs): stops within seconds, naming the
 *    fix, when it is missing and cannot be installed;
 * 2. typecheck and the build (a failure there stops the run: nothing can be tested);
 * 3. unit tests (vitest), worker tests (vitest in workerd), browser tests (Playwright against
 *    `wrangler dev`): each runs even when an earlier one failed, so one run reports everything.
 *
 * Tried for time (issue 44) and not kept: the extra builds side by side (a fresh clone's preview
 * build then wrote an empty pagefind-entry.json, so its search could not load: Pagefind's
 * indexing is not safe to run twice at once here, a cause not yet found), and the worker suite
 * beside the browser suite (the new-city test passed its limit under that load, and a
 * translations run in its copy exited 1).
 *
 * The summary adds up the three runners' own JSON reports: `N passed, N failed`. The exit code
 * is non-zero when any test or step failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from './check-browser.mjs';
import { checkNode } from './check-node.mjs';
import { countReport, failures, summaryLine } from './test-summary.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = join(process.cwd(), 'test-reports');
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

checkNode();

let browser;
try {
  browser = ensureBrowser();
} catch (error) {
  console.error(`npm test: ${error.message}`);
  process.exit(1);
}

function run(label, command, args, env = {}) {
  const since = Date.now();
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`${status === 0 ? '✔' : '✖'} ${label} (${seconds(since)})`);
  return status === 0;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stop = (label) => {
  console.error(`\nnpm test: ${label} failed, so no test ran (${seconds(started)}).`);
  process.exit(1);
};
for (const [label, script] of [
  ['typecheck', 'typecheck'],
  ['build', 'build'],
  ['build with the EmailJS test keys', 'build:keyed'],
  ['build with the test photographs', 'build:photos'],
  ['build a branch preview', 'build:preview-test'],
]) {
  if (!run(label, 'npm', ['run', '--silent', script])) stop(label);
}

const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];
const unit = run('unit tests', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...vitestReport('unit')]);
const worker = run('worker tests (workerd)', 'npx', ['vitest', 'run', '--config', 'vitest.worker.config.ts', ...vitestReport('worker')]);
const browserSuite = run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'browser.json'),
  CHROMIUM_PATH: browser,
});
const suites = [
  { name: 'unit', ok: unit },
  { name: 'worker', ok: worker },
  { name: 'browser', ok: browserSuite },
];

const totals = suites.map((suite) => {
  const counts = countReport(join(reports, `${suite.name}.json`), suite.name === 'browser' ? 'playwright' : 'vitest');
  // A runner that failed without naming a failed test (a crash, a config error) is one failure.
  return { ...suite, ...counts, failed: counts.failed || (suite.ok ? 0 : 1) };
});
// What failed, last, where a CI log that keeps only its end still shows it: the first few per runner.
const shown = 8;
for (const suite of totals.filter((s) => s.failed > 0)) {
  const failed = failures(join(reports, `${suite.name}.json`), suite.name === 'browser' ? 'playwright' : 'vitest');
  console.log(`\n${suite.name}: what failed${failed.length > shown ? ` (the first ${shown} of ${failed.length})` : ''}`);
  for (const line of failed.slice(0, shown)) console.log(`  ✖ ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`);
}
// Which browser the browser tests drove: the one Debian shipped when this machine was set up.
const browserVersion = spawnSync(browser, ['--version'], { encoding: 'utf8' }).stdout?.trim() || `${browser} (no version)`;
console.log(`\nBrowser tests ran on ${browserVersion}.`);
console.log(`${totals.map((s) => `${s.name}: ${s.passed} passed, ${s.failed} failed`).join('; ')} (${seconds(started)})`);
const line = summaryLine(totals);
console.log(line);
process.exit(totals.some((suite) => suite.failed > 0) ? 1 : 0);
