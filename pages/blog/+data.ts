import { blogFeed } from '../../model/feed';
import { blogPage } from '../../model/pages';
import { postMeta, posts, type PostMeta } from '../../model/posts';
import { absoluteUrl, site } from '../../model/site';
import { urls } from '../../model/urls';
import type { PageData } from '../../model/seo';
import { blogPostingJsonLd, organizationRef } from '../../model/structured-data';

export type Data = PageData & { posts: PostMeta[] };

export function data(): Data {
  const url = absoluteUrl(urls.blog());
  return {
    seo: {
      ...blogPage.seo,
      feed: blogFeed,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          '@id': `${url}#blog`,
          name: `${site.brand} Blog`,
          description: blogPage.seo.description,
          url,
          publisher: organizationRef(),
          blogPost: posts.map(blogPostingJsonLd),
        },
      ],
    },
    posts: posts.map(postMeta),
  };
}
