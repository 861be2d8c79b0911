import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { urls } from '../../model/site/urls';
import serviceRoute from '../../pages/services/@service/+route';
import cityRoute from '../../pages/services/@service/@location/+route';
import { data as serviceData } from '../../pages/services/@service/+data';
import { data as cityData } from '../../pages/services/@service/@location/+data';

const at = (urlPathname: string) => ({ urlPathname }) as PageContext;
/** What a page's data hook does with these route parameters: its data, or the 404 page (Vike's render(404)). */
const dataOf = (hook: (pageContext: never) => unknown, routeParams: Record<string, string>) => {
  try {
    return hook({ routeParams, language: 'en' } as never) ? 'page' : 'nothing';
  } catch (error) {
    return (error as { _pageContextAbort?: { abortStatusCode?: number } })._pageContextAbort?.abortStatusCode === 404 ? 404 : error;
  }
};

describe('service routes (spec 2.6): the content’s services and cities are pages, anything else the 404 page', () => {
  it('the service route matches /services/<word>; its data is a page for each service of the content and 404 for any other', () => {
    for (const service of serviceSlugs) {
      expect(serviceRoute(at(urls.service(service)))).toEqual({ routeParams: { service } });
      expect(dataOf(serviceData, { service })).toBe('page');
    }
    for (const path of ['/services', '/services/', '/services/ai-integration/toronto', '/about']) {
      expect(serviceRoute(at(path)), path).toBe(false);
    }
    for (const service of ['quantum-computing', 'AI-Integration']) expect(dataOf(serviceData, { service }), service).toBe(404);
  });

  it('the city route matches lowercase cities only; its data is a page for each service and city of the content and 404 for others', () => {
    for (const service of serviceSlugs) {
      for (const city of citySlugs) {
        expect(cityRoute(at(urls.serviceCity(service, city)))).toEqual({ routeParams: { service, location: city } });
        expect(dataOf(cityData, { service, location: city })).toBe('page');
      }
    }
    for (const path of ['/services/ai-integration/Toronto', '/services/ai-integration/TORONTO', '/services/ai-integration/toronto/extra', '/services/ai-integration']) {
      expect(cityRoute(at(path)), path).toBe(false);
    }
    expect(dataOf(cityData, { service: 'ai-integration', location: 'atlantis' })).toBe(404);
    expect(dataOf(cityData, { service: 'quantum-computing', location: 'toronto' })).toBe(404);
  });
});
