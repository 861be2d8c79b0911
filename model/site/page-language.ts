/**
 * The language of the page being rendered, from the URL the visitor asked for (never from
 * `Accept-Language`): /fr and everything under it is French (model/site/languages.ts). Vike routes a
 * French URL as its English twin (pages/+onBeforeRoute.ts), so `urlPathname` is the route's path
 * and `urlOriginal` the public one.
 */
import { languageOfPath, type Language } from './languages';

type WithUrl = { urlOriginal: string };

/** The path the visitor asked for, without query or fragment: the page's public address. */
export function publicPath(pageContext: WithUrl): string {
  return pageContext.urlOriginal.replace(/[?#].*$/, '') || '/';
}

export function languageOf(pageContext: WithUrl): Language {
  return languageOfPath(publicPath(pageContext));
}
