import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from '../support/edge';
import { urlsIn } from '../../model/page-data/addresses';

let edge: Edge;
beforeAll(async () => {
  edge = await startEdge();
});
afterAll(() => edge.close());
const get: Edge['get'] = (path, init) => edge.get(path, init);

describe('pages answer 200 from the pre-rendered files', () => {
  it.each(['/', '/about', '/contact', '/services/ai-integration', '/services/cloud-cost-optimization/london', '/blog', '/privacy'])(
    '%s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<h1');
    },
  );

  it('keeps the query string of the demo flag', async () => {
    expect((await get('/contact?requestDemo=true')).status).toBe(200);
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('<loc>');
    expect(await (await get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

describe('unknown paths answer the rendered 404 page with status 404', () => {
  it.each([
    '/sitemap',
    '/press/northbeam-digital-opens-an-office-in-london,-ontario',
    '/press/anything',
    '/services/quantum-computing',
    '/services/quantum-computing/toronto',
    '/services/ai-integration/atlantis',
    '/services/cloud-cost-optimization/calgary',
    '/blog/no-such-article',
    '/no/such/page',
    '/404',
    '/404.html',
    '/assets/missing.js',
  ])('%s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const body = await res.text();
    expect(body).toContain('Page Not Found');
    expect(body).toContain('Back to Home');
    expect(body).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('answers HEAD with the status and no body', async () => {
    const res = await get('/sitemap', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('');
  });
});

describe('one 301 to the canonical URL', () => {
  it.each([
    ['/about/', '/about'],
    ['/services/ai-integration/', '/services/ai-integration'],
    ['/services/ai-integration/Toronto', '/services/ai-integration/toronto'],
    ['/services/data-engineering/VANCOUVER/', '/services/data-engineering/vancouver'],
    ['/services/cloud-cost-optimization/LoNdOn', '/services/cloud-cost-optimization/london'],
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/contact/?requestDemo=true', '/contact?requestDemo=true'],
  ])('%s -> %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
    const next = await get(to);
    expect(next.status).toBe(200);
  });

  it('does not redirect an unknown city in capitals: it is a 404', async () => {
    expect((await get('/services/ai-integration/Atlantis')).status).toBe(404);
  });
});

describe('headers on every response', () => {
  // The site's policy names the site itself only (issue 44): fonts, frames and connections fall
  // back to default-src. The contact pages add exactly reCAPTCHA v2 and EmailJS.
  const site = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'sha256-4QnZCgStHkTBbGapaGCw99jKejj03aaacImHZHf0A7M='"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const form = {
    ...site,
    'script-src': [...site['script-src'], "'sha256-T02Jj6I/C7LPOj93eps3x43GHX4MWOPjwNiZHgC5Ijo='", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ["'self'", 'https://api.emailjs.com'],
  };
  const cases = [
    ['page', '/about', 200, site],
    ['404', '/sitemap', 404, site],
    ['redirect', '/about/', 301, site],
    ['asset', '/favicon.svg', 200, site],
    ['contact page', '/contact', 200, form],
    ['French contact page', '/fr/nous-joindre', 200, form],
  ] as const;

  it.each(cases)('security headers on a %s', async (_kind, path, status, policy) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    // The whole policy, directive by directive.
    const csp = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(csp).toEqual(policy);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toBe(
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    );
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Not on public pages: it would cost a phone a process of its own on each navigation, for nothing to protect (worker/headers.ts).
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('caches content-hashed assets for a year, immutable', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/about', '/sitemap.xml', '/sitemap'])('revalidates %s', async (path) => {
    expect((await get(path)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('Speculation Rules (worker/speculation-rules.ts)', () => {
  type Rule = { source: string; where: { and: unknown[] }; eagerness: string };

  it.each([
    ['a page', '/about', 200],
    ['the 404 page', '/sitemap', 404],
  ] as const)('%s names the rule set in its Speculation-Rules header', async (_kind, path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
  });

  it.each(['/favicon.svg', '/sitemap.xml', '/about/'])('%s, no HTML, has no Speculation-Rules header', async (path) => {
    expect((await get(path)).headers.get('speculation-rules')).toBeNull();
  });

  it('serves the rules as application/speculationrules+json, revalidated, with the security headers', async () => {
    const res = await get('/speculation-rules.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/speculationrules+json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const rules = (await res.json()) as { prefetch: Rule[]; prerender: Rule[] };
    // Files, and the content editor (a staff tool that loads a large app), are never speculated.
    const notAPage = { not: { href_matches: ['/*.xml', '/*.txt', '/*.json', '/images/*', '/assets/*', '/admin', '/keystatic', '/keystatic/*', '/api/keystatic/*'] } };
    expect(rules).toEqual({
      prefetch: [{ source: 'document', where: { and: [{ href_matches: '/*' }, notAPage] }, eagerness: 'moderate' }],
      prerender: [
        {
          source: 'document',
          // The contact page of each edition, with Google's reCAPTCHA (the French address is content's).
          where: { and: [{ href_matches: '/*' }, notAPage, { not: { href_matches: ['/contact', '/contact?*', urlsIn.fr.contact(), `${urlsIn.fr.contact()}?*`] } }] },
          eagerness: 'conservative',
        },
      ],
    });
  });
});

describe('methods', () => {
  it('refuses POST with 405 and the allowed methods', async () => {
    const res = await get('/contact', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
