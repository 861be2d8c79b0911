import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { contentFiles } from './model/content/content-files.ts';
import { photoFiles } from './model/content/photo-files.ts';

// Two projects, one run: `unit` needs no build (content, the URL module, the editor's rules,
// components: `npm run check`), `site` reads what the builds wrote (dist/, the test site, the
// preview: `npm test` builds them first). Both read and validate content files as the build does.
const plugins = [contentFiles(), photoFiles()];
export default defineConfig({
  test: {
    // One test file per core: Vitest's default leaves one core to its main process, which waits;
    // on the 2-core machine that ran the files one after the other (86 s; 45 s with two).
    maxWorkers: availableParallelism(),
    // Files share their worker's modules rather than each loading them again (content, zod schemas,
    // React): the two projects took 51 s, 39 s so (2026-11-28, quiet 2-core machine). No test
    // changes a module's state without putting it back (one stubs globals and unstubs them).
    isolate: false,
    // A limit that catches a test that hangs, not one that takes its time: Vitest's 5 s stopped
    // tests that start a dev server, a build or Node processes whenever the machine was slower
    // (2026-12-01: a fresh clone's redirects test at 5.03 s, six more at 4.0 to 5.1 s, on a
    // machine that took twice the usual time for every stage); hooks alike (Vitest's 10 s).
    // Speed is the benchmark's.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      { plugins, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { plugins, test: { name: 'site', include: ['tests/site/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
