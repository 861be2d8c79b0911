import type { PageContextServer } from 'vike/types';
import { alternatesOf } from '../model/page-data/alternates';

// Server only: the page's address in each language, for the head's hreflang links and the
// header's language switcher (model/page-data/alternates.ts), which the Layout reads from the context so
// that no browser bundle carries the articles. https://vike.dev/onBeforeRender
export default function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { alternates: alternatesOf(pageContext) } };
}
