import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudySlugs, citySlugs, industrySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { postsIn } from '../../model/content/posts';
import { contentPins, specificationCount, type Addable } from '../support/content-pins';
import { sitePages } from '../support/site-pages';
import { frenchPages } from '../support/french-pages';

// Issue 44 proved that a new city and service leave the suites green by running the unit and worker
// suites again in a copy that has them (2.7 minutes of every run); issue 56 keeps the promise
// statically: no test pins how many cities, services, case studies, articles, industries or pages
// there are, or lists them all. The copy's own pages are still built and read
// (tests/worker/new-city-and-service.test.ts).

const addable: Addable[] = [
  { name: 'cities', entries: citySlugs, words: /\b(cit(y|ies)|locations?|villes?)\b/i },
  { name: 'services', entries: serviceSlugs, words: /\bservices?\b/i },
  { name: 'case studies', entries: caseStudySlugs, words: /\b(case[- ]?stud(y|ies)|caseStud)/i },
  { name: 'English articles', entries: postsIn.en.map((post) => post.slug), words: /\b(articles?|posts?)\b/i },
  { name: 'French articles', entries: postsIn.fr.map((post) => post.slug), words: /\b(articles?|posts?)\b/i },
  { name: 'industries', entries: industrySlugs, words: /\bindustr(y|ies)\b/i },
  { name: 'English pages', entries: sitePages.map((page) => page.path), words: /\bpages?\b/i },
  { name: 'French pages', entries: frenchPages.map((page) => page.path), words: /\bpages?\b/i },
];

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('tests follow the content (issue 56)', () => {
  it('no test pins the number of entries of a collection staff add to, or lists them all', () => {
    // This file's own examples excepted.
    const files = ['tests/unit', 'tests/site', 'tests/worker', 'tests/e2e'].flatMap(testFiles).filter((file) => !file.endsWith('tests-follow-content.test.ts'));
    const pins = files.flatMap((file) => contentPins(readFileSync(file, 'utf8'), addable).map((pin) => `${file}, ${pin}`));
    expect([...new Set(pins)], 'read the count or the list from the catalog (model/page-data/catalog.ts) instead').toEqual([]);
  });

  describe('the reading finds what a new city or service would break', () => {
    const cities: Addable = { name: 'cities', entries: ['toronto', 'vancouver', 'kitchener', 'london'], words: /\bcit(y|ies)\b/i };
    const services: Addable = { name: 'services', entries: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'], words: /\bservices?\b/ };

    it('a count of the entries, where the line speaks of them or the count is large', () => {
      expect(contentPins("expect(cities).toHaveLength(4);", [cities])).toEqual(['line 1: 4, the number of cities: expect(cities).toHaveLength(4);']);
      expect(contentPins("await expect(links).toHaveCount(9);", [services])).toEqual(['line 1: 9, the number of services: await expect(links).toHaveCount(9);']);
      expect(contentPins("expect(words).toHaveLength(4);", [cities])).toEqual([]);
      expect(contentPins(`expect(opening).toHaveLength(9); ${specificationCount}`, [services])).toEqual([]);
    });

    it('a list of every entry, on one line or several', () => {
      expect(contentPins("expect(citySlugs).toEqual(['toronto', 'vancouver', 'kitchener', 'london']);", [cities])).toEqual(['line 1: a list of every one of the cities']);
      expect(contentPins("await expect(links).toHaveText([\n  'london',\n  'toronto',\n  'kitchener',\n  'vancouver',\n]);", [cities])).toEqual(['line 1: a list of every one of the cities']);
      // A table that names every city, one test each, pins nothing: a new city only goes untested there.
      expect(contentPins("for (const city of ['toronto', 'vancouver', 'kitchener', 'london']) check(city);", [cities])).toEqual([]);
      expect(contentPins("expect(near).toEqual(['toronto', 'vancouver']);", [cities])).toEqual([]);
    });
  });
});
