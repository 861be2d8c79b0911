import type { PageContext } from 'vike/types';
import { routedPath } from '../model/addresses';
import { languageOf, publicPath } from '../model/page-language';

// The page's language is decided here, once, from the address asked for (model/page-language.ts),
// and put on the page's context. French URLs are French words (/fr/a-propos): each routes as its
// English twin. https://vike.dev/i18n
export default function onBeforeRoute(pageContext: PageContext) {
  const path = publicPath(pageContext);
  const routed = routedPath(path);
  const language = languageOf(pageContext);
  if (routed === path) return { pageContext: { language } };
  return { pageContext: { language, urlLogical: `${routed}${pageContext.urlOriginal.slice(path.length)}` } };
}
