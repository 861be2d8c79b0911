import { defineConfig } from 'vitest/config';
import { contentFiles } from './model/content/content-files.ts';

// Worker tests: the worker runs in workerd behind Workers Static Assets, as wrangler.toml
// configures it (tests/support/edge.ts, wrangler's test harness); `npm run build` must have run
// first. The tests themselves run in Node and reach it over HTTP, as a browser or crawler would.
// Content files are read as in the build (the tests name the content's services and cities).
export default defineConfig({
  plugins: [contentFiles()],
  test: {
    include: ['tests/worker/**/*.test.ts'],
    environment: 'node',
    // One worker started per file; files run one after the other on a 2-core machine.
    fileParallelism: false,
    // The files share their worker's modules (the content, the worker's code, wrangler's harness)
    // rather than each loading them again (issue 56: 36 s and 42 CPU-seconds alone, 25 s and 29 so;
    // passed in the files' usual order and shuffled with two seeds). Each file starts and stops its
    // own workerd; the one test that stubs fetch restores it.
    isolate: false,
    // As in vitest.config.ts: a limit for a test or a workerd start that hangs, not for a slow machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  },
});
