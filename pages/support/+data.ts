import type { PageContextServer } from 'vike/types';
import { companyIn, type support } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof support>;
export const data = (pageContext: PageContextServer): Data => contentData(companyIn[pageContext.language].support);
