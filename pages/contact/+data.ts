import type { PageContextServer } from 'vike/types';
import { contactPagesIn } from '../../model/page-data/contact-page';
import type { PageData } from '../../model/page-data/seo';

export function data(pageContext: PageContextServer): PageData {
  return { seo: contactPagesIn[pageContext.language].seo };
}
