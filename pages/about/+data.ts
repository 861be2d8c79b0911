import { about } from '../../content/company/about';
import { contentData, type ContentData } from '../../renderer/page-data';

export type Data = ContentData<typeof about>;
export const data = (): Data => contentData(about);
