import { describe, expect, it } from 'vitest';
import { loadContent } from '../../model/content/content-files';
import { filledLengthProblems } from '../../model/content/filled-limits';

// Issue 54 (the review's S50): the city pages' search description was checked as written, not as
// each city page shows it; 15 of 36 French ones ran past 170 characters once the names were in.
describe("the city pages' search description, once the names are filled in", () => {
  const data = loadContent();

  it('fits every service in every city, in both editions', () => {
    expect(filledLengthProblems(data)).toEqual([]);
  });

  it('is named with its file, the count of pages over and the longest, when one edition runs over', () => {
    const template = data.cityPages.fr.seo.description;
    const longer = { ...data, cityPages: { ...data.cityPages, fr: { ...data.cityPages.fr, seo: { ...data.cityPages.fr.seo, description: `${template} Des experts près de chez vous, à {city.name}.` } } } };
    const [problem, ...rest] = filledLengthProblems(longer as typeof data);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^content\/fr\/pages\/city-pages\.yaml: SEO > Description: runs over 170 characters on \d+ city pages once the names are filled in \(the longest, .+ in .+: \d+\): shorten the words around the names$/);
  });

  it("checks a service's own city description on that service's pages, naming its file; the shared one no longer for that service", () => {
    const [slug, service] = Object.entries(data.services.fr)[0]!;
    const own = (description: string) => ({ ...data, services: { ...data.services, fr: { ...data.services.fr, [slug]: { ...service, seo: { ...service.seo, cityDescription: description } } } } });
    const long = own(`${'Un texte bien trop long pour une description de recherche, '.repeat(3)}à {city.name}.`);
    expect(filledLengthProblems(long as typeof data)).toEqual([
      expect.stringMatching(new RegExp(`^content/fr/services/${slug}\\.yaml: SEO > City description: runs over 170 characters on \\d+ city pages once the names are filled in \\(the longest, ${service.name} in .+: \\d+\\): shorten the words around the names$`)),
    ]);
    // The shared text, too long for every service, is then named for the others only.
    const template = data.cityPages.fr.seo.description;
    const both = { ...(own('{service.name} à {city.name} : une description assez longue pour passer la limite inférieure.') as typeof data) };
    const sharedLong = { ...both, cityPages: { ...both.cityPages, fr: { ...both.cityPages.fr, seo: { ...both.cityPages.fr.seo, description: `${template} ${'Encore des mots. '.repeat(5)}` } } } };
    const problems = filledLengthProblems(sharedLong as typeof data);
    expect(problems).toHaveLength(1);
    const count = Number(/on (\d+) city pages/.exec(problems[0]!)![1]);
    const withoutTheirOwn = Object.entries(data.services.fr).filter(([other, { seo }]) => other !== slug && !seo.cityDescription).length;
    expect(count).toBe(withoutTheirOwn * Object.keys(data.locations.fr).length);
  });

  it("checks the case studies' lists filtered by a service or an industry, each name filled in", () => {
    const lists = data.caseStudyPages.en.filteredSeo;
    const longer = (field: 'serviceDescription' | 'industryDescription') => ({
      ...data,
      caseStudyPages: { ...data.caseStudyPages, en: { ...data.caseStudyPages.en, filteredSeo: { ...lists, [field]: `${lists[field]} ${'More words. '.repeat(4)}` } } },
    });
    expect(filledLengthProblems(longer('serviceDescription') as typeof data)).toEqual([
      expect.stringMatching(/^content\/pages\/case-study-pages\.yaml: Filtered SEO > Service description: runs over 170 characters on \d+ lists? once the name is filled in \(the longest, .+: \d+\): shorten the words around the name$/),
    ]);
    expect(filledLengthProblems(longer('industryDescription') as typeof data)).toEqual([
      expect.stringMatching(/^content\/pages\/case-study-pages\.yaml: Filtered SEO > Industry description: runs over 170 characters on \d+ lists? once the name is filled in/),
    ]);
  });
});
