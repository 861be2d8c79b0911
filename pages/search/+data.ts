import { content } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../model/page-data/seo';

// The search page is in no sitemap and asks not to be listed: its results are the other pages.
export function data(pageContext: PageContextServer): PageData {
  return { seo: { ...content('searchPage', pageContext.language).seo, noindex: true } };
}
