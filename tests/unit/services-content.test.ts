import { contentIn } from '../../model/content/content';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { banned, files } from '../support/placeholders';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { locationOf } from '../../model/page-data/locations';
import { locationSchema, serviceDefinitionSchema, serviceDescriptorSchema, serviceSchema } from '../../model/content/schemas/services-and-cities';
import { localDescription, serviceDefinition, serviceDescription, serviceKeywords, serviceTitle } from '../../model/page-data/service-pages';
import { serviceOf, serviceDescriptorOf } from '../../model/page-data/services';
import { projectContent } from '../../model/content/content-files';
import { readContentFile } from '../../model/content/content-read';
import { fillPageValues } from '../../model/content/page-values';
import { site } from '../../model/page-data/site';
import { derivedFiles } from '../../model/build/derived-files';

// The services and cities of the content (spec 2.6, 3), their page values and titles, and no
// placeholder text in content/; the built pages are checked for it in tests/site/services-content.test.ts.

// The English edition, as the specification names it.
const locations = contentIn('locations').en;
const services = contentIn('services').en;
/** What the build draws and writes beside the pages, by path. */
const derived = derivedFiles();

const pages = serviceSlugs.flatMap((service) => [{ service, city: undefined }, ...citySlugs.map((city) => ({ service, city }))]);

