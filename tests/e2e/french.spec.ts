import { urlsIn } from '../../model/page-data/addresses';
import { contentIn } from '../../model/content/content';
import { frenchUnknownPaths } from '../support/french-pages';
import { expect, hydrated, nextFrames, test } from './fixtures';

// The French edition (issue 23) in a browser: the 404 page, the switcher, the header and the hero.
// The raw HTML of every French page and unknown path is read as a crawler reads it by
// tests/worker/pages.test.ts; here, what needs a browser.
test('the French 404 page in a browser: 404, hydrated, its way home and its switcher', async ({ page, problems }) => {
  const response = await page.goto(frenchUnknownPaths[0]!);
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Page introuvable');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', urlsIn.fr.home());
  // Its switcher leads to the other edition's home page.
  await expect(page.locator('header nav').first().getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  expect(problems).toEqual([]);
});

test.describe('the language switcher', () => {
  test('leads to the same page in the other language, without JavaScript, on a desktop', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(urlsIn.en.service('data-governance'));
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(`${urlsIn.fr.service('data-governance')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(urlsIn.en.service('data-governance'));
    await context.close();
  });

  test('is in the mobile menu, reached by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlsIn.fr.serviceCity('data-governance', 'kitchener'));
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).or(page.locator('summary[aria-label="Menu"]')).first().click();
    const link = page.getByRole('navigation', { name: 'Menu mobile' }).getByRole('link', { name: 'English' });
    await expect(link).toBeVisible();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlsIn.en.serviceCity('data-governance', 'kitchener'));
  });
});

// Issue 53: the French header was cut at 1024 px (a fixed header overflows without widening the page).
// One visit a page, the window resized from width to width (issue 56: a visit a width cost 20 visits).
test.describe('the header holds both editions whole, on one line, at every width', () => {
  for (const path of [urlsIn.en.about(), urlsIn.fr.about()]) {
    test(`${path} from 320 to 1440 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      await hydrated(page);
      for (const width of [320, 360, 375, 390, 480, 640, 768, 1024, 1180, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 700 });
        await nextFrames(page);
        // What the header's bar shows: its links, buttons and the menu's toggle, each whole inside
        // the window, one line high, none over another.
        const boxes = await page.getByRole('banner').evaluate((header) => {
          const bar = header.firstElementChild!;
          return [...bar.querySelectorAll('a, button, summary')]
            .filter((item) => item.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
            .map((item) => {
              const { left, right, height } = item.getBoundingClientRect();
              return { text: item.textContent!.trim() || item.getAttribute('aria-label') || item.tagName, left, right, height };
            });
        });
        expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(width >= 1280 ? 9 : 4);
        const sorted = boxes.sort((a, b) => a.left - b.left);
        for (const [index, box] of sorted.entries()) {
          const where = `${box.text} at ${width} px`;
          expect(box.left, where).toBeGreaterThanOrEqual(0);
          expect(box.right, where).toBeLessThanOrEqual(width);
          expect(box.height, where).toBeLessThan(48);
          if (index > 0) expect(box.left, `${where}, after ${sorted[index - 1]!.text}`).toBeGreaterThanOrEqual(sorted[index - 1]!.right - 0.5);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
      }
    });
  }
});

test.describe('the hero keeps its height whatever phrase is typed, in both editions', () => {
  for (const path of [urlsIn.en.home(), urlsIn.fr.home()]) {
    for (const width of [320, 390, 768, 1024, 1280]) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await hydrated(page);
        const phrases = contentIn('homeHero')[path === urlsIn.fr.home() ? 'fr' : 'en'].rotatingWords;
        expect(phrases.length).toBe(4);
        // The heading's height with each phrase (and none) in the typed phrase's place: always the same.
        const heights = await page.evaluate((words) => {
          const island = document.querySelector<HTMLElement>('[data-island="typed-phrase"]')!;
          island.style.visibility = 'hidden';
          return ['', ...words].map((word) => {
            island.textContent = word;
            return Math.round(document.querySelector('h1')!.getBoundingClientRect().height);
          });
        }, phrases);
        expect(new Set(heights).size, heights.join(' ')).toBe(1);
      });
    }
  }
});
