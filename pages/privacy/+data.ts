import { privacy } from '../../model/company';
import { contentData } from '../../model/page-data';

export const data = () => contentData(privacy);
