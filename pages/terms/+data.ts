import { terms } from '../../model/company';
import { contentData } from '../../model/page-data';

export const data = () => contentData(terms);
