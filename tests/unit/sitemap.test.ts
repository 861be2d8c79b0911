import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir as client, htmlFiles } from '../../bench/page-bytes.mjs';
import { fixedPageIn, urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';
import { listPostSlugs, postsDirIn } from '../../model/content/posts-files';
import { robotsTxt, sitemapXml } from '../../model/page-data/sitemap';
import { site } from '../../model/page-data/site';
import { pagePathsOf } from '../../model/page-data/catalog';


/** about.html -> /about, index.html -> / (prerender.noExtraDir). */
function pathOf(file: string): string {
  const path = `/${relative(client, file).replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml builder', () => {
  it('lists absolute URLs once each and escapes XML', () => {
    const xml = sitemapXml(['/', '/about', '/about', '/a&b']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(xml)).toEqual([`${site.origin}/`, `${site.origin}/about`, `${site.origin}/a&amp;b`]);
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});

describe('the built site (run after `npm run build`)', () => {
  it('was built', () => {
    expect(existsSync(join(client, 'index.html'))).toBe(true);
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
