import type { BilingualCollectionName, ContentOf } from '../model/content/collections';
import { content } from '../model/content/content';
import { useLanguage } from './language';

/**
 * A collection's content in the language of the page being rendered: how a view reads copy that
 * several pages share (the service pages' headings, the blog's labels). A page's own copy comes
 * from its `+data.ts` (`useData()`), which reads `content(collection, pageContext.language)`.
 * Server only: an island gets what it needs in its data.
 */
export function useContent<C extends BilingualCollectionName>(collection: C): ContentOf<C> {
  return content(collection, useLanguage());
}
