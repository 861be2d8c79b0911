/**
 * Speculation Rules (https://developer.chrome.com/docs/web-platform/prerender-pages): the next
 * page is ready before the visitor's click lands. Every HTML response names this rule set in
 * its `Speculation-Rules` header, so no inline script needs a CSP exception.
 *
 * - prefetch, moderate eagerness: a same-origin page's HTML is fetched when its link is
 *   hovered (desktop) or comes into view (phones);
 * - prerender, conservative eagerness: the page is rendered on pointerdown or touchstart,
 *   except the contact pages of both editions (the pages whose policy is `form`), whose form
 *   loads Google's reCAPTCHA: it must not run for a visitor who never opens the page.
 *
 * Files that are no page (feed, sitemap, images) are never speculated.
 */
import { editorPaths } from '../editor/paths.ts';
import { urls } from '../model/site/urls.ts';

export const speculationRulesType = 'application/speculationrules+json';

const notAPage = {
  not: {
    href_matches: ['/*.xml', '/*.txt', '/*.json', '/images/*', '/assets/*', editorPaths.entry, editorPaths.page, `${editorPaths.page}/*`, `${editorPaths.api}/*`],
  },
};
/** The rule set, given the form pages (the contact page in each edition: its French address is content's). */
export const speculationRulesFor = (formPages: readonly string[]) => ({
  prefetch: [{ source: 'document', where: { and: [{ href_matches: '/*' }, notAPage] }, eagerness: 'moderate' }],
  prerender: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, notAPage, { not: { href_matches: formPages.flatMap((page) => [page, `${page}?*`]) } }] },
      eagerness: 'conservative',
    },
  ],
});

/** The header's value: a structured-field list naming the rule set. */
export const speculationRulesHeader = `"${urls.speculationRules()}"`;
