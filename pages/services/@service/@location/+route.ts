import type { PageContext } from 'vike/types';
import { routeParamsOf } from '../../../../model/site/urls';

// The route table's `serviceCity` (model/site/routes.ts), the city in lowercase only: the worker
// redirects other letter cases (301) to it. +data.ts answers 404 for a service or city the content
// does not have.
export default function route(pageContext: PageContext) {
  const [service, city] = routeParamsOf('serviceCity', pageContext.urlPathname) ?? [];
  if (!service || !city || city !== city.toLowerCase()) return false;
  return { routeParams: { service, location: city } };
}
