/**
 * Passed and failed tests from the runners' own JSON reports (scripts/test.mjs): vitest's
 * json reporter (numPassedTests, numFailedTests) and Playwright's (stats.expected, unexpected,
 * flaky). A missing or unreadable report counts as one failure: that runner did not finish.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A runner's JSON report, or undefined when it is missing or unreadable. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function countReport(file, kind) {
  const report = readReport(file);
  if (!report) return { passed: 0, failed: 1 };
  if (kind === 'playwright') {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
    // A flaky test passed on a retry: it counts as passed, and the list reporter names it.
    return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

const firstLine = (text) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? 'no message';

/**
 * The failed tests of a runner's JSON report, each as `file:line › title: first line of its
 * error`, so that the end of `npm test`'s output (all a CI log may keep) says what failed first.
 * Errors outside tests (a web server that did not start) come first, then tests in the order
 * they ran.
 */
export function failures(file, kind) {
  const report = readReport(file);
  if (!report) return [`${file}: no readable report (the runner did not finish)`];
  if (kind === 'playwright') {
    const errors = (report.errors ?? []).map((error) => firstLine(error.message));
    const found = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const result = (test.results ?? []).find((r) => r.error ?? r.errors?.[0]) ?? test.results?.[0];
          const error = result?.error ?? result?.errors?.[0];
          const at = Date.parse(result?.startTime ?? '') || 0;
          found.push({ at, line: `${relative(process.cwd(), join(report.config?.rootDir ?? '', spec.file))}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error?.message)}` });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    // In the order they failed: the first failure is often the cause of the others.
    return [...errors, ...found.sort((a, b) => a.at - b.at).map((f) => f.line)];
  }
  return (report.testResults ?? []).flatMap((result) => {
    const name = relative(process.cwd(), result.name ?? '');
    const failed = (result.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
    return failed.length || result.status !== 'failed' ? failed : [`${name}: ${firstLine(result.message)}`];
  });
}

/** The one line that ends `npm test`. */
export const summaryLine = (totals) => {
  const sum = (key) => totals.reduce((n, t) => n + t[key], 0);
  return `${sum('passed')} passed, ${sum('failed')} failed`;
};

/**
 * Every test of a runner's JSON report with its duration in seconds, as `{ name, seconds }`: the
 * test's own time (vitest's `duration`, Playwright's results summed, retries included).
 */
export function testDurations(file, kind) {
  const report = readReport(file);
  if (!report) return [];
  if (kind === 'playwright') {
    const found = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          found.push({ name: `${relative(process.cwd(), join(report.config?.rootDir ?? '', spec.file))}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, seconds: ms / 1000 });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    return found;
  }
  return (report.testResults ?? []).flatMap((result) =>
    (result.assertionResults ?? []).map((test) => ({ name: `${relative(process.cwd(), result.name ?? '')} › ${test.fullName ?? test.title}`, seconds: (test.duration ?? 0) / 1000 })),
  );
}

/** The `count` slowest of several runners' tests, slowest first. */
export const slowestTests = (durations, count = 10) => [...durations].sort((a, b) => b.seconds - a.seconds).slice(0, count);

/**
 * The stages of a run that took more than twice their usual time (scripts/stage-times.json, seconds
 * on the 2-core machine), each as a sentence; a stage with no usual time is one too, so that a new
 * stage gets its figure.
 */
export function stageBudgetProblems(stages, usual) {
  return stages.flatMap(({ label, seconds }) => {
    if (!(label in usual)) return [`"${label}" has no usual time in scripts/stage-times.json: add its figure`];
    return seconds > 2 * usual[label] ? [`"${label}" took ${seconds} s, more than twice its usual ${usual[label]} s (scripts/stage-times.json): find what slowed it before raising the figure`] : [];
  });
}
