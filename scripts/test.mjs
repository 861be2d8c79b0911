/**
 * npm test: every check of the project, in order, ending with the time of each stage, the ten
 * slowest tests and one line for the whole run.
 *
 * 1. the browser the tests drive (scripts/check-browser.mjs): stops within seconds, naming the
 *    fix, when it is missing and cannot be installed;
 * 2. the builds, side by side: the typecheck, the site's build, a branch preview
 *    (tests/support/preview-build.mjs) and the test site (tests/support/test-site.ts: the project
 *    with photographs, a new city and service, the EmailJS test keys). A failure there stops the
 *    run: nothing can be tested;
 * 3. the unit and site tests (vitest: tests/unit needs no build, tests/site reads the builds) beside
 *    the worker tests (vitest in workerd), then the browser tests (Playwright against `wrangler
 *    dev`): each runs even when an earlier one failed, so one run reports everything.
 *
 * A stage that takes more than twice its usual time (scripts/stage-times.json) fails the run
 * (issue 56: the suite went from 14 to 25 minutes in two days, one unnoticed minute at a time).
 * Builds side by side once wrote an empty or cut index (issue 44, issue 56): Pagefind's backend was
 * closed before it had written its files; scripts/search-index.ts now writes them itself. The
 * browser suite keeps the machine to itself: it is CPU-bound on two cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from './check-browser.mjs';
import { checkNode } from './check-node.mjs';
import { countReport, failures, slowestTests, stageBudgetProblems, summaryLine, testDurations } from './test-summary.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = join(process.cwd(), 'test-reports');
const started = Date.now();
const secondsSince = (since) => Math.round((Date.now() - since) / 1000);
/** Each stage's label and time, for the summary and the budget. */
const stages = [];

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
  stages.push({ label, seconds: secondsSince(since) });
  console.log(`${status === 0 ? '✔' : '✖'} ${label} (${secondsSince(since)} s)`);
  return status === 0;
}

/** A command run beside the others, its output kept until it ends (so two outputs never interleave). */
function runQuietly(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

/** A command whose output goes to the terminal as it comes. */
function runLoudly(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (status) => resolve(status === 0));
  });
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stop = (label) => {
  console.error(`\nnpm test: ${label} failed, so no test ran (${secondsSince(started)} s).`);
  process.exit(1);
};

// All four at once (issue 56): each keeps about one core busy and none needs another's output.
// In two lanes (the preview after the site) they took 52 s on the quiet 2-core machine and 88 s
// beside two busy processes; side by side 47 s and 69 s (2026-11-29, each measured twice). The
// site's build is shown as it goes; the others' output once they end.
{
  const since = Date.now();
  const label = 'typecheck and builds';
  console.log(`\n▶ ${label}: the site, the test site, a branch preview`);
  const testSite = runQuietly('npm', ['run', '--silent', 'build:test-site']);
  const typecheck = runQuietly('npm', ['run', '--silent', 'typecheck']);
  const previewRun = runQuietly('npm', ['run', '--silent', 'build:preview-test']);
  const built = await runLoudly('npm', ['run', '--silent', 'build']);
  const [typed, preview, copy] = await Promise.all([typecheck, previewRun, testSite]);
  for (const { output } of [typed, preview, copy]) if (output.trim()) console.log(output.trimEnd());
  stages.push({ label, seconds: secondsSince(since) });
  const ok = typed.ok && built && preview.ok && copy.ok;
  console.log(`${ok ? '✔' : '✖'} ${label} (${secondsSince(since)} s)`);
  if (!typed.ok) stop('typecheck');
  if (!built) stop('build');
  if (!preview.ok) stop('build a branch preview');
  if (!copy.ok) stop('build the test site');
}

const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];
// The worker suite (one workerd at a time) beside the unit and site tests; its output after theirs.
let unit;
let worker;
{
  const since = Date.now();
  const label = 'unit, site and worker tests';
  console.log(`\n▶ ${label}`);
  const workerRun = runQuietly('npx', ['vitest', 'run', '--config', 'vitest.worker.config.ts', ...vitestReport('worker')]);
  unit = await runLoudly('npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...vitestReport('unit')]);
  const { ok, output } = await workerRun;
  console.log(output.trimEnd());
  worker = ok;
  stages.push({ label, seconds: secondsSince(since) });
  console.log(`${unit && worker ? '✔' : '✖'} ${label} (${secondsSince(since)} s)`);
}
const browserSuite = run('browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'browser.json'),
  CHROMIUM_PATH: browser,
});
const suites = [
  { name: 'unit', ok: unit },
  { name: 'worker', ok: worker },
  { name: 'browser', ok: browserSuite },
];
const kindOf = (suite) => (suite.name === 'browser' ? 'playwright' : 'vitest');

const totals = suites.map((suite) => {
  const counts = countReport(join(reports, `${suite.name}.json`), kindOf(suite));
  // A runner that failed without naming a failed test (a crash, a config error) is one failure.
  return { ...suite, ...counts, failed: counts.failed || (suite.ok ? 0 : 1) };
});

// Where the time went: each stage, then the ten slowest tests.
console.log('\nTime of each stage:');
for (const { label, seconds } of stages) console.log(`  ${String(seconds).padStart(4)} s  ${label}`);
console.log('The ten slowest tests:');
const durations = suites.flatMap((suite) => testDurations(join(reports, `${suite.name}.json`), kindOf(suite)).map((test) => ({ ...test, name: `${suite.name}: ${test.name}` })));
for (const { name, seconds } of slowestTests(durations)) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name.length > 160 ? `${name.slice(0, 160)}…` : name}`);
const slow = stageBudgetProblems(stages, JSON.parse(readFileSync(join(process.cwd(), 'scripts', 'stage-times.json'), 'utf8')));

// What failed, last, where a CI log that keeps only its end still shows it: the first few per runner.
const shown = 8;
for (const suite of totals.filter((s) => s.failed > 0)) {
  const failed = failures(join(reports, `${suite.name}.json`), kindOf(suite));
  console.log(`\n${suite.name}: what failed${failed.length > shown ? ` (the first ${shown} of ${failed.length})` : ''}`);
  for (const line of failed.slice(0, shown)) console.log(`  ✖ ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`);
}
if (slow.length > 0) {
  console.log('\nToo slow:');
  for (const line of slow) console.log(`  ✖ ${line}`);
}
// Which browser the browser tests drove: the one Debian shipped when this machine was set up.
const browserVersion = spawnSync(browser, ['--version'], { encoding: 'utf8' }).stdout?.trim() || `${browser} (no version)`;
console.log(`\nBrowser tests ran on ${browserVersion}.`);
console.log(`${totals.map((s) => `${s.name}: ${s.passed} passed, ${s.failed} failed`).join('; ')} (${secondsSince(started)} s)`);
console.log(summaryLine(totals));
process.exit(totals.some((suite) => suite.failed > 0) || slow.length > 0 ? 1 : 0);
