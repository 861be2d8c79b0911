/**
 * Limits that hold once the page's names are filled in (issue 54, the review's S50): the city pages'
 * search description is one text for every service in every city, and a limit checked on it as
 * written said nothing of « Optimisation des coûts infonuagiques » in Kitchener, 193 characters
 * where search engines show about 170. Each edition's text, filled for every service and city as
 * the pages fill it (model/page-data/service-pages.ts), against the limit of a search description.
 * A service may have its own (its `seo.cityDescription`), for the service whose name makes the
 * shared one run long: it is checked for that service's pages, and named with its file.
 */
import type { ContentData } from './collections.ts';
import { fillPageValues } from './page-values.ts';
import { seoDescriptionMax } from './schemas/fields.ts';
import { frenchContentFile, languages } from '../site/languages.ts';

const file = 'content/pages/city-pages.yaml';

/** "file: what is wrong" for each text, shared or a service's own, that runs over the limit on a city page once filled in. */
export function filledLengthProblems(data: ContentData): string[] {
  const problems: string[] = [];
  for (const language of languages) {
    const shared = data.cityPages[language]?.seo.description;
    // Each text and the pages it describes: the shared one for every service without its own.
    const texts = new Map<string, { template: string; over: { length: number; service: string; city: string }[] }>();
    for (const [slug, service] of Object.entries(data.services[language] ?? {})) {
      const own = service.seo.cityDescription;
      const template = own ?? shared;
      if (!template) continue;
      const where = own ? `content/services/${slug}.yaml` : file;
      const text = texts.get(where) ?? { template, over: [] };
      texts.set(where, text);
      for (const location of Object.values(data.locations[language] ?? {})) {
        const filled = fillPageValues(template, { service, city: { ...location, name: location.city } }, `${where} seo.${own ? 'cityDescription' : 'description'}`);
        if (filled.length > seoDescriptionMax) text.over.push({ length: filled.length, service: service.name, city: location.city });
      }
    }
    for (const [where, { over }] of texts) {
      if (over.length === 0) continue;
      const longest = over.reduce((a, b) => (b.length > a.length ? b : a));
      const pages = over.length > 1 ? `${over.length} city pages` : 'one city page';
      const field = where === file ? 'SEO > Description' : 'SEO > City description';
      problems.push(
        `${language === 'en' ? where : frenchContentFile(where)}: ${field}: runs over ${seoDescriptionMax} characters on ${pages} once the names are filled in (the longest, ${longest.service} in ${longest.city}: ${longest.length}): shorten the words around the names`,
      );
    }
  }
  return problems;
}
