import { docs } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof docs>;
export const data = (): Data => contentData(docs);
