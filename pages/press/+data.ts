import { press } from '../../content/company/press';
import { contentData, type ContentData } from '../../renderer/page-data';

export type Data = ContentData<typeof press>;
export const data = (): Data => contentData(press);
