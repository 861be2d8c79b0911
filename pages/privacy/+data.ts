import { requiredEntry } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import { contentData } from '../../model/page-data/page-data';

export const data = (pageContext: PageContextServer) => contentData(requiredEntry('legal', 'privacy', pageContext.language));
