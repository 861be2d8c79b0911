/** The blog's RSS 2.0 feed (/blog/rss.xml), linked from the head of every blog page. */
import { content } from '../content/content';
import type { PostMeta } from '../content/post-parse';
import { urlsIn } from './addresses';
import { languageTags, type Language } from '../site/languages';
import { absoluteUrl } from './site';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** RFC 822 date at noon UTC, the same wherever the feed is built. */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toUTCString();
}

/** Each edition's feed as the head of its blog pages links it (/blog/rss.xml, /fr/blogue/rss.xml). */
export const blogFeedIn = (language: Language) => ({ title: content('blogPage', language).feedTitle, href: urlsIn[language].rssFeed() });
/** An edition's feed of its articles, newest first. */
export function rssXml(posts: readonly PostMeta[], language: Language): string {
  const urls = urlsIn[language];
  const { feedTitle, feedDescription } = content('blogPage', language);
  const items = posts
    .map((post) => {
      const link = absoluteUrl(urls.blogPost(post.slug));
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${rssDate(post.date)}</pubDate>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        `      <description>${escapeXml(post.excerpt)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const newest = posts[0] ? rssDate(posts[0].date) : undefined;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(feedTitle)}</title>
    <link>${absoluteUrl(urls.blog())}</link>
    <description>${escapeXml(feedDescription)}</description>
    <language>${languageTags[language].toLowerCase()}</language>
    <atom:link href="${absoluteUrl(urls.rssFeed())}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${newest}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`;
}
