import { careers } from '../../content/company/careers';
import { contentData, type ContentData } from '../../model/page-data';

export type Data = ContentData<typeof careers>;
export const data = (): Data => contentData(careers);
