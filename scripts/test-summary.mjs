/**
 * Passed and failed tests from the runners' own JSON reports (scripts/test.mjs): vitest's
 * json reporter (numPassedTests, numFailedTests) and Playwright's (stats.expected, unexpected,
 * flaky). A missing or unreadable report counts as one failure: that runner did not finish.
 */
import { readFileSync } from 'node:fs';

export function countReport(file, kind) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 1 };
  }
  if (kind === 'playwright') {
    const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
    // A flaky test passed on a retry: it counts as passed, and the list reporter names it.
    return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
  }
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) };
}

/** The one line that ends `npm test`. */
export const summaryLine = (totals) => {
  const sum = (key) => totals.reduce((n, t) => n + t[key], 0);
  return `${sum('passed')} passed, ${sum('failed')} failed`;
};
