import type { PageContext } from 'vike/types';
import { routeParamsOf } from '../../../../model/site/urls';

// The route table's `caseStudiesOfService` (model/site/routes.ts); +data.ts answers 404 for a service that does not exist.
export default function route(pageContext: PageContext) {
  const [service] = routeParamsOf('caseStudiesOfService', pageContext.urlPathname) ?? [];
  return service ? { routeParams: { service } } : false;
}
