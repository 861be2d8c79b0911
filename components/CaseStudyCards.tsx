import { Fragment } from 'react';
import { useContent } from './content';
import { Icon } from './Icon';
import { HeadlineResult } from './ResultFigures';
import type { CaseStudyCard } from '../model/page-data/case-studies';

/**
 * Case-study cards (spec 3's success stories, issues 43 and 53): a summary a buyer skims, the
 * client, the title, the headline result as a large figure, the services, industry and place,
 * and the whole card leading to the story (its title's link covers it).
 */
export function CaseStudyCards({ studies, headingLevel = 3 }: { studies: readonly CaseStudyCard[]; headingLevel?: 2 | 3 }) {
  const { labels } = useContent('caseStudyPages');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 lg:gap-6">
      {studies.map((study) => (
        <li key={study.slug}>
          <article className="card-link-box relative flex h-full flex-col rounded-2xl border border-line bg-surface p-4 text-fg sm:p-5 shadow-sm transition-colors hover:border-accent">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">{study.client}</p>
            <Heading className="mt-1.5 text-lg font-semibold leading-snug">
              <a className="card-link" href={study.href}>
                {study.title}
              </a>
            </Heading>
            <div className="mt-2">
              <HeadlineResult result={study.results[0]!} />
            </div>
            {/* A space between each two texts (not drawn in a flex row): the search's excerpts and
                screen readers read "Analytics Data Engineering", not "AnalyticsData Engineering". */}
            <dl className="mt-2 space-y-0.5 text-sm">
              <div className="flex flex-wrap gap-x-3">
                <dt className="sr-only" data-pagefind-ignore="">{labels.services}</dt>
                {study.serviceLinks.map((service) => (
                  <Fragment key={service.slug}>
                    {' '}
                    <dd className="font-medium text-fg-2">{service.name}</dd>
                  </Fragment>
                ))}
              </div>{' '}
              <div className="flex flex-wrap gap-x-3 text-fg-3">
                <dt className="sr-only" data-pagefind-ignore="">{labels.industry}</dt> <dd>{study.industryName}</dd>{' '}
                <dt className="sr-only" data-pagefind-ignore="">{labels.place}</dt> <dd>{study.placeName}</dd>
              </div>
            </dl>
            <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-accent-strong">
              {labels.readStory}
              <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
