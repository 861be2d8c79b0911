import type { PageContextServer } from 'vike/types';
import type { CitySlug, ServiceSlug } from '../../../../model/catalog';
import { servicePageData, type ServicePageData } from '../../../../model/service-page-data';

export function data(pageContext: PageContextServer): ServicePageData {
  const { service, location } = pageContext.routeParams;
  return servicePageData(service as ServiceSlug, location as CitySlug, pageContext.language);
}
