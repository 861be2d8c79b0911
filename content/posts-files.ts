/** Node-only: the blog's slugs from the file names in content/posts, for the build's sitemap. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const postsDir = join(process.cwd(), 'content', 'posts');

export function listPostSlugs(dir = postsDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}
