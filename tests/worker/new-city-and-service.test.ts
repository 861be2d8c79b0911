import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from '../support/edge.ts';
import { newCaseStudy, newCity, newPageType, newService, testKeys, testSiteBuildLog, testSiteClient } from '../support/test-site.ts';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog.ts';
import { urlsIn } from '../../model/page-data/addresses.ts';
import { urls } from '../../model/site/urls.ts';

// Issue 29: a city or a service is content only. The test site (tests/support/test-site.ts, built
// once by npm test) is a copy of the project given a new city's files (in English and French:
// Montréal, or Halifax once Montréal is a real city of the site), a new service's (Process
// Automation, with its French address word, or Quantum Readiness), a case study of the service in
// the city, and nothing else of code but a new page type added as the README says; its build must
// give their pages in both languages, their places in the menus, the sitemap, the search index,
// hreflang and social images, and the worker (which carries no content) must redirect the city in
// capitals and answer 404 for the rest. That no test of the project pins the content's services,
// cities or counts (issue 44) is tests/unit/tests-follow-content.test.ts's.

const client = testSiteClient;
const origin = testKeys.SITE_URL;
const html = (path: string) => readFileSync(join(client, `${path}.html`), 'utf8');
let edge: Edge;
const buildOutput = readFileSync(testSiteBuildLog, 'utf8');

/** The new pages' addresses in the copy: the URL module's, with the new service's French word. */
const newPages = (() => {
  const fr = urlsIn.fr;
  const frService = (slug: string) => (slug === newService.slug ? `${fr.service(serviceSlugs[0]!).replace(/\/[^/]+$/, '')}/${newService.fr.address}` : fr.service(slug));
  return {
    en: [...serviceSlugs.map((s) => urls.serviceCity(s, newCity.slug)), `/services/${newService.slug}`, ...[...citySlugs, newCity.slug].map((c) => `/services/${newService.slug}/${c}`)],
    fr: [...serviceSlugs.map((s) => `${frService(s)}/${newCity.slug}`), frService(newService.slug), ...[...citySlugs, newCity.slug].map((c) => `${frService(newService.slug)}/${c}`)],
  };
})();

afterAll(async () => {
  await edge?.close();
});

