import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { urlsIn } from '../../../model/page-data/addresses';
import { localizeHref } from '../../../model/page-data/alternates';
import { blogFeedIn } from '../../../model/page-data/feed';
import { contentsMinSections, renderMarkdown, sectionsOf, type Section } from '../../../model/content/markdown';
import { countWords, findPost, postMeta, postsIn, relatedPosts, type PostMeta } from '../../../model/content/posts';
import { absoluteUrl, siteIn } from '../../../model/page-data/site';
import { photoFacts } from '../../../model/page-data/photo-manifest';
import { socialPhotoUrl } from '../../../model/content/photos';
import type { PageData } from '../../../model/page-data/seo';
import { searchDescriptionOf } from '../../../model/content/schemas/fields';
import { blogPostingJsonLd, organizationRef } from '../../../model/page-data/structured-data';

export type Data = PageData & {
  post: PostMeta;
  related: PostMeta[];
  /** The article as HTML, rendered at build time. */
  html: string;
  /** Its sections, listed above the body when there are three or more (none otherwise). */
  contents: Section[];
};

export async function data(pageContext: PageContextServer): Promise<Data> {
  const language = pageContext.language;
  const post = findPost(pageContext.routeParams.slug!, language);
  if (!post) throw render(404);
  const url = absoluteUrl(urlsIn[language].blogPost(post.slug));
  const html = await renderMarkdown(post.body, { localizeHref: (href) => localizeHref(href, language) });
  const sections = sectionsOf(html);
  return {
    seo: {
      title: post.title,
      description: searchDescriptionOf(post.excerpt),
      keywords: post.tags,
      ogType: 'article',
      ...(post.photo && { socialImage: { path: socialPhotoUrl(photoFacts(post.photo.image)), alt: post.photo.decorative ? post.title : post.photo.alt! } }),
      article: { publishedTime: post.date, author: post.author, tags: post.tags },
      feed: blogFeedIn(language),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          ...blogPostingJsonLd(post, language),
          inLanguage: siteIn[language].language,
          '@id': `${url}#article`,
          description: post.excerpt,
          dateModified: post.date,
          publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png') } },
          image: absoluteUrl(post.photo ? socialPhotoUrl(photoFacts(post.photo.image)) : post.image),
          mainEntityOfPage: url,
          keywords: post.tags.join(', '),
          timeRequired: `PT${post.readTime}M`,
          wordCount: countWords(post.body),
        },
      ],
    },
    post: postMeta(post),
    related: relatedPosts(post, postsIn[language].map(postMeta)),
    html,
    contents: sections.length >= contentsMinSections ? sections : [],
  };
}
