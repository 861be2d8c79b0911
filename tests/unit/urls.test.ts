import { contentIn } from '../../model/content/content';
import { describe, expect, it } from 'vitest';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog';

import { locationOf } from '../../model/page-data/locations';
import { navigationIn, serviceColumns } from '../../model/page-data/navigation';
import { featuredCaseStudies } from '../../model/page-data/case-studies';
import { absoluteUrl, documentTitle, site } from '../../model/page-data/site';
import { matchCityPagePath, pagesOf, routeParamsOf, urls } from '../../model/site/urls';
import { caseStudySlugs, entriesWith, industrySlugs, pagePathsOf, serviceCityPaths, servicePaths } from '../../model/page-data/catalog';
import { paramsOf, listedRoutes } from '../../model/site/routes';

const staticPagePaths = pagesOf(urls, entriesWith([]), ['home', 'contact', 'about', 'careers', 'blog', 'press', 'docs', 'api', 'status', 'support', 'privacy', 'terms', 'security', 'cookies', 'accessibility']);

// The English edition, as the specification names it.
const services = contentIn('services').en;
const consultationLink = navigationIn.en.consultationLink;
const footerGroups = navigationIn.en.footerGroups;
const locationsMenu = navigationIn.en.locationsMenu.map(({ city, links }) => ({ city, links }));
const servicesMenu = navigationIn.en.servicesMenu;

describe('URL module', () => {
  it('builds the routes of the spec table without trailing slashes, in its order', () => {
    expect(pagePathsOf(urls, []).slice(0, staticPagePaths.length)).toEqual(staticPagePaths);
    expect(staticPagePaths).toEqual([
      '/', '/contact', '/about', '/careers', '/blog', '/press', '/docs', '/api', '/status', '/support',
      '/privacy', '/terms', '/security', '/cookies', '/accessibility',
    ]);
  });

  it('has a page for each service and one for each service in each city of the content', () => {
    // Counted from the content: a city or a service staff add is one more (issue 44).
    expect(serviceSlugs.length).toBeGreaterThan(0);
    expect(citySlugs.length).toBeGreaterThan(0);
    expect(servicePaths).toEqual(serviceSlugs.map((service) => `/services/${service}`));
    expect(serviceCityPaths).toHaveLength(serviceSlugs.length * citySlugs.length);
    for (const service of serviceSlugs) for (const city of citySlugs) expect(serviceCityPaths).toContain(`/services/${service}/${city}`);
  });

  it('lists every page once', () => {
    const paths = pagePathsOf(urls, ['a-post', 'another-post']);
    // A page per route without entries (the spec's fifteen, and any page type added since), one per
    // service (its page, its case studies) and per service and city, one per article, per case study and per industry.
    const onePageRoutes = listedRoutes.filter((key) => paramsOf(key).length === 0);
    expect(onePageRoutes.length).toBeGreaterThanOrEqual(staticPagePaths.length);
    expect(paths).toHaveLength(onePageRoutes.length + serviceSlugs.length * (2 + citySlugs.length) + 2 + caseStudySlugs.length + industrySlugs.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p: string) => p === '/' || !p.endsWith('/'))).toBe(true);
  });

  it('carries the requestDemo flag in the URL', () => {
    expect(urls.contact({ requestDemo: true })).toBe('/contact?requestDemo=true');
    expect(urls.contact()).toBe('/contact');
    expect(consultationLink).toEqual({ label: 'Free Consultation', href: '/contact?requestDemo=true' });
  });

  it('builds press item links as the spec says', () => {
    expect(urls.pressItem('Northbeam Digital Opens an Office')).toBe('/press/northbeam-digital-opens-an-office');
  });

  // Cities in any letter case are redirected by the worker when the page exists (tests/worker/worker.test.ts).
  it('parses a city page in any letter case', () => {
    expect(routeParamsOf('serviceCity', '/services/ai-integration/Toronto')).toEqual(['ai-integration', 'Toronto']);
    expect(routeParamsOf('serviceCity', '/services/ai-integration')).toBeUndefined();
    expect(matchCityPagePath('/services/ai-integration/Toronto')).toEqual({ base: '/services/ai-integration', city: 'Toronto' });
    expect(matchCityPagePath('/fr/services/integration-ia/Montreal')).toEqual({ base: '/fr/services/integration-ia', city: 'Montreal' });
    expect(matchCityPagePath('/fr/a-propos')).toBeUndefined();
  });

  it('makes absolute URLs and titles from the site config', () => {
    expect(absoluteUrl('/about')).toBe(`${site.origin}/about`);
    expect(documentTitle('About Us')).toBe('About Us | Northbeam Digital');
    expect(documentTitle('Northbeam Digital: Home')).toBe('Northbeam Digital: Home');
  });
});

