/**
 * The kinds of request the site answers at the edge and what each answer carries, shared by the
 * worker tests (tests/worker/edge.test.ts: the harness, with the worker's log) and the browser
 * suite's server check (tests/e2e/edge.spec.ts: `wrangler dev`, as `npm start` serves the site).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptSources } from '../../bench/page-bytes.mjs';
import { buildClientDir } from '../../scripts/html-files.mjs';
import { documentHeaders, formContentSecurityPolicy, immutableCache, revalidateCache, securityHeaders, signedInPageHeaders } from '../../worker/headers';
import { speculationRulesHeader } from '../../worker/speculation-rules';
import { editorPaths } from '../../editor/paths';
import { urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';

/** Files no browser opens as a document nor runs as a worker: scripts and styles in Vite's folders, the photos (worker/headers.ts). */
export const isSubresourcePath = (path: string) => /^\/assets\/(?:chunks|entries|static|editor)\/|^\/images\/photos\//.test(path);

export type EdgeCase = { what: string; path: string; method?: string; status: number; worker: boolean; html?: boolean; cache?: string };

/** The kinds of request, from the build in dist/client (a script and the editor's script by their hashed names). */
export function edgeCases(client = buildClientDir()): EdgeCase[] {
  const script = scriptSources(readFileSync(join(client, 'index.html'), 'utf8')).find((src) => src.startsWith('/assets/'))!;
  const editorScript = /src="(\/assets\/editor\/[^"]+\.js)"/.exec(readFileSync(join(client, 'keystatic', 'index.html'), 'utf8'))![1]!;
  return [
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
    // The French edition (issue 23): its pages and files without the worker, its 404 page by it.
    { what: 'the French home page', path: '/fr', status: 200, worker: false, html: true, cache: revalidateCache },
    { what: 'a French page', path: '/fr/a-propos', status: 200, worker: false, html: true, cache: revalidateCache },
    { what: 'a French city page', path: '/fr/services/gouvernance-des-donnees/kitchener', status: 200, worker: false, html: true, cache: revalidateCache },
    { what: 'the French feed', path: '/fr/blogue/rss.xml', status: 200, worker: false, cache: revalidateCache },
    { what: 'a French trailing slash (301)', path: '/fr/a-propos/', status: 301, worker: false },
    { what: 'a French city in capitals (301)', path: '/fr/services/gouvernance-des-donnees/Kitchener', status: 301, worker: true },
    { what: 'an unknown French path (404)', path: '/fr/plan-du-site', status: 404, worker: true, html: true, cache: revalidateCache },
    { what: "the French 404 page's own file (404)", path: '/fr/404.html', status: 404, worker: true, html: true, cache: revalidateCache },
  ];
}

/**
 * What is wrong with the headers of an answer of the site's own (the editor's page has its own
 * CSP, tests/worker/editor.test.ts): each a line naming the header; none when all is right.
 */
export function siteHeaderProblems(header: (name: string) => string | null, c: EdgeCase): string[] {
  const problems: string[] = [];
  const want = (name: string, value: string | null | undefined) => {
    if (value !== undefined && header(name) !== value) problems.push(`${name}: ${JSON.stringify(header(name))}, expected ${JSON.stringify(value)}`);
  };
  // Scripts, styles and photos are never a document: no document header (worker/headers.ts).
  const subresource = !c.worker && isSubresourcePath(c.path);
  // The contact pages' policy lets Google reCAPTCHA and EmailJS in (worker/headers.ts), no other
  // page's: what the asset server answers for their paths, its 405 too.
  const form = !c.worker && languages.some((language) => urlsIn[language].contact() === c.path.split('?')[0]);
  for (const [name, value] of Object.entries(securityHeaders)) {
    want(name, subresource && name in documentHeaders ? null : name === 'Content-Security-Policy' && form ? formContentSecurityPolicy : value);
  }
  // Only the editor's page, where staff are signed in, keeps other windows off (worker/headers.ts).
  const editorPage = c.worker && c.html && c.path.startsWith(editorPaths.page);
  for (const [name, value] of Object.entries(signedInPageHeaders)) want(name, editorPage ? value : null);
  // What the asset server answers for a page's path carries the page's headers, its 405 too (a
  // header a browser reads from documents only); the worker names the rules on HTML only.
  const namesRules = c.worker ? c.html : c.html || c.status === 405;
  want('Speculation-Rules', namesRules ? speculationRulesHeader : null);
  want('Cache-Control', c.cache);
  if (c.status === 405) want('Allow', 'GET, HEAD');
  return problems;
}
