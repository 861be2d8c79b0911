/**
 * npm run bench:soak: a few thousand browser-like requests to the site as `npm start` serves it
 * (`wrangler dev`), 8 at a time over keep-alive connections, as browsers visit it: every page in
 * turn with the scripts, images and icons it loads, links in another form that redirect (a
 * trailing slash, `.html`, a city in capitals), unknown paths. Reports requests per second, the median, the 99th
 * percentile and the slowest request, and lists every request slower than 5 s, answered with
 * 5xx, failed, or answered with another status than the site gives it. No request waits more
 * than 30 s: one that does is reported as unanswered and its connection dropped.
 *
 * Then, for SOAK_IDLE_SECONDS (default 60), the same 8 connections each wait about 5 s between two
 * requests, the keep-alive idle time of wrangler dev's servers.
 *
 * SOAK_REQUESTS (default 4000), SKIP_BUILD=1 (use dist/ as it is), SOAK_URL (an already running
 * server instead of starting one). Writes bench/results/soak-latest.md and .json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { buildClientDir } from '../scripts/html-files.mjs';
import { scriptSources } from './page-bytes.mjs';
import { startSite } from './server.mjs';

const total = Number(process.env.SOAK_REQUESTS ?? 4000);
const concurrency = 8;
const slowMs = 5000;
const giveUpMs = 30_000;
const outDir = join(process.cwd(), 'bench', 'results');

if (!process.env.SKIP_BUILD && !process.env.SOAK_URL) execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const client = buildClientDir();

// What a browser asks for, and what the site answers each with.
const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const document = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', dest: 'document', mode: 'navigate' };
const script = { accept: '*/*', dest: 'script', mode: 'cors' };
const image = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', dest: 'image', mode: 'no-cors' };
/** A page's file under dist/client (pre-rendered as about.html; / is index.html). */
const pageFile = (path) => join(client, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
/** What a browser loads for a page: the document, its scripts, its images and icons. */
const visit = (path) => {
  const page = readFileSync(pageFile(path), 'utf8');
  const images = [...page.matchAll(/(?:src|href)="(\/(?:images|og)\/[^"]+|\/favicon\.[a-z]+|\/apple-touch-icon\.png)"/g)].map((m) => m[1]);
  return [
    { kind: 'page', path, expect: 200, ...document },
    ...[...new Set(scriptSources(page))].map((src) => ({ kind: 'script', path: src, expect: 200, ...script })),
    ...[...new Set(images)].map((src) => ({ kind: 'image', path: src, expect: 200, ...image })),
  ];
};
const redirects = [
  ...pages.filter((path) => path !== '/').flatMap((path) => [`${path}/`, `${path}.html`]),
  ...pages.filter((path) => /^\/services\/[^/]+\/[^/]+$/.test(path)).map((path) => path.replace(/\/([^/]+)$/, (_, city) => `/${city.toUpperCase()}`)),
].map((path) => ({ kind: 'redirect', path, expect: 301, ...document }));
const unknown = ['/sitemap', '/press/anything', '/services/ai-integration/montreal', '/blog/no-such-article', '/no/such/page', '/assets/missing.js'].map((path) => ({
  kind: 'unknown',
  path,
  expect: 404,
  ...document,
}));
// Visits to every page in turn, each followed by a link in another form (a redirect), and an
// unknown path every fourth visit.
const sequence = pages.flatMap((path, i) => [...visit(path), redirects[i % redirects.length], ...(i % 4 === 3 ? [unknown[(i / 4) % unknown.length | 0]] : [])]);
const kinds = [...sequence, ...redirects.slice(pages.length)];

const { origin, stop } = process.env.SOAK_URL ? { origin: process.env.SOAK_URL.replace(/\/$/, ''), stop: () => {} } : await startSite(8793);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function request(target) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (outcome) => resolve({ ...target, ms: Math.round(performance.now() - started), ...outcome });
    const req = http.get(
      `${origin}${target.path}`,
      {
        agent,
        headers: {
          'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
          Accept: target.accept,
          'Accept-Encoding': 'gzip, deflate, br, zstd',
          'Accept-Language': 'en-CA,en;q=0.9,fr-CA;q=0.8',
          'Sec-Fetch-Dest': target.dest,
          'Sec-Fetch-Mode': target.mode,
          'Sec-Fetch-Site': target.dest === 'document' ? 'none' : 'same-origin',
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => done({ status: res.statusCode }));
        res.on('error', (error) => done({ status: 0, error: error.message }));
      },
    );
    req.setTimeout(giveUpMs, () => req.destroy(new Error(`no answer in ${giveUpMs / 1000} s`)));
    req.on('error', (error) => done({ status: 0, error: error.message }));
  });
}

