import { contentIn } from '../../model/content/content';
import { describe, expect, it } from 'vitest';
import { deliveryModelKey } from '../../model/page-data/delivery-choice';
import { deliveryModelSet } from '../../model/page-data/delivery-models';
import { serviceSlugs } from '../../model/page-data/catalog';
import { routeParamsOf, urls } from '../../model/site/urls';
import { serviceCityPaths, servicePaths } from '../../model/page-data/catalog';

// The English edition, as the specification names it.
const deliveryModels = contentIn('deliveryModels').en;

/** The service a path names (spec 2.4 item 5 chooses the texts by path), for the pages that name one. */
const serviceOf = (path: string) => (routeParamsOf('service', path) ?? routeParamsOf('serviceCity', path))?.[0];

describe('Flexible Service Delivery Models: texts by the service the path names (spec 2.4 item 5)', () => {
  it.each([
    ['/services/data-engineering', 'data-engineering'],
    ['/services/ai-integration', 'ai-integration'],
    ['/services/web-development', 'web-development'],
    ['/services/cloud-security', 'cloud-security'],
    ['/services/cloud-cost-optimization', 'cloud-cost-optimization'],
    ['/services/seo-services', 'seo-services'],
    ['/services/seo-services/london', 'seo-services'],
    ['/services/data-engineering/vancouver', 'data-engineering'],
    ['/', 'generic'],
    ['/services/ai-agents', 'generic'],
    ['/services/analytics/toronto', 'generic'],
    ['/services/data-governance', 'generic'],
    ['/about', 'generic'],
  ])('%s -> %s', (path, key) => {
    expect(deliveryModelKey(serviceOf(path))).toBe(key);
  });

  it('has seven distinct text sets of three models', () => {
    const keys = ['generic', 'data-engineering', 'ai-integration', 'web-development', 'cloud-security', 'cloud-cost-optimization', 'seo-services'] as const;
    expect(Object.keys(deliveryModels).sort()).toEqual([...keys].sort());
    const intros = new Set(keys.map((key) => deliveryModelSet(key, 'en').intro));
    expect(intros.size).toBe(7);
    for (const key of keys) expect(deliveryModelSet(key, 'en').models).toHaveLength(3);
  });

  it('the generic text names on-site work across Canada and the four cities', () => {
    const text = JSON.stringify(deliveryModels.generic);
    expect(text).toMatch(/Canada/);
    for (const city of ['Toronto', 'Vancouver', 'Kitchener', 'London']) expect(text).toContain(city);
    expect(text).toMatch(/surrounding areas/);
    expect(text).toMatch(/on-site/i);
  });

  it('every service page path chooses a set that exists', () => {
    for (const path of [urls.home(), ...servicePaths, ...serviceCityPaths]) {
      expect(contentIn('deliveryModels').en[deliveryModelKey(serviceOf(path))]).toBeDefined();
    }
    for (const service of serviceSlugs) expect(deliveryModels[deliveryModelKey(service)]).toBeDefined();
  });
});
