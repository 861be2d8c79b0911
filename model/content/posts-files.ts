/** Node-only: the blog's articles read from content/posts, for the build's sitemap and feed. */
import { postFolders } from './collections.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Language } from '../site/languages.ts';
import { newestFirst, parsePost, type Post } from './post-parse.ts';

/** Each edition's articles folder (content/posts, content/fr/posts). */
export const postsDirIn: Record<Language, string> = { en: join(process.cwd(), postFolders.en), fr: join(process.cwd(), postFolders.fr) };
export const postsDir = postsDirIn.en;

export function listPostSlugs(dir = postsDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();
}

export function readPosts(dir = postsDir): Post[] {
  return listPostSlugs(dir)
    .map((slug) => parsePost(relative(process.cwd(), join(dir, `${slug}.md`)).replace(/\\/g, '/'), readFileSync(join(dir, `${slug}.md`), 'utf8')))
    .sort(newestFirst);
}
