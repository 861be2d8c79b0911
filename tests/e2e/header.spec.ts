import { contentIn } from '../../model/content/content';
import type { Page } from '@playwright/test';
import { serviceSlugs } from '../../model/page-data/catalog';
import { serviceName } from '../../model/page-data/services';
import { listPostSlugs } from '../../model/content/posts-files';
import { urls } from '../../model/site/urls';
import { urlsIn } from '../../model/page-data/addresses';
import { navigationIn } from '../../model/page-data/navigation';
import sharp from 'sharp';
import { expect, expectClassesStyled, hydrated, nextFrames, test } from './fixtures';

// The English edition, as the specification names it.
const services = contentIn('services').en;

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

/**
 * One shell serves every page (renderer/shell.ts): the same tests run on the home and contact
 * pages, which hydrate a React island, and on content pages, which load no framework.
 */
const shellPages = [urls.home(), urls.serviceCity('ai-integration', 'toronto'), urls.blogPost(listPostSlugs()[0]!), urls.contact()];

async function menu(page: Page, name: 'Services' | 'Locations') {
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  return { button, panel };
}

async function expectOpen({ button, panel }: Awaited<ReturnType<typeof menu>>, open: boolean) {
  if (open) await expect(panel).toBeVisible();
  else await expect(panel).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', String(open));
}

