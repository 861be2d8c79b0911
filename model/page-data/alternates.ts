/**
 * A page's editions: its address in each language that has it (hreflang links, og:locale:alternate
 * and the language switcher). Every fixed page has both; an article has the other only once it is
 * translated (model/content/posts.ts translationOf); the 404 page has none.
 */
import { articleSlugOf, fixedPageIn, urlsIn } from './addresses';
import { languages, otherLanguage, type Language } from '../site/languages';
import { publicPath } from '../site/page-language';
import { findPost, translationOf } from '../content/posts';

type Alternates = Partial<Record<Language, string>>;

export function alternatesOf(pageContext: { urlOriginal: string; language: Language; is404?: boolean | null }): Alternates {
  if (pageContext.is404 != null && pageContext.is404 !== false) return {};
  const path = publicPath(pageContext);
  const language = pageContext.language;
  const fixed = Object.fromEntries(languages.flatMap((other) => {
    const twin = fixedPageIn(path, other);
    return twin ? [[other, twin]] : [];
  })) as Alternates;
  if (fixed[language]) return fixed;
  const slug = articleSlugOf(path);
  const post = slug ? findPost(slug, language) : undefined;
  if (!post) return {};
  const twin = translationOf(post, language);
  const other = otherLanguage(language);
  return { [language]: path, ...(twin && { [other]: urlsIn[other].blogPost(twin.slug) }) };
}

/** Where the language switcher leads: the same page in the other language, else that edition's blog (an untranslated article) or home. */
export function switchTarget(alternates: Alternates, language: Language, isArticle: boolean): string {
  const other = otherLanguage(language);
  return alternates[other] ?? (isArticle ? urlsIn[other].blog() : urlsIn[other].home());
}

/**
 * A link written in one edition's copy, leading to the same page in `language`: a French
 * article's `/contact` is `/fr/nous-joindre`, its `/blog/<slug>` the French translation when
 * there is one. Query and fragment are kept; other links (other sites, files) are left alone.
 */
export function localizeHref(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = href, rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const fixed = fixedPageIn(path, language);
  if (fixed) return `${fixed}${rest}`;
  const slug = articleSlugOf(path);
  const post = slug && findPost(slug, otherLanguage(language));
  const twin = post ? translationOf(post, otherLanguage(language)) : undefined;
  return twin ? `${urlsIn[language].blogPost(twin.slug)}${rest}` : href;
}
