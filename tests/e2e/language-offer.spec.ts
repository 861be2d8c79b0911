import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { languageOfferKey } from '../../model/page-data/ui-settings';
import { languageTags, otherLanguage, type Language } from '../../model/site/languages';
import { axeInBothThemes } from './axe';
import { expect, hydrated, layoutShift, test, watchLayoutShift } from './fixtures';

// A visitor whose browser asks for the other edition's language first is offered it at the foot
// of the page from their first scroll or key, never over the first screen (renderer/shell.ts
// languageOffer; the legal reading of 2026-11-28: a Québec reader
// landing on the English home page, the site's root and x-default, saw no sign of the French
// one but the header's switcher). Until they follow the offer or close it; then never again.
// Every other test's browser has answered it already (tests/e2e/fixtures.ts answerLanguageOffer).
test.use({ offerAnswered: false });

const offerOf = (language: Language) => contentIn('navigation')[language].languageOffer;

for (const [reader, page] of [
  ['fr-CA', 'en'],
  ['en-CA', 'fr'],
] as const) {
  const offered = otherLanguage(page);
  const words = offerOf(offered);

  test.describe(`a browser that asks for ${reader} on a ${page === 'en' ? 'English' : 'French'} page`, () => {
    test.use({ locale: reader });

    test(`is offered the ${offered === 'fr' ? 'French' : 'English'} page, in that language, accessibly, moving nothing`, async ({ page: tab, problems }) => {
      await watchLayoutShift(tab);
      await tab.goto(urlsIn[page].about());
      await hydrated(tab);
      const offer = tab.getByRole('region', { name: words.link });
      // Not over the first screen: the shell has run (html.js), and nothing is shown until the visitor scrolls.
      await expect(tab.locator('html')).toHaveClass(/\bjs\b/);
      await expect(offer).toHaveCount(0);
      await tab.mouse.move(400, 400);
      await tab.mouse.wheel(0, 300);
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', languageTags[offered]);
      await expect(offer).toContainText(words.text);
      await expect(offer.getByRole('link', { name: words.link })).toHaveAttribute('href', urlsIn[offered].about());
      // Over the page, not in it: nothing under it moved.
      expect(await layoutShift(tab)).toBe(0);
      expect(await axeInBothThemes(tab)).toEqual([]);
      // Followed: the other edition, and no offer on either edition after it.
      await offer.getByRole('link', { name: words.link }).click();
      await expect(tab).toHaveURL(urlsIn[offered].about());
      await hydrated(tab);
      await tab.goto(urlsIn[page].careers());
      await hydrated(tab);
      await expect(tab.getByRole('region', { name: words.link })).toHaveCount(0);
      expect(await tab.evaluate((key) => localStorage.getItem(key), languageOfferKey)).not.toBeNull();
      expect(problems).toEqual([]);
    });

    test('closed, it is gone, and does not come back on the next page', async ({ page: tab }) => {
      await tab.setViewportSize({ width: 390, height: 844 });
      await tab.goto(urlsIn[page].home());
      await hydrated(tab);
      await expect(tab.locator('html')).toHaveClass(/\bjs\b/);
      const offer = tab.getByRole('region', { name: words.link });
      await expect(offer).toHaveCount(0);
      // A keyboard reader's first key shows it too.
      await tab.keyboard.press('Tab');
      await expect(offer).toBeVisible();
      // And what they focus next is never under it (the design reading of 2026-12-03; WCAG 2.2, 2.4.11):
      // through the page's first links, down past where the first screen ended (however many links the content puts there).
      const barTop = (await offer.boundingBox())!.y;
      for (let key = 0, pastTheFold = 0; pastTheFold < 5; key++) {
        expect(key, 'the focus never left the first screen').toBeLessThan(200);
        await tab.keyboard.press('Tab');
        if (pastTheFold > 0 || (await tab.evaluate(() => window.scrollY > 0))) pastTheFold++;
        const focused = await tab.evaluate(() => {
          const element = document.activeElement;
          const box = element?.getBoundingClientRect();
          return element && !document.body.lastElementChild?.contains(element) && box && box.height > 0 ? { bottom: box.bottom, name: element.textContent?.trim().slice(0, 40), ring: getComputedStyle(element).outlineStyle } : undefined;
        });
        if (focused) expect(focused.bottom, `${focused.name}`).toBeLessThanOrEqual(barTop + 1);
        // Each with a ring of the site's, none the browser's own (the same reading: in-text links showed its black one).
        if (focused) expect(focused.ring, `${focused.name}`).not.toBe('auto');
      }
      await offer.getByRole('button', { name: words.close }).click();
      // Closed, the window's foot is the page's again.
      expect(await tab.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
      await expect(offer).toHaveCount(0);
      await tab.goto(urlsIn[page].blog());
      await hydrated(tab);
      await expect(tab.getByRole('region', { name: words.link })).toHaveCount(0);
    });
  });
}

test.describe('a browser that asks for the page’s own language', () => {
  for (const [reader, page] of [
    ['en-CA', 'en'],
    ['fr-CA', 'fr'],
  ] as const) {
    test.describe(reader, () => {
      test.use({ locale: reader });
      test(`is offered nothing on a ${page === 'en' ? 'English' : 'French'} page`, async ({ page: tab }) => {
        await tab.goto(urlsIn[page].about());
        await hydrated(tab);
        // The offer's words are in the page (renderer/Header.tsx) and the script has run: still nothing shown.
        await expect(tab.locator('a[data-offer]')).toHaveCount(1);
        await expect(tab.locator('html')).toHaveClass(/\bjs\b/);
        await expect(tab.getByRole('region', { name: offerOf(otherLanguage(page)).link })).toHaveCount(0);
      });
    });
  }
});
