/**
 * The contact form on a phone (issue 39), run by `npm run bench`: how long after a visitor's first
 * tap on the Name field the form is theirs. On Lighthouse's phone profile (412 px, CPU 4x slower,
 * 150 ms latency, 1.6 Mbit/s), once the page has loaded and gone quiet, the visitor taps Name and
 * types one letter; the page itself records, from the tap (performance.now() in the page):
 *
 * - `ready`: the island has been taken over by React (data-hydrated="true") and the field holds the
 *   letter: the form checks, keeps a draft and can be sent once the check is ticked;
 * - `check`: Google's reCAPTCHA widget is in its place, asked for by the letter typed (Google's
 *   script answered at once by the tests' stand-in, so the time is the site's own, not Google's).
 *
 * Medians of `runs`, for each page given.
 */
import { standInRecaptcha } from '../tests/e2e/third-parties.ts';
import { launchChromium, phonePage } from './phone.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function firstKeyToReadyForm(origin, paths, { runs = 5, chrome = '/usr/bin/chromium' } = {}) {
  const browser = await launchChromium(chrome);
  const results = [];
  try {
    for (const path of paths) {
      const samples = { ready: [], check: [] };
      for (let run = 0; run < runs; run++) {
        const { context, page } = await phonePage(browser, { touch: true });
        await standInRecaptcha(page);
        await page.addInitScript(() => {
          const marks = {};
          window.__contactMarks = marks;
          addEventListener('pointerdown', (event) => (marks.tap ??= event.timeStamp), { capture: true });
          // On every change of the page and every character typed: the value of a field is no DOM mutation.
          const check = () => {
            if (marks.tap === undefined) return;
            const island = document.querySelector('[data-island="contact"]');
            const field = island?.querySelector('input[name="name"]');
            if (marks.ready === undefined && island?.dataset.hydrated === 'true' && field?.value === 'A') marks.ready = performance.now();
            if (marks.check === undefined && document.querySelector('[data-testid="captcha"]')) marks.check = performance.now();
          };
          addEventListener('input', () => queueMicrotask(check), { capture: true });
          new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        });
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        await page.tap('input[name="name"]');
        await page.keyboard.type('A');
        await page.waitForFunction(() => window.__contactMarks.ready !== undefined && window.__contactMarks.check !== undefined, null, { timeout: 60_000, polling: 100 });
        // The field's value is read again once React holds it: the letter typed before React woke is kept.
        if ((await page.inputValue('input[name="name"]')) !== 'A') throw new Error(`${path}: the letter typed was lost`);
        const marks = await page.evaluate(() => window.__contactMarks);
        samples.ready.push(Math.round(marks.ready - marks.tap));
        samples.check.push(Math.round(marks.check - marks.tap));
        await context.close();
      }
      results.push({ path, runs, ready: median(samples.ready), check: median(samples.check), samples });
    }
  } finally {
    await browser.close();
  }
  return results;
}
