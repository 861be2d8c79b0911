import { register } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { editorTestSecrets, githubStandIn } from './tests/support/editor-secrets';
import { testSiteClient } from './tests/support/test-site';

// Content files (YAML) imported by the code the tests share with the site (tests/support/yaml-loader.mjs).
register('./tests/support/yaml-loader.mjs', import.meta.url);

// The built site served by the real worker under `wrangler dev`, driven by Debian's Chromium (its
// headless shell: scripts/check-browser.mjs).
// E2E_PORT moves the servers (this port and the next five: the editor spec's dev server takes the third after it), so that two
// checkouts can run their tests at once.
const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://127.0.0.1:${port}`;
/** The test site: the project with test photographs, a new city and service, built with the EmailJS test keys (tests/support/test-site.ts). */
export const testSitePort = port + 1;
/** A branch preview (tests/support/preview-build.mjs), served as a Worker Preview: with wrangler.toml's [previews] vars. */
export const previewPort = port + 5;
/** The local editor's dev server (tests/e2e/editor.spec.ts): the third port after E2E_PORT. */
export const editorDevPort = process.env.E2E_PORT ? port + 3 : 3107;
/** GitHub's token endpoint as the worker reaches it in the tests: a stand-in (tests/support/github-stand-in.mjs). */
const githubTokenUrl = `http://127.0.0.1:${githubStandIn.port}/login/oauth/access_token`;
/** GitHub's REST API as the worker reaches it in the tests (the access check of worker/editor.ts): the same stand-in. */
const githubApiUrl = `http://127.0.0.1:${githubStandIn.port}`;

/**
 * The site served as `wrangler dev` serves it, by the real worker (wrangler.toml), through
 * wrangler's own API without the file watchers a developer editing the worker needs
 * (tests/support/serve-site.mjs: idle, `wrangler dev` cost 69 CPU ticks in 20 s, this 8), and
 * without a line a request (issue 56: wrangler's log of each request cost its Node process about
 * 1.1 ms of CPU a request). Warnings and the worker's errors are still printed.
 */
const serve = 'node tests/support/serve-site.mjs';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-gpu',
    // No host but the test servers' resolves: a request the tests do not answer (page.route)
    // fails at once, the same on any machine, instead of waiting on the machine's network
    // (a closed network that drops packets leaves each lookup hanging for seconds).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three workers on two cores (issue 56, 2026-11-29): with two, the cores stood idle for 51 of the
  // browser suite's 658 CPU-seconds (a test waiting on a dev server, a build, a held script); with
  // three, 15 of 644, and the suite took 324 s against 332 quiet, 427 s against 457 beside two busy
  // processes (each one fresh-clone run; docs/test-times.md).
  workers: 3,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  // How long an expectation waits for the state it names before it fails: Playwright's 5 s default
  // was too short for a navigation on a 2-core machine running two busy processes beside the suite
  // (issue 44: a click on a city link had not loaded the next page 5 s later). A limit, not a wait:
  // a state that comes sooner ends it sooner.
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions,
    // Bodies as the worker sends them, uncompressed (issue 56): asked for gzip, `wrangler dev`
    // compressed every response on the fly, its proxy decompressed each page to read it and
    // compressed it again, and Chromium decompressed it: 4.6 to 5.2 ms of workerd's CPU a request
    // against 3.0 to 3.4 uncompressed (1,000 requests, four in five of them pages, 2026-12-01).
    // On the deployed site Cloudflare's edge compresses, not the site's code, so no test is about
    // it; the byte budgets count each page's gzip from dist/ (tests/site), and the benchmark runs
    // Chromium as shipped.
    extraHTTPHeaders: { 'Accept-Encoding': 'identity' },
  },
  // The local editor's spec first: one serial chain of about three minutes (a dev server, a build)
  // that leaves a core partly idle while it waits on them; started last, it ran alone at the end of
  // the run while the other worker had nothing left (issue 56). Started first, the other worker
  // runs everything else beside it.
  projects: [
    { name: 'editor', testMatch: /\/editor\.spec\.ts$/ },
    // The site's pages run their scripts for a moment each (hydration, a form, axe's reading), so
    // V8's optimizing compilers, which work beside the page on code it has run many times, mostly
    // compiled code no page kept long enough to use: without them (`--max-opt=1`: the interpreter
    // and the baseline compiler) the site project took 572 and 553 CPU-seconds against 635 and 617
    // (cgroup CPU of the whole tree, quiet, 2026-12-01), the same tests passing. Not the editor's:
    // Keystatic's long-lived app ran slower without them (182 against 159). A compiler tier changes
    // no behaviour of a script, only its speed; speed is the benchmark's (npm run bench), which
    // runs Chromium as shipped.
    { name: 'site', testIgnore: /\/editor\.spec\.ts$/, use: { launchOptions: { ...launchOptions, args: [...launchOptions.args, '--js-flags=--max-opt=1'] } } },
  ],
  webServer: [
    {
      // The editor's sign-in secrets, test values, and the stand-in for GitHub's token endpoint
      // (tests/e2e/editor-deployed.spec.ts).
      command: `${serve} --port ${port} ${Object.entries({ ...editorTestSecrets, KEYSTATIC_GITHUB_TOKEN_URL: githubTokenUrl, KEYSTATIC_GITHUB_API_URL: githubApiUrl })
        .map(([name, value]) => `--var ${name}:${value}`)
        .join(' ')}`,
      url: `${baseURL}/robots.txt`,
    },
    {
      command: `${serve} --port ${testSitePort} --assets ${testSiteClient}`,
      url: `http://127.0.0.1:${testSitePort}/robots.txt`,
    },
    {
      command: `${serve} --port ${previewPort} --assets dist-preview/client --var SITE_KIND:preview`,
      url: `http://127.0.0.1:${previewPort}/robots.txt`,
    },
    {
      command: 'node tests/support/github-stand-in.mjs',
      url: `http://127.0.0.1:${githubStandIn.port}/`,
      env: { GITHUB_STAND_IN: JSON.stringify(githubStandIn) },
    },
  ].map((server: { command: string; url: string; env?: Record<string, string> }) => ({
    ...server,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true', ...server.env },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
  })),
});
