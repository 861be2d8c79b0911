/** The blog's articles, content/posts/<slug>.md, validated when the site is built. */
import { newestFirst, parsePost, type Post } from './post-parse';

export * from './post-parse';

const sources = import.meta.glob<string>('../content/posts/*.md', { query: '?raw', import: 'default', eager: true });

/** Every article, newest first; a bad one fails the build naming content/posts/<slug>.md. */
export const posts: readonly Post[] = Object.entries(sources)
  .map(([file, source]) => parsePost(file.replace(/^\.\.\//, ''), source))
  .sort(newestFirst);

export function findPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}
