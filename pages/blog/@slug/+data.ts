import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { renderMarkdown } from '../../../content/markdown';
import { findPost, postMeta, type PostMeta } from '../../../content/posts';
import type { PageData } from '../../../renderer/seo';

export type Data = PageData & { post: PostMeta; html: string };

export function data(pageContext: PageContextServer): Data {
  const post = findPost(pageContext.routeParams.slug!);
  if (!post) throw render(404);
  return {
    seo: { title: post.title, description: post.excerpt, keywords: post.tags, ogType: 'article' },
    post: postMeta(post),
    // Markdown becomes HTML during pre-rendering: no parser reaches the browser.
    html: renderMarkdown(post.body),
  };
}
