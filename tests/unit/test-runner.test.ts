import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { debianChromium, ensureBrowser } from '../../scripts/check-browser.mjs';
import { countReport, failures, slowestTests, stageBudgetProblems, summaryLine, testDurations } from '../../scripts/test-summary.mjs';

// scripts/test.mjs, what `npm test` runs (issue 13).
describe('the browser check before any build', () => {
  const machine = (present: string[], canInstall: boolean) => ({
    exists: (path: string) => present.includes(path),
    canInstall: () => canInstall,
    install: vi.fn(() => present.push(debianChromium)),
  });

  it('uses CHROMIUM_PATH when it names a file, and installs nothing', () => {
    const m = machine(['/opt/chromium/chrome'], true);
    expect(ensureBrowser({ CHROMIUM_PATH: '/opt/chromium/chrome' }, m)).toBe('/opt/chromium/chrome');
    expect(m.install).not.toHaveBeenCalled();
  });

  it('stops on a CHROMIUM_PATH that names no file, naming that path', () => {
    expect(() => ensureBrowser({ CHROMIUM_PATH: '/nowhere/chrome' }, machine([debianChromium], true))).toThrow(
      'CHROMIUM_PATH is /nowhere/chrome, which does not exist',
    );
  });

  it("installs Debian's chromium-headless-shell with the CI script when it is missing and the machine can", () => {
    const m = machine([], true);
    expect(ensureBrowser({}, m)).toBe(debianChromium);
    expect(m.install).toHaveBeenCalledOnce();
  });

  it('otherwise stops with the one command that fixes it', () => {
    expect(() => ensureBrowser({}, machine([], false))).toThrow(
      "Chromium's headless shell is missing at /usr/bin/chromium-headless-shell: run `sudo bash scripts/install-browser.sh` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.",
    );
  });

  it('uses an installed chromium-headless-shell on a machine that cannot install', () => {
    expect(ensureBrowser({}, machine([debianChromium], false))).toBe(debianChromium);
  });

  it('a failed install stops the run with one line', () => {
    const m = { ...machine([], true), install: () => { throw new Error('apt-get: exit 100'); } };
    expect(() => ensureBrowser({}, m)).toThrow(
      'Installing Chromium with scripts/install-browser.sh failed (its output is above): fix that, or set CHROMIUM_PATH to a Chromium binary, then npm test again.',
    );
  });

  // Stopping before the first build is what makes it take seconds (no timing is asserted).
  it('npm test stops before building anything on a missing browser', () => {
    const run = spawnSync('node', ['scripts/test.mjs'], { encoding: 'utf8', env: { ...process.env, CHROMIUM_PATH: '/nowhere/chrome' } });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "npm test: CHROMIUM_PATH is /nowhere/chrome, which does not exist: point it at a Chromium binary, or unset it to use Debian's chromium-headless-shell.",
    );
    expect(run.stdout).not.toContain('typecheck');
  });
});

