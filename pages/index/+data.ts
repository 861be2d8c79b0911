import { homeSeo } from '../../content/home';
import { organizationJsonLd, type PageData } from '../../renderer/seo';

export function data(): PageData {
  return { seo: { ...homeSeo, jsonLd: [organizationJsonLd()] } };
}
