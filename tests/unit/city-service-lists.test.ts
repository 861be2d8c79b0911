import { describe, expect, it } from 'vitest';
import { loadContent } from '../../model/content/content-files';
import { crossCheck } from '../../model/content/content-read';
import { contentIn } from '../../model/content/content';
import { navigationIn } from '../../model/page-data/navigation';
import { otherCityServiceLinks } from '../../model/page-data/service-pages';
import { citySlugs } from '../../model/page-data/catalog';

// Issue 42: which services each city lists in the Locations menu, and which services' city pages
// link to one another, is content (content/pages/navigation.yaml, content/pages/city-pages.yaml),
// the same in both editions, each a service that exists.
describe('the services a city shows', () => {
  it('the Locations menu and the city pages follow the content, in both editions', () => {
    for (const language of ['en', 'fr'] as const) {
      const named = contentIn('navigation')[language].header.cityMenuServices;
      for (const group of navigationIn[language].locationsMenu) expect(group.links).toHaveLength(named.length);
      const linked = contentIn('cityPages')[language].linkedServices;
      // A page of a linked service links to the others; one of another service to all of them.
      expect(otherCityServiceLinks(linked[0]!, citySlugs[0]!, language)).toHaveLength(linked.length - 1);
    }
  });

  it('the build refuses a service that does not exist, and French lists that differ from the English', () => {
    const data = loadContent();
    data.navigation.fr.header.cityMenuServices = [...data.navigation.fr.header.cityMenuServices].reverse();
    data.cityPages.en.linkedServices = [...data.cityPages.en.linkedServices, 'robotics'];
    data.cityPages.fr.linkedServices = [...data.cityPages.fr.linkedServices, 'robotics'];
    const problems = crossCheck(data);
    expect(problems).toContainEqual(expect.stringMatching(/^content\/fr\/pages\/navigation\.yaml: Header > City menu services: names .*; the English version names .*: give both the same, in the same order$/));
    expect(problems).toContain('content/pages/city-pages.yaml: Linked services 7: is "robotics", which no file of content/services is named');
    expect(problems).toContain('content/fr/pages/city-pages.yaml: Linked services 7: is "robotics", which no file of content/services is named');
    expect(crossCheck(loadContent())).toEqual([]);
  });

  it("the Services menu's columns: a service that exists, once, in the same columns in both editions", () => {
    const data = loadContent();
    // Two columns of the content's services in both editions, whatever columns the content has: the first service alone, then the others.
    const [moved, ...others] = data.navigation.en.header.serviceGroups.flatMap((group) => group.services);
    for (const language of ['en', 'fr'] as const) {
      data.navigation[language].header.serviceGroups = [
        { title: 'One', services: [moved!] },
        { title: 'Two', services: [...others] },
      ];
    }
    expect(crossCheck(data)).toEqual([]);
    // The first column's service moved to the head of the second, in English only: the same order, other columns.
    data.navigation.en.header.serviceGroups = [{ title: 'Two', services: [moved!, ...others] }];
    expect(crossCheck(data)).toEqual([
      expect.stringMatching(/^content\/fr\/pages\/navigation\.yaml: Header > Service groups: the columns name .*; the English version's name .*: give both the same services, in the same columns and order$/),
    ]);
    // A service named twice.
    data.navigation.en.header.serviceGroups = data.navigation.fr.header.serviceGroups;
    data.navigation.fr.header.serviceGroups = data.navigation.fr.header.serviceGroups.map((group, index) => (index === 0 ? { ...group, services: [...group.services, moved!] } : group));
    expect(crossCheck(data)).toContain(`content/fr/pages/navigation.yaml: Header > Service groups: names "${moved}" twice; put each service in one column`);
    data.navigation.fr.header.serviceGroups = data.navigation.en.header.serviceGroups.map((group) => ({ ...group, services: [...group.services] }));
    data.navigation.fr.header.serviceGroups.at(-1)!.services.push('robotics');
    data.navigation.en.header.serviceGroups.at(-1)!.services.push('robotics');
    const count = data.navigation.en.header.serviceGroups.flatMap((group) => group.services).length;
    expect(crossCheck(data)).toEqual([
      `content/pages/navigation.yaml: Header > Service groups ${count}: is "robotics", which no file of content/services is named`,
      `content/fr/pages/navigation.yaml: Header > Service groups ${count}: is "robotics", which no file of content/services is named`,
    ]);
  });
});