const loadAtStart = loadavg()[0].toFixed(1);
const results = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) results.push(await request(kinds[next++ % kinds.length]));
  }),
);
const seconds = (performance.now() - started) / 1000;

// Then the same connections at a browser's pace: each waits about 5 s between requests, the
// idle time after which the servers in wrangler dev close a keep-alive connection, so a request
// written just as its connection closes is lost (docs/performance.md, "Soak runs"). SOAK_IDLE_SECONDS=0 skips it.
const idleSeconds = Number(process.env.SOAK_IDLE_SECONDS ?? 60);
const idleEnd = performance.now() + idleSeconds * 1000;
const idleResults = [];
await Promise.all(
  Array.from({ length: concurrency }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, i * 37));
    let k = i;
    while (performance.now() < idleEnd) {
      const target = kinds[k++ % kinds.length];
      const result = await request(target);
      idleResults.push({ ...result, kind: `${target.kind}, after 5 s idle` });
      await new Promise((resolve) => setTimeout(resolve, 4980 + Math.random() * 40));
    }
  }),
);
agent.destroy();
stop();

const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
const problems = [...results, ...idleResults].filter((r) => r.ms > slowMs || r.status >= 500 || r.status === 0 || r.status !== r.expect);
const perKind = Object.entries(Object.groupBy(results, (r) => r.kind)).map(([kind, list]) => {
  const ms = list.map((r) => r.ms).sort((a, b) => a - b);
  return { kind, requests: list.length, p50: ms[Math.floor(ms.length / 2)], max: ms.at(-1) };
});
const summary = {
  date: new Date().toISOString(),
  load: loadAtStart,
  origin,
  requests: results.length,
  concurrency,
  seconds: Number(seconds.toFixed(1)),
  perSecond: Math.round(results.length / seconds),
  p50: percentile(50),
  p99: percentile(99),
  slowest: { path: slowest.path, ms: slowest.ms, status: slowest.status },
  perKind,
  idle: { seconds: idleSeconds, requests: idleResults.length },
  problems: problems.map(({ path, kind, status, expect, ms, error }) => ({ path, kind, status, expect, ms, error })),
};
const md = [
  `# Soak (${summary.date.slice(0, 10)}, ${summary.requests} requests, ${concurrency} at a time, keep-alive)`,
  '',
  `Load average when it started: ${summary.load}. ${summary.perSecond} requests/s over ${summary.seconds} s; p50 ${summary.p50} ms, p99 ${summary.p99} ms; slowest ${summary.slowest.ms} ms (${summary.slowest.path}, ${summary.slowest.status}).`,
  '',
  '| kind | requests | p50 ms | max ms |',
  '|---|---|---|---|',
  ...perKind.map((k) => `| ${k.kind} | ${k.requests} | ${k.p50} | ${k.max} |`),
  '',
  `Then ${summary.idle.requests} requests over ${idleSeconds} s, each connection idle about 5 s between two.`,
  '',
  `Over ${slowMs / 1000} s, 5xx, failed or unexpected: ${problems.length ? '' : 'none'}`,
  ...summary.problems.map((p) => `- ${p.path} (${p.kind}): ${p.status || p.error}, expected ${p.expect}, ${p.ms} ms`),
  '',
].join('\n');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'soak-latest.json'), `${JSON.stringify(summary, null, 2)}\n`);
writeFileSync(join(outDir, 'soak-latest.md'), md);
console.log(md);
process.exit(0);
