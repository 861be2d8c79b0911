import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

function countFiles(dir: string): number {
  return readdirSync(dir).reduce((n, name) => {
    const path = join(dir, name);
    return n + (statSync(path).isDirectory() ? countFiles(path) : 1);
  }, 0);
}

describe('wrangler deploy --dry-run (offline)', () => {
  it('bundles the worker with the built assets', { timeout: 120_000 }, () => {
    const outdir = mkdtempSync(join(tmpdir(), 'northbeam-deploy-'));
    onTestFinished(() => rmSync(outdir, { recursive: true, force: true }));
    const output = execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
    });
    // wrangler counts folders as well as files, so it reads at least every built file.
    const read = Number(/Read (\d+) files from the assets directory/.exec(output)?.[1]);
    expect(read).toBeGreaterThanOrEqual(countFiles(join(process.cwd(), 'dist', 'client')));
    expect(output).toMatch(/env\.ASSETS\s+Assets/);
    expect(output).toContain('--dry-run: exiting now.');
    const bundle = readFileSync(join(outdir, 'index.js'), 'utf8');
    expect(bundle).toContain('Content-Security-Policy');
    // The route table and the URL module the worker's city redirect uses (model/site/routes.ts, model/site/urls.ts), and both editions' 404 pages.
    expect(bundle).toContain('function matchCityPagePath');
    expect(bundle).toContain('routeTable');
    expect(bundle).toContain('fr: "/fr"');
  });
});