test.describe('header on a desktop', () => {
  test.use({ viewport: desktop });

  test('in the dark theme an open menu is lighter than the page it floats over (the eighth design reading: navy on navy)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await hydrated(page);
    const locations = await menu(page, 'Locations');
    await locations.button.click();
    await expectOpen(locations, true);
    const sum = (color: string) => color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).reduce((total, channel) => total + channel, 0);
    const [panel, page_] = await Promise.all([
      locations.panel.locator('> div').evaluate((element) => getComputedStyle(element).backgroundColor),
      page.locator('body').evaluate((element) => getComputedStyle(element).backgroundColor),
    ]);
    expect(sum(panel), `${panel} over ${page_}`).toBeGreaterThan(sum(page_) + 30);
  });

  test('logo and top links', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Northbeam Digital' })).toHaveAttribute('href', '/');
    for (const [name, href] of [[contentIn('navigation').en.header.links.caseStudies, '/case-studies'], ['About', '/about'], ['Blog', '/blog'], ['Contact', '/contact']]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(main.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute('href', '/contact?requestDemo=true');
  });

  for (const path of shellPages) {
    test.describe(path, () => {
      test('Services opens on hover with the nine services and closes on leaving', async ({ page, problems }) => {
        await page.goto(path);
        await hydrated(page);
        const services = await menu(page, 'Services');
        await expectOpen(services, false);
        await services.button.hover();
        await expectOpen(services, true);
        const links = services.panel.getByRole('link');
        // Every service once, in its column under the column's title, with its line (the sixth design reading, defect 9).
        const columns = navigationIn.en.serviceColumns;
        expect(columns.flatMap((column) => column.links.map((link) => link.href)).sort()).toEqual(serviceSlugs.map((slug) => `/services/${slug}`).sort());
        await expect(services.panel.locator('a[href^="/services/"]')).toHaveCount(serviceSlugs.length);
        for (const column of columns) {
          const group = services.panel.getByRole('group', { name: column.title, exact: true });
          const items = group.getByRole('link');
          await expect(items).toHaveCount(column.links.length);
          for (const [index, link] of column.links.entries()) {
            await expect(items.nth(index)).toHaveAttribute('href', link.href);
            await expect(items.nth(index)).toHaveText(`${link.label}${link.line}`);
          }
        }
        await expect(services.panel.getByRole('link', { name: serviceName('seo-services', 'en') })).toHaveAttribute('href', '/services/seo-services');
        // Its last row: a result of a story the home page shows, and the way to it.
        const story = navigationIn.en.servicesMenuStory!;
        await expect(links.last()).toHaveAttribute('href', story.href);
        await expect(links.last()).toContainText(story.figure);
        await expect(links.last()).toContainText(contentIn('caseStudyPages').en.labels.readStory);
        // Moving from the button into the panel keeps it open; leaving both closes it.
        await links.last().hover();
        await expectOpen(services, true);
        await page.mouse.move(600, 700);
        await expectOpen(services, false);
        expect(problems).toEqual([]);
      });

      for (const name of ['Services', 'Locations'] as const) {
        test(`${name} follows the disclosure pattern from the keyboard`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page);
          const disclosure = await menu(page, name);
          // Focus alone does not open the menu.
          await disclosure.button.focus();
          await nextFrames(page);
          await expectOpen(disclosure, false);
          // Enter toggles it, and Space does too.
          await page.keyboard.press('Enter');
          await expectOpen(disclosure, true);
          await page.keyboard.press('Enter');
          await expectOpen(disclosure, false);
          await page.keyboard.press('Space');
          await expectOpen(disclosure, true);
          // Tab moves into the panel's links; Escape closes it and returns focus to the button.
          await page.keyboard.press('Tab');
          // Locations starts with its link to the offices page (issue 53).
          const first = name === 'Locations' ? contentIn('officesPage').en.menuLink : navigationIn.en.serviceColumns[0]!.links[0]!.label;
          await expect(disclosure.panel.getByRole('link', { name: first }).first()).toBeFocused();
          await page.keyboard.press('Escape');
          await expectOpen(disclosure, false);
          await expect(disclosure.button).toBeFocused();
          // Open again, then tabbing past the last link closes it.
          await page.keyboard.press('Enter');
          await expectOpen(disclosure, true);
          const links = await disclosure.panel.getByRole('link').count();
          for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
          await expectOpen(disclosure, false);
          await expect(disclosure.panel.locator(':focus')).toHaveCount(0);
        });
      }

      test('a click outside closes an open menu; one menu is open at a time', async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const services = await menu(page, 'Services');
        const locations = await menu(page, 'Locations');
        await services.button.focus();
        await page.keyboard.press('Enter');
        await expectOpen(services, true);
        await locations.button.focus();
        await page.keyboard.press('Enter');
        await expectOpen(locations, true);
        await expectOpen(services, false);
        // A spot at the page's left margin, away from every link and the open panel.
        await page.mouse.click(5, desktop.height - 20);
        await expectOpen(locations, false);
      });

      test('a click on the button of a hovered menu keeps it open until dismissed', async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const services = await menu(page, 'Services');
        await services.button.hover();
        await expectOpen(services, true);
        await services.button.click();
        await expectOpen(services, true);
        await services.button.click();
        await expectOpen(services, false);
      });

      test('the header becomes opaque after 20 px of scroll', async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const header = page.getByRole('banner');
        const alpha = () =>
          header.evaluate((el) => {
            const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
            const parts = match ? match[1]!.split(',').map(Number) : [];
            return parts.length === 4 ? parts[3]! : 1;
          });
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        const before = await alpha();
        expect(before).toBeLessThan(1);
        await page.evaluate(() => window.scrollTo(0, 20));
        await nextFrames(page);
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        await page.evaluate(() => window.scrollTo(0, 21));
        await expect(header).toHaveAttribute('data-scrolled', 'true');
        await expect.poll(alpha).toBe(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(header).toHaveAttribute('data-scrolled', 'false');
        await expect.poll(alpha).toBe(before);
      });
    });
  }

  test('Locations groups five services under each city and follows a link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const locations = await menu(page, 'Locations');
    await locations.button.hover();
    await expectOpen(locations, true);
    for (const city of ['Toronto', 'Vancouver', 'Kitchener', 'London']) {
      const group = locations.panel.getByRole('group', { name: city });
      await expect(group.getByRole('list').getByRole('link')).toHaveCount(5);
      // The city's name leads to its office on the offices page (issue 53).
      await expect(group.getByRole('link', { name: city, exact: true })).toHaveAttribute('href', `/locations#${city.toLowerCase()}`);
      await expect(group.getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute('href', `/services/seo-services/${city.toLowerCase()}`);
    }
    await locations.panel.getByRole('group', { name: 'Kitchener' }).getByRole('link', { name: 'Data Engineering' }).click();
    await expect(page).toHaveURL('/services/data-engineering/kitchener');
    await expect(page.locator('h1')).toHaveText('Data Engineering Services in Kitchener');
  });

  // The design reading of 2026-11-30: the French Locations menu wrapped « Ingénierie des données »
  // and « Gouvernance des données » on two lines each, in both editions' narrowest laptop layout.
  for (const width of [1280, 1440]) {
    test(`Locations at ${width} px: every label on one line and the panel inside the window, in both editions, and the Services panel inside it too`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const home of [urlsIn.en.home(), urlsIn.fr.home()]) {
        await page.goto(home);
        const panel = page.locator('#locations-menu-panel');
        await panel.locator('xpath=..').getByRole('button').hover();
        await expect(panel).toBeVisible();
        const found = await panel.evaluate((element) => {
          const lines = (link: Element) => {
            const range = document.createRange();
            range.selectNodeContents(link);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          };
          const box = element.firstElementChild!.getBoundingClientRect();
          return {
            wrapped: [...element.querySelectorAll('a')].filter((link) => lines(link) > 1).map((link) => link.textContent),
            left: box.left,
            right: box.right,
            room: document.documentElement.clientWidth,
          };
        });
        expect(found.wrapped, home).toEqual([]);
        expect(found.left, home).toBeGreaterThanOrEqual(0);
        expect(found.right, home).toBeLessThanOrEqual(found.room);
        // The Services menu's columns (defect 9 of the sixth reading) inside the window too.
        const services = page.locator('#services-menu-panel');
        await services.locator('xpath=..').getByRole('button').hover();
        await expect(services).toBeVisible();
        const box = await services.evaluate((element) => {
          const { left, right } = element.firstElementChild!.getBoundingClientRect();
          return { left, right, room: document.documentElement.clientWidth };
        });
        expect(box.left, home).toBeGreaterThanOrEqual(0);
        expect(box.right, home).toBeLessThanOrEqual(box.room);
      }
    });
  }

  test('Free Consultation carries the requestDemo flag through a full page load', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL('/contact?requestDemo=true');
    await page.reload();
    await expect(page).toHaveURL('/contact?requestDemo=true');
    await expect(page.locator('h1')).toHaveText('Contact Us');
  });

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test('at the top of a page the header is one navy, that of the heroes, on a page that opens on white too, in both themes (the design reading of 2026-11-29: a grey band)', async ({ page }) => {
  const ink = [0x0b, 0x13, 0x24];
  await page.setViewportSize(phone);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of [urlsIn.fr.about(), urls.service(serviceSlugs[0]!), '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
      // A pixel of the header's own background, beside its logo.
      const png = await page.screenshot({ clip: { x: 1, y: 40, width: 1, height: 1 }, animations: 'disabled' });
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const seen = [...data.subarray(0, 3)];
      for (const [channel, value] of seen.entries()) expect(Math.abs(value - ink[channel]!), `${scheme} ${path}: rgb(${seen.join(', ')})`).toBeLessThanOrEqual(2);
    }
  }
});

