import { contentIn } from '../../model/content/content';
import { citySlugs, serviceSlugs, type CitySlug, type ServiceSlug } from '../../model/page-data/catalog';
import { deliveryModelKey } from '../../model/page-data/delivery-choice';
import { deliveryModelSet } from '../../model/page-data/delivery-models';
import { locationOf, cityName } from '../../model/page-data/locations';
import { serviceDescription, serviceTitle } from '../../model/page-data/service-pages';
import { serviceName, serviceOf } from '../../model/page-data/services';
import { caseStudiesForService } from '../../model/page-data/case-studies';
import { site } from '../../model/page-data/site';
import { urls } from '../../model/site/urls';
import { urlsIn } from '../../model/page-data/addresses';
import { cityWithProvince } from '../../model/site/format';
import { canonicalOf, h1sOf, jsonLdOf, metaOf, titleOf } from '../support/html';
import { expect, hydrated, test } from './fixtures';

// The English edition, as the specification names it.
const deliveryModels = contentIn('deliveryModels').en;
const locations = contentIn('locations').en;
const services = contentIn('services').en;

const pages: { service: ServiceSlug; city?: CitySlug; path: string }[] = serviceSlugs.flatMap((service) => [
  { service, path: urls.service(service) },
  ...citySlugs.map((city) => ({ service, city, path: urls.serviceCity(service, city) })),
]);

test.describe('the 45 service pages in raw HTML (spec 2.6)', () => {
  for (const { service, city, path } of pages) {
    test(path, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      const url = `${site.origin}${path}`;
      const title = serviceTitle(service, city, 'en');
      expect(titleOf(html)).toBe(`${title} | ${site.brand}`);
      expect(h1sOf(html)).toEqual([title]);
      expect(canonicalOf(html)).toBe(url);
      expect(metaOf(html, 'description')).toBe(serviceDescription(service, city, 'en'));
      const keywords = metaOf(html, 'keywords')?.split(', ') ?? [];
      expect(keywords.length).toBeGreaterThanOrEqual(4);
      if (city) {
        // City, province and nearby-area variants (spec 2.6).
        const { city: name, province, nearbyAreas } = locationOf(city, 'en');
        for (const variant of [name, province, nearbyAreas[0]!]) expect(keywords.some((k) => k.includes(variant)), variant).toBe(true);
      }
      expect(metaOf(html, 'og:url')).toBe(url);
      expect(metaOf(html, 'og:locale')).toBe('en_CA');
      expect(metaOf(html, 'robots')).toBe('index, follow');
      expect(metaOf(html, 'revisit-after')).toBe('7 days');

      const blocks = jsonLdOf(html);
      const byType = Object.fromEntries(blocks.map((block) => [block['@type'], block])) as Record<string, Record<string, any>>;
      expect(Object.keys(byType).sort()).toEqual(city ? ['BreadcrumbList', 'FAQPage', 'LocalBusiness', 'Service'] : ['FAQPage', 'Service']);
      expect(byType.Service).toMatchObject({
        name: title,
        description: serviceDescription(service, city, 'en'),
        image: `${site.origin}${serviceOf(service, 'en').hero.image}`,
        url,
        provider: { name: site.brand },
      });
      expect(byType.Service!.areaServed).toEqual(
        city ? [locationOf(city, 'en').city, ...locationOf(city, 'en').nearbyAreas].map((name) => ({ '@type': 'City', name })) : { '@type': 'Country', name: 'Canada' },
      );
      expect(byType.Service!.hasOfferCatalog.itemListElement).toHaveLength(serviceOf(service, 'en').features.cards.length);
      expect(byType.FAQPage!.url).toBe(url);
      expect(byType.FAQPage!.mainEntity.map((q: { name: string }) => q.name)).toEqual(serviceOf(service, 'en').faqs.map((f) => f.question));
      if (city) {
        const location = locationOf(city, 'en');
        expect(byType.LocalBusiness).toMatchObject({
          url,
          telephone: location.telephone,
          address: { streetAddress: location.streetAddress, addressLocality: location.city, postalCode: location.postalCode, addressCountry: 'CA' },
          geo: { latitude: location.latitude, longitude: location.longitude },
        });
        expect(byType.BreadcrumbList!.itemListElement.map((item: { item: string }) => item.item)).toEqual([
          `${site.origin}/`,
          `${site.origin}${urls.service(service)}`,
          url,
        ]);
      }
    });
  }
});

