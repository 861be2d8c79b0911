import type { CDPSession, Page } from '@playwright/test';
import { urls } from '../../model/site/urls';
import { urlsIn } from '../../model/page-data/addresses';
import { expect, hydrated, test } from './fixtures';

/**
 * Instant next pages (worker/speculation-rules.ts): hovering a link prefetches its page, a
 * pointerdown prerenders it, and following the link uses what was prepared. Chromium's Preload
 * domain reports every attempt, so the tests wait for the browser's own status.
 *
 * Chromium never activates a prerender while a DevTools client is attached, as Playwright is
 * (the attempt ends with PrerenderingDisabledByDevTools): the tests check which pages the rules
 * ask Chromium to prerender, and that a prefetched page is what the visitor gets.
 */
type Attempt = { action: string; url: string; status: string; reason?: string };
type PreloadStatus = { key: { url: string }; status: string; prerenderStatus?: string; prefetchStatus?: string };

/**
 * Chromium's preloading attempts from now on, once the page's rule set is in place. The rule set
 * comes by a request of its own (the `Speculation-Rules` header names it), which can end after the
 * page is hydrated on a busy machine; a hover before it asks for nothing, and nothing is asked for
 * later while the pointer stays still. Chromium lists the rule sets a page has when the Preload
 * domain is enabled.
 */
async function preloadAttempts(page: Page): Promise<{ attempts: Attempt[]; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  const attempts: Attempt[] = [];
  const ruleSets: { errorType?: string }[] = [];
  const record = (action: string) => (event: PreloadStatus) => {
    const url = new URL(event.key.url);
    attempts.push({ action, url: url.pathname + url.search, status: event.status, reason: event.prerenderStatus ?? event.prefetchStatus });
  };
  session.on('Preload.prefetchStatusUpdated', record('prefetch'));
  session.on('Preload.prerenderStatusUpdated', record('prerender'));
  session.on('Preload.ruleSetUpdated', (event: { ruleSet: { errorType?: string } }) => ruleSets.push(event.ruleSet));
  await session.send('Preload.enable');
  await expect.poll(() => ruleSets.map((ruleSet) => ruleSet.errorType ?? 'loaded'), { message: "the page's rule set, in place" }).toContain('loaded');
  return { attempts, session };
}

/** Chromium's last word on one page's attempt ({status, reason}), for a failure to show. */
const lastAttempt = (attempts: Attempt[], action: string, url: string) => attempts.findLast((a) => a.action === action && a.url === url);

/** How the current document was delivered: from a prefetch, or activated from a prerender. */
const navigationEntry = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string; activationStart: number };
    return { deliveryType: entry.deliveryType, activationStart: entry.activationStart };
  });

test.describe('Speculation Rules', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every page names the rule set in its headers, served with its own type', async ({ request }) => {
    for (const path of [urls.home(), urls.blog(), urls.contact(), '/no/such/page']) {
      const response = await request.get(path);
      expect(response.headers()['speculation-rules'], path).toBe(`"${urls.speculationRules()}"`);
    }
    const rules = await request.get(urls.speculationRules());
    expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
    expect(Object.keys(await rules.json())).toEqual(['prefetch', 'prerender']);
  });

  test('hovering a link prefetches its page, and following it uses the prefetch', async ({ page, problems }) => {
    await page.goto(urls.about());
    await hydrated(page);
    const { attempts } = await preloadAttempts(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
    await link.hover();
    await expect.poll(() => lastAttempt(attempts, 'prefetch', urls.careers())).toMatchObject({ status: 'Ready' });
    await link.click();
    await expect(page).toHaveURL(urls.careers());
    await hydrated(page);
    const entry = await navigationEntry(page);
    expect(entry.deliveryType === 'navigational-prefetch' || entry.activationStart > 0, JSON.stringify(entry)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('pressing on a link asks Chromium to prerender its page', async ({ page }) => {
    await page.goto(urls.blog());
    await hydrated(page);
    const { attempts } = await preloadAttempts(page);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Security', exact: true });
    await link.hover();
    await expect.poll(() => attempts.some((a) => a.action === 'prefetch' && a.url === urls.security())).toBe(true);
    expect(attempts.filter((a) => a.action === 'prerender')).toEqual([]);
    await page.mouse.down();
    await expect
      .poll(() => attempts.find((a) => a.action === 'prerender' && a.url === urls.security() && a.status !== 'Pending' && a.status !== 'Running'))
      .toMatchObject({ status: expect.stringMatching(/^(Ready|Failure)$/) });
    const prerender = attempts.findLast((a) => a.action === 'prerender')!;
    if (prerender.status === 'Failure') expect(prerender.reason).toBe('PrerenderingDisabledByDevTools');
    await page.mouse.up();
    await expect(page).toHaveURL(urls.security());
    await expect(page.locator('h1')).toHaveText('Security');
  });

  // Both editions' contact pages (the French address is content's), from each edition's About page.
  const contactPages = [
    { from: urls.about(), contact: urls.contact() },
    { from: urls.about(), contact: urls.contact({ requestDemo: true }) },
    { from: urlsIn.fr.about(), contact: urlsIn.fr.contact() },
  ];
  for (const { from, contact } of contactPages) {
    test(`${contact} is never prerendered: its reCAPTCHA must not load unseen`, async ({ page }) => {
      await page.goto(from);
      await hydrated(page);
      const { attempts } = await preloadAttempts(page);
      const link = page.locator(`main a[href="${contact}"], header a[href="${contact}"]`).filter({ visible: true }).first();
      await link.hover();
      await expect.poll(() => lastAttempt(attempts, 'prefetch', contact)).toMatchObject({ status: 'Ready' });
      // A press is what starts a prerender (the rule's eagerness): one started would be listed
      // before the click it ends in has taken the page anywhere, and the page would come from it.
      await page.mouse.down();
      await page.mouse.up();
      await expect(page).toHaveURL(contact);
      await hydrated(page);
      expect(attempts.filter((a) => a.action === 'prerender')).toEqual([]);
      expect((await navigationEntry(page)).activationStart).toBe(0);
    });
  }
});
