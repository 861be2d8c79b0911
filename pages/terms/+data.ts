import { terms } from '../../content/company/legal';
import { contentData } from '../../model/page-data';

export const data = () => contentData(terms);
