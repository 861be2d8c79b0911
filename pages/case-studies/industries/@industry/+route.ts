import type { PageContext } from 'vike/types';
import { routeParamsOf } from '../../../../model/site/urls';

// The route table's `caseStudiesOfIndustry` (model/site/routes.ts); +data.ts answers 404 for an industry that does not exist.
export default function route(pageContext: PageContext) {
  const [industry] = routeParamsOf('caseStudiesOfIndustry', pageContext.urlPathname) ?? [];
  return industry ? { routeParams: { industry } } : false;
}
