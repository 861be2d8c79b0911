import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import type { Data } from './+data';

export default function Page() {
  const { page } = useData<Data>();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-label={page.cardsLabel}>
        <div className="container">
          <CardGrid
            items={page.cards}
            columns="lg:grid-cols-2"
            headingLevel={2}
            extra={(card) => (
              <ul className="mt-4 list-disc space-y-1 pl-5 text-fg-2">
                {card.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            )}
          />
        </div>
      </section>
    </>
  );
}
