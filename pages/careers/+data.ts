import { careers } from '../../model/company';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof careers>;
export const data = (): Data => contentData(careers);
