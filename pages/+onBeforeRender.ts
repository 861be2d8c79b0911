import type { PageContextServer } from 'vike/types';
import { alternatesOf } from '../model/page-data/alternates';
import { languageOf } from '../model/site/page-language';

// Server only: the page's address in each language, for the head's hreflang links and the
// header's language switcher (model/page-data/alternates.ts), which the Layout reads from the context so
// that no browser bundle carries the articles. https://vike.dev/onBeforeRender
//
// The error page a page's own hook asks for (`throw render(404)`: /services/quantum, an article not
// yet published) is rendered from a new context, without the language pages/+onBeforeRoute.ts gave
// the page: under `npm run editor` it failed with "An error occurred" (the walk-through of
// 2026-11-29; the built site answers such addresses with 404.html). Its language is its address's.
export default function onBeforeRender(pageContext: PageContextServer) {
  const language = pageContext.language ?? languageOf(pageContext);
  return { pageContext: { language, alternates: alternatesOf({ ...pageContext, language }) } };
}
