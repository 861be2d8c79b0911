import type { PageContext } from 'vike/types';
import { pageSeo } from '../model/seo';

export default (pageContext: PageContext) => pageSeo(pageContext).description;
