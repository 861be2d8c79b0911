import type { PageContext } from 'vike/types';
import { matchServiceCityPath } from '../../../../model/urls';

// `/services/<service>/<city>`, the city in lowercase only: the worker redirects other letter
// cases (301) to it. +data.ts answers 404 for a service or city the content does not have.
export default function route(pageContext: PageContext) {
  const match = matchServiceCityPath(pageContext.urlPathname);
  if (!match || match.city !== match.city.toLowerCase()) return false;
  return { routeParams: { service: match.service, location: match.city } };
}
