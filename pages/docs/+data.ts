import type { PageContextServer } from 'vike/types';
import { companyIn, type docs } from '../../model/company';
import { languageOf } from '../../model/page-language';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof docs>;
export const data = (pageContext: PageContextServer): Data => contentData(companyIn[languageOf(pageContext)].docs);
