import type { PageContext } from 'vike/types';
import { routeParamsOf } from '../../../model/site/urls';

// Route Function: the route table's `service` (model/site/routes.ts). Which services exist is content,
// which a route file cannot read (Vike loads it before the content): +data.ts answers 404 for any other.
// https://vike.dev/route-function
export default function route(pageContext: PageContext) {
  const [service] = routeParamsOf('service', pageContext.urlPathname) ?? [];
  return service ? { routeParams: { service } } : false;
}
