import { absoluteUrl } from './site';
import { urls } from '../site/urls';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** sitemap.xml (sitemaps.org 0.9) listing the given pre-rendered paths, each once. */
export function sitemapXml(paths: readonly string[]): string {
  const entries = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** robots.txt: everything, and the sitemap; a preview build (model/site/preview.ts) disallows everything and names no sitemap. */
export function robotsTxt(preview = false): string {
  if (preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(urls.sitemapXml())}\n`;
}
