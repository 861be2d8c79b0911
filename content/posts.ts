/**
 * The blog's articles: content/posts/<slug>.md, validated at build time. Derived values
 * (read time, order) are computed here once.
 */
import { splitFrontMatter } from './frontmatter';
import { parseContent, postFrontMatterSchema } from './schemas';
import { z } from 'zod';

export type PostMeta = z.infer<typeof postFrontMatterSchema> & { readTime: number };
export type Post = PostMeta & { body: string };

export const wordsPerMinute = 200;

export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter(Boolean).length;
}

export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute));
}

export function parsePost(file: string, source: string): Post {
  const { data, body } = splitFrontMatter(file, source);
  const meta = parseContent(postFrontMatterSchema, file, data);
  const expectedSlug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  if (meta.slug !== expectedSlug) {
    throw new Error(`Invalid content "${file}":\n  - slug: must equal the file name "${expectedSlug}"`);
  }
  return { ...meta, body, readTime: readTimeMinutes(body) };
}

const sources = import.meta.glob<string>('./posts/*.md', { query: '?raw', import: 'default', eager: true });

/** Every article, newest first. */
export const posts: readonly Post[] = Object.entries(sources)
  .map(([file, source]) => parsePost(file, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export function findPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

/** Card data without the body, for lists. */
export function postMeta({ body: _body, ...meta }: Post): PostMeta {
  return meta;
}
