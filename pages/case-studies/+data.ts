import type { PageContextServer } from 'vike/types';
import { caseStudyCardsIn, listData, type ListData } from '../../model/page-data/case-studies';

export type Data = ListData;
export const data = (pageContext: PageContextServer): Data => listData(pageContext.language, caseStudyCardsIn(pageContext.language));
