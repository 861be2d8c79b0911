import type { PageContext } from 'vike/types';
import { routeParamsOf } from '../../../model/site/urls';

// The route table's `caseStudy` (model/site/routes.ts); +data.ts answers 404 for a case study that does not exist.
export default function route(pageContext: PageContext) {
  const [study] = routeParamsOf('caseStudy', pageContext.urlPathname) ?? [];
  return study ? { routeParams: { study } } : false;
}
