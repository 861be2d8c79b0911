import { describe, expect, it } from 'vitest';
import { urlsIn } from '../../model/page-data/addresses';
import { citySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { cityName } from '../../model/page-data/locations';
import { officesIn } from '../../model/page-data/offices';
import { serviceName } from '../../model/page-data/services';
import { localDescription } from '../../model/page-data/service-pages';
import { languages } from '../../model/site/languages';
import { builtPages } from '../../scripts/launch-check';
import { decode } from '../support/html';

// Issue 53: a city page a buyer finishes. The designer's reading found a heading repeating the
// page's title ("Cloud Cost Optimization in Vancouver, British Columbia" under "Cloud Cost
// Optimization Services in Vancouver") and lists repeating each other (the location block's beside
// the local section's). Read on every built city page of both editions.
const pages = builtPages();
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

const cityPages = languages.flatMap((language) =>
  serviceSlugs.flatMap((service) => citySlugs.map((city) => ({ language, service, city, path: urlsIn[language].serviceCity(service, city) }))),
);

describe('city pages without repeats', () => {
  it.each(cityPages.map((page) => [page.path, page]))('%s', (_path, { language, service, city, path }) => {
    const html = pages.get(path)!;
    expect(html, path).toBeDefined();
    const main = /<main[\s\S]*<\/main>/.exec(html)![0];
    // No heading twice, and none under the title naming its service and city again.
    const headings = [...main.matchAll(/<h([23])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, inner]) => ({ level, text: textOf(inner!) }));
    const texts = headings.map(({ text }) => text);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index), 'headings said twice').toEqual([]);
    const [name, place] = [serviceName(service, language), cityName(city, language)];
    expect(headings.filter(({ level, text }) => level === '2' && text.includes(name) && text.includes(place)).map(({ text }) => text), 'an h2 repeating the title').toEqual([]);
    // The local section opens with two paragraphs, the city's market and what the service does
    // there (the design reading of 2026-11-30: one paragraph of 19 lines on a phone).
    const local = /<section\b[^>]*id="local"[\s\S]*?<\/h2>([\s\S]*?)<\/div>/.exec(main)![1]!;
    expect([...local.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map(([, inner]) => textOf(inner!))).toEqual(localDescription(service, city, language).map((text) => textOf(text)));
    // No two lists sharing three items or more.
    const lists = [...main.matchAll(/<ul\b[^>]*>([\s\S]*?)<\/ul>/g)].map(([, inner]) => [...inner!.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => textOf(item!)));
    for (const [a, first] of lists.entries()) {
      for (const second of lists.slice(a + 1)) expect(first.filter((item) => second.includes(item)).length, `lists sharing items: ${first.join(' | ')}`).toBeLessThan(3);
    }
  });
});

// The design reading of 2026-11-29: a city page named no office, where the offices page had its
// address and telephone. Each city page gives its office's, as the offices page writes them, with a
// link to that office there.
describe("city pages give their city's office", () => {
  it.each(cityPages.map((page) => [page.path, page]))('%s', (_path, { language, city, path }) => {
    const office = officesIn(language).find(({ slug }) => slug === city)!;
    const main = /<main[\s\S]*<\/main>/.exec(pages.get(path)!)![0];
    const addresses = [...main.matchAll(/<address\b[^>]*>([\s\S]*?)<\/address>/g)].map(([, inner]) => textOf(inner!));
    expect(addresses, path).toContain(textOf(office.address));
    expect(main).toContain(`href="tel:${office.telephone}"`);
    expect(main).toContain(`href="${urlsIn[language].locations()}#${city}"`);
  });
});
