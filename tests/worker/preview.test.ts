import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'smol-toml';
import { readFileSync } from 'node:fs';
import { previewRobotsHeader } from '../../model/site/preview';
import { editorTestSecrets } from '../support/editor-secrets';
import { startEdge, type Edge } from '../support/edge';
import { previewBranchName, previewOutDir } from '../support/preview-build.mjs';

// Issue 30: a branch's preview (tests/support/preview-build.mjs: WORKERS_CI_BRANCH names a branch
// other than main) served as a Worker Preview serves it, with wrangler.toml's [previews] vars, is
// never indexed and says on every page which branch it is; the production build, served as
// production, has none of it. Both through Workers Static Assets and the real worker.

const previewVars = (parse(readFileSync('wrangler.toml', 'utf8')) as { previews: { vars: Record<string, string> } }).previews.vars;

/** Every kind of answer: static pages and files (Workers Static Assets) and the worker's own. */
const answers = [
  { what: 'the home page', path: '/', status: 200 },
  { what: 'a page', path: '/about', status: 200 },
  { what: 'a French page', path: '/fr/a-propos', status: 200 },
  { what: 'a social picture', path: '/og/about.png', status: 200 },
  { what: 'the feed', path: '/blog/rss.xml', status: 200 },
  { what: 'a trailing slash (301)', path: '/about/', status: 301 },
  { what: 'a city in capitals (301, the worker)', path: '/services/ai-integration/Toronto', status: 301 },
  { what: 'an unknown path (404, the worker)', path: '/no-such-page', status: 404 },
  { what: 'a POST to an unknown path (405, the worker)', path: '/no/such/page', method: 'POST', status: 405 },
  // Never indexed, in production too (worker/editor.ts).
  { what: 'the editor (the worker)', path: '/keystatic', status: 200, editor: true },
] as const;

describe.each([
  { kind: 'a branch preview', preview: true },
  { kind: 'production', preview: false },
])('$kind', ({ preview }) => {
  let edge: Edge;
  beforeAll(async () => {
    edge = preview ? await startEdge({ ...editorTestSecrets, ...previewVars }, join(previewOutDir, 'client')) : await startEdge(editorTestSecrets);
  });
  afterAll(() => edge.close());

  it.each(answers)(`$what: ${preview ? 'X-Robots-Tag noindex' : 'no X-Robots-Tag but the editor’s'}`, async ({ path, status, ...rest }) => {
    const res = await edge.get(path, 'method' in rest ? { method: rest.method, body: 'x' } : undefined);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get(previewRobotsHeader.name)).toBe(preview || 'editor' in rest ? previewRobotsHeader.value : null);
  });

  it(preview ? 'robots.txt disallows everything and names no sitemap; there is none' : 'robots.txt allows everything and names the sitemap', async () => {
    const robots = await (await edge.get('/robots.txt')).text();
    const sitemap = await edge.get('/sitemap.xml');
    await sitemap.arrayBuffer();
    if (preview) {
      expect(robots).toBe('User-agent: *\nDisallow: /\n');
      expect(sitemap.status).toBe(404);
    } else {
      expect(robots).toContain('Allow: /');
      expect(robots).toContain('Sitemap: ');
      expect(sitemap.status).toBe(200);
    }
  });

  it(preview ? 'every page says which branch it shows and links the same page on the live site' : 'no page has a preview banner or a noindex of its own', async () => {
    for (const [path, text, live] of [
      ['/about', `Preview of the branch ${previewBranchName}: these changes are not on the live site yet.`, 'See this page on the live site'],
      ['/fr/a-propos', `Aperçu de la branche ${previewBranchName}\u00a0: ces modifications ne sont pas encore en ligne.`, 'Voir cette page sur le site en ligne'],
      ['/no-such-page', `Preview of the branch ${previewBranchName}: these changes are not on the live site yet.`, 'See this page on the live site'],
    ] as const) {
      const html = await (await edge.get(path)).text();
      const canonicalOrigin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1];
      if (preview) {
        const banner = /<aside aria-label="(Preview|Aperçu)" data-pagefind-ignore="all"[^>]*><p[^>]*>([\s\S]*?)<\/p><\/aside>/.exec(html);
        expect(banner?.[2], path).toContain(text);
        expect(banner?.[2], path).toMatch(new RegExp(`<a [^>]*href="[^"]*${path === '/no-such-page' ? '' : path}"[^>]*>${live}</a>`));
        // The live site is the production origin the canonical links name, never the preview's own.
        if (canonicalOrigin) expect(banner?.[2]).toContain(`href="${canonicalOrigin}${path}"`);
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      } else {
        expect(html, path).not.toContain('<aside aria-label="Preview"');
        expect(html, path).not.toContain('<aside aria-label="Aperçu"');
        expect(html, path).not.toContain('nofollow');
      }
    }
  });
});
