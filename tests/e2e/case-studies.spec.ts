import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { caseStudiesForService, caseStudiesOfIndustry, caseStudiesOfService, caseStudyCardsIn, caseStudyFilters } from '../../model/page-data/case-studies';
import { languages, otherLanguage } from '../../model/site/languages';
import { jsonLdOf } from '../support/html';
import { quoted } from '../../model/site/format';
import { expect, test } from './fixtures';

// Issue 43: the case studies, their list filtered with plain links, and each one's page. Names
// and counts come from the content, so that staff may add, rename or refile case studies.

test.describe('the case studies', () => {
  for (const language of languages) {
    const words = contentIn('caseStudyPages')[language];
    const navigation = contentIn('navigation')[language];
    const studies = caseStudyCardsIn(language);
    const filters = caseStudyFilters(language);

    test(`${language}: the list filters by service and by industry with plain links, without JavaScript`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(urlsIn[language].caseStudies());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      const list = page.getByRole('region', { name: words.listLabel });
      await expect(list.getByRole('article')).toHaveCount(studies.length);
      const nav = page.getByRole('navigation', { name: words.filters.label });
      await expect(nav.getByRole('link', { name: words.filters.all })).toHaveAttribute('aria-current', 'page');
      // A service with more than one case study, and an industry, each a link to its own list.
      const service = filters.services.find(({ slug }) => caseStudiesOfService(slug, language).length > 1)!;
      await nav.getByRole('list', { name: words.filters.byService }).getByRole('link', { name: service.name, exact: true }).click();
      await expect(page).toHaveURL(service.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
      await expect(nav.getByRole('link', { name: service.name, exact: true })).toHaveAttribute('aria-current', 'page');
      const ofService = caseStudiesOfService(service.slug, language);
      await expect(list.getByRole('article')).toHaveCount(ofService.length);
      for (const study of ofService) await expect(list.getByRole('link', { name: study.title, exact: true })).toHaveAttribute('href', study.href);
      const industry = filters.industries.at(-1)!;
      await nav.getByRole('list', { name: words.filters.byIndustry }).getByRole('link', { name: industry.name, exact: true }).click();
      await expect(page).toHaveURL(industry.href);
      await expect(list.getByRole('article')).toHaveCount(caseStudiesOfIndustry(industry.slug, language).length);
      await nav.getByRole('link', { name: words.filters.all }).click();
      await expect(page).toHaveURL(urlsIn[language].caseStudies());
      await context.close();
    });

    test(`${language}: a service page shows its case studies, each leading to its page, and the list of them all`, async ({ page }) => {
      const service = filters.services[0]!;
      const shown = caseStudiesForService(service.slug, undefined, language);
      await page.goto(urlsIn[language].service(service.slug));
      const section = page.locator('#stories');
      await expect(section.getByRole('article')).toHaveCount(shown.length);
      for (const study of shown) await expect(section.getByRole('link', { name: study.title, exact: true })).toHaveAttribute('href', study.href);
      await section.getByRole('link', { name: words.seeService }).click();
      await expect(page).toHaveURL(service.href);
      await expect(page.getByRole('region', { name: words.listLabel }).getByRole('article')).toHaveCount(caseStudiesOfService(service.slug, language).length);
    });

    test(`${language}: a case study's page leads to its services, industry and city, lists its sections by keyboard, and has its twin in the other language`, async ({ page, problems }) => {
      // One done in one of the site's cities, with three sections or more.
      const study = studies.find((candidate) => candidate.city !== undefined)!;
      await page.goto(study.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
      const trail = page.getByRole('navigation', { name: words.breadcrumb });
      await expect(trail.getByRole('link')).toHaveText([navigation.home, words.title, study.title]);
      await expect(trail.getByRole('link', { name: study.title })).toHaveAttribute('aria-current', 'page');
      for (const service of study.serviceLinks) await expect(page.getByRole('main').getByRole('link', { name: service.name, exact: true }).first()).toHaveAttribute('href', service.href);
      // In the page's own text: the footer names every office too.
      await expect(page.getByRole('main').getByRole('link', { name: study.industryName, exact: true })).toHaveAttribute('href', study.industryHref);
      await expect(page.getByRole('main').getByRole('link', { name: study.placeName, exact: true })).toHaveAttribute('href', urlsIn[language].serviceCity(study.services[0]!, study.city!));
      // Each result a tile that reads as one phrase: its figure, then what it measures.
      await expect(page.getByRole('region', { name: words.labels.results }).getByRole('listitem')).toHaveText(study.results.map(({ figure, label }) => [figure, label].filter(Boolean).join(' ')));
      await expect(page.locator('figure blockquote')).toHaveText(quoted(study.quote.text, language));
      // Its drawn cover, where it has no photo, is a band a third as tall as it is wide at most (the sixth
      // design reading of 2026-11-30, defect 15: whole, it pushed the story to a laptop's second screen).
      if (!contentIn('caseStudies')[language][study.slug]!.photo) {
        const cover = (await page.getByRole('main').locator(`img[src="${study.cover}"]`).boundingBox())!;
        expect(cover.height / cover.width).toBeLessThan(0.34);
      }
      // It ends with a way to act (issue 53).
      await expect(page.getByRole('region', { name: words.cta.title }).getByRole('link', { name: words.cta.label })).toHaveAttribute('href', urlsIn[language].contact());
      // The sections: the list leads to the last one; Tab reaches the first heading's link.
      const contents = page.getByRole('navigation', { name: words.contents });
      const entries = contents.getByRole('link');
      await expect(entries).toHaveCount(await page.locator('[data-article-body] h2').count());
      const last = entries.last();
      await last.focus();
      await page.keyboard.press('Enter');
      const target = (await last.getAttribute('href'))!;
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
      // On a laptop (1280 px) the list stays in view beside the text at the last section (the sixth design reading).
      await expect(contents).toBeInViewport();
      const text = (await page.locator('[data-article-body]').boundingBox())!;
      expect((await contents.boundingBox())!.x).toBeGreaterThanOrEqual(text.x + text.width + 16);
      // Its facts (industry, place, services, date) stand left of the text, in view too (defect 15:
      // between the results and the story they held the story to a laptop's second screen).
      const facts = page.locator('[data-study-facts]');
      await expect(facts).toBeInViewport();
      const factsBox = (await facts.boundingBox())!;
      expect(factsBox.x).toBeGreaterThanOrEqual(0);
      expect(factsBox.x + factsBox.width).toBeLessThanOrEqual(text.x - 16);
      // Article JSON-LD about its services, no review markup.
      const blocks = jsonLdOf(await page.content()) as Record<string, unknown>[];
      const article = blocks.find((block) => block['@type'] === 'Article')!;
      expect(article.headline).toBe(study.title);
      expect((article.about as { name: string }[]).map(({ name }) => name)).toEqual(study.serviceLinks.map(({ name }) => name));
      expect(JSON.stringify(blocks)).not.toMatch(/"Review"|"AggregateRating"/);
      expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
      // The twin, through the language switcher.
      const other = otherLanguage(language);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('navigation', { name: navigation.header.screenReader.mainMenu, exact: true }).getByRole('link', { name: navigation.header.otherLanguage }).click();
      await expect(page).toHaveURL(urlsIn[other].caseStudy(study.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentIn('caseStudies')[other][study.slug]!.title);
      expect(problems).toEqual([]);
    });

    test(`${language}: on a phone, a title's word joined by a hyphen stays on one line (E-commerce)`, async ({ page }) => {
      // The seventh design reading of 2026-12-02: "Bilingual E-" over "commerce Relaunch".
      await page.setViewportSize({ width: 390, height: 844 });
      const hyphenated = studies.filter(({ title }) => /\p{L}-\p{L}/u.test(title));
      test.skip(hyphenated.length === 0, 'no case study title joins words by a hyphen');
      for (const study of hyphenated) {
        await page.goto(study.href);
        const lines = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
          const words: Record<string, number> = {};
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.textContent!.matchAll(/\S*\p{L}-\p{L}\S*/gu)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              words[match[0]] = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            }
          }
          return words;
        });
        expect(Object.keys(lines).length, study.title).toBeGreaterThan(0);
        for (const [word, count] of Object.entries(lines)) if (word.length <= 18) expect(count, `${study.title}: ${word}`).toBe(1);
      }
    });

    test(`${language}: on a laptop, the filters stand in a column beside the list, whose first stories are on the first screen`, async ({ page }) => {
      // The seventh design reading of 2026-12-02: nineteen filters across the page put the first card at 720 px of 900.
      for (const screen of [{ width: 1440, height: 900 }, { width: 1024, height: 768 }]) {
        await page.setViewportSize(screen);
        await page.goto(urlsIn[language].caseStudies());
        const nav = page.getByRole('navigation', { name: words.filters.label });
        await expect(nav.getByRole('link', { name: words.filters.all })).toBeVisible();
        const cards = page.getByRole('region', { name: words.listLabel }).getByRole('article');
        const [filtersBox, firstCard] = [(await nav.boundingBox())!, (await cards.first().boundingBox())!];
        expect(filtersBox.x + filtersBox.width, `${screen.width} px`).toBeLessThanOrEqual(firstCard.x);
        expect(firstCard.y, `${screen.width} px`).toBeLessThan(screen.height * 0.6);
        // The two first stories side by side, their titles on the first screen.
        const second = (await cards.nth(1).boundingBox())!;
        expect(second.y).toBe(firstCard.y);
        await expect(cards.nth(1).getByRole('heading')).toBeInViewport();
        // Its figure too, over a strip of picture (the eighth design reading: half of each card was picture).
        await expect(cards.first().locator('img').first()).toBeVisible();
        const picture = (await cards.first().locator('img').first().boundingBox())!;
        expect(picture.height, `${screen.width} px`).toBeLessThanOrEqual(picture.width / 3 + 1);
        // Scrolled down the list, the filters are still in view beside it (the same reading: the left third stood empty).
        // Halfway down, however many stories there are (at the list's end the column's own end scrolls up with it).
        await cards.nth(Math.floor((await cards.count()) / 2)).scrollIntoViewIfNeeded();
        await expect(nav.getByRole('link', { name: words.filters.all })).toBeInViewport();
      }
    });

    test(`${language}: on a phone, the filters fold away, the list is skimmed in twelve screens, and a whole card leads to its story`, async ({ page }) => {
      const screen = { width: 390, height: 844 };
      await page.setViewportSize(screen);
      await page.goto(urlsIn[language].caseStudies());
      const nav = page.getByRole('navigation', { name: words.filters.label });
      const all = nav.getByRole('link', { name: words.filters.all });
      await expect(all).toBeHidden();
      const list = page.getByRole('region', { name: words.listLabel });
      // Issue 53: the first case study starts on the first screen, and thirty fit in twelve
      // screens (as many screens, pro rata, for however many there are).
      const cards = list.getByRole('article');
      await expect(cards).toHaveCount(studies.length);
      expect((await cards.first().boundingBox())!.y).toBeLessThan(screen.height);
      // The client in sentence case, as written (the sixth design reading of 2026-11-30: tracked capitals).
      await expect(cards.first().getByText(studies[0]!.client, { exact: true })).toHaveCSS('text-transform', 'none');
      const height = (await list.boundingBox())!.height;
      expect(height / screen.height, `the list is ${Math.round(height)} px high`).toBeLessThanOrEqual((12 * studies.length) / 30);
      // On a laptop every card opens with its picture (the fifth and sixth design readings of
      // 2026-11-30: the plainest page of the site, then a grid whose style changed after its first
      // row); on a phone none shows, and none is fetched.
      await expect(cards.locator('img').first()).toBeHidden();
      await cards.last().scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/images/case-studies/')).map((entry) => entry.name))).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const [index, card] of (await cards.all()).entries()) await expect(card.locator('img'), `card ${index + 1}`).toHaveCount(1);
      for (const index of [0, 1, 2, studies.length - 1]) await expect(cards.nth(index).locator('img')).toBeVisible();
      await page.setViewportSize(screen);
      // Each card: its headline result, and a click anywhere on it (its figure) opens the story.
      const study = studies[0]!;
      const card = cards.first();
      await expect(card.getByRole('heading')).toHaveText(study.title);
      const headline = card.getByText(study.results[0]!.figure ?? study.results[0]!.label, { exact: true });
      await expect(headline).toBeVisible();
      await nav.getByText(words.filters.show).click();
      await expect(all).toBeVisible();
      await expect(nav.getByRole('list', { name: words.filters.byService }).getByRole('link')).toHaveCount(filters.services.length);
      // A tap where the figure is: the card's link, laid over the whole card, takes it.
      await headline.scrollIntoViewIfNeeded();
      const spot = (await headline.boundingBox())!;
      await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
      await expect(page).toHaveURL(study.href);
    });

    // Issue 53: each result a tile of its figure over its line took 1.3 phone screens for three.
    test(`${language}: on a phone, a case study's results are rows, each figure beside what it measures where both fit`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const study = studies[0]!;
      await page.goto(study.href);
      const tiles = page.locator('main ul > li').filter({ has: page.getByText(study.results[0]!.label, { exact: true }) }).locator('xpath=../li');
      await expect(tiles).toHaveCount(study.results.length);
      for (const tile of await tiles.all()) {
        const [mark, label] = [tile.locator(':scope > *').first(), tile.locator(':scope > span').last()];
        const [box, markBox, labelBox] = [(await tile.boundingBox())!, (await mark.boundingBox())!, (await label.boundingBox())!];
        const room = box.width - 2 * 16 - markBox.width - 16;
        // Beside, when ten characters' width (10rem) is left for the line; under it otherwise.
        if (room >= 160) expect(labelBox.x, await label.innerText()).toBeGreaterThanOrEqual(markBox.x + markBox.width);
        else expect(labelBox.y, await label.innerText()).toBeGreaterThanOrEqual(markBox.y + markBox.height - 1);
        expect(box.height, await label.innerText()).toBeLessThanOrEqual(markBox.height + labelBox.height + 2 * 12 + 4 + 2);
      }
    });
  }
});
