import { useContent } from '../../components/content';
import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import { PostCard } from '../../components/PostCard';
import type { Data } from './+data';
import { useLanguage } from '../../components/language';

/**
 * The last card's place when it is alone on its row (`rest`: the cards after the latest): in the
 * middle of the row, where it left the other columns empty beside it (the design reading of
 * 2026-11-30: "a lone card"). Two a row from 768 px, three from 1024 px.
 */
function loneLast(rest: number): string | undefined {
  const aloneOfTwo = rest % 2 === 1;
  const aloneOfThree = rest % 3 === 1;
  if (aloneOfTwo) return `md:col-span-2 md:justify-self-center md:w-[calc(50%-1rem)] lg:w-auto lg:justify-self-stretch ${aloneOfThree ? 'lg:col-[2/3]' : 'lg:col-auto'}`;
  return aloneOfThree ? 'lg:col-start-2' : undefined;
}

export default function Page() {
  const language = useLanguage();
  const blogPage = useContent('blogPage');
  const { posts } = useData<Data>();
  return (
    <>
      <PageHero title={blogPage.title} intro={blogPage.intro} />
      <section className="section-light" aria-label={blogPage.postsLabel}>
        {/* The latest article across the grid, then the others three a row from 1024 px (spec 2.10),
            two from 768 px. */}
        <ul className="container grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug} className={index === 0 ? 'md:col-span-2 lg:col-span-3' : index === posts.length - 1 ? loneLast(posts.length - 1) : undefined}>
              <PostCard post={post} eager={index < 3} priority={index === 0} featured={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
