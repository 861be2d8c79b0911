import type { PageContext } from 'vike/types';
import { languageTags } from '../model/site/languages';

// <html lang="en-CA"> or "fr-CA", from the URL asked for. https://vike.dev/lang
export default (pageContext: PageContext) => languageTags[pageContext.language];
