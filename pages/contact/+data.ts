import type { PageContextServer } from 'vike/types';
import { contactPagesIn } from '../../model/contact-page';
import type { PageData } from '../../model/seo';

export function data(pageContext: PageContextServer): PageData {
  return { seo: contactPagesIn[pageContext.language].seo };
}
