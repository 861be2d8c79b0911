/**
 * `npm run build`: the site's build, its steps in order (the pages, the islands' data files, the editor,
 * the inlined CSS, the module preloads, the social images, the search index, the edge files). Into `dist/` as a whole: the
 * steps write a folder beside it, which then takes its place, so `npm run serve` (wrangler dev over
 * dist/client) goes on answering with the last build while a new one runs, and answers with the new
 * one once it is complete (issue 55: the pages answered 404 for the seconds the pages' build had
 * emptied dist/, then from a half-written site). BUILD_OUT_DIR, when set (the branch preview of the
 * tests, the test site), is built into in place, as before. A failed step leaves dist/ as it was.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const steps = [
  ['vike', ['build']],
  ['node', ['scripts/island-files.mjs']],
  ['vite', ['build', '--config', 'editor/vite.config.ts']],
  ['node', ['scripts/inline-css.mjs']],
  ['node', ['scripts/preload-modules.mjs']],
  ['node', ['scripts/social-images.mjs']],
  ['node', ['scripts/search-index.ts']],
  ['node', ['scripts/edge-files.ts']],
];

/** `next` takes the place of `target`: two renames, so a server reading `target` never finds it half written. */
export function replaceWith(next, target) {
  const old = `${target}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, old);
  renameSync(next, target);
  rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.env.BUILD_OUT_DIR || 'dist';
  const inPlace = Boolean(process.env.BUILD_OUT_DIR);
  const next = inPlace ? target : `${target}.next`;
  if (!inPlace) rmSync(next, { recursive: true, force: true });
  for (const [command, args] of steps) {
    const { status, error } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, BUILD_OUT_DIR: next } });
    if (status !== 0) {
      console.error(`npm run build: ${command} ${args.join(' ')} failed${error ? ` (${error.message})` : ''}${inPlace ? '' : `; ${target}/ is as it was`}.`);
      process.exit(status || 1);
    }
  }
  if (!inPlace) replaceWith(next, target);
  // The verdict, last, where a marketer running the build reads it (scripts/build-verdict.ts); a build is never failed by it.
  // Not for the tests' own builds into another folder (the test site, the preview: about 0.8 CPU-second each).
  if (!inPlace) {
    try {
      const { buildFacts, verdictLines } = await import('./build-verdict.ts');
      console.log(`\n${verdictLines(buildFacts(`${target}/client`)).join('\n')}`);
    } catch (error) {
      console.log(`\nnpm run build: done, into ${target}/client (its summary could not be written: ${error.message}).`);
    }
  }
}