describe('a city and a service added as content files only', () => {
  it("the build warns that the new French entries were not checked against their own English twins (issue 30), and still builds", () => {
    expect(buildOutput).toMatch(/French needs updating: \d+ French entries whose English changed since the French was last checked/);
    expect(buildOutput).toContain(`  - content/fr/services/${newService.slug}.yaml (English: content/services/${newService.slug}.yaml): Name, Title, City title, Keyword`);
    expect(buildOutput).toContain(`  - content/fr/locations/${newCity.slug}.yaml (English: content/locations/${newCity.slug}.yaml): City, Province`);
  });

  it('build into complete pages in both languages, each with its title, heading and its twin in the other language', () => {
    for (const [index, path] of newPages.en.entries()) {
      const page = html(path);
      const french = newPages.fr[index]!;
      expect(page, path).toContain('<html lang="en-CA"');
      expect(page).toMatch(path.includes(newService.slug) ? new RegExp(`<h1[^>]*>${newService.en.name}`) : new RegExp(`<h1[^>]*>[^<]* in ${newCity.en.city}</h1>`));
      expect(page).toContain(`hrefLang="fr-CA" href="${origin}${french}"`);
      const twin = html(french);
      expect(twin, french).toContain('<html lang="fr-CA"');
      expect(twin).toContain(`hrefLang="en-CA" href="${origin}${path}"`);
    }
    expect(html(newPages.fr[serviceSlugs.length]!)).toContain(`>${newService.fr.title}</h1>`);
    expect(html(newPages.fr[0]!)).toMatch(new RegExp(`<h1[^>]*>[^<]*à ${newCity.fr.city}</h1>`));
  });

  it('take their places in the menus of every page: the service in Services, the city in Locations', () => {
    for (const [path, service, city] of [
      [urlsIn.en.about(), newPages.en[serviceSlugs.length]!, newPages.en[0]!],
      [urlsIn.fr.about(), newPages.fr[serviceSlugs.length]!, newPages.fr[0]!],
    ] as const) {
      const header = /<header\b[\s\S]*?<\/header>/.exec(html(path))![0];
      expect(header, path).toContain(`href="${service}"`);
      // In the Services menu's last column, which no column of the content names it in, with its line.
      const lastColumn = [...header.matchAll(/<div role="group" aria-labelledby="nav-services-\d+">[\s\S]*?<\/ul><\/div>/g)].at(-1)![0];
      expect(lastColumn, path).toContain(`href="${service}"`);
      expect(lastColumn, path).toContain(newService[path.startsWith('/fr') ? 'fr' : 'en'].menuLine);
      expect(header, path).toContain(`href="${city}"`);
      expect(header).toContain(newCity.en.city);
      // Five cities: three and two a row, none alone on a row of its own (issue 41).
      expect(header, path).toMatch(/id="locations-menu-panel"[^>]*class="[^"]*w-\[41rem\][^"]*"[\s\S]*?<div class="grid gap-2 grid-cols-3">/);
    }
  });

  it('are in the sitemap, the search index and have social images', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    for (const path of [...newPages.en, ...newPages.fr]) {
      expect(sitemap, path).toContain(`<loc>${origin}${path}</loc>`);
      expect(html(path), path).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${path.slice(1)}.png`)), path).toBe(true);
    }
    // Every service in the new city, and the new service with its page in every city: so many more pages per language.
    const counts = (dir: string) => JSON.parse(readFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')).languages as Record<string, { page_count: number }>;
    const before = counts(join(process.cwd(), 'dist', 'client'));
    const after = counts(client);
    expect(newPages.en).toHaveLength(serviceSlugs.length + 1 + citySlugs.length + 1);
    // And the new page type's page, the new case study's and the photographs' article in each language.
    expect(after['en-ca']!.page_count).toBe(before['en-ca']!.page_count + newPages.en.length + 3);
    expect(after['fr-ca']!.page_count).toBe(before['fr-ca']!.page_count + newPages.fr.length + 3);
  });

  it('the worker, which carries no content, redirects the new city in capitals and answers 404 for what does not exist', { timeout: 60_000 }, async () => {
    edge = await startEdge({}, client);
    const capitals = (path: string) => path.replace(new RegExp(`/${newCity.slug}$`), `/${newCity.slug.toUpperCase()}`);
    for (const [from, to] of [newPages.en[0]!, newPages.en.at(-1)!, newPages.fr.at(-1)!].map((path) => [capitals(path), path])) {
      const res = await edge.get(from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
      expect((await edge.get(to!)).status, to).toBe(200);
    }
    for (const path of [
      urls.serviceCity(serviceSlugs[0]!, 'atlantis'),
      urls.serviceCity(serviceSlugs[0]!, 'Atlantis'),
      '/services/quantum-computing',
      `/fr/services/${newService.slug}`,
      `${newPages.fr[serviceSlugs.length]!}/atlantis`,
    ]) {
      expect((await edge.get(path)).status, path).toBe(404);
    }
  });

  it('a new page type, added as the README says, is built in both languages with its twin, in the sitemap, search, social pictures, the editor and the worker', { timeout: 60_000 }, async () => {
    const [english, french] = [`/${newPageType.key}`, `/fr/${newPageType.frenchWord}`];
    expect(html(english)).toContain('<html lang="en-CA"');
    expect(html(english)).toMatch(new RegExp(`<h1[^>]*>${newPageType.en.hero.title}</h1>`));
    expect(html(english)).toContain(`<title>${newPageType.en.seo.title} | `);
    expect(html(english)).toContain(`hrefLang="fr-CA" href="${origin}${french}"`);
    expect(html(french)).toContain('<html lang="fr-CA"');
    expect(html(french)).toMatch(new RegExp(`<h1[^>]*>${newPageType.fr.hero.title}</h1>`));
    expect(html(french)).toContain(`hrefLang="en-CA" href="${origin}${english}"`);
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    for (const path of [english, french]) {
      expect(sitemap, path).toContain(`<loc>${origin}${path}</loc>`);
      expect(html(path), path).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${path.slice(1)}.png`)), path).toBe(true);
    }
    // The editor lists it in both languages, under its section.
    const editorCode = execFileSync('grep', ['-rl', 'Partners page', join(client, 'assets')], { encoding: 'utf8' });
    expect(editorCode.trim()).not.toBe('');
    // The worker: both pages, their slash forms redirected, nothing below them.
    edge ??= await startEdge({}, client);
    for (const path of [english, french]) {
      expect((await edge.get(path)).status, path).toBe(200);
      const slash = await edge.get(`${path}/`);
      expect(slash.status, `${path}/`).toBe(301);
      expect(slash.headers.get('location')).toBe(path);
      expect((await edge.get(`${path}/more`)).status, `${path}/more`).toBe(404);
    }
  });

  it('a new case study, added as content, is on its service and city pages, the list and its service\'s, the sitemap and search, in both languages (issue 43)', () => {
    const frFolder = urlsIn.fr.caseStudies();
    const [english, french] = [`${urls.caseStudies()}/${newCaseStudy.slug}`, `${frFolder}/${newCaseStudy.fr.address}`];
    expect(html(english)).toMatch(new RegExp(`<h1[^>]*>${newCaseStudy.en.title}</h1>`));
    expect(html(english)).toContain(`hrefLang="fr-CA" href="${origin}${french}"`);
    expect(html(french)).toMatch(new RegExp(`<h1[^>]*>${newCaseStudy.fr.title}</h1>`));
    expect(html(french)).toContain(`hrefLang="en-CA" href="${origin}${english}"`);
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    // Where it shows, in each language: its service's page, its service's page in its city, the list and its service's list.
    const [serviceEn, serviceFr] = [newPages.en[serviceSlugs.length]!, newPages.fr[serviceSlugs.length]!];
    for (const [page, places] of [
      [english, [serviceEn, `${serviceEn}/${newCity.slug}`, urls.caseStudies(), `${urls.caseStudies()}/services/${newService.slug}`]],
      [french, [serviceFr, `${serviceFr}/${newCity.slug}`, frFolder, `${frFolder}/services/${newService.fr.address}`]],
    ] as const) {
      for (const place of places) expect(html(place), place).toContain(`href="${page}"`);
      expect(sitemap, page).toContain(`<loc>${origin}${page}</loc>`);
      expect(html(page), page).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
      expect(existsSync(join(client, 'og', `${page.slice(1)}.png`)), page).toBe(true);
    }
  });
});
