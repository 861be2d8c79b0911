import { serviceNames, serviceSlugs } from '../../content/catalog';
import { expect, hydrated, test } from './fixtures';

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };

test.describe('header on a desktop', () => {
  test.use({ viewport: desktop });

  test('logo and top links', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Northbeam Digital' })).toHaveAttribute('href', '/');
    for (const [name, href] of [['About', '/about'], ['Blog', '/blog'], ['Contact', '/contact']]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(main.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute('href', '/contact?requestDemo=true');
  });

  test('Services opens on hover with the nine services and closes on leaving', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Services' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(9);
    for (const [index, slug] of serviceSlugs.entries()) {
      await expect(links.nth(index)).toHaveText(serviceNames[slug]);
      await expect(links.nth(index)).toHaveAttribute('href', `/services/${slug}`);
    }
    await expect(panel.getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute('href', '/services/seo-services');
    await page.mouse.move(600, 600);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  for (const [menu, firstLink] of [['Services', 'AI Integration'], ['Locations', 'AI Integration']] as const) {
    test(`${menu} opens on keyboard focus, Escape closes it and keeps focus, leaving closes it`, async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const button = page.getByRole('button', { name: menu });
      const panelId = (await button.getAttribute('aria-controls'))!;
      const panel = page.locator(`[id="${panelId}"]`);
      await button.focus();
      await expect(panel).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: firstLink }).first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Enter on the button opens it again; Tab past the last link closes it.
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      const links = await panel.getByRole('link').count();
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      await expect(panel).toBeHidden();
      await expect(panel.locator(':focus')).toHaveCount(0);
    });
  }

  test('Locations groups five services under each city and follows a link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Locations' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await button.hover();
    await expect(panel).toBeVisible();
    for (const city of ['Toronto', 'Vancouver', 'Kitchener', 'London']) {
      const group = panel.getByRole('group', { name: city });
      await expect(group.getByRole('link')).toHaveCount(5);
      await expect(group.getByRole('link', { name: 'Digital Marketing' })).toHaveAttribute('href', `/services/seo-services/${city.toLowerCase()}`);
    }
    await panel.getByRole('group', { name: 'Kitchener' }).getByRole('link', { name: 'Data Engineering' }).click();
    await expect(page).toHaveURL('/services/data-engineering/kitchener');
    await expect(page.locator('h1')).toHaveText('Data Engineering Services in Kitchener');
  });

  test('Free Consultation carries the requestDemo flag through a full page load', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL('/contact?requestDemo=true');
    await page.reload();
    await expect(page).toHaveURL('/contact?requestDemo=true');
    await expect(page.locator('h1')).toHaveText('Contact Us');
  });

  test('the header becomes more opaque after 20 px of scroll', async ({ page }) => {
    await page.goto('/privacy');
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
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(alpha).toBeGreaterThan(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
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

test.describe('header on a phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('the menu toggle opens the list and closes after a link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.locator('summary[aria-label="Menu"]');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Digital Marketing', exact: true })).toHaveAttribute('href', '/services/seo-services');
    await menu.getByRole('group').filter({ hasText: 'Vancouver' }).locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Web Development in Vancouver' })).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
    await expect(page.locator('h1')).toHaveText('About Northbeam Digital');
  });

  test('the menu closes after the Free Consultation button', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    await page.locator('summary[aria-label="Menu"]').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page).toHaveURL('/contact?requestDemo=true');
    await expect(menu).toBeHidden();
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
    const button = page.getByRole('button', { name: 'Services' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
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
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'AI Agents', exact: true })).toBeVisible();
  });
});
