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
    // The case studies' lists filtered by a service or an industry: each its own description, the name filled in.
    const lists = data.caseStudyPages[language]?.filteredSeo;
    const listsFile = language === 'en' ? 'content/pages/case-study-pages.yaml' : frenchContentFile('content/pages/case-study-pages.yaml');
    const kinds = [
      { field: 'Filtered SEO > Service description', template: lists?.serviceDescription, entries: Object.values(data.services[language] ?? {}).map((service) => ({ service })) },
      { field: 'Filtered SEO > Industry description', template: lists?.industryDescription, entries: Object.values(data.industries[language] ?? {}).map((industry) => ({ industry })) },
    ];
    for (const { field, template, entries } of kinds) {
      if (!template) continue;
      const filled = entries.map((values) => ({ name: (Object.values(values)[0] as { name: string }).name, text: fillPageValues(template, values, `${listsFile} ${field}`) }));
      const over = filled.filter(({ text }) => text.length > seoDescriptionMax);
      if (over.length === 0) continue;
      const longest = over.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      problems.push(`${listsFile}: ${field}: runs over ${seoDescriptionMax} characters on ${over.length > 1 ? `${over.length} lists` : 'one list'} once the name is filled in (the longest, ${longest.name}: ${longest.text.length}): shorten the words around the name`);
    }
  }
  return problems;
}
