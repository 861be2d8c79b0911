import { content } from '../../model/content/content';
import type { PageContextServer } from 'vike/types';
import { urlsIn } from '../../model/page-data/addresses';
import { blogFeedIn } from '../../model/page-data/feed';
import { postMeta, postsIn, type PostMeta } from '../../model/content/posts';
import { absoluteUrl, siteIn } from '../../model/page-data/site';
import type { PageData } from '../../model/page-data/seo';
import { blogPostingJsonLd, organizationRef } from '../../model/page-data/structured-data';

export type Data = PageData & { posts: PostMeta[] };

export function data(pageContext: PageContextServer): Data {
  const language = pageContext.language;
  const blogPage = content('blogPage', language);
  const posts = postsIn[language];
  const url = absoluteUrl(urlsIn[language].blog());
  return {
    seo: {
      ...blogPage.seo,
      feed: blogFeedIn(language),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Blog',
          '@id': `${url}#blog`,
          name: blogPage.feedTitle,
          inLanguage: siteIn[language].language,
          description: blogPage.seo.description,
          url,
          publisher: organizationRef(),
          blogPost: posts.map((post) => blogPostingJsonLd(post, language)),
        },
      ],
    },
    posts: posts.map(postMeta),
  };
}
