import type { Page } from '@playwright/test';
import { content } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { brandFont, roles, themeStorageKey } from '../../model/site/theme';
import { languages } from '../../model/site/languages';
import { expect, hydrated, test, cssRgb as rgb, answerLanguageOffer } from './fixtures';

// The light and dark themes (issue 53, docs/design.md): the page follows the system's setting from
// its first paint, and the header's switch overrides it, remembered from page to page.

const surface = { light: rgb(roles.surface[0]), dark: rgb(roles.surface[1]) };

/**
 * Records, as the page's <body> is first inserted (before anything of the page has been drawn), the
 * background the page's surface has then and the theme <html> carries.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    // The script runs as the document is created, before <html> itself exists.
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const probe = document.createElement('div');
      probe.className = 'bg-surface';
      document.documentElement.append(probe);
      (window as unknown as { firstPaint: object }).firstPaint = { background: getComputedStyle(probe).backgroundColor, theme: document.documentElement.dataset.theme ?? null };
      probe.remove();
    }).observe(document, { childList: true, subtree: true });
  });
}
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: { background: string; theme: string | null } }).firstPaint);

/** The background colour of the page's content, as drawn. */
const pageBackground = (page: Page) => page.locator('#root > div').evaluate((element) => getComputedStyle(element).backgroundColor);

for (const scheme of ['light', 'dark'] as const) {
  test(`a system set to ${scheme} gets the ${scheme} theme from the first paint, with or without JavaScript`, async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, colorScheme: scheme, javaScriptEnabled });
      await answerLanguageOffer(context);
      const page = await context.newPage();
      if (javaScriptEnabled) await recordFirstPaint(page);
      await page.goto('/about');
      if (javaScriptEnabled) expect(await firstPaint(page)).toEqual({ background: surface[scheme], theme: null });
      expect(await pageBackground(page)).toBe(surface[scheme]);
      await context.close();
    }
  });
}

for (const language of languages) {
  test(`${language}: the header's switch shows the other theme, says so to screen readers, and the choice holds on the next page from its first paint`, async ({ page }) => {
    const name = content('navigation', language).header.darkTheme;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(urlsIn[language].about());
    await hydrated(page);
    const toggle = page.getByRole('navigation', { name: content('navigation', language).header.screenReader.mainMenu }).getByRole('button', { name, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(surface.light);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await pageBackground(page)).toBe(surface.dark);
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe('dark');

    // The next page, its system still light: dark before anything is drawn.
    await recordFirstPaint(page);
    await page.goto(urlsIn[language].contact());
    expect(await firstPaint(page)).toEqual({ background: surface.dark, theme: 'dark' });
    await hydrated(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // Pressed again, light: chosen over a system set to dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(surface.light);
    await page.reload();
    expect(await firstPaint(page)).toEqual({ background: surface.light, theme: 'light' });
  });
}

test('on a phone the switch is in the header bar, beside the menu button, and follows the system until pressed', async ({ page }) => {
  const name = content('navigation', 'en').header.darkTheme;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('banner').getByRole('button', { name, exact: true });
  await expect(toggle).toHaveCount(1);
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await pageBackground(page)).toBe(surface.dark);
});

// The headings' typeface (issue 53): a first page never waits for it (it is asked for once the
// visitor acts on the page, and not used there), the next page sets its headings in it from its first paint.
test('the headings’ typeface: fetched once the visitor acts on a first page, used from the next page’s first paint', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await answerLanguageOffer(context);
  const page = await context.newPage();
  let loaded = false;
  const fontRequests: boolean[] = [];
  page.on('load', () => (loaded = true));
  page.on('request', (request) => {
    if (request.url().endsWith(brandFont.file)) fontRequests.push(loaded);
  });
  await page.goto(urlsIn.en.about());
  await page.waitForLoadState('networkidle');
  expect(fontRequests, 'no request before the visitor acts').toEqual([]);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => fontRequests).toEqual([true]);
  expect(await page.evaluate(() => document.documentElement.dataset.font ?? null)).toBeNull();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), brandFont.storageKey)).toBe(brandFont.file);
  // The next page: marked by the head's script, before its first paint (nothing else sets it), its title set in the typeface.
  await page.goto(urlsIn.fr.caseStudies());
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCSS('font-family', new RegExp(`^"?${brandFont.family}"?,`));
  await expect.poll(() => page.evaluate((font) => document.fonts.check(font), `${brandFont.weight} 40px "${brandFont.family}"`)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.font)).toBe('brand');
  await context.close();
});
