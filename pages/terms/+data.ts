import type { PageContextServer } from 'vike/types';
import { companyIn } from '../../model/page-data/company';
import { contentData } from '../../model/page-data/page-data';

export const data = (pageContext: PageContextServer) => contentData(companyIn[pageContext.language].terms);
