/** Node-only: the blog's articles read from content/posts, for the build's sitemap and feed. */
import { postFolders } from './collections.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Language } from '../site/languages.ts';
import { newestFirst, parsePost, type Post } from './post-parse.ts';
import { isPublished, publishingDay } from './publishing.ts';

/** Each edition's articles folder (content/posts, content/fr/posts). */
export const postsDirIn: Record<Language, string> = { en: join(process.cwd(), postFolders.en), fr: join(process.cwd(), postFolders.fr) };
export const postsDir = postsDirIn.en;

const fileSlugs = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort();

/**
 * The articles of a folder, newest first: those the site shows today (model/content/publishing.ts:
 * an article dated after the build's day is left out until then), or `all` of them (the content
 * check, which reads the scheduled ones too).
 */
export function readPosts(dir = postsDir, { all = false }: { all?: boolean } = {}): Post[] {
  const today = publishingDay(process.env);
  return fileSlugs(dir)
    .map((slug) => parsePost(relative(process.cwd(), join(dir, `${slug}.md`)).replace(/\\/g, '/'), readFileSync(join(dir, `${slug}.md`), 'utf8')))
    .filter((post) => all || isPublished(post.date, today))
    .sort(newestFirst);
}

/** The file names of the articles the site shows today, sorted. */
export function listPostSlugs(dir = postsDir): string[] {
  return readPosts(dir)
    .map((post) => post.slug)
    .sort();
}
