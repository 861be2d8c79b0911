import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isCitySlug, isServiceSlug } from '../../../../model/page-data/catalog';
import { servicePageData, type ServicePageData } from '../../../../model/page-data/service-page-data';

export function data(pageContext: PageContextServer): ServicePageData {
  const { service, location } = pageContext.routeParams;
  if (!service || !location || !isServiceSlug(service) || !isCitySlug(location)) throw render(404);
  return servicePageData(service, location, pageContext.language);
}
