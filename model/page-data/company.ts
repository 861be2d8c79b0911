/** The company and legal pages' content (content/company, content/legal), per edition, through model/content/content.ts. */
import { content } from '../content/content';
import type { EntryOf } from '../content/collections';
import { perLanguage, type Language } from '../site/languages';

function companyPages(language: Language) {
  const legal = content('legal', language);
  /** A legal page's entry: the folder holds exactly these (model/content/collections.ts `fixed`), checked when content loads. */
  const legalPage = (name: string): EntryOf<'legal'> => {
    const page = legal[name];
    if (!page) throw new Error(`content/legal/${name}.yaml: missing`);
    return page;
  };
  return {
    about: content('about', language),
    api: content('api', language),
    careers: content('careers', language),
    docs: content('docs', language),
    press: content('press', language),
    status: content('status', language),
    support: content('support', language),
    privacy: legalPage('privacy'),
    terms: legalPage('terms'),
    security: legalPage('security'),
    cookies: legalPage('cookies'),
    accessibility: legalPage('accessibility'),
  };
}
/** Each edition's company and legal pages. */
export const companyIn = perLanguage(companyPages);
