import type { PageContext } from 'vike/types';
import { languageOf, publicPath } from '../model/site/page-language';

// The page's language is decided here, once, from the address asked for (model/site/page-language.ts),
// and put on the page's context. French URLs are French words (/fr/a-propos): each routes as its
// English twin. https://vike.dev/i18n
export default async function onBeforeRoute(pageContext: PageContext) {
  // Imported on each request, not once with this hook: under `npm run editor` a saved entry reloads
  // the content, and with it the French addresses (a new city's French pages answered 404 until the
  // dev server restarted). Once loaded, the import is the module already loaded.
  const { routedPath } = await import('../model/page-data/addresses');
  const path = publicPath(pageContext);
  const routed = routedPath(path);
  const language = languageOf(pageContext);
  if (routed === path) return { pageContext: { language } };
  return { pageContext: { language, urlLogical: `${routed}${pageContext.urlOriginal.slice(path.length)}` } };
}
