import type { PageContextServer } from 'vike/types';
import { languageOf } from '../../../model/page-language';
import type { ServiceSlug } from '../../../model/catalog';
import { servicePageData, type ServicePageData } from '../../../model/service-page-data';

export function data(pageContext: PageContextServer): ServicePageData {
  return servicePageData(pageContext.routeParams.service as ServiceSlug, undefined, languageOf(pageContext));
}
