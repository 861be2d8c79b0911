import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/CardGrid';
import { PageHero } from '../../components/PageHero';
import { SectionHeading } from '../../components/SectionHeading';
import { labelled } from '../../model/site/format';
import type { Language } from '../../model/site/languages';
import { siteIn } from '../../model/page-data/site';
import { useLanguage } from '../../components/language';
import type { Data } from './+data';
import { Icon } from '../../components/Icon';
import { postingMissing } from '../../model/site/postings';
import { useUrls } from '../../components/links';

/** An e-mail to the careers mailbox (Site settings) whose subject names the opening, e.g. "Application: Senior AI Specialist". */
function applyHref(subject: string, title: string, language: Language): string {
  return `mailto:${siteIn[language].careersEmail}?subject=${encodeURIComponent(labelled(subject, title, language))}`;
}

export default function Page() {
  const { page } = useData<Data>();
  const urls = useUrls();
  const language = useLanguage();
  return (
    <>
      <PageHero title={page.hero.title} intro={page.hero.intro} />
      <section className="section-light" aria-labelledby="openings-title">
        <div className="container">
          <SectionHeading id="openings-title" title={page.openingsTitle} />
          <p className="-mt-4 mb-8 max-w-3xl text-sm text-fg-2">
            {page.applicationNotice.text}{' '}
            <a className="text-link" href={urls.privacy()}>
              {page.applicationNotice.privacyLink}
            </a>
          </p>
          <ul className="space-y-6">
            {page.openings.map((job) => (
              <li key={job.title} data-posting-missing={postingMissing(job).join(' ') || undefined} className="flex flex-col gap-4 rounded-2xl border border-line p-6 shadow-sm md:flex-row md:items-center md:justify-between">
                <div>
                  <h3 className="text-xl font-semibold">{job.title}</h3>
                  <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg-2">
                    <li className="flex items-center gap-1">
                      <Icon name="i-lucide-map-pin" className="h-4 w-4 text-accent" />
                      {job.location}
                    </li>
                    <li className="flex items-center gap-1">
                      <Icon name="i-lucide-clock" className="h-4 w-4 text-accent" />
                      {job.type}
                    </li>
                    <li className="flex items-center gap-1">
                      <Icon name="i-lucide-briefcase" className="h-4 w-4 text-accent" />
                      {job.department}
                    </li>
                  </ul>
                  <p className="mt-3 max-w-3xl text-fg-2">{job.summary}</p>
                  {/* What a posting states in Ontario (issue 54), where the owner has written it; the launch check names what is missing. */}
                  {job.pay ? (
                    <dl className="mt-3 flex flex-wrap gap-x-2 text-sm text-fg-2">
                      <dt className="font-semibold text-fg">{page.payLabel}</dt>{' '}
                      <dd>{job.pay}</dd>
                    </dl>
                  ) : null}
                  {[job.aiScreening, job.vacancy].filter(Boolean).map((statement) => (
                    <p key={statement} className="mt-1 max-w-3xl text-sm text-fg-2">
                      {statement}
                    </p>
                  ))}
                </div>
                <a className="btn-primary shrink-0" href={applyHref(page.applySubject, job.title, language)} aria-label={labelled(page.applyLabel, job.title, language)}>
                  {page.applyLabel}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-surface-2 py-16 sm:py-24" aria-labelledby="benefits-title">
        <div className="container">
          <SectionHeading id="benefits-title" title={page.benefitsTitle} />
          <CardGrid items={page.benefits} columns="lg:grid-cols-3" />
        </div>
      </section>
    </>
  );
}
