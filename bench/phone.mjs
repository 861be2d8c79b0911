/**
 * Lighthouse's phone profile for the benchmark's own browser timings (bench/navigation.mjs and
 * contact.mjs; search.mjs keeps its own, with which its earlier figures were taken): a 412 x 823 px
 * screen at 1.75x, the CPU 4x slower, 150 ms of latency, 1.6 Mbit/s down and 750 kbit/s up, in
 * Debian's Chromium.
 */
import { chromium } from '@playwright/test';

/** Debian's Chromium (or `chrome`), without what it would fetch or update on its own. */
export const launchChromium = (chrome = '/usr/bin/chromium') =>
  chromium.launch({ executablePath: chrome, args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'] });

/** A new context with one page on the phone profile (`touch`: taps, as bench/contact.mjs makes); close the context when done. */
export async function phonePage(browser, { touch = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: touch, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  return { context, page };
}
