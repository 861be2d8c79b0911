import { security } from '../../content/company/legal';
import { contentData } from '../../renderer/page-data';

export const data = () => contentData(security);
