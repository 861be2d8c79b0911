import type { PageContext } from 'vike/types';
import { matchServicePath } from '../../../model/urls';

// Route Function: `/services/<service>`. Which services exist is content, which a route file
// cannot read (Vike loads it before the content): +data.ts answers 404 for any other.
// https://vike.dev/route-function
export default function route(pageContext: PageContext) {
  const match = matchServicePath(pageContext.urlPathname);
  return match ? { routeParams: { service: match.service } } : false;
}
