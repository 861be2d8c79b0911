/** One blog article from its Markdown source: front matter validated, read time computed. */
import type { z } from 'zod';
import { splitFrontMatter } from './frontmatter.ts';
import { keptByText } from './kept.ts';
import { postFrontMatterSchema, postSlugSchema } from './schemas/blog.ts';
import { parseContent } from './schemas/fields.ts';
import { languageSpan, withoutEnglishChecked } from './translation-status.ts';

export type PostMeta = z.infer<typeof postFrontMatterSchema> & { slug: string; readTime: number };
export type Post = PostMeta & { body: string };

const wordsPerMinute = 200;


/** Words a reader reads: whitespace-separated tokens with at least one letter or digit, so Markdown
 * syntax (`##`, `-`, table pipes, code fences with their language, lone operators) and the tags of
 * a passage in another language are not counted. */
export function countWords(markdown: string): number {
  return markdown.replace(languageSpan, ' ').split(/\s+/).filter((token) => !token.startsWith('```') && /[\p{L}\p{N}]/u.test(token)).length;
}

/** Read times by text: every article is read again for each page the editor serves and each save it checks (issue 56). */
const readTimes = keptByText<number>();

export function readTimeMinutes(markdown: string): number {
  return readTimes(markdown, () => Math.max(1, Math.ceil(countWords(markdown) / wordsPerMinute)));
}

/** An article's drawn cover: where the build draws it, the one path its front matter may name. */
export const coverPathOf = (slug: string) => `/images/blog/${slug}.svg`;

export function parsePost(file: string, source: string): Post {
  const { data, body } = splitFrontMatter(file, source);
  // The file's name is the article's slug, hence its URL.
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!postSlugSchema.safeParse(slug).success) {
    throw new Error(`Invalid content "${file}":\n  - file name: must be lowercase words joined by hyphens, e.g. measuring-roi-of-ai-projects.md`);
  }
  const meta = parseContent(postFrontMatterSchema, file, withoutEnglishChecked(file, data));
  if (meta.image !== coverPathOf(slug)) {
    throw new Error(`Invalid content "${file}":\n  - image: must be ${coverPathOf(slug)} (the cover is drawn at build time)`);
  }
  return { ...meta, slug, body, readTime: readTimeMinutes(body) };
}

export function newestFirst(a: PostMeta, b: PostMeta): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

/** Card data without the body, for lists. */
export function postMeta({ body: _body, ...meta }: Post): PostMeta {
  return meta;
}

/** Up to `count` other articles sharing the most tags, newest first among equals. */
export function relatedPosts(post: PostMeta, all: readonly PostMeta[], count = 3): PostMeta[] {
  const shared = (other: PostMeta) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return all
    .filter((other) => other.slug !== post.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || newestFirst(a, b))
    .slice(0, count);
}

/**
 * What is wrong with the articles' `translationOf` links across the two editions: one naming an
 * article the other edition does not have, or two articles naming the same one. Each problem
 * names the file, as a bad field does.
 */
export function translationProblems(
  editions: Record<'en' | 'fr', readonly PostMeta[]>,
  folders: Record<'en' | 'fr', string>,
  /** The articles whose file is there, read or not (the content check's list names the ones that could not be). */
  present: Record<'en' | 'fr', readonly string[]> = { en: editions.en.map((post) => post.slug), fr: editions.fr.map((post) => post.slug) },
): string[] {
  const problems: string[] = [];
  for (const [language, other] of [['en', 'fr'], ['fr', 'en']] as const) {
    const claimed = new Map<string, string>();
    for (const post of editions[language]) {
      if (!post.translationOf) continue;
      const file = `${folders[language]}/${post.slug}.md`;
      if (!present[other].includes(post.translationOf)) {
        // In the form's words (a walk-through of 2026-11-30 deleting an English article was told "translationOf: content/posts/….md does not exist").
        const edition = other === 'en' ? 'English' : 'French';
        problems.push(
          `Invalid content "${file}":\n  - Translation of: names “${post.translationOf}”, which no ${edition} article is (or no longer): choose the ${edition} article it translates (the box offers them by title); to delete that article, delete this translation first`,
        );
      }
      const first = claimed.get(post.translationOf);
      if (first) problems.push(`Invalid content "${file}":\n  - Translation of: “${post.translationOf}” is already translated by ${first}: an article has one translation`);
      else claimed.set(post.translationOf, file);
    }
  }
  return problems;
}
