import { useUrls } from '../../components/links';
import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid';
import { Checklist } from '../../components/Checklist';
import { CtaBand } from '../../components/CtaBand';
import { StatGrid } from '../../components/StatGrid';
import { PageHero } from '../../components/PageHero';
import { Photo } from '../../components/Photo';
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
        <div className="container">
          <StatGrid items={page.stats} firm />
        </div>
      </section>
      {page.team && page.team.length > 0 && (
        <section className="bg-surface-2 py-16 sm:py-24" aria-labelledby="team-title">
          <div className="container">
            <SectionHeading id="team-title" title={page.headings.team} />
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.team.map((person) => (
                <li key={person.name} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
                  {person.portrait && <Photo photo={person.portrait} view="person" frameClassName="block" className="h-24 w-24 rounded-full object-cover" />}
                  <h3 className={`${person.portrait ? 'mt-4 ' : ''}text-lg font-bold text-fg`}>{person.name}</h3>
                  <p className="text-sm font-semibold text-accent">{person.role}</p>
                  <p className="mt-3 leading-7 text-fg-2">{person.bio}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
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
