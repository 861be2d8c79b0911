/**
 * Node only, after the build: what the build derives from the site's own data, written next to
 * the pre-rendered pages: sitemap.xml and robots.txt (from the URL module), the blog's RSS feed
 * and its cover art. vite.config.ts loads this through Vite (it reads content files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverSvg } from './covers';
import { rssXml } from './feed';
import { readPosts } from './posts-files';
import { robotsTxt, sitemapXml } from './sitemap';
import { allPagePaths } from './urls';

export function writeDerivedFiles(outDir: string): void {
  const posts = readPosts();
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(allPagePaths(posts.map((post) => post.slug))));
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt());
  mkdirSync(join(outDir, 'blog'), { recursive: true });
  writeFileSync(join(outDir, 'blog', 'rss.xml'), rssXml(posts));
  mkdirSync(join(outDir, 'images', 'blog'), { recursive: true });
  for (const post of posts) writeFileSync(join(outDir, post.image), coverSvg(post.slug, post.tags[0]!));
}
