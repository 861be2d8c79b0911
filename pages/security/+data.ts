import { security } from '../../model/company';
import { contentData } from '../../model/page-data';

export const data = () => contentData(security);
