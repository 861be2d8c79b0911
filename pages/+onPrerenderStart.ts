import type { PageContextServer } from 'vike/types';
import { fixedPageIn } from '../model/page-data/addresses';
import { notFoundPathIn } from '../model/site/urls';
import { languageOf, publicPath } from '../model/site/page-language';

type PrerenderContext = { pageContexts: (PageContextServer & { urlLogical?: string })[] };

// The French edition: every English page (and the 404 page) gets its French twin, pre-rendered at
// the French address and routed as the English page (pages/+onBeforeRoute.ts). French articles
// are listed by pages/blog/@slug/+onBeforePrerenderStart.ts itself, so those twins already exist.
// https://vike.dev/onPrerenderStart
export default function onPrerenderStart(prerenderContext: PrerenderContext) {
  const { pageContexts } = prerenderContext;
  const present = new Set(pageContexts.map((pageContext) => publicPath(pageContext)));
  const twins = pageContexts.flatMap((pageContext) => {
    if (languageOf(pageContext) !== 'en') return [];
    const path = publicPath(pageContext);
    const french = pageContext.is404 ? notFoundPathIn('fr') : fixedPageIn(path, 'fr');
    if (!french || present.has(french)) return [];
    return [{ ...pageContext, urlOriginal: french, language: 'fr' as const, ...(!pageContext.is404 && { urlLogical: path }) }];
  });
  // Copies only, as Vike expects (it restores each copy's URL getters from its original). The 404
  // pages are never routed, so pages/+onBeforeRoute.ts does not give them their language: here it is.
  return {
    prerenderContext: {
      pageContexts: [...pageContexts.map((pageContext) => ({ ...pageContext, language: pageContext.language ?? languageOf(pageContext) })), ...twins],
    },
  };
}
