import { content } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import type { PageData } from '../../model/page-data/seo';
import { officesIn } from '../../model/page-data/offices';

/** Each office as the contact page lists it beside the form: where it is and how to call it (issue 53). */
export type ContactOffice = { slug: string; city: string; province: string; address: string; telephone: string };

export type Data = PageData & { offices: ContactOffice[] };

export function data(pageContext: PageContextServer): Data {
  return {
    seo: content('contactPage', pageContext.language).seo,
    offices: officesIn(pageContext.language).map(({ slug, city, province, address, telephone }) => ({ slug, city, province, address, telephone })),
  };
}
