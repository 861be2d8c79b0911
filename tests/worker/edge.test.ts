import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorContentSecurityPolicy } from '../../worker/editor';
import { formContentSecurityPolicy, searchContentSecurityPolicy, securityHeaders } from '../../worker/headers';
import { editorTestSecrets } from '../support/editor-secrets';
import { startEdge, type Edge, type EdgeResponse } from '../support/edge';
import { edgeCases, siteHeaderProblems, type EdgeCase } from '../support/edge-cases';

// Which requests run the worker, and the headers of every kind of answer, with the site served as
// it is deployed: Workers Static Assets in front (wrangler.toml, dist/client/_headers and
// _redirects), the worker behind it.
let edge: Edge;
beforeAll(async () => {
  edge = await startEdge(editorTestSecrets);
});
afterAll(() => edge.close());

const cases = edgeCases();

const request = (c: EdgeCase) => edge.get(c.path, { method: c.method ?? 'GET', ...(c.method === 'POST' ? { body: 'x' } : {}) });

function expectSiteHeaders(res: EdgeResponse, c: EdgeCase, label: string) {
  expect(siteHeaderProblems((name) => res.headers.get(name), c), label).toEqual([]);
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
    expect(siteHeaderProblems((name) => res.headers.get(name), c)).toEqual([]);
  });

  it('a 304 for a page or a script the browser has carries the same headers', async () => {
    await edge.workerRuns();
    const pageAndScript = cases.filter((c) => (c.what === 'a page' && !c.method) || c.what === 'a script');
    expect(pageAndScript).toHaveLength(2);
    for (const c of pageAndScript) {
      const path = c.path;
      const first = await edge.get(path);
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      expect(etag, path).toBeTruthy();
      const again = await edge.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expectSiteHeaders(again, c, `304 of ${path}`);
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
      ['/fr/services/gouvernance-des-donnees/KITCHENER?x=1', '/fr/services/gouvernance-des-donnees/kitchener?x=1'],
      ['/fr/nous-joindre/?requestDemo=true', '/fr/nous-joindre?requestDemo=true'],
      ['/fr.html', '/fr'],
    ]) {
      const res = await edge.get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
    }
  });
});

describe('each edition answers its unknown paths with its own 404 page', () => {
  it.each([
    ['/does-not-exist', 'en-CA', 'Page Not Found'],
    ['/fr/n-existe-pas', 'fr-CA', 'Page introuvable'],
    ['/fr/about', 'fr-CA', 'Page introuvable'],
    ['/fr/404', 'fr-CA', 'Page introuvable'],
    ['/about/nothing', 'en-CA', 'Page Not Found'],
  ])('%s: 404 in %s', async (path, lang, heading) => {
    const res = await edge.get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`>${heading}</h1>`);
  });

  it('a French city in capitals with an unknown service is no page: 404 at once, no redirect to a page that does not exist', async () => {
    const res = await edge.get('/fr/services/informatique-quantique/Toronto');
    expect(res.status).toBe(404);
    expect((await edge.get('/fr/services/informatique-quantique/toronto')).status).toBe(404);
  });
});

describe("the search pages' and the contact pages' policies (issues 24, 44)", () => {
  it("allows 'wasm-unsafe-eval' on the search pages and Pagefind's files, Google reCAPTCHA and EmailJS on the contact pages, and nowhere else", async () => {
    const site = securityHeaders['Content-Security-Policy'];
    for (const [path, expected] of [
      ['/search', searchContentSecurityPolicy],
      ['/fr/recherche', searchContentSecurityPolicy],
      ['/pagefind/pagefind.js', searchContentSecurityPolicy],
      ['/pagefind/pagefind-worker.js', searchContentSecurityPolicy],
      ['/contact', formContentSecurityPolicy],
      ['/contact?requestDemo=true', formContentSecurityPolicy],
      ['/fr/nous-joindre', formContentSecurityPolicy],
      ['/about', site],
      ['/fr/a-propos', site],
      ['/', site],
      ['/sitemap', site],
    ] as const) {
      const res = await edge.get(path);
      await res.arrayBuffer();
      const policy = res.headers.get('content-security-policy');
      expect(policy, path).toBe(expected);
      // One policy, whole: never the site's and the search's joined.
      expect(policy!.match(/default-src/g), path).toHaveLength(1);
    }
  });
});
