import type { PageContextServer } from 'vike/types';
import { serviceNames, type ServiceSlug } from '../../../content/catalog';
import { serviceDescription, serviceTitle } from '../../../content/service-pages';
import type { PageData } from '../../../renderer/seo';

export type Data = PageData & { service: ServiceSlug; name: string; title: string; intro: string };

export function data(pageContext: PageContextServer): Data {
  const service = pageContext.routeParams.service as ServiceSlug;
  const title = serviceTitle(service);
  const description = serviceDescription(service);
  return {
    seo: { title, description, keywords: [serviceNames[service], `${serviceNames[service]} Canada`, 'Northbeam Digital'] },
    service,
    name: serviceNames[service],
    title,
    intro: description,
  };
}
