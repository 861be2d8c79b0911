/**
 * Node only, after the build: what the build derives from the site's own data, written next to
 * the pre-rendered pages: sitemap.xml (both editions) and robots.txt (from the URL modules), each
 * edition's RSS feed and the articles' cover art. vite.config.ts loads this through Vite (it reads
 * content files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { urlsIn } from './addresses';
import { coverSvg } from './covers';
import { rssXml } from './feed';
import { languages } from './languages';
import { postsDirIn, readPosts } from './posts-files';
import { previewBranchOf } from './preview';
import { robotsTxt, sitemapXml } from './sitemap';
import { pagePathsOf } from './catalog';

export function writeDerivedFiles(outDir: string): void {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), text);
  };
  const postsIn = Object.fromEntries(languages.map((language) => [language, readPosts(postsDirIn[language])]));
  // A preview (model/preview.ts) has no sitemap and disallows every robot.
  const preview = previewBranchOf(process.env) !== undefined;
  if (!preview) write('sitemap.xml', sitemapXml(languages.flatMap((language) => pagePathsOf(urlsIn[language], postsIn[language]!.map((post) => post.slug)))));
  write('robots.txt', robotsTxt(preview));
  for (const language of languages) {
    const posts = postsIn[language]!;
    write(urlsIn[language].rssFeed(), rssXml(posts, language));
    for (const post of posts) write(post.image, coverSvg(post.slug, post.tags[0]!));
  }
}
