import { support } from '../../content/company/support';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof support>;
export const data = (): Data => contentData(support);
