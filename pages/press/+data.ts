import { press } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof press>;
export const data = (): Data => contentData(press);
