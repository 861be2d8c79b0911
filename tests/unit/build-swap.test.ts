import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replaceWith, steps } from '../../scripts/build.mjs';

// Issue 55: `npm run serve` answered 404 while a build beside it had emptied dist/. The build writes
// a folder beside dist/ that takes its place once complete (scripts/build.mjs); wrangler dev follows
// it (tried: served pages switch to the new build, and no request failed during one).
describe('npm run build', () => {
  it('is scripts/build.mjs, whose steps are the build chain', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.build).toBe('node scripts/build.mjs');
    expect(steps.map(([command, args]) => [command, ...args].join(' '))).toEqual([
      'vike build',
      'node scripts/island-files.mjs',
      'vite build --config editor/vite.config.ts',
      'node scripts/inline-css.mjs',
      'node scripts/preload-modules.mjs',
      'node scripts/social-images.mjs',
      'node scripts/search-index.ts',
      'node scripts/edge-files.ts',
    ]);
  });

  it('puts the new build in the place of the last one, whole, leaving nothing beside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-swap-'));
    try {
      const [target, next] = [join(root, 'dist'), join(root, 'dist.next')];
      mkdirSync(join(target, 'client'), { recursive: true });
      writeFileSync(join(target, 'client', 'old.html'), 'old');
      mkdirSync(join(next, 'client'), { recursive: true });
      writeFileSync(join(next, 'client', 'new.html'), 'new');
      replaceWith(next, target);
      expect(readFileSync(join(target, 'client', 'new.html'), 'utf8')).toBe('new');
      expect(existsSync(join(target, 'client', 'old.html'))).toBe(false);
      expect(existsSync(next) || existsSync(`${target}.old`)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a step that fails leaves the last build as it was, and says so', () => {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-failed-build-'));
    try {
      mkdirSync(join(root, 'dist', 'client'), { recursive: true });
      writeFileSync(join(root, 'dist', 'client', 'index.html'), 'the last build');
      // No project here: its first step cannot run.
      const run = spawnSync(process.execPath, [join(process.cwd(), 'scripts/build.mjs')], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: '/nonexistent', BUILD_OUT_DIR: '' } });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('npm run build: vike build failed');
      expect(run.stderr).toContain('dist/ is as it was');
      expect(readFileSync(join(root, 'dist', 'client', 'index.html'), 'utf8')).toBe('the last build');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
