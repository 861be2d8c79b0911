/**
 * The search benchmark (issue 24), run by `npm run bench`: the index's size per language, what the
 * search page loads for its first search, and the time from the last keystroke of a query to its
 * results on screen, in Debian's Chromium with a phone's CPU (4x slower) and a fast 3G network
 * (150 ms latency, 1.6 Mbit/s down), as Lighthouse's mobile mode assumes. Medians over the queries.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes of the index per language (its index, fragments, filters and WebAssembly), and of the shared script. */
export function indexSize(clientDir) {
  const folder = join(clientDir, 'pagefind');
  const entry = JSON.parse(readFileSync(join(folder, 'pagefind-entry.json'), 'utf8'));
  const files = readdirSync(folder, { recursive: true }).map(String).filter((file) => statSync(join(folder, file)).isFile());
  const size = (file) => statSync(join(folder, file)).size;
  const languages = Object.entries(entry.languages).map(([language, { hash, wasm, page_count: pages }]) => {
    const own = files.filter((file) => file.includes(`${language}_`) || file === `wasm.${wasm}.pagefind` || file.includes(hash));
    return { language, pages, files: own.length, bytes: own.reduce((sum, file) => sum + size(file), 0) };
  });
  const script = ['pagefind.js', 'pagefind-worker.js'].map((file) => ({ file, bytes: size(file), gzip: gzipSync(readFileSync(join(folder, file))).length }));
  return { languages, script };
}

/** Type each query letter by letter into the search page at `path`, time the last key to its results. */
export async function keystrokeToResults(origin, path, queries, chrome = '/usr/bin/chromium') {
  const browser = await chromium.launch({ executablePath: chrome });
  const samples = [];
  for (const query of queries) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    let firstSearchBytes = 0;
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/pagefind/')) firstSearchBytes += Number(response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.locator('[data-search-field]').click();
    for (const letter of query) await page.keyboard.type(letter, { delay: 80 });
    const lastKey = await page.evaluate(() => performance.now());
    await page.waitForFunction((q) => document.querySelector('[data-search]')?.getAttribute('data-query') === q, query, { timeout: 30_000 });
    const shown = await page.evaluate(() => performance.now());
    const fetched = Number((firstSearchBytes / 1024).toFixed(1));
    // The same query again, typed anew once Pagefind and the index parts it needs are loaded.
    await page.locator('[data-search-field]').fill('');
    await page.waitForFunction(() => document.querySelector('[data-search]')?.getAttribute('data-state') === 'idle');
    for (const letter of query) await page.keyboard.type(letter, { delay: 80 });
    const again = await page.evaluate(() => performance.now());
    await page.waitForFunction((q) => document.querySelector('[data-search]')?.getAttribute('data-state') !== 'searching' && document.querySelector('[data-search]')?.getAttribute('data-query') === q && document.querySelector('[data-search-results] li, [data-search-empty]:not([hidden])'), query, { timeout: 30_000 });
    const warm = Math.round((await page.evaluate(() => performance.now())) - again);
    samples.push({ query, ms: Math.round(shown - lastKey), warmMs: warm, firstSearchKB: fetched });
    await page.close();
  }
  await browser.close();
  return { path, samples, medianMs: median(samples.map((s) => s.ms)), medianWarmMs: median(samples.map((s) => s.warmMs)) };
}
