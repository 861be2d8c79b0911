import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { buildClientDir, builtFilePaths } from '../../scripts/html-files.mjs';
import { headersFile, matchesRule, pageRules, redirectsFile, workerFirstRoutes } from '../../worker/edge-rules';
import { documentHeaders, formContentSecurityPolicy, immutableCache, searchContentSecurityPolicy, securityHeaders } from '../../worker/headers';
import { speculationRulesFor, speculationRulesHeader, speculationRulesType } from '../../worker/speculation-rules';
import { urls } from '../../model/site/urls';
import { pagePathsOf } from '../../model/page-data/catalog';
import { urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';
import { postsDirIn, readPosts } from '../../model/content/posts-files';
import { searchEngineFiles } from '../../model/site/search';
import { isSubresourcePath } from '../support/edge-cases';

// What the build writes for Workers Static Assets (scripts/edge-files.ts), read back from
// dist/client and applied the way Cloudflare applies it. The worker tests check the same files
// served for real by the asset server (tests/worker/edge.test.ts).
const client = buildClientDir();
const headersText = readFileSync(join(client, '_headers'), 'utf8');
const redirectsText = readFileSync(join(client, '_redirects'), 'utf8');
const filePaths = builtFilePaths(client);
/** Both editions' pages (issue 23). */
const searchPages = languages.map((language) => urlsIn[language].search());
const pagePaths = [...searchPages, ...languages.flatMap((language) => pagePathsOf(urlsIn[language], readPosts(postsDirIn[language]).map((post) => post.slug)))].sort();
/** Where Pagefind runs (issue 24): the search pages and its own files, its worker among them. */
const runsSearch = (path: string) => searchPages.includes(path) || matchesRule(searchEngineFiles, path);
/** Where the contact form runs (issue 44): the only pages whose policy lets reCAPTCHA and EmailJS in. */
const formPages = languages.map((language) => urlsIn[language].contact());

type Rule = { pattern: string; set: [string, string][]; unset: string[] };
function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line, set: [], unset: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)!.unset.push(line.trim().slice(1).trim().toLowerCase());
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)!.set.push([name!.toLowerCase(), value.join(':').trim()]);
    }
  }
  // Cloudflare keeps one rule per pattern: the last written, at the place of the first
  // (wrangler's parser fills an object keyed by pattern).
  return [...new Map(rules.map((rule) => [rule.pattern, rule])).values()];
}
const rules = parseHeaders(headersText);

/** The headers the asset server adds to its answer for `path` (workers-shared attachCustomHeaders). */
function headersFor(path: string): Map<string, string> {
  const headers = new Map<string, string>();
  const setByRules = new Set<string>();
  for (const rule of rules.filter((r) => matchesRule(r.pattern, path))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      headers.set(name, setByRules.has(name) && headers.has(name) ? `${headers.get(name)}, ${value}` : value);
      setByRules.add(name);
    }
  }
  return headers;
}

const redirects = redirectsText
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split(' ') as [string, string, string]);

