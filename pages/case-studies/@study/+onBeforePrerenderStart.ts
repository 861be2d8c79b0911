import { entriesWith } from '../../../model/page-data/catalog';
import { pagesOf, urls } from '../../../model/site/urls';

// One page per case study, English; pages/+onPrerenderStart.ts adds the French twins.
export default () => pagesOf(urls, entriesWith([]), ['caseStudy']);
