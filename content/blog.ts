/** Blog page copy (spec 2.10). */
import { feedTitle } from '../model/feed';
import { urls } from '../model/urls';

export const blogFeed = { title: feedTitle, href: urls.rssFeed() };

export const blogPage = {
  seo: {
    title: 'Blog',
    description:
      'Practical articles on AI integration, AI agents, data engineering, governance, analytics, cloud security, cloud costs, web development and SEO.',
    keywords: ['AI blog', 'data engineering articles', 'cloud security guides', 'FinOps', 'technical SEO'],
  },
  title: 'Insights from Our Engineers',
  intro: 'Field notes from the projects we deliver: what works, what it costs and how to get started.',
  readMore: 'Read More',
  back: 'Back to Blog',
  related: 'Related Articles',
};