describe('the summary line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-reports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const report = (name: string, content: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  it('adds up vitest and Playwright reports', () => {
    const unit = countReport(report('unit.json', { numPassedTests: 499, numFailedTests: 1, numRuntimeErrorTestSuites: 0 }), 'vitest');
    const worker = countReport(report('worker.json', { numPassedTests: 47, numFailedTests: 0, numRuntimeErrorTestSuites: 1 }), 'vitest');
    const browser = countReport(report('browser.json', { stats: { expected: 437, unexpected: 2, flaky: 1, skipped: 0 }, errors: [] }), 'playwright');
    expect([unit, worker, browser]).toEqual([
      { passed: 499, failed: 1 },
      { passed: 47, failed: 1 },
      { passed: 438, failed: 2 },
    ]);
    expect(summaryLine([unit, worker, browser])).toBe('984 passed, 4 failed');
  });

  it('counts a runner without a readable report as a failure', () => {
    expect(countReport(join(dir, 'absent.json'), 'vitest')).toEqual({ passed: 0, failed: 1 });
    expect(countReport(report('broken.json', '{"stats":'), 'playwright')).toEqual({ passed: 0, failed: 1 });
  });

  it('counts errors outside tests in a Playwright report (a web server that did not start)', () => {
    expect(countReport(report('errors.json', { stats: { expected: 0, unexpected: 0, flaky: 0 }, errors: [{ message: 'webServer' }] }), 'playwright')).toEqual({ passed: 0, failed: 1 });
  });

  it('names the failed tests in the order they failed, errors outside tests first', () => {
    const test = (status: string, startTime: string, message?: string) => ({
      status,
      results: [{ startTime, ...(message ? { error: { message: `\u001b[31m${message}\u001b[39m\n\n  at somewhere` } } : {}) }],
    });
    const browser = report('failed-browser.json', {
      config: { rootDir: join(process.cwd(), 'tests/e2e') },
      errors: [{ message: 'Error: http://127.0.0.1:8788/robots.txt did not answer' }],
      suites: [
        {
          title: 'home.spec.ts',
          specs: [{ file: 'home.spec.ts', line: 9, title: 'the hero', tests: [test('unexpected', '2026-11-23T10:00:05Z', 'Error: expect(locator).toBeVisible() failed')] }],
          suites: [
            {
              title: 'the menus',
              specs: [
                { file: 'header.spec.ts', line: 20, title: 'opens on Enter', tests: [test('unexpected', '2026-11-23T10:00:01Z', 'TimeoutError: page.goto')] },
                { file: 'header.spec.ts', line: 30, title: 'closes on Escape', tests: [test('expected', '2026-11-23T10:00:02Z')] },
              ],
            },
          ],
        },
      ],
    });
    expect(failures(browser, 'playwright')).toEqual([
      'Error: http://127.0.0.1:8788/robots.txt did not answer',
      'tests/e2e/header.spec.ts:20 › the menus › opens on Enter: TimeoutError: page.goto',
      'tests/e2e/home.spec.ts:9 › the hero: Error: expect(locator).toBeVisible() failed',
    ]);
    const unit = report('failed-unit.json', {
      testResults: [
        { name: join(process.cwd(), 'tests/unit/a.test.ts'), status: 'passed', assertionResults: [{ status: 'passed', fullName: 'fine' }] },
        { name: join(process.cwd(), 'tests/unit/b.test.ts'), status: 'failed', assertionResults: [{ status: 'failed', fullName: 'sums', failureMessages: ['AssertionError: expected 3 to be 4\n    at b.test.ts:3'] }] },
        { name: join(process.cwd(), 'tests/unit/c.test.ts'), status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
      ],
    });
    expect(failures(unit, 'vitest')).toEqual(['tests/unit/b.test.ts › sums: AssertionError: expected 3 to be 4', 'tests/unit/c.test.ts: SyntaxError: Unexpected token']);
    expect(failures(join(dir, 'absent.json'), 'vitest')).toEqual([`${join(dir, 'absent.json')}: no readable report (the runner did not finish)`]);
  });
});

describe('where the time went (issue 56)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'northbeam-times-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, data: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(data));
    return file;
  };

  it("reads each test's time from the runners' reports, retries summed, and names the ten slowest first", () => {
    const browser = write('browser.json', {
      config: { rootDir: join(process.cwd(), 'tests/e2e') },
      suites: [{ title: 'a.spec.ts', specs: [{ file: 'a.spec.ts', line: 3, title: 'slow', tests: [{ results: [{ duration: 4000 }, { duration: 2500 }] }] }], suites: [] }],
    });
    const unit = write('unit.json', { testResults: [{ name: join(process.cwd(), 'tests/unit/b.test.ts'), assertionResults: [{ fullName: 'quick', duration: 12 }] }] });
    const durations = [...testDurations(browser, 'playwright'), ...testDurations(unit, 'vitest')];
    expect(durations).toEqual([
      { name: 'tests/e2e/a.spec.ts:3 › slow', seconds: 6.5 },
      { name: 'tests/unit/b.test.ts › quick', seconds: 0.012 },
    ]);
    const many = Array.from({ length: 12 }, (_, index) => ({ name: `t${index}`, seconds: index }));
    expect(slowestTests(many).map((test) => test.name)).toEqual(['t11', 't10', 't9', 't8', 't7', 't6', 't5', 't4', 't3', 't2']);
    expect(testDurations(join(dir, 'absent.json'), 'vitest')).toEqual([]);
  });

  it('fails a stage that took more than twice its usual time, or has none', () => {
    const usual = { builds: 80, browser: 600 };
    expect(stageBudgetProblems([{ label: 'builds', seconds: 160 }, { label: 'browser', seconds: 900 }], usual)).toEqual([]);
    expect(stageBudgetProblems([{ label: 'builds', seconds: 161 }], usual)).toEqual([
      '"builds" took 161 s, more than twice its usual 80 s (scripts/stage-times.json): find what slowed it before raising the figure',
    ]);
    expect(stageBudgetProblems([{ label: 'new stage', seconds: 1 }], usual)).toEqual(['"new stage" has no usual time in scripts/stage-times.json: add its figure']);
  });

  it("names every stage npm test times, in scripts/stage-times.json", () => {
    const usual = JSON.parse(readFileSync('scripts/stage-times.json', 'utf8')) as Record<string, number>;
    const runner = readFileSync('scripts/test.mjs', 'utf8');
    const labels = [...runner.matchAll(/(?:const label = |run\()'([^']+)'/g)].map((match) => match[1]);
    expect(labels.sort()).toEqual(Object.keys(usual).sort());
  });
});
