import type { EntryOf } from '../../model/content/collections';
import { content } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import { contentData, type ContentPageData } from '../../model/page-data/page-data';

export type Data = ContentPageData<EntryOf<'about'>>;
export const data = (pageContext: PageContextServer): Data => contentData(content('about', pageContext.language));
