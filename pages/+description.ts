import type { PageContext } from 'vike/types';
import { pageSeo } from '../model/page-data/seo';

export default (pageContext: PageContext) => pageSeo(pageContext).description;
