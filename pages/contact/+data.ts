import { contactPage } from '../../model/contact-page';
import type { PageData } from '../../model/seo';

export function data(): PageData {
  return { seo: contactPage.seo };
}