describe('_headers and _redirects (worker/edge-rules.ts)', () => {
  it('are what the build derives from the pages and files it wrote', () => {
    const files = filePaths.filter((path) => path !== '/_headers' && path !== '/_redirects');
    expect(headersText).toBe(headersFile(pagePaths, files, [...searchPages, searchEngineFiles], formPages));
    expect(redirectsText).toBe(redirectsFile(pagePaths));
    expect(JSON.parse(readFileSync(join(client, urls.speculationRules().slice(1)), 'utf8'))).toEqual(speculationRulesFor(formPages));
  });

  it('name each pattern once, since Cloudflare keeps only the last rule of a pattern', () => {
    const patterns = headersText.split('\n').filter((line) => line && !line.startsWith('#') && !/^\s/.test(line));
    expect(patterns.length).toBe(new Set(patterns).size);
  });

  it("stay within Cloudflare's limits: 100 header rules, 2,000 characters a line, 2,000 static redirects", () => {
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of headersText.split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
    expect(redirects.length).toBeLessThanOrEqual(2000);
    expect(new Set(redirects.map(([from]) => from)).size).toBe(redirects.length);
  });

  it('every page and every file gets the security headers, each once and whole; scripts, styles and photos no document header', () => {
    const checked = { pages: 0, subresources: 0 };
    for (const path of [...pagePaths, ...filePaths, ...redirects.map(([from]) => from)]) {
      const headers = headersFor(path);
      for (const [name, value] of Object.entries(securityHeaders)) {
        if (isSubresourcePath(path) && name in documentHeaders) {
          expect(headers.has(name.toLowerCase()), `${name} on ${path}`).toBe(false);
          continue;
        }
        const policy = runsSearch(path) ? searchContentSecurityPolicy : formPages.includes(path) ? formContentSecurityPolicy : value;
        expect(headers.get(name.toLowerCase()), `${name} on ${path}`).toBe(name === 'Content-Security-Policy' ? policy : value);
      }
      checked[isSubresourcePath(path) ? 'subresources' : 'pages']++;
    }
    expect(checked.subresources).toBeGreaterThan(10);
    // Vite's workers are not in those folders: they keep the policy, which applies inside them.
    for (const worker of filePaths.filter((path) => /\.worker-[^/]+\.js$/.test(path))) expect(headersFor(worker).get('content-security-policy'), worker).toBe(securityHeaders['Content-Security-Policy']);
  });

  it('only the contact pages let Google reCAPTCHA and EmailJS in', () => {
    expect(formContentSecurityPolicy).toContain('https://www.google.com/recaptcha/');
    expect(formContentSecurityPolicy).toContain('https://api.emailjs.com');
    for (const policy of [securityHeaders['Content-Security-Policy']!, searchContentSecurityPolicy]) expect(policy).not.toMatch(/google|gstatic|emailjs|frame-src|connect-src/);
    const withGoogle = [...pagePaths, ...filePaths].filter((path) => headersFor(path).get('content-security-policy')?.includes('google'));
    expect(withGoogle).toEqual(formPages.toSorted());
  });

  it("'wasm-unsafe-eval' is in the policy of the search pages and Pagefind's files only", () => {
    expect(searchContentSecurityPolicy).toBe(securityHeaders['Content-Security-Policy']!.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
    expect(securityHeaders['Content-Security-Policy']).not.toContain('wasm-unsafe-eval');
    const withWasm = [...pagePaths, ...filePaths].filter((path) => headersFor(path).get('content-security-policy')?.includes('wasm-unsafe-eval'));
    expect(withWasm.filter((path) => !runsSearch(path))).toEqual([]);
    expect(withWasm).toEqual(expect.arrayContaining([...searchPages, '/pagefind/pagefind.js', '/pagefind/pagefind-worker.js']));
  });

  it('every page, and only a page, names the Speculation Rules', () => {
    for (const path of pagePaths) expect(headersFor(path).get('speculation-rules'), path).toBe(speculationRulesHeader);
    const notPages = [...filePaths, ...redirects.map(([from]) => from)].filter((path) => !pagePaths.includes(path));
    for (const path of notPages) expect(headersFor(path).has('speculation-rules'), path).toBe(false);
    // The page rules are few whatever the number of pages: a rule per one-segment page, one per depth below.
    expect(pageRules(pagePaths).length).toBeLessThan(pagePaths.length / 3);
  });

  it("content-hashed files are cached for a year, everything else keeps the asset server's revalidation", () => {
    const hashed = filePaths.filter((path) => path.startsWith('/assets/'));
    expect(hashed.length).toBeGreaterThan(10);
    for (const path of hashed) expect(headersFor(path).get('cache-control'), path).toBe(immutableCache);
    for (const path of [...pagePaths, '/favicon.svg', '/sitemap.xml', '/og/about.png']) expect(headersFor(path).has('cache-control'), path).toBe(false);
    expect(headersFor(urls.speculationRules()).get('content-type')).toBe(speculationRulesType);
  });

  it('the slash and .html forms of every page redirect to it with 301; /admin leads to the editor', () => {
    const to = new Map(redirects.map(([from, target, status]) => [from, `${status} ${target}`]));
    for (const path of pagePaths.filter((p) => p !== '/')) {
      expect(to.get(`${path}/`)).toBe(`301 ${path}`);
      expect(to.get(`${path}.html`)).toBe(`301 ${path}`);
    }
    expect(to.get('/index.html')).toBe('301 /');
    expect(to.get('/admin')).toBe('302 /keystatic');
  });

  it("wrangler.toml runs the worker first for the editor and the 404 page's file only, and sends it what no file matches", () => {
    const config = parse(readFileSync('wrangler.toml', 'utf8')) as { assets: Record<string, unknown> };
    expect(config.assets.run_worker_first).toEqual(workerFirstRoutes);
    expect(config.assets.not_found_handling).toBe('none');
    expect(config.assets.html_handling).toBe('drop-trailing-slash');
  });
});

describe("matchesRule follows Cloudflare's rule syntax", () => {
  it.each([
    ['/*', '/anything/at/all', true],
    ['/assets/*', '/assets/a.js', true],
    ['/assets/*', '/assets', false],
    ['/services/:p1', '/services/ai-integration', true],
    ['/services/:p1', '/services/ai-integration/', false],
    ['/services/:p1', '/services/a/b', false],
    ['/*.json', '/services/a/index.pageContext.json', true],
    ['/about', '/about/', false],
  ])('%s on %s: %s', (rule, path, expected) => {
    expect(matchesRule(rule, path)).toBe(expected);
  });
});
