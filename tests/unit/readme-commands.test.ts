import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

describe('the commands README.md gives', () => {
  it('name npm scripts that package.json declares', () => {
    const named = new Set<string>();
    for (const match of readme.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test))\b/g)) named.add(match[1] ?? match[2]!);
    // The two set-up commands, deploying and the benchmark are all documented.
    expect([...named].sort()).toEqual(expect.arrayContaining(['bench', 'build', 'deploy', 'start', 'test']));
    const missing = [...named].filter((name) => !(name in scripts));
    expect(missing, `README names npm scripts that package.json lacks`).toEqual([]);
  });

  it('run files that exist', () => {
    for (const [name, command] of Object.entries(scripts)) {
      for (const [, file] of command.matchAll(/\bnode ([\w./-]+\.m?js)\b/g)) {
        expect(existsSync(file!), `npm run ${name}: ${file} does not exist`).toBe(true);
      }
    }
    expect(scripts.bench).toBe('node bench/run.mjs');
  });

  it("serve the site as README says: npm start checks it runs on the project's Node, builds, then wrangler dev on port 8787 with the offline-safe flags", () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('http://localhost:8787');
    expect(scripts.start).toBe('node scripts/check-node.mjs && npm run build && npm run serve');
    // toolchain.md: without these, wrangler dev tries to reach Cloudflare and stalls offline.
    expect(scripts.serve).toMatch(/^WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false wrangler dev /);
    expect(scripts.serve).toMatch(/--port 8787\b/);
    expect(scripts.deploy).toBe('npm run build && node scripts/launch-check.ts && wrangler deploy');
  });
});

describe('the README a newcomer reads in ten minutes (issue 56)', () => {
  it('is at most 250 lines, names the fast check beside npm test, and leaves the staff guide and deploying to docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme).toContain('npm run check');
    expect(scripts.check).toBe('node scripts/check.mjs');
    for (const doc of ['docs/editing.md', 'docs/deploy.md', 'docs/node.md']) {
      expect(existsSync(doc), doc).toBe(true);
      expect(readme, doc).toContain(doc);
    }
  });
});
