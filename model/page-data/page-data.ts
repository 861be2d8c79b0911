/**
 * The data of pages whose content is one content file (content/company, content/legal): it is
 * read by +data.ts on the server only, so zod and the parsing never reach the browser.
 */
import type { z } from 'zod';
import type { legalPageSchema } from '../content/schemas/company-and-legal';
import type { PageData, PageSeo } from './seo';

export type ContentPageData<T extends { seo: PageSeo }> = PageData & { page: Omit<T, 'seo'> };
export type LegalData = ContentPageData<z.infer<typeof legalPageSchema>>;

/** The page's content with its SEO values moved up, so the HTML carries them once. */
export function contentData<T extends { seo: PageSeo }>({ seo, ...page }: T): ContentPageData<T> {
  return { seo, page };
}
