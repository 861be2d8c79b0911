import type { PageContext } from 'vike/types';
import { routedPath } from '../model/addresses';
import { publicPath } from '../model/page-language';

// French URLs are French words (/fr/a-propos): each routes as its English twin, and the page reads
// its language from the URL asked for (model/page-language.ts). https://vike.dev/i18n
export default function onBeforeRoute(pageContext: PageContext) {
  const path = publicPath(pageContext);
  const routed = routedPath(path);
  if (routed === path) return undefined;
  return { pageContext: { urlLogical: `${routed}${pageContext.urlOriginal.slice(path.length)}` } };
}
