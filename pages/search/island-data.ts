import type { SearchKind } from '../../model/site/search';
import type { Synonym } from '../../model/page-data/search-words';

/** What the search's script reads from its page, in the page's language (pages/search/+Page.tsx writes it). */
type SearchIsland = {
  /** Each result's kind, as the page names it. */
  kinds: Record<SearchKind, string>;
  /** The count line: none, one, many ({count}). */
  results: { none: string; one: string; many: string };
  searching: string;
  /** The line over results searched with corrected words. */
  corrected: { showing: string; exact: string };
  synonyms: Synonym[];
  /** The site's words, for corrections and suggestions: a file of the built site. */
  vocabulary: string;
  /** The cities' names, which a query may name. */
  cities: string[];
  /** The services' names and pages: a query that names one lists its page first. */
  services: { name: string; url: string }[];
};

// Types only: nothing of this reaches the browser.
declare module '../../renderer/island-data' {
  interface IslandTypes {
    search: SearchIsland;
  }
}
