import { useContent } from './content';
import { useUrls } from './links';
import { coverSize } from '../model/build/covers';
import { formatLongDate, readingTime } from '../model/site/format';
import type { PostMeta } from '../model/content/post-parse';
import { useLanguage } from './language';
import { Photo } from './Photo';
import { WithArrow } from './WithArrow';
import { Unbroken } from './Unbroken';

/**
 * A blog card (spec 2.10): image, date, author, read time, title, excerpt, Read More. `featured`:
 * the blog's latest article, across the grid from 768 px, its picture beside its words from 1024 px.
 */
export function PostCard({
  post,
  eager = false,
  priority = false,
  headingLevel = 2,
  featured = false,
}: {
  post: PostMeta;
  eager?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const language = useLanguage();
  const urls = useUrls();
  const blogPage = useContent('blogPage');
  const Heading = `h${headingLevel}` as const;
  const href = urls.blogPost(post.slug);
  // Beside the words from 1024 px, the picture fills their height (cropped at its sides where they are taller).
  const picture = featured ? ' lg:h-full' : '';
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm${featured ? ' lg:grid lg:grid-cols-2' : ''}`}>
      {post.photo ? (
        <Photo photo={post.photo} view={featured ? 'feature' : 'card'} priority={priority} eager={eager} className={`aspect-[40/21] h-auto w-full object-cover${picture}`} />
      ) : (
        <img
          src={post.image}
          alt={post.imageAlt}
          width={coverSize.width}
          height={coverSize.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          // The covers are drawn on the ink: the same colour stands in while one loads (the design reading of 2026-11-30: white boxes).
          className={`aspect-[40/21] h-auto w-full bg-ink object-cover${picture}`}
        />
      )}
      <div className={`flex flex-1 flex-col p-6${featured ? ' lg:justify-center lg:px-10' : ''}`}>
        <p className="text-sm text-fg-3">
          {/* Each item whole on its line, the dot after it (the fifth design reading: "14 min / read"). */}
          <time className="whitespace-nowrap" dateTime={post.date}>
            {formatLongDate(post.date, language)}
          </time>
          {'\u00a0· '}
          <span className="whitespace-nowrap">{post.author}</span>
          {'\u00a0· '}
          <span className="whitespace-nowrap">{readingTime(post.readTime, blogPage.readTime, language)}</span>
        </p>
        <Heading className={`mt-3 leading-snug ${featured ? 'text-xl font-bold md:text-2xl xl:text-3xl lg:leading-tight' : 'font-sans text-xl font-semibold'}`}>
          <a className="hover:text-accent" href={href}>
            <Unbroken text={post.title} />
          </a>
        </Heading>
        <p className={`mt-3 leading-7 text-fg-2${featured ? '' : ' flex-1'}`}>{post.excerpt}</p>
        {/* The title in hidden text (not aria-label) so that the link's text itself names its
            target, for screen readers and for crawlers that judge links by their text. */}
        <a className="text-link mt-4 font-semibold" href={href}>
          {/* With the arrow every "go further" link of the site has (the design reading of 2026-11-30: three styles). */}
          <WithArrow text={blogPage.readMore} />
          <span className="sr-only"> {blogPage.readMoreAbout} {post.title}</span>
        </a>
      </div>
    </article>
  );
}
