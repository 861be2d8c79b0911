import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../model/page-data/sitemap';
import { site } from '../../model/page-data/site';
import { locs } from '../support/sitemap';

// The sitemap and robots.txt as model/page-data/sitemap.ts writes them; the built ones, and the
// pages the sitemap lists, are checked in tests/site/sitemap.test.ts.

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