describe('menus (spec 2.2, 2.3)', () => {
  it('Services lists every service route', () => {
    expect(servicesMenu.map((l) => l.href)).toEqual(serviceSlugs.map((s) => `/services/${s}`));
    expect(servicesMenu.find((l) => l.href === '/services/seo-services')?.label).toBe('Digital Marketing');
  });

  it("Services' columns on a laptop: every service once, a service no column names in the last, each with its line", () => {
    for (const language of ['en', 'fr'] as const) {
      const columns = navigationIn[language].serviceColumns;
      const groups = contentIn('navigation')[language].header.serviceGroups;
      expect(columns.map((column) => column.title)).toEqual(groups.map((group) => group.title));
      expect(columns.flatMap((column) => column.links.map((link) => link.href)).sort()).toEqual(navigationIn[language].servicesMenu.map((link) => link.href).sort());
      for (const link of columns.flatMap((column) => column.links)) expect(link.line, link.href).toMatch(/\S/);
    }
    const [first, second, ...others] = serviceSlugs;
    expect(serviceColumns([{ title: 'A', services: [second!, 'no-such-service'] }, { title: 'B', services: [first!] }])).toEqual([
      { title: 'A', services: [second] },
      { title: 'B', services: [first, ...others] },
    ]);
  });

  it("Services ends with a result of the newest story the home page shows, and the link to it", () => {
    for (const language of ['en', 'fr'] as const) {
      const story = featuredCaseStudies(language).find((study) => study.results.some((result) => result.figure))!;
      const result = story.results.find((line) => line.figure)!;
      expect(navigationIn[language].servicesMenuStory).toEqual({ figure: result.figure, label: result.label, client: story.client, href: story.href, link: contentIn('caseStudyPages')[language].labels.readStory });
    }
  });

  it('Locations groups five services under each city', () => {
    expect(locationsMenu.map((g) => g.city)).toEqual(citySlugs.map((city) => locationOf(city, 'en').city));
    expect(locationsMenu.map((g) => g.city)).toEqual(expect.arrayContaining(['Toronto', 'Vancouver', 'Kitchener', 'London']));
    for (const [index, group] of locationsMenu.entries()) {
      expect(group.links.map((l) => l.href)).toEqual(
        ['ai-integration', 'web-development', 'data-engineering', 'seo-services', 'data-governance'].map(
          (s) => `/services/${s}/${citySlugs[index]}`,
        ),
      );
    }
  });

  it('footer has the three groups of the spec, after the services and the offices', () => {
    expect(footerGroups.map((g) => [g.title, g.links.map((l) => l.href)])).toEqual([
      // Every service and every office (the sixth design reading of 2026-11-30, defect 23), under the header's words for its menus.
      ['Services', serviceSlugs.map((slug) => `/services/${slug}`)],
      ['Locations', citySlugs.map((city) => `/locations#${city}`)],
      // The specification's, and the case studies (issue 43).
      ['Company', ['/about', '/case-studies', '/careers', '/blog', '/contact']],
      ['Resources', ['/status', '/support', '/sitemap']],
      ['Legal', ['/privacy', '/terms', '/security', '/cookies', '/accessibility']],
    ]);
  });
});
