import { titleOf } from '../model/page-data/seo';

// vike-react also emits og:title from it, and updates document.title on client navigation.
export default titleOf;
