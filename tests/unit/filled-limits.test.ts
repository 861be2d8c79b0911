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
});
