import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressesSchema } from '../../model/content/schemas/whole-site';
import { paramsOf, listedRoutes, pageWords, routeKeys, routeTable, searchKindOf } from '../../model/site/routes';
import { urlsIn } from '../../model/page-data/addresses';
import { pagePathsOf } from '../../model/page-data/catalog';
import { postsIn } from '../../model/content/posts';
import { frenchAddresses } from '../../model/content/content';
import { collections } from '../../model/content/collections';

// Issue 42: one route table (model/site/routes.ts) from which every page address is derived. These
// tests hold the table to the pages that exist, and the rest of the code to the table.

/** The folders under pages/ that render a page (a +Page.tsx), as the table names them. */
function pageFolders(folder = 'pages', under = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const name = under ? `${under}/${entry.name}` : entry.name;
    const own = existsSync(join(folder, entry.name, '+Page.tsx')) ? [name] : [];
    return [...own, ...pageFolders(join(folder, entry.name), name)];
  });
}

describe('the route table and the pages', () => {
  it('every page folder but the error page is a route of the table, and every route has its folder', () => {
    expect(pageFolders().filter((page) => page !== '_error').sort()).toEqual(routeKeys.map((key) => routeTable[key].page).sort());
  });

  it("a route without entries is routed by its folder's name, which is its English address; one with entries by a +route.ts that reads the table", () => {
    for (const key of routeKeys) {
      const { path, page } = routeTable[key];
      const routeFile = join('pages', page, '+route.ts');
      if (paramsOf(key).length === 0) {
        expect(existsSync(routeFile), routeFile).toBe(false);
        expect(page === 'index' ? '/' : `/${page}`, key).toBe(path);
      } else {
        expect(readFileSync(routeFile, 'utf8'), routeFile).toContain(`routeParamsOf('${key}'`);
      }
    }
  });

  it("the French addresses' words are the table's: the editor asks for one per page word, no more", () => {
    expect(Object.keys(addressesSchema.shape.pages.shape).sort()).toEqual([...pageWords].sort());
  });

  it('the collections a route shows exist', () => {
    const names = collections.map(({ name }) => name as string);
    for (const key of routeKeys) for (const name of (routeTable[key] as { shows?: readonly string[] }).shows ?? []) expect(names, key).toContain(name);
  });

  it('each listed route has a search kind; the search page none, so the index leaves it out', () => {
    expect(searchKindOf('/pages/services/@service/@location')).toBe('city');
    expect(searchKindOf('/pages/blog/@slug')).toBe('article');
    expect(searchKindOf('/pages/about')).toBe('page');
    expect(searchKindOf('/pages/search')).toBeUndefined();
    expect(searchKindOf('/pages/_error')).toBeUndefined();
    expect(listedRoutes).not.toContain('search');
  });

  it('each edition lists a page per route and entry, each with its twin in the same place (articles: their own)', () => {
    const [en, fr] = (['en', 'fr'] as const).map((language) => pagePathsOf(urlsIn[language], postsIn[language].map((post) => post.slug)));
    const fixed = (paths: string[], language: 'en' | 'fr') => paths.slice(0, paths.length - postsIn[language].length);
    expect(fixed(fr!, 'fr')).toHaveLength(fixed(en!, 'en').length);
    expect(new Set([...en!, ...fr!]).size).toBe(en!.length + fr!.length);
    expect(fr!.every((path) => path.startsWith('/fr'))).toBe(true);
  });
});

/** The code of the site, the worker, the build scripts and the editor, line by line, comments left out. */
function codeLines(): { file: string; line: number; text: string }[] {
  return ['model', 'components', 'renderer', 'pages', 'worker', 'scripts', 'editor']
    .flatMap((folder) =>
      readdirSync(folder, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        .map((entry) => join(entry.parentPath, entry.name)),
    )
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((text, index) => ({ file, line: index + 1, text })))
    .filter(({ text }) => !/^\s*(\/\/|\*|\/\*)/.test(text));
}

describe('no page path is built outside the route table', () => {
  // The English words, the French ones (content), the services' folders and the French prefix.
  const words = [...pageWords, ...Object.values(frenchAddresses.pages), 'services', frenchAddresses.services.folder, 'fr'];

  it("no code but model/site/routes.ts and model/site/urls.ts writes a page's address as text (`'/about'`, `` `/services/${slug}` ``)", () => {
    const literal = new RegExp(`['"\`]/(?:${[...new Set(words)].join('|')})(?=[/'"\`?#$])`);
    const written = codeLines()
      // The table, its builders, the editions' prefixes, and the editor's own addresses (/api/keystatic), which are no page of the site.
      .filter(({ file }) => ![join('model', 'site', 'routes.ts'), join('model', 'site', 'urls.ts'), join('model', 'site', 'languages.ts'), join('editor', 'paths.ts')].includes(file))
      .filter(({ text }) => literal.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(written).toEqual([]);
  });

  it("no code joins an edition's prefix and words itself: the table's builders do", () => {
    const joined = codeLines()
      .filter(({ file }) => ![join('model', 'site', 'routes.ts'), join('model', 'site', 'urls.ts')].includes(file))
      .filter(({ text }) => /\/\$\{[^}]*(prefix|\.pages\.|services\.folder)[^}]*\}|\$\{[^}]*(prefix|\.pages\.\w+|services\.folder)\}\//.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(joined).toEqual([]);
  });
});
