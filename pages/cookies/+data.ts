import { cookies } from '../../content/company/legal';
import { contentData } from '../../model/page-data';

export const data = () => contentData(cookies);
