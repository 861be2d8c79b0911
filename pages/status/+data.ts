import { status } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof status>;
export const data = (): Data => contentData(status);
