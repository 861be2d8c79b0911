import type { PageContextServer } from 'vike/types';
import { companyIn } from '../../model/company';
import { contentData } from '../../model/page-data';

export const data = (pageContext: PageContextServer) => contentData(companyIn[pageContext.language].accessibility);
