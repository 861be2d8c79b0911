/**
 * Limits that hold once the page's names are filled in (issue 54, the review's S50): the city pages'
 * search description is one text for every service in every city, and a limit checked on it as
 * written said nothing of « Optimisation des coûts infonuagiques » in Kitchener, 193 characters
 * where search engines show about 170. Each edition's text, filled for every service and city as
 * the pages fill it (model/page-data/service-pages.ts), against the limit of a search description.
 */
import type { ContentData } from './collections.ts';
import { fillPageValues } from './page-values.ts';
import { seoDescriptionMax } from './schemas/fields.ts';
import { frenchContentFile, languages } from '../site/languages.ts';

const file = 'content/pages/city-pages.yaml';

/** "file: what is wrong" for each edition whose city pages' description runs over the limit once filled in. */
export function filledLengthProblems(data: ContentData): string[] {
  const problems: string[] = [];
  for (const language of languages) {
    const template = data.cityPages[language]?.seo.description;
    if (!template) continue;
    const over: { length: number; service: string; city: string }[] = [];
    for (const service of Object.values(data.services[language] ?? {})) {
      for (const location of Object.values(data.locations[language] ?? {})) {
        const filled = fillPageValues(template, { service, city: { ...location, name: location.city } }, `${file} seo.description`);
        if (filled.length > seoDescriptionMax) over.push({ length: filled.length, service: service.name, city: location.city });
      }
    }
    if (over.length === 0) continue;
    const longest = over.reduce((a, b) => (b.length > a.length ? b : a));
    const pages = over.length > 1 ? `${over.length} city pages` : 'one city page';
    problems.push(
      `${language === 'en' ? file : frenchContentFile(file)}: SEO > Description: runs over ${seoDescriptionMax} characters on ${pages} once the names are filled in (the longest, ${longest.service} in ${longest.city}: ${longest.length}): shorten the words around the names`,
    );
  }
  return problems;
}
