import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { content } from '../../../../model/content/content';
import { urlsIn } from '../../../../model/page-data/addresses';
import { caseStudiesOfIndustry, listData, type ListData } from '../../../../model/page-data/case-studies';


export type Data = ListData;
export function data(pageContext: PageContextServer): Data {
  const { industry } = pageContext.routeParams;
  const language = pageContext.language;
  const entry = industry ? content('industries', language)[industry] : undefined;
  if (!industry || !entry) throw render(404);
  return listData(language, caseStudiesOfIndustry(industry, language), { name: entry.name, href: urlsIn[language].caseStudiesOfIndustry(industry), industry: entry });
}
