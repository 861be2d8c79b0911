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

async function preloadAttempts(page: Page): Promise<{ attempts: Attempt[]; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  const attempts: Attempt[] = [];
  const record = (action: string) => (event: { key: { url: string }; status: string; prerenderStatus?: string }) => {
    const url = new URL(event.key.url);
    attempts.push({ action, url: url.pathname + url.search, status: event.status, reason: event.prerenderStatus });
  };
  session.on('Preload.prefetchStatusUpdated', record('prefetch'));
  session.on('Preload.prerenderStatusUpdated', record('prerender'));
  await session.send('Preload.enable');
  return { attempts, session };
}

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
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    await link.hover();
    await expect.poll(() => attempts.some((a) => a.action === 'prefetch' && a.url === urls.careers() && a.status === 'Ready')).toBe(true);
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
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Security' });
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
      await expect.poll(() => attempts.some((a) => a.action === 'prefetch' && a.url === contact && a.status === 'Ready')).toBe(true);
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
