import { content } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../model/page-data/seo';

export function data(pageContext: PageContextServer): PageData {
  return { seo: content('contactPage', pageContext.language).seo };
}
