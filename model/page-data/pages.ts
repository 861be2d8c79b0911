/** The site's own pages' copy (content/pages/*.yaml and their French twins), through model/content/content.ts. */
import type { EntryOf } from '../content/collections';
import { content } from '../content/content';
import { perLanguage, type Language } from '../site/languages';

function pageCopy(language: Language) {
  return {
    notFoundPage: content('notFoundPage', language),
    /** The two closing call-to-action blocks shared by every service page. */
    serviceCtas: content('serviceCta', language),
    /** The headings and labels shared by every service page (also the home page's stories and delivery models). */
    servicePage: content('servicePage', language),
    /** The blog's list page, and the links of its post pages and cards. */
    blogPage: content('blogPage', language),
    /** The home page's hero; its words are typed in the browser (pages/index/typed-phrase.ts, from the page). */
    homeHero: content('homeHero', language),
    /** The home page below its hero: SEO, sections and the closing call to action. */
    homePage: content('homePage', language),
    /** The search page (issue 24); `{count}` and `{query}` are filled in by its script. */
    searchPage: content('searchPage', language),
  };
}
export type PageCopy = ReturnType<typeof pageCopy>;

/** Each edition's copy of the site's own pages. */
export const pagesIn: Record<Language, PageCopy> = perLanguage(pageCopy);
