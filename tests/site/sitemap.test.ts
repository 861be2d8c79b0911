import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir as client, htmlFiles } from '../../bench/page-bytes.mjs';
import { fixedPageIn, urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';
import { listPostSlugs, postsDirIn } from '../../model/content/posts-files';
import { robotsTxt } from '../../model/page-data/sitemap';
import { site } from '../../model/page-data/site';
import { pagePathsOf } from '../../model/page-data/catalog';
import { locs } from '../support/sitemap';

// The built sitemap.xml, robots.txt and 404 page (dist/client); how model/page-data/sitemap.ts
// writes them is checked in tests/unit/sitemap.test.ts.

/** about.html -> /about, index.html -> / (prerender.noExtraDir). */
function pathOf(file: string): string {
  const path = `/${relative(client, file).replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

describe('the built site (run after `npm run build`)', () => {
  it('was built', () => {
    expect(existsSync(join(client, 'index.html'))).toBe(true);
  });

  it('each page the sitemap lists has a search description of its own in its edition (the case studies filtered by a service or an industry said the whole list\'s)', () => {
    const decoded = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    const listed = new Set(locs(readFileSync(join(client, 'sitemap.xml'), 'utf8')).map((loc) => loc!.slice(site.origin.length)));
    const pagesWith = new Map<string, string[]>();
    for (const file of htmlFiles()) {
      const path = pathOf(file);
      if (!listed.has(path)) continue;
      const description = /<meta name="description" content="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(description, path).toBeTruthy();
      const key = `${path.startsWith('/fr/') || path === '/fr' ? 'fr' : 'en'}\u0000${decoded(description!)}`;
      pagesWith.set(key, [...(pagesWith.get(key) ?? []), path]);
    }
    expect(pagesWith.size).toBeGreaterThan(200);
    expect([...pagesWith.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('sitemap.xml lists exactly the pre-rendered pages of both editions, and no 404 page', () => {
    // The search pages are pages, but no search engine should list them (their results are the other pages).
    const unlisted = ['/404', '/fr/404', urlsIn.en.search(), urlsIn.fr.search()];
    const built = htmlFiles().map(pathOf).filter((p) => !unlisted.includes(p)).sort();
    const listed = locs(readFileSync(join(client, 'sitemap.xml'), 'utf8'))
      .map((loc) => loc!.slice(site.origin.length))
      .sort();
    expect(listed).toEqual(built);
    expect(listed).toEqual(languages.flatMap((language) => pagePathsOf(urlsIn[language], listPostSlugs(postsDirIn[language]))).sort());
    // Every English page but the articles has its French counterpart (issue 23); an article has one once it is translated.
    for (const path of pagePathsOf(urlsIn.en, [])) expect(listed, path).toContain(fixedPageIn(path, 'fr'));
    expect(listed).not.toContain('/sitemap');
    expect(listed).not.toContain(urlsIn.fr.sitemapPage());
  });

  it('pre-rendered the 404 page and robots.txt', () => {
    expect(readFileSync(join(client, '404.html'), 'utf8')).toContain('Page Not Found');
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toBe(robotsTxt());
  });
});
