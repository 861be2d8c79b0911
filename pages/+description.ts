import type { PageContext } from 'vike/types';
import { pageSeo } from '../renderer/seo';

export default (pageContext: PageContext) => pageSeo(pageContext).description;
