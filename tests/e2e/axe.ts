import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules the site answers to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's findings on the page against WCAG 2.2 AA, one line each (rule, help, elements): none is
 * expected. `exclude` leaves out parts already read elsewhere (CSS selectors).
 *
 * axe-core runs in the page itself, injected once per document, as @axe-core/playwright does but
 * without what it adds around the run (issue 44: it opened a second page for each reading and
 * injected axe there too; a long article took 1.5 to 1.8 s to read, 0.3 to 0.5 s this way, with the
 * same rules and the same findings). Frames are not read: the site has none of its own; the only
 * one a page can hold is Google's reCAPTCHA (a stand-in in the tests), whose `<iframe>` element is
 * still checked here like any other element.
 */
/**
 * The rules whose findings a theme can change (issue 53): the colours of text against what is
 * behind it, and of links against the text around them. The dark theme changes colours only: the
 * page's elements, names and roles are those the light reading read.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core in every document the page loads from now on, given to the browser once (issue 56: sent
 * and compiled again for each of the quality readings' 330 pages, about 40 ms a page more).
 */
export async function axeInEveryDocument(page: Page): Promise<void> {
  await page.addInitScript(axe.source);
}

/**
 * The sections still to fade in (renderer/shell.ts: below the fold, translucent until scrolled to),
 * read as a visitor sees them once there: axe leaves a transparent element out of its colour rules
 * (their text's contrast went unread until 2026-12-03, a faint paragraph there passing) and reads a
 * translucent one's colours blended with what is behind it.
 */
const sectionsShown = '[data-reveal] { opacity: 1 !important; transition: none !important; }';

export async function axeViolations(page: Page, { exclude = [] as string[], rules = undefined as string[] | undefined } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  await page.evaluate((css) => {
    if (document.getElementById('axe-sections-shown')) return;
    document.head.append(Object.assign(document.createElement('style'), { id: 'axe-sections-shown', textContent: css }));
  }, sectionsShown);
  const violations = await page.evaluate(
    ({ exclude, wcag, rules }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(
          exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document,
          { runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcag }, resultTypes: ['violations'], iframes: false },
        )
        .then((results) => results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }))),
    { exclude, wcag, rules },
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}

/**
 * Before a reading: every section laid out (renderer/global.css leaves those below the fold to
 * content-visibility: auto, whose text Chromium reported in the other theme's colours for a while)
 * and no transition running (axe would read a colour halfway from one theme to the other). Sections
 * still to fade in are shown by every reading (axeViolations).
 */
export const laidOutAndStill = '#main > * { content-visibility: visible !important; } *, *::before, *::after { transition: none !important; }';

/**
 * axe's findings on the page as it stands (a state the visitor reached: errors listed, a note
 * shown), in the light theme and then, for the colours, in the dark one (issue 53: the notes were
 * light boxes in the dark theme), each line saying which. The page is left in the light theme.
 * Transitions off, so that no colour is read halfway from one theme to the other.
 */
export async function axeInBothThemes(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: laidOutAndStill });
  const read = async (scheme: 'light' | 'dark', rules?: string[]) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((scheme) => getComputedStyle(document.documentElement).colorScheme === scheme, scheme);
    return (await axeViolations(page, { rules })).map((line) => `${scheme} theme: ${line}`);
  };
  const found = [...(await read('light')), ...(await read('dark', colourRules))];
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
