import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchIndexInDev } from '../../model/site/search-in-dev';

// A staff walk-through of 2026-11-30: under `npm run editor` every search said it could not load
// (the index is made by the build). The dev server now answers it from the last build.
describe("the dev server's search index", () => {
  const root = mkdtempSync(join(tmpdir(), 'northbeam-search-dev-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'dist', 'client', 'pagefind'), { recursive: true });
  writeFileSync(join(root, 'dist', 'client', 'pagefind', 'pagefind.js'), 'export const engine = 1;');

  /** What the plugin's middleware answers for `url`: its status, type and body, or that it passed the request on. */
  function ask(url: string): { passed: boolean; type?: string; body?: string } {
    let middleware: ((request: { url: string }, response: object, next: () => void) => void) | undefined;
    const plugin = searchIndexInDev();
    (plugin.configureServer as (server: object) => void)({ config: { root }, middlewares: { use: (handler: typeof middleware) => (middleware = handler) } });
    const headers: Record<string, string> = {};
    let body: string | undefined;
    let passed = false;
    middleware!({ url }, { setHeader: (name: string, value: string) => (headers[name] = value), end: (data: Buffer) => (body = data.toString()) }, () => (passed = true));
    return { passed, type: headers['Content-Type'], body };
  }

  it('answers the last build’s files, each with its type', () => {
    expect(ask('/pagefind/pagefind.js?v=1')).toEqual({ passed: false, type: 'text/javascript; charset=utf-8', body: 'export const engine = 1;' });
  });

  it('passes on what the build did not make, other paths, and paths out of the folder', () => {
    for (const url of ['/pagefind/missing.js', '/about', '/pagefind/../../../package.json']) expect(ask(url), url).toEqual({ passed: true, type: undefined, body: undefined });
  });
});
