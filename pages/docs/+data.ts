import { docs } from '../../content/company/docs';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof docs>;
export const data = (): Data => contentData(docs);
