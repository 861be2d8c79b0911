import { titleOf } from '../model/seo';

// vike-react also emits og:title from it, and updates document.title on client navigation.
export default titleOf;
