import type { PageContext } from 'vike/types';
import { isServiceSlug } from '../../../model/catalog';
import { matchServicePath } from '../../../model/urls';

// Route Function: only the nine services of the spec match; anything else is the 404 page.
// https://vike.dev/route-function
export default function route(pageContext: PageContext) {
  const match = matchServicePath(pageContext.urlPathname);
  if (!match || !isServiceSlug(match.service)) return false;
  return { routeParams: { service: match.service } };
}
