import { describe, expect, it } from 'vitest';
import { entryNames, entryPages } from '../../model/build/entry-pages';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { urlsIn } from '../../model/page-data/addresses';
import { pagePathsOf, serviceSlugs, citySlugs } from '../../model/page-data/catalog';
import { postsIn } from '../../model/content/posts';
import { collections, type ContentFolder } from '../../model/content/collections';
import { projectContent } from '../../model/content/content-files';
import { collectionFiles } from '../../model/content/content-read';
import { frenchContentFile, languages } from '../../model/site/languages';
import { viewUrlOf } from '../../editor/view-on-site';

// Issue 41: "View on the site" on every entry that has a page, from the route table's `shows`
// (model/site/routes.ts) through model/build/entry-pages.ts.
describe('the page each content file shows on', () => {
  const pages = entryPages();
  // Every page: the sitemap's, and the search pages, which it leaves out.
  const sitePages = new Set(languages.flatMap((language) => [...pagePathsOf(urlsIn[language], postsIn[language].map((post) => post.slug)), urlsIn[language].search()]));

  it("is the page's in each language: a page's file, a service's, a city's (its first service's city page), a legal page's, an article's", () => {
    const [service] = serviceSlugs;
    const [city] = citySlugs;
    expect(pages['content/company/about.yaml']).toBe(urlsIn.en.about());
    expect(pages['content/fr/company/about.yaml']).toBe(urlsIn.fr.about());
    expect(pages['content/pages/home.yaml']).toBe('/');
    expect(pages['content/fr/pages/home-hero.yaml']).toBe('/fr');
    expect(pages[`content/services/${service}.yaml`]).toBe(urlsIn.en.service(service!));
    expect(pages[`content/fr/services/${service}.yaml`]).toBe(urlsIn.fr.service(service!));
    expect(pages[`content/locations/${city}.yaml`]).toBe(urlsIn.en.serviceCity(service!, city!));
    expect(pages['content/fr/legal/privacy.yaml']).toBe(urlsIn.fr.privacy());
    for (const language of languages) {
      for (const post of postsIn[language]) expect(Object.values(pages)).toContain(urlsIn[language].blogPost(post.slug));
    }
  });

  it('is a page the site has, for every file of the collections a page shows, in both languages; files no page shows have none', () => {
    for (const [file, page] of Object.entries(pages)) expect(sitePages, `${file}: ${page}`).toContain(page);
    const shown = ['about', 'careers', 'press', 'docs', 'api', 'status', 'support', 'legal', 'services', 'locations', 'homePage', 'homeHero', 'contactPage', 'blogPage'];
    for (const collection of collections.filter(({ name }) => shown.includes(name))) {
      for (const file of collectionFiles(collection, projectContent())) {
        expect(pages[file], file).toBeDefined();
        expect(pages[frenchContentFile(file)], frenchContentFile(file)).toBeDefined();
      }
    }
    // Shared copy and settings show on many pages or none: no one page to open.
    for (const file of ['content/site.yaml', 'content/pages/navigation.yaml', 'content/pages/service-page.yaml', 'content/fr/addresses.yaml']) expect(pages[file], file).toBeUndefined();
    const deliveryModels = collections.find(({ name }) => name === 'deliveryModels')!;
    expect(pages[`${(deliveryModels.files as ContentFolder).folder}/generic.yaml`]).toBeUndefined();
  });
});

describe('where "View on the site" leads', () => {
  const pattern = 'https://{alias}-northbeam-website.northbeam.workers.dev';
  it('under npm run editor and on the live branch: the page on this server; on a branch: the page in its preview, or nowhere without its address', () => {
    expect(viewUrlOf('/fr/a-propos', '/keystatic/singleton/aboutFr', pattern)).toBe('/fr/a-propos');
    expect(viewUrlOf('/about', '/keystatic/branch/main/singleton/about', pattern)).toBe('/about');
    expect(viewUrlOf('/about', '/keystatic/branch/content%2Fspring-faq/singleton/about', `${pattern}/`)).toBe('https://content-spring-faq-northbeam-website.northbeam.workers.dev/about');
    expect(viewUrlOf('/about', '/keystatic/branch/content%2Fspring-faq/singleton/about', undefined)).toBeUndefined();
  });
});

// Issue 55: the Dashboard named entries by their files (content/fr/services/ai-agents.yaml).
describe("each content file's name, as the editor's sidebar says it", () => {
  const names = entryNames();
  const [service] = serviceSlugs;
  const nameIn = (file: string) => (parse(readFileSync(file, 'utf8')) as { name: string }).name;

  it("is the entry's own name and its collection, in each edition; a page's label", () => {
    expect(names[`content/services/${service}.yaml`]).toBe(`${nameIn(`content/services/${service}.yaml`)} — Services · English`);
    expect(names[`content/fr/services/${service}.yaml`]).toBe(`${nameIn(`content/fr/services/${service}.yaml`)} — Services · Français`);
    expect(names['content/company/about.yaml']).toBe('About page · English');
    expect(names['content/fr/company/about.yaml']).toBe('About page · Français');
    const [article] = postsIn.fr;
    expect(names[`content/fr/posts/${article!.slug}.md`]).toBe(`${article!.title} — Articles · Français`);
  });

  it('names every content file the site has', () => {
    // French articles are named on their own (the French folder of articles lists its own files).
    for (const file of postsIn.fr.map((post) => `content/fr/posts/${post.slug}.md`)) expect(names[file], file).toBeDefined();
    for (const collection of collections) {
      for (const file of collectionFiles(collection, projectContent())) {
        expect(names[file], file).toBeDefined();
        if (!collection.frenchOnly && existsSync(frenchContentFile(file))) expect(names[frenchContentFile(file)], frenchContentFile(file)).toBeDefined();
      }
    }
  });
});
