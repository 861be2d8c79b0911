import type { PageContextServer } from 'vike/types';
import { companyIn, type docs } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof docs>;
export const data = (pageContext: PageContextServer): Data => contentData(companyIn[pageContext.language].docs);
