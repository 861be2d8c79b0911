import { contactPage } from '../../content/contact';
import type { PageData } from '../../renderer/seo';

export function data(): PageData {
  return { seo: contactPage.seo };
}
