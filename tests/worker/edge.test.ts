import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientDir } from '../../scripts/html-files.mjs';
import { scriptSources } from '../../bench/page-bytes.mjs';
import { editorContentSecurityPolicy } from '../../worker/editor';
import { immutableCache, revalidateCache, securityHeaders } from '../../worker/headers';
import { speculationRulesHeader } from '../../worker/speculation-rules';
import { editorTestSecrets } from '../support/editor-secrets';
import { startEdge, type Edge, type EdgeResponse } from '../support/edge';

// Which requests run the worker, and the headers of every kind of answer, with the site served as
// it is deployed: Workers Static Assets in front (wrangler.toml, dist/client/_headers and
// _redirects), the worker behind it.
let edge: Edge;
beforeAll(async () => {
  edge = await startEdge(editorTestSecrets);
});
afterAll(() => edge.close());

const client = buildClientDir();
const home = readFileSync(join(client, 'index.html'), 'utf8');
const script = scriptSources(home).find((src) => src.startsWith('/assets/'))!;
const editorScript = /src="(\/assets\/editor\/[^"]+\.js)"/.exec(readFileSync(join(client, 'keystatic', 'index.html'), 'utf8'))![1]!;

type Case = { what: string; path: string; method?: string; status: number; worker: boolean; html?: boolean; cache?: string | null };
const cases: Case[] = [
  { what: 'the home page', path: '/', status: 200, worker: false, html: true, cache: revalidateCache },
  { what: 'a page', path: '/about', status: 200, worker: false, html: true, cache: revalidateCache },
  { what: 'a city page', path: '/services/ai-integration/toronto', status: 200, worker: false, html: true, cache: revalidateCache },
  { what: 'the demo link', path: '/contact?requestDemo=true', status: 200, worker: false, html: true, cache: revalidateCache },
  { what: 'a HEAD of a page', path: '/about', method: 'HEAD', status: 200, worker: false, html: true, cache: revalidateCache },
  { what: 'a script', path: script, status: 200, worker: false, cache: immutableCache },
  { what: "the editor's script", path: editorScript, status: 200, worker: false, cache: immutableCache },
  { what: 'an image', path: '/og/about.png', status: 200, worker: false, cache: revalidateCache },
  { what: 'the favicon', path: '/favicon.svg', status: 200, worker: false, cache: revalidateCache },
  { what: 'the sitemap', path: '/sitemap.xml', status: 200, worker: false, cache: revalidateCache },
  { what: 'the feed', path: '/blog/rss.xml', status: 200, worker: false, cache: revalidateCache },
  { what: 'the Speculation Rules', path: '/speculation-rules.json', status: 200, worker: false, cache: revalidateCache },
  { what: 'a trailing slash (301)', path: '/about/', status: 301, worker: false },
  { what: 'a .html form (301)', path: '/services/ai-integration.html', status: 301, worker: false },
  { what: '/admin (302)', path: '/admin', status: 302, worker: false },
  { what: 'a POST to a page (405)', path: '/contact', method: 'POST', status: 405, worker: false },
  { what: 'a city in capitals (301)', path: '/services/ai-integration/Toronto', status: 301, worker: true },
  { what: 'an unknown path (404)', path: '/sitemap', status: 404, worker: true, html: true, cache: revalidateCache },
  { what: 'a missing script (404)', path: '/assets/missing.js', status: 404, worker: true, html: true, cache: revalidateCache },
  { what: "the 404 page's own file (404)", path: '/404.html', status: 404, worker: true, html: true, cache: revalidateCache },
  { what: 'a POST to an unknown path (405)', path: '/no/such/page', method: 'POST', status: 405, worker: true },
  { what: 'the editor', path: '/keystatic', status: 200, worker: true, html: true, cache: 'no-store' },
  { what: "the editor's sign-in", path: '/api/keystatic/github/login', status: 302, worker: true },
];

const request = (c: Case) => edge.get(c.path, { method: c.method ?? 'GET', ...(c.method === 'POST' ? { body: 'x' } : {}) });

function expectSiteHeaders(res: EdgeResponse, label: string) {
  for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name), `${name} on ${label}`).toBe(value);
}

describe('which requests run the worker', () => {
  it.each(cases)('$what: $status, worker runs: $worker', async (c) => {
    await edge.workerRuns();
    const res = await request(c);
    await res.arrayBuffer();
    expect(res.status).toBe(c.status);
    const runs = await edge.workerRuns();
    expect(runs).toEqual(c.worker ? [`${c.method ?? 'GET'} ${c.path}`] : []);
  });
});

describe('the same headers on every kind of answer, whoever makes it', () => {
  it.each(cases.filter((c) => !c.path.startsWith('/keystatic')))('$what', async (c) => {
    const res = await request(c);
    await res.arrayBuffer();
    expectSiteHeaders(res, c.what);
    // What the asset server answers for a page's path carries the page's headers, its 405 too
    // (a header a browser reads from documents only); the worker names the rules on HTML only.
    const namesRules = c.worker ? c.html : c.html || c.status === 405;
    expect(res.headers.get('speculation-rules'), 'Speculation-Rules').toBe(namesRules ? speculationRulesHeader : null);
    if (c.cache !== undefined) expect(res.headers.get('cache-control'), 'Cache-Control').toBe(c.cache);
    if (c.status === 405) expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('a 304 for a page or a script the browser has carries the same headers', async () => {
    await edge.workerRuns();
    for (const path of ['/about', script]) {
      const first = await edge.get(path);
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      expect(etag, path).toBeTruthy();
      const again = await edge.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expectSiteHeaders(again, `304 of ${path}`);
      expect(again.headers.get('cache-control'), path).toBe(first.headers.get('cache-control'));
    }
    expect(await edge.workerRuns()).toEqual([]);
  });

  it("the editor's page has its own CSP only, never the site's joined to it", async () => {
    const res = await edge.get('/keystatic/branch/main/collection/services');
    await res.arrayBuffer();
    expect(res.headers.get('content-security-policy')).toBe(editorContentSecurityPolicy);
    expect(res.headers.get('speculation-rules')).toBeNull();
    const { 'Content-Security-Policy': _site, ...others } = securityHeaders;
    for (const [name, value] of Object.entries(others)) expect(res.headers.get(name), name).toBe(value);
  });

  it('redirects keep the query string and lead to the canonical page', async () => {
    for (const [from, to] of [
      ['/contact/?requestDemo=true', '/contact?requestDemo=true'],
      ['/services/data-engineering/VANCOUVER?x=1', '/services/data-engineering/vancouver?x=1'],
      ['/index.html', '/'],
    ]) {
      const res = await edge.get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });
});
