import { blogFeed, blogPage } from '../../content/blog';
import { postMeta, posts, type PostMeta } from '../../content/posts';
import { absoluteUrl, site } from '../../content/site';
import { urls } from '../../content/urls';
import type { PageData } from '../../renderer/seo';

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
          publisher: { '@type': 'Organization', name: site.brand, url: absoluteUrl(urls.home()) },
          blogPost: posts.map((post) => ({
            '@type': 'BlogPosting',
            headline: post.title,
            datePublished: post.date,
            author: { '@type': 'Person', name: post.author },
            url: absoluteUrl(urls.blogPost(post.slug)),
          })),
        },
      ],
    },
    posts: posts.map(postMeta),
  };
}
