import { useContent } from '../../components/content';
import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import { PostCard } from '../../components/PostCard';
import type { Data } from './+data';
import { useLanguage } from '../../components/language';

export default function Page() {
  const language = useLanguage();
  const blogPage = useContent('blogPage');
  const { posts } = useData<Data>();
  return (
    <>
      <PageHero title={blogPage.title} intro={blogPage.intro} />
      <section className="section-light" aria-label={blogPage.postsLabel}>
        <ul className="container grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} eager={index < 3} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
