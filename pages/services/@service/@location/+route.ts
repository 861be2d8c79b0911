import type { PageContext } from 'vike/types';
import { isCitySlug, isServiceSlug } from '../../../../model/catalog';
import { matchServiceCityPath } from '../../../../model/urls';

// Only the lowercase city matches: the worker redirects other letter cases (301) to it.
export default function route(pageContext: PageContext) {
  const match = matchServiceCityPath(pageContext.urlPathname);
  if (!match || !isServiceSlug(match.service) || !isCitySlug(match.city)) return false;
  return { routeParams: { service: match.service, location: match.city } };
}
