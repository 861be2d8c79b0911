import type { PageContextServer } from 'vike/types';
import { companyIn } from '../../model/page-data/company';
import { contentData, type ContentData } from '../../model/page-data/page-data';

export type Data = ContentData<(typeof companyIn)['en']['careers']>;
export const data = (pageContext: PageContextServer): Data => contentData(companyIn[pageContext.language].careers);
