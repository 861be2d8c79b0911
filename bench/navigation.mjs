/**
 * What Cross-Origin-Opener-Policy costs a visitor who arrives from another site (issue 44), run by
 * `npm run bench`: a tab on another site (localhost, where the site is 127.0.0.1: another site
 * to the browser) follows a link to a page of the site, in the same tab, on Lighthouse's phone
 * profile (412 px, CPU 4x slower, 150 ms latency, 1.6 Mbit/s), and the page's own first
 * contentful paint is read from its paint timing (from the navigation's start, the click). The
 * same files are served twice: as built (no COOP on pages) and with `Cross-Origin-Opener-Policy:
 * same-origin` added to every file; the runs alternate between the two. Lighthouse starts each run
 * from about:blank instead, where the header forces a new browsing context group (and process)
 * that a navigation from another site would often get anyway.
 */
import { cpSync, appendFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, phonePage } from './phone.mjs';
import { startSite } from './server.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians of `runs` navigations from another site to each of `paths`, without and with COOP. */
export async function crossSiteNavigation(clientDir, paths, { runs = 5, port = 8794, chrome = '/usr/bin/chromium' } = {}) {
  const withCoop = join(tmpdir(), 'northbeam-bench-coop');
  rmSync(withCoop, { recursive: true, force: true });
  cpSync(clientDir, withCoop, { recursive: true });
  appendFileSync(join(withCoop, '_headers'), '/*\n  Cross-Origin-Opener-Policy: same-origin\n');
  const sites = { built: await startSite(port, clientDir), coop: await startSite(port + 1, withCoop) };
  // The other site: one page with a link, on localhost.
  const referrer = createServer((request, response) => {
    const target = new URL(request.url, 'http://localhost').searchParams.get('to') ?? '/';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Elsewhere</title><a id="go" href="${target}">Go</a>`);
  });
  await new Promise((resolve) => referrer.listen(port + 2, '127.0.0.1', resolve));
  const browser = await launchChromium(chrome);
  const results = [];
  try {
    for (const path of paths) {
      const samples = { built: [], coop: [] };
      for (let run = 0; run < runs; run++) {
        for (const variant of ['built', 'coop']) {
          const { context, page } = await phonePage(browser);
          await page.goto(`http://localhost:${port + 2}/?to=${encodeURIComponent(`${sites[variant].origin}${path}`)}`);
          await Promise.all([page.waitForURL(`${sites[variant].origin}${path}`, { waitUntil: 'load' }), page.click('#go')]);
          const fcp = await page.evaluate(
            () =>
              new Promise((resolve) => {
                const seen = performance.getEntriesByName('first-contentful-paint')[0];
                if (seen) return resolve(seen.startTime);
                new PerformanceObserver((list) => resolve(list.getEntriesByName('first-contentful-paint')[0]?.startTime)).observe({ type: 'paint', buffered: true });
              }),
          );
          samples[variant].push(Math.round(fcp));
          await context.close();
        }
      }
      results.push({ path, runs, fcp: { built: median(samples.built), coop: median(samples.coop) }, samples });
      console.log(`from another site to ${path}: FCP ${JSON.stringify(results.at(-1).fcp)} ms (medians of ${runs})`);
    }
  } finally {
    await browser.close();
    referrer.close();
    sites.built.stop();
    sites.coop.stop();
  }
  return results;
}
