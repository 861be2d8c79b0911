import { useUrls } from '../../components/links';
import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import type { Data } from './+data';
import { useLanguage } from '../../components/language';

export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const { page } = useData<Data>();
  const { example } = page;
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-labelledby="auth-title">
        <div className="container">
          <SectionHeading id="auth-title" title={example.title} lead={example.description} />
          <div className="grid gap-6 lg:grid-cols-2">
            <figure>
              <figcaption className="mb-2 text-sm font-semibold text-fg-2">{example.requestLabel}</figcaption>
              <pre className="overflow-x-auto rounded-xl bg-ink p-5 text-sm leading-6 text-slate-100" tabIndex={0}>
                <code>{example.request}</code>
              </pre>
            </figure>
            <figure>
              <figcaption className="mb-2 text-sm font-semibold text-fg-2">{example.responseLabel}</figcaption>
              <pre className="overflow-x-auto rounded-xl bg-ink p-5 text-sm leading-6 text-slate-100" tabIndex={0}>
                <code>{example.response}</code>
              </pre>
            </figure>
          </div>
        </div>
      </section>
      <section className="bg-surface-2 py-16 sm:py-24" aria-labelledby="api-topics-title">
        <div className="container">
          <SectionHeading id="api-topics-title" title={page.cardsTitle} />
          <CardGrid
            items={page.cards}
            extra={(card) => (
              <a className="text-link mt-4 inline-block font-semibold" href={urls.support()} aria-label={`${page.cardLink.screenReaderLabel} ${card.title}`}>
                {page.cardLink.label}
              </a>
            )}
          />
        </div>
      </section>
    </>
  );
}
