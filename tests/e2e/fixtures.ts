import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { languageOfferKey } from '../../model/page-data/ui-settings';
import { buildClientDir } from '../../scripts/html-files.mjs';
import { cuttableCss } from '../../scripts/used-css.mjs';
import { standInRecaptcha } from './third-parties';

/**
 * The pages of the contact form's tests (`test.use({ recaptchaStandIn: true })`) get Google's
 * reCAPTCHA script from the stand-in (the machine has no internet); the `problems` fixture records
 * console errors, uncaught errors and failed same-origin requests. A test that only reads raw HTML
 * (the `request` fixture) opens no browser page at all.
 *
 * Only those: a route makes Playwright hold every request of the page and turns its HTTP cache
 * off (issue 56: the axe and hydration reading of every page took 10 % longer with it), and no
 * other page asks Google for anything (the form loads the check on the visitor's first key).
 */
/**
 * The browser has answered the note offering the other edition (renderer/shell.ts languageOffer),
 * as a returning visitor has: it would stand over the foot of the French pages for the tests'
 * English-speaking browser. Set by a script in each page before the page's own (Playwright's
 * storageState does it by loading each server's origin in a page of its own before every test).
 * tests/e2e/language-offer.spec.ts turns it off.
 */
export const answerLanguageOffer = (context: BrowserContext) =>
  context.addInitScript((key) => {
    try {
      if (!localStorage.getItem(key)) localStorage.setItem(key, 'answered');
    } catch {
      // No storage on this document (about:blank): nothing to answer.
    }
  }, languageOfferKey);

export const test = base.extend<{ problems: string[]; recaptchaStandIn: boolean; offerAnswered: boolean }>({
  recaptchaStandIn: [false, { option: true }],
  offerAnswered: [true, { option: true }],
  context: async ({ context, offerAnswered }, use) => {
    if (offerAnswered) await answerLanguageOffer(context);
    await use(context);
  },
  page: async ({ page, recaptchaStandIn }, use) => {
    if (recaptchaStandIn) await standInRecaptcha(page);
    await use(page);
  },
  problems: async ({ page, baseURL }, use) => {
    const problems: string[] = [];
    // A page answered with 404 on purpose makes Chromium log its own status; that is no problem.
    const notFoundDocuments = new Set<string>();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().startsWith('Failed to load resource') && notFoundDocuments.has(message.location().url)) return;
      problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.status() === 404) notFoundDocuments.add(response.url());
      if (response.url().startsWith(baseURL!) && response.status() >= 400 && response.request().resourceType() !== 'document') {
        problems.push(`${response.status()} ${response.url()}`);
      }
    });
    await use(problems);
  },
});

/**
 * Resolves once the page's script has run: the shell marks <html class="js"> (renderer/shell.ts)
 * and each island, on the pages that have one, is taken over by its script, or waits for the
 * visitor to want it (the contact form: pages/contact/+client.tsx).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  await expect(page.locator('[data-island]:not([data-hydrated="true"], [data-hydrated="waiting"])')).toHaveCount(0);
}

/**
 * Resolves once the contact form's island has been taken over by React (its own wait included).
 * The tests that slow the CPU 4x make React's evaluation and the hydration several times longer,
 * and more again on a busy machine: the state is awaited up to a limit that only a stuck island
 * reaches.
 */
export async function formAwake(page: Page): Promise<void> {
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

export { expect };

/** Sums every layout shift of the pages `page` loads from now on; read the sum with layoutShift. */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the current page so far (watchLayoutShift). */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { cls: number }).cls);

/**
 * Resolves once the page has rendered two more frames: the events of what the test just did have
 * been handled and their effect painted. For a test that checks something did not happen.
 */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Resolves once the page has run what it had queued: three turns of its event loop, taken by
 * MessageChannel, which the page's clock (page.clock) does not fake, where a timer's state update
 * is rendered by React in such a task. For a test that checks, on a paused clock, that something
 * has not happened: a time-independent point after which it would have shown.
 */
export const queuedTasksRun = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let turns = 0;
        channel.port1.onmessage = () => {
          if (++turns < 3) return channel.port2.postMessage(null);
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
      }),
  );

/** The classes the site's whole stylesheet styles (before the build cuts it for each page). */
let siteClasses: Set<string> | undefined;

/**
 * Every class now on the page that the site's stylesheet styles is styled by the page's own
 * <style>, the part of the sheet the build kept for it (scripts/used-css.mjs): what the page shows
 * after what the visitor did (errors listed, results, a menu open) lost no rule.
 */
export async function expectClassesStyled(page: Page): Promise<void> {
  if (!siteClasses) {
    const folder = join(buildClientDir(), 'assets', 'static');
    const sheet = readdirSync(folder).filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(folder, file), 'utf8'));
    siteClasses = cuttableCss(sheet.join('\n')).classes;
  }
  const { classes, style } = await page.evaluate(() => ({
    classes: [...new Set([...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]))],
    // The build's <style> (react-hot-toast adds one with an id of its own).
    style: document.head.querySelector('style:not([id])')?.textContent ?? '',
  }));
  const own = cuttableCss(style).classes;
  const styled = classes.filter((name) => siteClasses!.has(name));
  expect(styled.length).toBeGreaterThan(10);
  expect(styled.filter((name) => !own.has(name)), 'classes on the page whose rules the build left out').toEqual([]);
}

/** A colour of model/site/theme.ts (#rrggbb) as the browser reports a computed one: rgb(r, g, b). */
export const cssRgb = (hex: string): string => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
