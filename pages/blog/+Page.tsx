import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import { blogPage } from '../../content/blog';
import { formatLongDate } from '../../content/format';
import { urls } from '../../content/urls';
import type { Data } from './+data';

export default function Page() {
  const { posts } = useData<Data>();
  return (
    <>
      <PageHero title={blogPage.title} intro={blogPage.intro} />
      <section className="section-light">
        <ul className="container grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
                <p className="text-sm text-slate-600">
                  <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.author} · {post.readTime} min read
                </p>
                <h2 className="mt-3 text-xl font-bold">
                  <a className="hover:text-brand-700" href={urls.blogPost(post.slug)}>
                    {post.title}
                  </a>
                </h2>
                <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
                <a className="link-inline mt-4 font-semibold" href={urls.blogPost(post.slug)} aria-label={`Read More: ${post.title}`}>
                  {blogPage.readMore}
                </a>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
