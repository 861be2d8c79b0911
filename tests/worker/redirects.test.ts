import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startEdge, type Edge } from '../support/edge';
import { testRedirects, testSite, testSiteClient } from '../support/test-site';

// Issue 55, redirects as content: the test site (tests/support/test-site.ts) sends a retired city's
// old addresses, in both editions, and a renamed article's, to pages staff chose. Workers Static
// Assets answers them from the build's _redirects, as in production.

/** The test site's services: each English file name, and its French address word. */
const services = readdirSync(join(testSite, 'content', 'services'))
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ slug: name.replace(/\.yaml$/, ''), french: (parse(readFileSync(join(testSite, 'content', 'fr', 'services', name), 'utf8')) as { address: string }).address }));

describe('redirects written by staff', () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge({}, testSiteClient);
  });
  afterAll(() => edge.close());

  it('a retired city: its old address under every service answers 301 to the chosen page, in both editions', async () => {
    expect(services.length).toBeGreaterThan(2);
    for (const { slug, french } of services) {
      const english = await edge.get(`/services/${slug}/halifax`);
      expect(english.status, slug).toBe(301);
      expect(english.headers.get('Location'), slug).toBe(testRedirects.en[0]!.newAddress);
      const inFrench = await edge.get(`/fr/services/${french}/halifax`);
      expect(inFrench.status, french).toBe(301);
      expect(inFrench.headers.get('Location'), french).toBe(testRedirects.fr[0]!.newAddress);
      for (const response of [english, inFrench]) await response.arrayBuffer();
    }
    // Where they lead is a page.
    for (const target of ['/locations', '/fr/bureaux']) expect((await edge.get(target)).status, target).toBe(200);
  });

  it('a renamed article’s old address answers 301 to its new page', async () => {
    const response = await edge.get('/blog/an-old-article-title');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/blog');
  });

  it('a redirect whose page is still there waits: the page answers, and other unknown paths still answer 404', async () => {
    const careers = await edge.get('/careers');
    expect(careers.status).toBe(200);
    expect(readFileSync(join(testSiteClient, '_redirects'), 'utf8')).not.toMatch(/^\/careers /m);
    expect((await edge.get('/services/ai-integration/no-such-city')).status).toBe(404);
  });
});