test.describe('service pages in the browser', () => {
  test('FAQs open and close by keyboard, and are readable without JavaScript', async ({ page, browser }) => {
    await page.goto('/services/ai-integration');
    await hydrated(page);
    const first = serviceOf('ai-integration', 'en').faqs[0]!;
    const summary = page.locator('#faqs summary').first();
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/services/ai-integration');
    await noJs.locator('#faqs summary').first().click();
    await expect(noJs.getByText(first.answer)).toBeVisible();
    await context.close();
  });

  // Issue 53: the questions left the right third of their band empty, and the blog-or-specialist
  // block followed the consultation band as a second band back to back.
  for (const path of [urls.service(serviceSlugs[0]!), urls.serviceCity(serviceSlugs.at(-1)!, citySlugs[0]!)]) {
    test(`${path}: the blog-or-specialist block beside the questions on a laptop, under them on a phone; the consultation band alone closes the page`, async ({ page }) => {
      const { explore, consultation } = contentIn('serviceCta').en;
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const questions = page.locator('#faqs details').first().locator('xpath=..');
        const block = page.locator('#faqs').getByRole('heading', { name: explore.title }).locator('xpath=..');
        await expect(block.getByRole('link', { name: explore.blogLabel })).toHaveAttribute('href', urls.blog());
        await expect(block.getByRole('link', { name: explore.contactLabel })).toHaveAttribute('href', urls.contact());
        // Neither filled: the consultation is the page's filled action (the sixth design reading of 2026-11-30).
        for (const label of [explore.blogLabel, explore.contactLabel]) await expect(block.getByRole('link', { name: label })).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        const q = (await questions.boundingBox())!;
        const b = (await block.boundingBox())!;
        if (width === 1280) {
          expect(b.x, 'beside the questions').toBeGreaterThanOrEqual(q.x + q.width);
          expect(b.y, 'level with them').toBeLessThan(q.y + q.height);
        } else {
          expect(b.y, 'under the questions').toBeGreaterThanOrEqual(q.y + q.height);
        }
        await expect(page.locator('main > section').last().getByRole('heading', { level: 2 })).toHaveText(consultation.title);
        await expect(page.getByRole('heading', { name: explore.title })).toHaveCount(1);
      }
    });
  }

  test('city links lead to the other city pages', async ({ page, problems }) => {
    await page.goto('/services/ai-integration/toronto');
    await hydrated(page);
    const local = page.locator('#local');
    await expect(local.getByRole('link')).toHaveText([
      'Web Development in Toronto',
      'Data Engineering in Toronto',
      'Digital Marketing in Toronto',
      'Data Governance in Toronto',
      'Cloud Security in Toronto',
    ]);
    await local.getByRole('link', { name: 'Cloud Security in Toronto' }).click();
    await expect(page).toHaveURL('/services/cloud-security/toronto');
    await expect(page.locator('h1')).toHaveText('Cloud Security Services in Toronto');
    await page.locator('#city').getByRole('link', { name: 'Cloud Security in Vancouver' }).click();
    await expect(page.locator('h1')).toHaveText('Cloud Security Services in Vancouver');
    await page.getByRole('link', { name: 'Contact Our Vancouver Team' }).click();
    await expect(page).toHaveURL('/contact');
    expect(problems).toEqual([]);
  });

  test('city pages show the local section and the city block', async ({ page }) => {
    await page.goto('/services/data-engineering/kitchener');
    const local = page.locator('#local');
    await expect(local.getByRole('heading', { level: 2 })).toHaveText(contentIn('cityPages').en.local.title.replace('{city.name}', 'Kitchener'));
    await expect(local).toContainText(locationOf('kitchener', 'en').description);
    await expect(local.getByRole('heading', { name: 'Comprehensive Data Engineering Services' })).toBeVisible();
    await expect(local.getByRole('heading', { name: 'Industry Solutions' })).toBeVisible();
    for (const area of locationOf('kitchener', 'en').nearbyAreas) await expect(local.getByText(area, { exact: false }).first()).toBeVisible();
    const block = page.locator('#city');
    for (const reason of locationOf('kitchener', 'en').whyChoose) await expect(block.getByText(reason)).toBeVisible();
    await expect(block.getByRole('link', { name: 'Contact Our Kitchener Team' })).toHaveAttribute('href', '/contact');
    // The local team and office right after the local section, apart from it by its band (the sixth
    // design reading of 2026-11-30: the office came after the questions, at four fifths of the page).
    const next = await local.evaluate((section) => ({ id: section.nextElementSibling?.id, own: getComputedStyle(section).backgroundColor, its: getComputedStyle(section.nextElementSibling!).backgroundColor }));
    expect(next.id).toBe('city');
    expect(next.its).not.toBe(next.own);
  });

  // The fifth design reading (2026-11-30): the city block, the consultation band and the footer were
  // one navy slab of 1,690 px on a laptop, the band reading as more of the block before it.
  test("a city page's consultation band stands apart from the section before it, in both themes", async ({ page }) => {
    await page.goto(urls.serviceCity(serviceSlugs[0]!, citySlugs[0]!));
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const [before, band] = await page.locator('section[aria-labelledby="cta-consultation"]').evaluate((element) => [getComputedStyle(element.previousElementSibling!).backgroundColor, getComputedStyle(element).backgroundColor]);
      expect(before, scheme).not.toBe(band);
    }
  });

  test('on a laptop, a city page\'s two lists stand side by side and its local expertise across under them (beside them it stood twice their height)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/services/cloud-cost-optimization/vancouver');
    const card = (name: string) => page.locator('#local h3', { hasText: name }).locator('xpath=ancestor::div[contains(@class, "rounded-2xl")][1]');
    const titles = await page.locator('#local h3').allTextContents();
    const [first, second, expertise] = [await card(titles[0]!).boundingBox(), await card(titles[1]!).boundingBox(), await card(contentIn('cityPages').en.local.expertiseTitle).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(expertise!.y).toBeGreaterThan(Math.max(first!.y + first!.height, second!.y + second!.height));
    expect(expertise!.width).toBeGreaterThan(first!.width + second!.width);
  });

  // Issue 53: "What We Deliver" was four boxed cards across on a laptop (ten lines each in a quarter
  // of the page) and, on a phone, an icon on a line of its own inside a box's padding.
  test("a service's deliverables: two across on a laptop, and on a phone each icon beside its title and the text the column's width", async ({ page }) => {
    const items = page.locator('#features li');
    await page.setViewportSize({ width: 1280, height: 900 });
    const service = serviceSlugs[0]!;
    await page.goto(urls.service(service));
    await expect(items).toHaveCount(services[service]!.features.cards.length);
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width);
    await page.setViewportSize({ width: 390, height: 844 });
    const column = (await page.locator('#features h2').boundingBox())!;
    for (const item of await items.all()) {
      const [icon, title, text] = [await item.locator('svg').boundingBox(), await item.locator('h3').boundingBox(), await item.locator('p').boundingBox()];
      expect(icon!.y + icon!.height).toBeGreaterThan(title!.y);
      expect(icon!.x + icon!.width).toBeLessThan(title!.x);
      expect(text!.x).toBe(column.x);
      expect(text!.width).toBeGreaterThan(column.width - 1);
    }
  });

  // Issue 53: the eyebrow of a French city page repeated its title's service name and ran to three lines on a phone.
  test("on a phone, a city page's eyebrow names the place in at most two lines, in both editions, for the longest service name", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const language of ['en', 'fr'] as const) {
      const service = [...serviceSlugs].sort((a, b) => serviceName(b, language).length - serviceName(a, language).length)[0]!;
      for (const city of citySlugs) {
        await page.goto(urlsIn[language].serviceCity(service, city));
        const eyebrow = page.locator('#service-title').locator('xpath=preceding-sibling::p[1]');
        const { city: name, province } = locationOf(city, language);
        await expect(eyebrow).toHaveText(cityWithProvince(name, province, language));
        const { height, lineHeight } = await eyebrow.evaluate((element) => ({ height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) }));
        expect(height / lineHeight, `${language} ${city}`).toBeLessThanOrEqual(2);
      }
    }
  });

  test('cloud cost optimization titles with and without a city, and its location block', async ({ page }) => {
    await page.goto('/services/cloud-cost-optimization');
    await expect(page.locator('h1')).toHaveText('Enterprise Cloud Cost Optimization Solutions');
    await expect(page.locator('#local')).toHaveCount(0);
    await expect(page.locator('#stories h2')).toHaveText('Success Stories');
    await page.goto('/services/cloud-cost-optimization/london');
    await expect(page.locator('h1')).toHaveText('Cloud Cost Optimization Services in London');
    await expect(page).toHaveTitle(`Cloud Cost Optimization Services in London | ${site.brand}`);
    // Its location block is the local section's two lists, which it would repeat (issue 53).
    const block = page.locator('#local');
    await expect(block.locator('ul').nth(0).locator('li')).toHaveCount(7);
    await expect(block.locator('ul').nth(1).locator('li')).toHaveCount(5);
    await expect(block.getByRole('heading', { level: 3 }).first()).toHaveText(serviceOf('cloud-cost-optimization', 'en').locationBlock!.serviceTitle);
    // Its stories: the service's case studies, the city's first (issue 43).
    const stories = caseStudiesForService('cloud-cost-optimization', 'london', 'en');
    await expect(page.locator('#stories article')).toHaveCount(stories.length);
    await expect(page.locator('#stories article h3')).toHaveText(stories.map(({ title }) => title));
    expect(stories[0]!.city).toBe('london');
  });

  test('the Digital Marketing page shows its four metrics and tool stack', async ({ page }) => {
    await page.goto('/services/seo-services');
    const metrics = page.locator('#metrics');
    for (const [value, label] of [['250%', 'Traffic Growth'], ['Top 3', 'Rankings'], ['45%', 'Conversion Improvement'], ['60%', 'Load Time Reduction']]) {
      await expect(metrics.getByText(value!, { exact: true })).toBeVisible();
      await expect(metrics.getByText(label!, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#tools h3').first()).toBeVisible();
  });

  test('Analytics shows performance metrics and platform tools; AI Agents covers chatbots', async ({ page }) => {
    await page.goto('/services/analytics');
    await expect(page.locator('#metrics h2')).toHaveText(serviceOf('analytics', 'en').metrics!.title);
    await expect(page.locator('#tools h2')).toHaveText(serviceOf('analytics', 'en').tools!.title);
    await page.goto('/services/ai-agents');
    await expect(page.locator('#highlight h2')).toHaveText(serviceOf('ai-agents', 'en').highlight!.title);
    await expect(page.locator('main')).toContainText(/chatbot/i);
  });

  for (const service of ['data-engineering', 'ai-integration', 'web-development', 'cloud-security', 'cloud-cost-optimization', 'seo-services', 'ai-agents'] as const) {
    test(`delivery models on /services/${service} use the ${deliveryModelKey(service)} texts`, async ({ page }) => {
      const key = deliveryModelKey(service);
      expect(key).toBe(service === 'ai-agents' ? 'generic' : service);
      await page.goto(urls.service(service));
      const section = page.locator('#delivery-models');
      await expect(section).toContainText(deliveryModelSet(key, 'en').intro);
      await expect(section.locator('h3')).toHaveText(deliveryModelSet(key, 'en').models.map((m) => m.title));
    });
  }

  test('the header Locations menu reaches every listed city page', async ({ request }) => {
    for (const city of citySlugs) {
      const res = await request.get(urls.serviceCity('seo-services', city));
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain(`Digital Marketing &amp; SEO Services in ${cityName(city, 'en')}`);
    }
  });
});
