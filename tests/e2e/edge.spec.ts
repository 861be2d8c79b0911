import { contentSecurityPolicy } from '../../worker/headers';
import { edgeCases, siteHeaderProblems } from '../support/edge-cases';
import { expect, test } from './fixtures';

/**
 * The site's headers, redirects, 404s and caching against `wrangler dev`, the server `npm start`
 * runs (playwright.config.ts): each kind of request of tests/support/edge-cases.ts, its status and
 * every header it must carry. Which of them run the worker is the worker tests' part
 * (tests/worker/edge.test.ts), where the worker's log can be read.
 */
test.describe('the site served as npm start serves it', () => {
  for (const c of edgeCases()) {
    test(`${c.what}: ${c.status} with its headers`, async ({ request }) => {
      const res = await request.fetch(c.path, { method: c.method ?? 'GET', maxRedirects: 0, ...(c.method === 'POST' ? { data: 'x' } : {}) });
      expect(res.status()).toBe(c.status);
      const headers = res.headers();
      if (c.path.startsWith('/keystatic')) {
        // The editor's page has its own policy (checked whole by the worker tests), never the site's.
        expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self'; /);
        expect(headers['content-security-policy']).not.toBe(contentSecurityPolicy);
      } else {
        expect(siteHeaderProblems((name) => headers[name.toLowerCase()] ?? null, c)).toEqual([]);
      }
    });
  }
});
