import { urlsIn } from '../model/page-data/addresses';
import type { Urls } from '../model/site/urls';
import { useLanguage } from './language';

/**
 * The links of the page being rendered, in its language: the route table's builders
 * (model/site/routes.ts, with the French words of model/page-data/addresses.ts) for its edition,
 * `useUrls().about()`. Views link with these and never pick a table of URLs by language themselves.
 * Server only, as the French words are content: an island gets the links it needs in its data.
 */
export function useUrls(): Urls {
  return urlsIn[useLanguage()];
}
