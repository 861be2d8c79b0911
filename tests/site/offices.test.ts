import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { caseStudyCardsIn } from '../../model/page-data/case-studies';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { languages } from '../../model/site/languages';
import { builtPages } from '../../scripts/launch-check';
import { decode, h1sOf } from '../support/html';

// Issue 53: /locations answered 404 while the header had a Locations menu. The offices page, in
// both editions, read as it ships (dist/client): each city's office with its address, telephone,
// the areas it serves, every service's page for the city and the case studies done there; the
// header's Locations menu leads to it, each city's name to its office.
const pages = builtPages();

describe('the offices page', () => {
  for (const language of languages) {
    const urls = urlsIn[language];
    const html = pages.get(urls.locations())!;
    const page = contentIn('officesPage')[language];

    it(`${language}: ${urls.locations()} shows every office, its contacts, services and work`, () => {
      expect(html, urls.locations()).toBeDefined();
      expect(h1sOf(html)).toEqual([page.title]);
      const studies = caseStudyCardsIn(language);
      for (const city of citySlugs) {
        const location = contentIn('locations')[language][city]!;
        const section = decode(new RegExp(`<section id="${city}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '');
        expect(section, city).toContain(location.city);
        expect(section).toContain(location.streetAddress);
        expect(section).toContain(`href="tel:${location.telephone}"`);
        for (const area of location.nearbyAreas) expect(section).toContain(area);
        for (const service of serviceSlugs) expect(section).toContain(`href="${urls.serviceCity(service, city)}"`);
        for (const study of studies.filter((candidate) => candidate.city === city).slice(0, 3)) expect(section).toContain(`href="${study.href}"`);
      }
    });

    // The contact page offered an e-mail address alone (the designer's reading of 2026-11-28).
    it(`${language}: ${urls.contact()} lists every office to call or visit, each leading to its place on ${urls.locations()}`, () => {
      const offices = /<section[^>]* aria-labelledby="contact-offices-title"[\s\S]*?<\/section>/.exec(pages.get(urls.contact())!)?.[0] ?? '';
      expect(decode(offices)).toContain(page.title);
      for (const city of citySlugs) {
        const location = contentIn('locations')[language][city]!;
        expect(offices, city).toContain(`href="${urls.locations()}#${city}"`);
        expect(decode(offices)).toContain(location.streetAddress);
        expect(offices).toContain(`href="tel:${location.telephone}"`);
      }
    });

    it(`${language}: every page's Locations menu leads to it, and each city's name to its office`, () => {
      for (const path of [urls.home(), urls.caseStudies()]) {
        const menu = /id="locations-menu-panel"[\s\S]*?<\/nav>/.exec(pages.get(path)!)![0];
        expect(menu).toContain(`href="${urls.locations()}"`);
        for (const city of citySlugs) expect(menu).toContain(`href="${urls.locations()}#${city}"`);
      }
    });
  }
});

// The design reading of 2026-11-30: the offices page and the list of case studies ended on their
// last card, with no way to act; each ends with the site's closing band now, its button to contact.
describe('the offices page and the case studies list end with a way to act', () => {
  for (const language of languages) {
    const urls = urlsIn[language];
    for (const [path, cta] of [
      [urls.locations(), contentIn('officesPage')[language].cta],
      [urls.caseStudies(), contentIn('caseStudyPages')[language].listCta],
    ] as const) {
      it(`${path}: its last section is the closing band, "${cta.title}", leading to the contact page`, () => {
        const html = pages.get(path)!;
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        const last = main.slice(main.lastIndexOf('<section'));
        expect(last, path).toMatch(/^<section[^>]*aria-labelledby="cta-title"/);
        expect(decode(last)).toContain(cta.title);
        expect(last).toContain(`href="${urls.contact()}"`);
        expect(decode(last)).toContain(cta.label);
      });
    }
  }
});
