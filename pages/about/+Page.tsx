import { useUrls } from '../../components/links';
import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid';
import { Checklist } from '../../components/Checklist';
import { CtaBand } from '../../components/CtaBand';
import { firmFigure } from '../../components/StatGrid';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import type { Data } from './+data';
import { useLanguage } from '../../components/language';

export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const { page } = useData<Data>();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-label={page.statsLabel}>
        <dl className="container grid grid-cols-2 gap-6 lg:grid-cols-4">
          {page.stats.map((stat) => (
            <div key={stat.label} {...firmFigure(stat)} className="flex flex-col-reverse rounded-2xl border border-line p-6 text-center shadow-sm">
              <dt className="mt-2 text-fg-2">{stat.label}</dt>
              <dd className="text-4xl font-extrabold text-accent">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="section-dark" aria-labelledby="values-title">
        <div className="container">
          <SectionHeading id="values-title" title={page.headings.values} dark />
          <CardGrid items={page.values} dark />
        </div>
      </section>
      <section className="section-light" aria-labelledby="expertise-title">
        <div className="container">
          <SectionHeading id="expertise-title" title={page.headings.expertise} />
          <CardGrid
            items={page.expertise}
            columns="lg:grid-cols-3"
            extra={(area) => (
              <Checklist items={area.capabilities} />
            )}
          />
        </div>
      </section>
      <section className="bg-surface-2 py-16 sm:py-24" aria-labelledby="industries-title">
        <div className="container">
          <SectionHeading id="industries-title" title={page.headings.industries} />
          <CardGrid
            items={page.industries}
            columns="lg:grid-cols-3"
            extra={(industry) => (
              <Checklist items={industry.achievements} icon="i-lucide-trending-up" />
            )}
          />
        </div>
      </section>
      <CtaBand title={page.cta.title} text={page.cta.text} label={page.cta.buttonLabel} href={urls.contact()} />
    </>
  );
}