describe('service content (spec 2.6, 3)', () => {
  it.each(serviceSlugs)('%s has a hero with a shipped image, 6+ features, 5+ FAQs', (slug) => {
    const service = serviceOf(slug, 'en');
    // Shipped: a file of public/, or the service's scene the build draws (issue 53).
    expect(existsSync(join(process.cwd(), 'public', service.hero.image)) || service.hero.image in derived).toBe(true);
    expect(service.hero.imageAlt.length).toBeGreaterThan(10);
    expect(service.features.cards.length).toBeGreaterThanOrEqual(6);
    expect(service.faqs.length).toBeGreaterThanOrEqual(5);
  });

  it('has the specifics of spec 2.6', () => {
    expect(serviceOf('seo-services', 'en').metrics?.items.slice(0, 4).map((m) => [m.value, m.label])).toEqual([
      ['250%', 'Traffic Growth'],
      ['Top 3', 'Rankings'],
      ['45%', 'Conversion Improvement'],
      ['60%', 'Load Time Reduction'],
    ]);
    expect(serviceOf('seo-services', 'en').tools?.groups.length).toBeGreaterThanOrEqual(3);
    expect(serviceOf('analytics', 'en').metrics).toBeDefined();
    expect(serviceOf('analytics', 'en').tools).toBeDefined();
    expect(JSON.stringify(serviceOf('ai-agents', 'en'))).toMatch(/chatbot/i);
    expect(serviceOf('ai-agents', 'en').highlight).toBeDefined();
    expect(serviceOf('cloud-cost-optimization', 'en').locationBlock?.serviceFeatures).toHaveLength(7);
    expect(serviceOf('cloud-cost-optimization', 'en').locationBlock?.industryFeatures).toHaveLength(5);
    expect(JSON.stringify(serviceOf('cloud-cost-optimization', 'en'))).toContain('20-40%');
  });

  it.each(citySlugs)('location %s has every field of spec 3', (slug) => {
    const location = locationOf(slug, 'en');
    expect(location.nearbyAreas.length).toBeGreaterThanOrEqual(6);
    expect(location.nearbyAreas.length).toBeLessThanOrEqual(7);
    expect(location.industries.length).toBeGreaterThanOrEqual(3);
    expect(location).toMatchObject({
      city: expect.any(String),
      province: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      postalCode: expect.any(String),
      streetAddress: expect.any(String),
      telephone: expect.any(String),
    });
  });

  // The walk-through of 2026-11-30: "416 555 0199" was refused after saving.
  it("an office's telephone: written as staff write it, read as +1-416-555-0199; a number without its area code refused, saying so", () => {
    const telephone = locationSchema.shape.telephone;
    for (const written of ['416 555 0199', '(416) 555-0199', '+1 416 555 0199', '1-416-555-0199', '416.555.0199', '+1-416-555-0199']) expect(telephone.parse(written), written).toBe('+1-416-555-0199');
    for (const written of ['555-0199', '+44 20 7946 0958', '416 555 01990']) expect(telephone.safeParse(written).error?.issues[0]?.message, written).toBe('must be a number with its area code, e.g. 416 555-0123');
    for (const city of citySlugs) expect(locationOf(city, 'en').telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
  });

  it('every service, descriptor, definition and location passes its schema (spec 3)', () => {
    for (const slug of serviceSlugs) {
      expect(serviceSchema.safeParse(serviceOf(slug, 'en')).success, slug).toBe(true);
      expect(serviceDescriptorSchema.parse(serviceDescriptorOf(slug, 'en'))).toEqual({
        name: slug === 'seo-services' ? 'Digital Marketing' : expect.any(String),
        description: serviceOf(slug, 'en').hero.description,
        image: serviceOf(slug, 'en').hero.image,
      });
    }
    for (const slug of citySlugs) expect(locationSchema.safeParse(locationOf(slug, 'en')).success, slug).toBe(true);
    for (const { service, city } of pages) {
      const definition = serviceDefinitionSchema.parse(serviceDefinition(service, city, 'en'));
      expect(definition.name).toBe(serviceTitle(service, city, 'en'));
      expect(definition.faqs).toEqual(serviceOf(service, 'en').faqs);
      expect(definition.areaServed).toEqual(
        city ? [locationOf(city, 'en').city, ...locationOf(city, 'en').nearbyAreas].map((name) => ({ type: 'City', name })) : [{ type: 'Country', name: 'Canada' }],
      );
      expect(definition.hasOfferCatalog?.offers).toHaveLength(serviceOf(service, 'en').features.cards.length);
    }
    // A broken entry is refused with the field named.
    expect(serviceDescriptorSchema.safeParse({ name: 'X', description: 'Y', image: 'https://elsewhere.example/x.png' }).success).toBe(false);
    expect(locationSchema.safeParse({ ...locations.toronto, nearbyAreas: ['A', 'B'] }).success).toBe(false);
  });

  it('the spec\'s cities are in their provinces', () => {
    expect(citySlugs.map((c) => [locationOf(c, 'en').city, locationOf(c, 'en').province])).toEqual(
      expect.arrayContaining([
        ['Toronto', 'Ontario'],
        ['Vancouver', 'British Columbia'],
        ['Kitchener', 'Ontario'],
        ['London', 'Ontario'],
      ]),
    );
  });

  it('no two city pages share a local description', () => {
    const descriptions = serviceSlugs.flatMap((s) => citySlugs.map((c) => localDescription(s, c, 'en').join(' ')));
    expect(new Set(descriptions).size).toBe(serviceSlugs.length * citySlugs.length);
  });

  it('every page has its own title and a description of 50 to 170 characters', () => {
    const titles = pages.map(({ service, city }) => serviceTitle(service, city, 'en'));
    const descriptions = pages.map(({ service, city }) => serviceDescription(service, city, 'en'));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    for (const description of descriptions) {
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(170);
    }
  });

  // The French says every fact of the English (who it is for, the places, the firm's local team,
  // the call to book) within the same 170 characters (issue 54, the review's S50: it was allowed
  // 200, and 15 of 36 ran past 170, which the style sheet sets; the content check holds it now:
  // model/content/filled-limits.ts).
  it('the French edition too: every page its own title and a description of 50 to 170 characters, no two local descriptions alike', () => {
    const titles = pages.map(({ service, city }) => serviceTitle(service, city, 'fr'));
    const descriptions = pages.map(({ service, city }) => serviceDescription(service, city, 'fr'));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
    const tooLong = descriptions.filter((description) => description.length < 50 || description.length > 170).map((d) => `${d.length}: ${d}`);
    expect(tooLong).toEqual([]);
    expect(new Set(serviceSlugs.flatMap((s) => citySlugs.map((c) => localDescription(s, c, 'fr').join(' ')))).size).toBe(serviceSlugs.length * citySlugs.length);
  });

  it('cloud cost optimization: titles, city and province in the description, keyword variants', () => {
    expect(serviceTitle('cloud-cost-optimization', undefined, 'en')).toBe('Enterprise Cloud Cost Optimization Solutions');
    expect(serviceTitle('cloud-cost-optimization', 'vancouver', 'en')).toBe('Cloud Cost Optimization Services in Vancouver');
    expect(serviceDescription('cloud-cost-optimization', 'vancouver', 'en')).toMatch(/Vancouver, British Columbia/);
    const keywords = serviceKeywords('cloud-cost-optimization', 'kitchener', 'en').join(' | ');
    expect(keywords).toContain('Kitchener');
    expect(keywords).toContain('Ontario');
    expect(keywords).toContain(locationOf('kitchener', 'en').nearbyAreas[0]);
  });
});

describe('no placeholder text anywhere', () => {
  it('in content/', () => {
    for (const file of files(join(process.cwd(), 'content'), /\.(ts|md|yaml)$/)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(banned);
    }
  });

  it('city pages name their service and city from content: every page value is filled, names keep their capitals', () => {
    for (const { service, city } of pages) {
      const head = [serviceTitle(service, city, 'en'), serviceDescription(service, city, 'en'), ...serviceKeywords(service, city, 'en')].join(' | ');
      expect(head, `${service}/${city ?? ''}`).not.toMatch(/[{}]/);
      expect(head, `${service}/${city ?? ''}`).not.toMatch(/\bai\b/);
    }
    expect(serviceKeywords('ai-integration', 'london', 'en')[0]).toBe('AI integration London');
    // The names as the content has them, wherever the copy puts them.
    const london = locationOf('london', 'en');
    const description = serviceDescription('data-engineering', 'london', 'en');
    for (const name of [serviceOf('data-engineering', 'en').name, london.city, london.province, ...london.nearbyAreas.slice(0, 2)]) expect(description).toContain(name);
  });
});

describe('page values (model/content/page-values.ts)', () => {
  it('fills the names of the page and refuses a value the page does not have, naming the copy', () => {
    const values = { service: { name: 'Analytics' }, city: { name: 'Toronto', nearbyAreas: ['Mississauga'] } };
    expect(fillPageValues('{service.name} in {city.name} and {city.nearbyAreas.0}', values, 'x')).toBe('Analytics in Toronto and Mississauga');
    expect(() => fillPageValues('{city.nearbyAreas.4}', values, 'content/pages/city-pages.yaml local.title')).toThrow(
      'content/pages/city-pages.yaml local.title: {city.nearbyAreas.4} has no value on this page',
    );
    expect(() => fillPageValues('{city.nmae}', values, 'x')).toThrow('{city.nmae} has no value on this page');
  });

  it('are refused in a collection that does not allow them', () => {
    const about = readFileSync('content/company/about.yaml', 'utf8').replace(/^(\s+title: )About Us$/m, '$1About Us in {city.name}');
    expect(about).toContain('{city.name}');
    expect(() => readContentFile('content/company/about.yaml', about, projectContent())).toThrow('{city.name} is not a value the site knows');
    const cityPages = readFileSync('content/pages/city-pages.yaml', 'utf8');
    expect(() => readContentFile('content/pages/city-pages.yaml', cityPages, projectContent())).not.toThrow();
  });
});
