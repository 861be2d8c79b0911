import type { PageContextServer } from 'vike/types';
import { pagesIn } from '../../model/page-data/pages';
import type { PageData } from '../../model/page-data/seo';

// The search page is in no sitemap and asks not to be listed: its results are the other pages.
export function data(pageContext: PageContextServer): PageData {
  return { seo: { ...pagesIn[pageContext.language].searchPage.seo, noindex: true } };
}
