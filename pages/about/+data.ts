import { about } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof about>;
export const data = (): Data => contentData(about);
