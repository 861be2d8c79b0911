import { support } from '../../content/company/support';
import { contentData, type ContentData } from '../../renderer/page-data';

export type Data = ContentData<typeof support>;
export const data = (): Data => contentData(support);
