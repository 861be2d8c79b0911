import { contactPage } from '../../content/contact';
import type { PageData } from '../../model/seo';

export function data(): PageData {
  return { seo: contactPage.seo };
}
