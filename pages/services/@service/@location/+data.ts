import type { PageContextServer } from 'vike/types';
import { cityNames, cityProvinces, serviceNames, type CitySlug, type ServiceSlug } from '../../../../content/catalog';
import { serviceDescription, serviceTitle } from '../../../../content/service-pages';
import type { PageData } from '../../../../renderer/seo';

export type Data = PageData & { service: ServiceSlug; city: string; name: string; title: string; intro: string };

export function data(pageContext: PageContextServer): Data {
  const service = pageContext.routeParams.service as ServiceSlug;
  const city = pageContext.routeParams.location as CitySlug;
  const title = serviceTitle(service, city);
  const description = serviceDescription(service, city);
  const name = serviceNames[service];
  return {
    seo: {
      title,
      description,
      keywords: [`${name} ${cityNames[city]}`, `${name} ${cityProvinces[city]}`, name, 'Northbeam Digital'],
    },
    service,
    city: cityNames[city],
    name,
    title,
    intro: description,
  };
}