test.describe('header on a phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  for (const path of shellPages) {
    test.describe(path, () => {
      test('the menu toggle opens the list and closes after a link', async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
        const toggle = page.locator('summary[aria-label="Menu"]');
        const mobile = page.getByRole('navigation', { name: 'Mobile' });
        await expect(mobile).toBeHidden();
        await toggle.click();
        await expect(mobile).toBeVisible();
        // Rows a finger hits (44 px), the case studies on the menu's first screen, and the page behind
        // it held still (the design reading of 2026-11-29: 36 px rows, the main paths under thirteen
        // rows, the page scrolling under the menu).
        const rows = await mobile.locator('a, summary').evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => [element.textContent?.trim(), element.getBoundingClientRect().height] as const));
        expect(rows.filter(([, height]) => height < 44)).toEqual([]);
        await expect(mobile.getByRole('link', { name: contentIn('navigation').en.header.links.caseStudies, exact: true })).toBeInViewport({ ratio: 1 });
        // The other language marked as a language, and the main paths in larger type than the lists' rows (the sixth design reading).
        await expect(mobile.locator('a[data-language-switch] svg')).toHaveCount(1);
        const size = (name: string) => mobile.getByRole('link', { name, exact: true }).evaluate((link) => parseFloat(getComputedStyle(link).fontSize));
        expect(await size(contentIn('navigation').en.header.links.caseStudies)).toBeGreaterThan(await size('Digital Marketing'));
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
        await expect(mobile.getByRole('link', { name: 'Digital Marketing', exact: true })).toHaveAttribute('href', '/services/seo-services');
        await mobile.getByRole('group').filter({ hasText: 'Vancouver' }).locator('summary').click();
        await expect(mobile.getByRole('link', { name: 'Web Development in Vancouver' })).toBeVisible();
        await expectClassesStyled(page);
        // A link to the page itself plus a fragment keeps the page: the menu must still close.
        await mobile.evaluate((nav) => nav.querySelector('a')!.setAttribute('href', '#main'));
        await mobile.getByRole('link').first().click();
        await expect(mobile).toBeHidden();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
        await toggle.click();
        await mobile.getByRole('link', { name: 'About', exact: true }).click();
        await expect(page).toHaveURL('/about');
        await expect(page.locator('h1')).toHaveText('About Northbeam Digital');
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
      });
    });
  }

  test('the way to act stays in the header, outside the menu (issue 53)', async ({ page }) => {
    await page.goto('/blog');
    const header = contentIn('navigation').en.header;
    const action = page.getByRole('banner').getByRole('link', { name: header.consultationShort, exact: true });
    await expect(action).toBeVisible();
    await expect(action).toHaveAttribute('href', '/contact?requestDemo=true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    // The firm's name beside the mark, a word a line, before the way to act (the design reading of
    // 2026-11-30, defect 4: the mark alone and an empty bar); the link named by it.
    const { brand } = contentIn('site').en;
    const home = page.getByRole('banner').getByRole('link', { name: brand, exact: true });
    await expect(home).toHaveAttribute('href', '/');
    const name = home.getByText(brand, { exact: true });
    await expect(name).toBeInViewport();
    const [nameBox, actionBox] = [await name.boundingBox(), await action.boundingBox()];
    expect(nameBox!.height, 'two lines').toBeGreaterThan(20);
    // Each word whole on its line (at 375 px with a classic scrollbar "Northbeam" broke: hence 390 px).
    const wordsCut = await name.evaluate((element) => {
      const text = element.firstChild!;
      const range = document.createRange();
      return [...text.textContent!.matchAll(/\S+/g)].filter((word) => {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return range.getClientRects().length > 1;
      }).map((word) => word[0]);
    });
    expect(wordsCut).toEqual([]);
    expect(nameBox!.x + nameBox!.width).toBeLessThan(actionBox!.x);
    // Under 390 px (the smaller phones) the mark alone: the name only for screen readers.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(home).toBeVisible();
    expect((await name.boundingBox())!.width).toBeLessThanOrEqual(1);
    await expect(action).toBeInViewport();
    await page.setViewportSize(phone);
    await action.click();
    await expect(page).toHaveURL('/contact?requestDemo=true');
  });

  test('the menu closes after the Free Consultation button', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.locator('summary[aria-label="Menu"]').click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await mobile.getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL('/contact?requestDemo=true');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the menu works by keyboard', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const toggle = page.locator('summary[aria-label="Menu"]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test('the Services menu still opens on hover and on focus', async ({ page }) => {
    await page.goto('/');
    const { button, panel } = await menu(page, 'Services');
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(panel.getByRole('link', { name: 'Cloud Security' })).toBeVisible();
    await page.mouse.move(600, 600);
    await expect(panel).toBeHidden();
    await button.focus();
    await expect(panel).toBeVisible();
  });

  test('the mobile menu opens (native disclosure)', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await page.locator('summary[aria-label="Menu"]').click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'AI Agents', exact: true })).toBeVisible();
  });
});
