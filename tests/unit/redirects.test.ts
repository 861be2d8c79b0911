import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { describe, expect, it } from 'vitest';
import type { ContentData } from '../../model/content/collections';
import { contentFiles, loadContent } from '../../model/content/content-files';
import { sitePages } from '../../model/content/link-checks';
import { matchesOldAddress, redirectFor, redirectLines, redirectProblems, waitingRedirects, type Redirect } from '../../model/content/redirects';
import { redirectsInDev } from '../../model/content/redirects-in-dev';

// Issue 55: redirects are content (model/content/redirects.ts); the worker tests answer them
// (tests/worker/redirects.test.ts), these the rules staff are held to.
const shipped = loadContent();
const pages = sitePages(shipped);
const withRedirects = (en: Redirect[], fr: Redirect[] = []): ContentData => ({ ...shipped, redirects: { en: { redirects: en }, fr: { redirects: fr } } }) as ContentData;

describe('redirects', () => {
  it('a * stands for one part of an address', () => {
    expect(matchesOldAddress('/services/*/london', '/services/ai-integration/london')).toBe(true);
    expect(matchesOldAddress('/services/*/london', '/services/ai-integration/london/x')).toBe(false);
    expect(matchesOldAddress('/services/*/london', '/services/london')).toBe(false);
    expect(matchesOldAddress('/blog/old/', '/blog/old')).toBe(true);
  });

  it('each new address must be a page; an old address is written once and never leads to itself', () => {
    const data = withRedirects(
      [
        { oldAddress: '/services/*/london', newAddress: '/locations#toronto' },
        { oldAddress: '/blog/gone', newAddress: '/services/blockchain' },
        { oldAddress: '/services/*/london/', newAddress: '/locations' },
      ],
      [{ oldAddress: '/fr/a-propos', newAddress: '/fr/a-propos' }],
    );
    expect(redirectProblems(data, pages)).toEqual([
      'content/redirects.yaml: Redirects 2 ("/blog/gone") > New address: is /services/blockchain, which is no page of the site: copy the address of the page visitors should land on, from the / after the domain',
      'content/redirects.yaml: Redirects 3 ("/services/*/london/") > Old address: /services/*/london/ is already redirected by content/redirects.yaml, Redirects 1: keep one',
      'content/fr/redirects.yaml: Redirects 1 ("/fr/a-propos") > New address: is the old address itself: choose another page',
    ]);
    expect(redirectProblems(withRedirects([{ oldAddress: '/x', newAddress: '/blog/soon' }]), pages, new Map([['/blog/soon', '2027-01-04']]))).toEqual([
      'content/redirects.yaml: Redirects 1 ("/x") > New address: is /blog/soon, which is scheduled for 2027-01-04: until then visitors would land on the 404 page; choose a page that is on the site today',
    ]);
    expect(redirectProblems(shipped, pages)).toEqual([]);
  });

  it("each edition's redirects land on a page of that edition (a walk-through of 2026-12-01 sent a French address to an English page)", () => {
    const data = withRedirects([{ oldAddress: '/old-careers', newAddress: '/fr/carrieres' }], [{ oldAddress: '/fr/etudes-de-cas/dentaire', newAddress: '/case-studies' }, { oldAddress: '/fr/vieux', newAddress: '/fr' }]);
    expect(redirectProblems(data, new Set([...pages, '/fr/carrieres']))).toEqual([
      'content/redirects.yaml: Redirects 1 ("/old-careers") > New address: is /fr/carrieres, a French page: English visitors land on an English one; choose one whose address does not start with /fr',
      'content/fr/redirects.yaml: Redirects 1 ("/fr/etudes-de-cas/dentaire") > New address: is /case-studies, an English page: French visitors land on a French one; choose one whose address starts with /fr',
    ]);
  });

  it('_redirects gets each as a 301, * as placeholders, but those whose page is still there', () => {
    const data = withRedirects([
      { oldAddress: '/services/*/halifax', newAddress: '/locations' },
      { oldAddress: '/services/*/toronto', newAddress: '/locations' },
    ]);
    const built = [...pages];
    expect(redirectLines(data, built)).toEqual(['/services/:part1/halifax /locations 301']);
    expect(waitingRedirects(data, built)).toEqual([{ oldAddress: '/services/*/toronto', newAddress: '/locations' }]);
  });
});

describe('before any build', () => {
  it('an old address leads where _redirects will send it: the first that fits, but not while its page is there', () => {
    const data = withRedirects([
      { oldAddress: '/services/*/halifax', newAddress: '/locations' },
      { oldAddress: '/services/ai-integration/halifax', newAddress: '/careers' },
      { oldAddress: '/services/*/toronto', newAddress: '/locations' },
    ]);
    expect(redirectFor(data, pages, '/services/ai-integration/halifax')).toBe('/locations');
    expect(redirectFor(data, pages, '/services/ai-integration/halifax/')).toBe('/locations');
    expect(redirectFor(data, pages, '/services/ai-integration/toronto')).toBeUndefined();
    expect(redirectFor(data, pages, '/services/ai-integration/calgary')).toBeUndefined();
  });

  it('npm run editor answers them with a 301 from the content as saved, both editions; a page still there answers as itself', async () => {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-redirects-'));
    cpSync('content', join(root, 'content'), { recursive: true });
    const server = await createServer({ root, configFile: false, logLevel: 'silent', plugins: [contentFiles(root), redirectsInDev()], server: { port: 0, host: '127.0.0.1' } });
    try {
      await server.listen();
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const answer = async (path: string) => {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        return response.status === 301 ? `301 ${response.headers.get('location')}` : String(response.status);
      };
      expect(await answer('/services/ai-integration/halifax')).not.toMatch(/^301/);
      // Saved while the server runs: the content is read again, as the dev server's watcher has it read after a save.
      writeFileSync(join(root, 'content/redirects.yaml'), 'redirects:\n  - oldAddress: /services/*/halifax\n    newAddress: /locations\n  - oldAddress: /about\n    newAddress: /careers\n');
      writeFileSync(join(root, 'content/fr/redirects.yaml'), 'redirects:\n  - oldAddress: /fr/services/*/halifax\n    newAddress: /fr/bureaux\n');
      server.moduleGraph.invalidateAll();
      expect(await answer('/services/ai-integration/halifax')).toBe('301 /locations');
      expect(await answer('/services/data-engineering/halifax?utm_source=x')).toBe('301 /locations');
      expect(await answer('/fr/services/integration-ia/halifax')).toBe('301 /fr/bureaux');
      expect(await answer('/about')).not.toMatch(/^301/);
      expect(await answer('/services/ai-integration/calgary')).not.toMatch(/^301/);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('_redirects', () => {
  it('lists the redirects with a * after every other rule: Workers Static Assets counts each rule after the first of them as one, and reads 100', async () => {
    const { redirectsFile } = await import('../../worker/edge-rules');
    const lines = redirectsFile(['/about', '/blog'], ['/services/:part1/halifax /locations 301', '/blog/old /blog 301'])
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    const firstDynamic = lines.findIndex((line) => line.startsWith('/services/:part1/'));
    expect(firstDynamic).toBe(lines.length - 1);
    expect(lines).toContain('/blog/old /blog 301');
    expect(lines).toContain('/about/ /about 301');
  });
});
