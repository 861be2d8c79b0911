import type { EntryOf } from '../../model/content/collections';
import { content } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import { contentData, type ContentPageData } from '../../model/page-data/page-data';
import { officesIn, type Office } from '../../model/page-data/offices';

export type Data = ContentPageData<EntryOf<'officesPage'>> & { offices: Office[] };
export const data = (pageContext: PageContextServer): Data => ({ ...contentData(content('officesPage', pageContext.language)), offices: officesIn(pageContext.language) });
