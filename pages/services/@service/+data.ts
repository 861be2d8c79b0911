import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isServiceSlug } from '../../../model/page-data/catalog';
import { servicePageData, type ServicePageData } from '../../../model/page-data/service-page-data';

export function data(pageContext: PageContextServer): ServicePageData {
  const { service } = pageContext.routeParams;
  if (!service || !isServiceSlug(service)) throw render(404);
  return servicePageData(service, undefined, pageContext.language);
}
