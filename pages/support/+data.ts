import { support } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof support>;
export const data = (): Data => contentData(support);
