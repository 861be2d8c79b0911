import type { PageContextServer } from 'vike/types';
import { companyIn } from '../../model/page-data/company';
import { contentData, type ContentPageData } from '../../model/page-data/page-data';

export type Data = ContentPageData<(typeof companyIn)['en']['docs']>;
export const data = (pageContext: PageContextServer): Data => contentData(companyIn[pageContext.language].docs);
