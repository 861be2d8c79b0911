import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { citySlugs, serviceSlugs } from '../../model/catalog';
import { urls } from '../../model/urls';
import serviceRoute from '../../pages/services/@service/+route';
import cityRoute from '../../pages/services/@service/@location/+route';

const at = (urlPathname: string) => ({ urlPathname }) as PageContext;

describe('service route guards (spec 2.6): only the spec’s services and cities match', () => {
  it('the service route accepts the nine services and refuses anything else', () => {
    for (const service of serviceSlugs) {
      expect(serviceRoute(at(urls.service(service)))).toEqual({ routeParams: { service } });
    }
    for (const path of ['/services/quantum-computing', '/services/AI-Integration', '/services', '/services/', '/services/ai-integration/toronto', '/about']) {
      expect(serviceRoute(at(path)), path).toBe(false);
    }
  });

  it('the city route accepts all 9 x 4 lowercase city pages and refuses unknown or other-case values', () => {
    for (const service of serviceSlugs) {
      for (const city of citySlugs) {
        expect(cityRoute(at(urls.serviceCity(service, city)))).toEqual({ routeParams: { service, location: city } });
      }
    }
    for (const path of [
      '/services/ai-integration/montreal',
      '/services/ai-integration/Toronto',
      '/services/ai-integration/TORONTO',
      '/services/quantum-computing/toronto',
      '/services/ai-integration/toronto/extra',
      '/services/ai-integration',
    ]) {
      expect(cityRoute(at(path)), path).toBe(false);
    }
  });
});
