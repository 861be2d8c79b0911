import type { PageContextServer } from 'vike/types';
import type { ServiceSlug } from '../../../model/catalog';
import { servicePageData, type ServicePageData } from '../../../model/service-page-data';

export function data(pageContext: PageContextServer): ServicePageData {
  return servicePageData(pageContext.routeParams.service as ServiceSlug, undefined, pageContext.language);
}
