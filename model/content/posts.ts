/** The blog's articles in both editions, content/posts/<slug>.md and content/fr/posts/<slug>.md, validated when the site is built. */
import { postFolders } from './collections';
import { contentIn } from './content';
import { otherLanguage, perLanguage, type Language } from '../site/languages';
import { newestFirst, translationProblems, type Post, type PostMeta } from './post-parse';

export * from './post-parse';

/**
 * Each edition's articles, newest first, as the content loaded them: the `articles` collection
 * (model/content/collections.ts), each file read by its reader; a bad one fails the build naming its file.
 */
export const postsIn: Record<Language, readonly Post[]> = perLanguage((language) => Object.values(contentIn('articles')[language]).sort(newestFirst));
const problems = translationProblems(postsIn, postFolders);
if (problems.length > 0) throw new Error(problems.join('\n'));
/** The English articles (the specification's blog). */

export function findPost(slug: string, language: Language): Post | undefined {
  return postsIn[language].find((post) => post.slug === slug);
}

/**
 * The same article in the other edition, if it has been translated: the article whose slug its
 * `translationOf` names, or the one whose `translationOf` names it.
 */
export function translationOf(post: PostMeta, language: Language): Post | undefined {
  const others = postsIn[otherLanguage(language)];
  return post.translationOf
    ? others.find((other) => other.slug === post.translationOf)
    : others.find((other) => other.translationOf === post.slug);
}
