import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isServiceSlug } from '../../../model/catalog';
import { servicePageData, type ServicePageData } from '../../../model/service-page-data';

export function data(pageContext: PageContextServer): ServicePageData {
  const { service } = pageContext.routeParams;
  if (!service || !isServiceSlug(service)) throw render(404);
  return servicePageData(service, undefined, pageContext.language);
}
