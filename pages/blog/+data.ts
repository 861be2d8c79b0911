import { blogFeed, blogPage } from '../../content/blog';
import { postMeta, posts, type PostMeta } from '../../content/posts';
import type { PageData } from '../../renderer/seo';

export type Data = PageData & { posts: PostMeta[] };

export function data(): Data {
  return { seo: { ...blogPage.seo, feed: blogFeed }, posts: posts.map(postMeta) };
}
