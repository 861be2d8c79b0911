import type { PageContextServer } from 'vike/types';
import { companyIn } from '../../model/company';
import { languageOf } from '../../model/page-language';
import { contentData } from '../../model/page-data';

export const data = (pageContext: PageContextServer) => contentData(companyIn[languageOf(pageContext)].accessibility);
