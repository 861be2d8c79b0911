import { api } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof api>;
export const data = (): Data => contentData(api);
