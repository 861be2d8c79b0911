import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blogFeed } from '../../../model/feed';
import { renderMarkdown } from '../../../model/markdown';
import { countWords, findPost, postMeta, posts, relatedPosts, type PostMeta } from '../../../model/posts';
import { absoluteUrl } from '../../../model/site';
import { urls } from '../../../model/urls';
import type { PageData } from '../../../model/seo';
import { blogPostingJsonLd, organizationRef } from '../../../model/structured-data';

export type Data = PageData & {
  post: PostMeta;
  related: PostMeta[];
  /** The article as HTML, rendered at build time. */
  html: string;
};

export async function data(pageContext: PageContextServer): Promise<Data> {
  const post = findPost(pageContext.routeParams.slug!);
  if (!post) throw render(404);
  const url = absoluteUrl(urls.blogPost(post.slug));
  return {
    seo: {
      title: post.title,
      description: post.excerpt,
      keywords: post.tags,
      ogType: 'article',
      article: { publishedTime: post.date, author: post.author, tags: post.tags },
      feed: blogFeed,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          ...blogPostingJsonLd(post),
          '@id': `${url}#article`,
          description: post.excerpt,
          dateModified: post.date,
          publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png') } },
          image: absoluteUrl(post.image),
          mainEntityOfPage: url,
          keywords: post.tags.join(', '),
          timeRequired: `PT${post.readTime}M`,
          wordCount: countWords(post.body),
        },
      ],
    },
    post: postMeta(post),
    related: relatedPosts(post, posts.map(postMeta)),
    html: await renderMarkdown(post.body),
  };
}
