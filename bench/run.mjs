/**
 * npm run bench: builds the site, serves it with `wrangler dev` (its production headers, from
 * dist/client/_headers), runs Lighthouse on the machine's Chromium (its version printed and
 * recorded; MODES, default mobile,desktop; RUNS times each, default 3) over the pages below, the
 * same pages on the phone profile without any header of the site's (what the headers cost), and
 * counts the bytes every pre-rendered page loads before interaction. Writes
 * bench/results/latest.json and latest.md (medians). It reports; it never fails the test suite.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSite } from './server.mjs';
import { crossSiteNavigation } from './navigation.mjs';
import { firstKeyToReadyForm } from './contact.mjs';
import { indexSize, keystrokeToResults } from './search.mjs';

const port = 8790;
const runs = Number(process.env.RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = join(process.cwd(), 'bench', 'results');

const chromiumVersion = execFileSync(chrome, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Browser: ${chromiumVersion} (${chrome})`);
const modes = (process.env.MODES ?? 'mobile,desktop').split(',').filter(Boolean);

const sh = (cmd, args, env = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, maxBuffer: 1 << 28 });

// Lighthouse is the bench's alone (bench/package.json, its own lock): installed here on first use,
// not by `npm ci` for the site and its tests (issue 56: its 97 packages were a quarter of the install).
const lighthouseBin = join(process.cwd(), 'bench', 'node_modules', '.bin', 'lighthouse');
if (!existsSync(lighthouseBin)) {
  console.log('Installing Lighthouse for the bench (bench/package-lock.json), once…');
  execFileSync('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund'], { stdio: 'inherit' });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!process.env.SKIP_BUILD) sh('npm', ['run', 'build']);
// The first article of the sitemap, read once the build has written it (a fresh clone has none).
const firstPost = readFileSync(join(process.cwd(), 'dist', 'client', 'sitemap.xml'), 'utf8').match(/\/blog\/[a-z0-9-]+(?=<)/)?.[0];
const pages = process.env.PAGES ? process.env.PAGES.split(',') : ['/', '/contact', '/services/ai-integration', '/services/ai-integration/toronto', '/blog', firstPost, '/about'].filter(Boolean);
mkdirSync(join(outDir, 'reports'), { recursive: true });

const { origin, stop } = await startSite(port);

function lighthouse(url, mode) {
  const args = [
    url, '--output=json', '--output-path=stdout', '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ...(mode === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated.
  let raw;
  for (let attempt = 1; !raw; attempt++) {
    try {
      raw = sh(lighthouseBin, args, { CHROME_PATH: chrome }).toString();
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`Lighthouse failed on ${url} (${mode}), attempt ${attempt}; running it again`);
    }
  }
  const report = JSON.parse(raw);
  // The last report of each page and mode is kept for diagnosis (gitignored).
  writeFileSync(join(outDir, 'reports', `${url.slice(origin.length).replace(/\W+/g, '_') || '_'}-${mode}.json`), raw);
  // Weighted audits below a full score, by category: what the scores lost points on.
  const misses = Object.values(report.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => `${category.id}:${ref.id}`),
  );
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const resources = Object.fromEntries(
    (report.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, { bytes: item.transferSize, requests: item.requestCount }]),
  );
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    resources,
    misses,
  };
}

const results = [];
for (const page of pages) {
  for (const mode of modes) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(lighthouse(`${origin}${page}`, mode));
    const pick = (key) => median(samples.map((s) => s[key]));
    const bytes = (type) => median(samples.map((s) => s.resources[type]?.bytes ?? 0));
    results.push({
      page, mode, runs,
      performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'),
      fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'),
      transferred: { total: bytes('total'), document: bytes('document'), script: bytes('script'), stylesheet: bytes('stylesheet'), font: bytes('font'), image: bytes('image') },
      requests: median(samples.map((s) => s.resources.total?.requests ?? 0)),
      misses: [...new Set(samples.flatMap((s) => s.misses))].sort(),
    });
    console.log(`${page} ${mode}: ${JSON.stringify(results.at(-1))}`);
  }
}
// The same files served without any header of the site's (issue 44): a copy of dist/client
// without _headers, behind the same worker, on the phone profile. What the headers cost is the
// difference; each page's runs alternate between the two servers.
const bare = join(tmpdir(), 'northbeam-bench-bare');
rmSync(bare, { recursive: true, force: true });
cpSync(join(process.cwd(), 'dist', 'client'), bare, { recursive: true });
rmSync(join(bare, '_headers'));
const bareSite = await startSite(port + 3, bare);
const headerCost = [];
for (const page of pages) {
  const withHeaders = [];
  const without = [];
  for (let run = 0; run < runs; run++) {
    withHeaders.push(lighthouse(`${origin}${page}`, 'mobile'));
    without.push(lighthouse(`${bareSite.origin}${page}`, 'mobile'));
  }
  const pick = (samples, key) => median(samples.map((s) => s[key]));
  headerCost.push({
    page,
    headers: { performance: pick(withHeaders, 'performance'), fcp: pick(withHeaders, 'fcp'), lcp: pick(withHeaders, 'lcp'), tbt: pick(withHeaders, 'tbt') },
    none: { performance: pick(without, 'performance'), fcp: pick(without, 'fcp'), lcp: pick(without, 'lcp'), tbt: pick(without, 'tbt') },
  });
  console.log(`${page} mobile, production headers / no header: ${JSON.stringify(headerCost.at(-1))}`);
}
bareSite.stop();

// Cross-Origin-Opener-Policy on a real navigation: from another site, in the same tab (issue 44).
const navigation = await crossSiteNavigation(join(process.cwd(), 'dist', 'client'), ['/about', '/'], { runs: Math.max(runs, 5), port: port + 4, chrome });

// Search (issue 24): the time from the last keystroke to results, each edition's search page.
const searchTimes = [
  await keystrokeToResults(origin, '/search', ['data governance kitchener', 'idempotent pipelines', 'finops'], chrome),
  await keystrokeToResults(origin, '/fr/recherche', ['gouvernance des données kitchener', 'pipelines idempotents', 'finops'], chrome),
];
for (const timing of searchTimes) console.log(`search ${timing.path}: ${JSON.stringify(timing)}`);
const searchIndex = indexSize(join(process.cwd(), 'dist', 'client'));
// The contact form (issue 39): from the first tap and key to a form that is the visitor's, phone profile.
const contactForm = await firstKeyToReadyForm(origin, ['/contact', '/fr/nous-joindre'], { runs: Math.max(runs, 5), chrome });
for (const timing of contactForm) console.log(`contact form ${timing.path}: ${JSON.stringify(timing)}`);
stop();

// Photos (issue 32): an article with a cover photo against the same article with its drawn cover,
// both from the test site (tests/support/test-site.ts), on the phone profile.
const photoBuild = await import('../tests/support/test-site.ts');
photoBuild.makeTestSite();
const photoBuilds = { photo: photoBuild.buildTestSite(), drawn: photoBuild.buildDrawnCoverVariant() };
const photoArticle = `/blog/${photoBuild.testArticle.en}`;
const photoResults = [];
for (const [variant, dir, sitePort] of [['photo cover', 'dist', port + 1], ['drawn cover', 'dist-drawn-cover', port + 2]]) {
  const site = await startSite(sitePort, join(photoBuild.testSite, dir, 'client'));
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(lighthouse(`${site.origin}${photoArticle}`, 'mobile'));
  site.stop();
  const pick = (key) => median(samples.map((s) => s[key]));
  photoResults.push({ variant, performance: pick('performance'), fcp: pick('fcp'), lcp: pick('lcp'), cls: pick('cls'), image: median(samples.map((s) => s.resources.image?.bytes ?? 0)), misses: [...new Set(samples.flatMap((s) => s.misses))].sort() });
  console.log(`${photoArticle} ${variant}: ${JSON.stringify(photoResults.at(-1))}`);
}

// Bytes before interaction of every pre-rendered page (the same reader as the budget test).
const pageBytesModule = await import('./page-bytes.mjs');
const bytes = pageBytesModule.allPageBytes();

const kb = (n) => (n / 1024).toFixed(1);
// Which code was measured: the commit, marked when the working tree (results aside) differed.
const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};
const commit = git('rev-parse', '--short', 'HEAD');
const revision = commit ? `commit ${commit}${git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results') ? ' with local changes' : ''}, ` : '';
const md = [
  `# Benchmark (${new Date().toISOString().slice(0, 10)}, ${revision}median of ${runs} Lighthouse run${runs > 1 ? 's' : ''})`,
  '',
  `${chromiumVersion}; the site under \`wrangler dev\` with its production headers (dist/client/_headers).`,
  '',
  '| page | mode | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | KB transferred (doc/js/css/font/img) | requests |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.page} | ${r.mode} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${kb(r.transferred.total)} (${kb(r.transferred.document)}/${kb(r.transferred.script)}/${kb(r.transferred.stylesheet)}/${kb(r.transferred.font)}/${kb(r.transferred.image)}) | ${r.requests} |`),
  '',
  '## What the headers cost: the same files with the production headers and without any (mobile)',
  '',
  '| page | perf | FCP ms | LCP ms | TBT ms | perf, no header | FCP ms | LCP ms | TBT ms | LCP difference ms |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...headerCost.map((r) => `| ${r.page} | ${r.headers.performance} | ${r.headers.fcp} | ${r.headers.lcp} | ${r.headers.tbt} | ${r.none.performance} | ${r.none.fcp} | ${r.none.lcp} | ${r.none.tbt} | ${r.headers.lcp - r.none.lcp} |`),
  '',
  `## Cross-Origin-Opener-Policy on a navigation from another site, same tab, phone profile (FCP ms, medians of ${navigation[0]?.runs})`,
  '',
  '| page | as built (no COOP on pages) | with COOP: same-origin |',
  '|---|---|---|',
  ...navigation.map((r) => `| ${r.path} | ${r.fcp.built} | ${r.fcp.coop} |`),
  '',
  `## The contact form on a phone: from the tap on Name and its first letter (ms, medians of ${contactForm[0]?.runs})`,
  '',
  'ready: React has the form, the letter in it; check: Google\'s reCAPTCHA widget in its place (its script answered at once by a stand-in: the time is the site\'s own).',
  '',
  '| page | ready | check |',
  '|---|---|---|',
  ...contactForm.map((r) => `| ${r.path} | ${r.ready} | ${r.check} |`),
  '',
  '## Weighted audits below a full score (in any run)',
  '',
  ...results.map((r) => `- ${r.page} ${r.mode}: ${r.misses.length ? r.misses.join(', ') : 'none'}`),
  '',
  `## Photos: ${photoArticle} on a phone, with a cover photo and with its drawn cover (photo test site)`,
  '',
  '| cover | perf | FCP ms | LCP ms | CLS | KB of images | audits below full score |',
  '|---|---|---|---|---|---|---|',
  ...photoResults.map((r) => `| ${r.variant} | ${r.performance} | ${r.fcp} | ${r.lcp} | ${r.cls} | ${kb(r.image)} | ${r.misses.join(', ') || 'none'} |`),
  '',
  `LCP with the photo minus LCP with the drawn cover: ${photoResults[0].lcp - photoResults[1].lcp} ms. Builds: photo site ${photoBuilds.photo}; drawn-cover variant ${photoBuilds.drawn}.`,
  '',
  '## Search (Pagefind)',
  '',
  '| index | pages | files | KB |',
  '|---|---|---|---|',
  ...searchIndex.languages.map((l) => `| ${l.language} | ${l.pages} | ${l.files} | ${kb(l.bytes)} |`),
  ...searchIndex.script.map((s) => `| ${s.file} (shared) | | 1 | ${kb(s.bytes)} (gzip ${kb(s.gzip)}) |`),
  '',
  'Last keystroke to results on screen (phone CPU 4x slower, 150 ms latency, 1.6 Mbit/s), each query typed letter by letter in a fresh page:',
  '',
  '| search page | query | first search, ms | KB fetched from /pagefind/ | typed again, ms |',
  '|---|---|---|---|---|',
  ...searchTimes.flatMap((t) => t.samples.map((s) => `| ${t.path} | ${s.query} | ${s.ms} | ${s.firstSearchKB} | ${s.warmMs} |`)),
  ...searchTimes.map((t) => `| ${t.path} | median | ${t.medianMs} | | ${t.medianWarmMs} |`),
  '',
  '## Bytes before interaction, per page (KB, raw / gzip)',
  '',
  '| page | HTML | CSS | JS | fonts | images |',
  '|---|---|---|---|---|---|',
  ...bytes.map((b) => `| ${b.page} | ${kb(b.html.raw)} / ${kb(b.html.gzip)} | ${kb(b.css.raw)} / ${kb(b.css.gzip)} | ${kb(b.js.raw)} / ${kb(b.js.gzip)} | ${kb(b.fonts.raw)} / ${kb(b.fonts.gzip)} | ${kb(b.images.raw)} / ${kb(b.images.gzip)} |`),
  '',
].join('\n');
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify({ date: new Date().toISOString(), revision: revision.replace(/, $/, ''), browser: chromiumVersion, runs, lighthouse: results, headerCost, navigation, contactForm, search: { index: searchIndex, timings: searchTimes }, bytes }, null, 2)}\n`);
writeFileSync(join(outDir, 'latest.md'), md);
console.log(`Wrote bench/results/latest.json and latest.md`);
process.exit(0);
