import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testSite } from '../support/test-site';
import { previewOutDir } from '../support/preview-build.mjs';

// scripts/search-index.ts reads the index back before it closes Pagefind (issue 44): a fresh
// clone's preview build once shipped an empty pagefind-entry.json, and its search could not load.
// Every build the tests serve carries a whole index.
const builds = ['dist', join(testSite, 'dist'), previewOutDir];

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => (statSync(join(folder, name)).isDirectory() ? files(join(folder, name)) : [join(folder, name)]));
}

describe('the search index of every build (scripts/search-index.ts)', () => {
  it.each(builds)('%s: every file written, the entry file naming both editions', (build) => {
    const index = resolve(build, 'client', 'pagefind');
    expect(existsSync(index), index).toBe(true);
    const all = files(index);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((file) => statSync(file).size === 0)).toEqual([]);
    const entry = JSON.parse(readFileSync(join(index, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['en-ca', 'fr-ca']);
    for (const language of Object.values(entry.languages)) expect(language.page_count).toBeGreaterThan(0);
    // Whole, not only there: a pagefind.js cut at 32,768 bytes once passed the size check and the
    // search pages could not load (issue 56). Each script parses as the module the browser loads.
    for (const script of all.filter((file) => file.endsWith('.js'))) {
      const check = spawnSync(process.execPath, ['--input-type=module', '--check'], { input: readFileSync(script), encoding: 'utf8' });
      expect(check.status, `${script}: ${check.stderr.split('\n').find((line) => line.startsWith('SyntaxError')) ?? ''}`).toBe(0);
    }
  });
});
