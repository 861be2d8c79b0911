import { useData } from 'vike-react/useData';
import { blogPage } from '../../../content/blog';
import { formatLongDate } from '../../../content/format';
import { urls } from '../../../content/urls';
import type { Data } from './+data';

export default function Page() {
  const { post, html } = useData<Data>();
  return (
    <article className="section-light">
      <div className="container max-w-3xl">
        <a className="link-inline" href={urls.blog()}>
          {blogPage.back}
        </a>
        <ul className="mt-6 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-sm text-slate-600">
          {post.author} · <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.readTime} min read
        </p>
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </article>
  );
}
