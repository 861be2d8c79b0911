import { useContent } from '../../../components/content';
import { useUrls } from '../../../components/links';
import { useData } from 'vike-react/useData';
import { ChipList } from '../../../components/ChipList';
import { PostCard } from '../../../components/PostCard';
import { coverSize } from '../../../model/build/covers';
import { formatLongDate, readingTime } from '../../../model/site/format';
import type { Data } from './+data';
import { ArticleBody, SectionContents } from '../../../components/ArticleBody';
import { Icon } from '../../../components/Icon';
import { Photo } from '../../../components/Photo';
import { CtaBand } from '../../../components/CtaBand';
import { useLanguage } from '../../../components/language';
import { Unbroken } from '../../../components/Unbroken';

export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const blogPage = useContent('blogPage');
  const { post, html, related, contents } = useData<Data>();
  return (
    <>
      <article className="section-light !pb-10">
        <div className="container relative max-w-3xl">
          {/* Search results show what a page says, not its way back or its date (data-pagefind-ignore). */}
          <a className="text-link inline-flex items-center gap-1" href={urls.blog()} data-pagefind-ignore="">
            <Icon name="i-lucide-arrow-left" className="h-4 w-4" />
            {blogPage.back}
          </a>
          <ChipList items={post.tags} className="mt-6 flex flex-wrap gap-2" chipClass="bg-tint text-[0.8125rem] font-semibold text-accent-strong" />
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl lg:text-[2.75rem] lg:leading-[1.15]">
            <Unbroken text={post.title} />
          </h1>
          <p className="mt-4 text-sm text-fg-3">
            {blogPage.byline} {post.author}{' '}
            <span data-pagefind-ignore="">
              ·{' '}
              <time className="whitespace-nowrap" dateTime={post.date}>
                {formatLongDate(post.date, language)}
              </time>
              {'\u00a0· '}
              <span className="whitespace-nowrap">{readingTime(post.readTime, blogPage.readTime, language)}</span>
            </span>
          </p>
          {post.photo ? (
            <Photo photo={post.photo} view="article" priority className="mt-8 aspect-[40/21] h-auto w-full rounded-2xl object-cover" />
          ) : (
            <img
              src={post.image}
              alt={post.imageAlt}
              width={coverSize.width}
              height={coverSize.height}
              fetchPriority="high"
              className="mt-8 aspect-[40/21] h-auto w-full rounded-2xl object-cover"
            />
          )}
          <SectionContents title={blogPage.contents} sections={contents} />
          <ArticleBody html={html} sectionLink={blogPage.sectionLink} />
          <a className="btn-secondary mt-12 text-accent-strong" href={urls.blog()} data-pagefind-ignore="">
            {blogPage.back}
          </a>
        </div>
      </article>
      {related.length > 0 && (
        <section className="bg-surface-2 py-16" aria-labelledby="related-title" data-render-eagerly data-reveal-on-scroll="" data-pagefind-ignore="all">
          <div className="container">
            <h2 id="related-title" className="text-2xl font-bold">
              {blogPage.related}
            </h2>
            <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CtaBand title={blogPage.cta.title} text={blogPage.cta.text} label={blogPage.cta.label} href={urls.contact()} />
    </>
  );
}
