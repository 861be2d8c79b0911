import type { PageContextServer } from 'vike/types';
import type { Data } from './+data';

// The article is in the HTML once rendered; dropping it here keeps it out of the data that
// Vike serialises for the browser, so the body does not travel twice. The page takes it from
// the DOM on hydration, and fetches it after a client-side navigation (ArticleBody.tsx).
// https://vike.dev/onAfterRenderHtml
export default function onAfterRenderHtml(pageContext: PageContextServer) {
  delete (pageContext.data as Data).html;
}
