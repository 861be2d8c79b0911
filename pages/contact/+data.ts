import type { PageContextServer } from 'vike/types';
import { contactPagesIn } from '../../model/contact-page';
import { languageOf } from '../../model/page-language';
import type { PageData } from '../../model/seo';

export function data(pageContext: PageContextServer): PageData {
  return { seo: contactPagesIn[languageOf(pageContext)].seo };
}
