import type { PageContext } from 'vike/types';
import { routeParamsOf } from '../../../model/site/urls';

// The route table's `blogPost` (model/site/routes.ts); an unknown slug has no pre-rendered page, so it is a 404.
export default function route(pageContext: PageContext) {
  const [slug] = routeParamsOf('blogPost', pageContext.urlPathname) ?? [];
  return slug ? { routeParams: { slug } } : false;
}
