import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { urlsIn } from '../../../../model/page-data/addresses';
import { caseStudiesOfService, listData, type ListData } from '../../../../model/page-data/case-studies';
import { isServiceSlug } from '../../../../model/page-data/catalog';
import { serviceName, serviceOf } from '../../../../model/page-data/services';


export type Data = ListData;
export function data(pageContext: PageContextServer): Data {
  const { service } = pageContext.routeParams;
  const language = pageContext.language;
  if (!service || !isServiceSlug(service)) throw render(404);
  return listData(language, caseStudiesOfService(service, language), { name: serviceName(service, language), href: urlsIn[language].caseStudiesOfService(service), service: serviceOf(service, language) });
}
