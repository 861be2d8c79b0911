import type { PageContext } from 'vike/types';
import { isServiceSlug } from '../../../model/catalog';

// Route Function: only the nine services of the spec match; anything else is the 404 page.
// https://vike.dev/route-function
export default function route(pageContext: PageContext) {
  const match = /^\/services\/([^/]+)$/.exec(pageContext.urlPathname);
  if (!match || !isServiceSlug(match[1]!)) return false;
  return { routeParams: { service: match[1]! } };
}
