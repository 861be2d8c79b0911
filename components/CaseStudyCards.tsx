import { Fragment } from 'react';
import { useContent } from './content';
import { Icon } from './Icon';
import { HeadlineResult } from './ResultFigures';
import { Photo } from './Photo';
import { coverSize } from '../model/build/covers';
import type { CaseStudyCard } from '../model/page-data/case-studies';
import { Unbroken } from './Unbroken';

/**
 * Case-study cards (spec 3's success stories, issues 43 and 53): a summary a buyer skims, the
 * client, the title, the headline result as a large figure, the services, industry and place,
 * and the whole card leading to the story (its title's link covers it). `pictures`: each card
 * opens with the case study's photo or its drawn cover, where a page shows a few (the design
 * reading of 2026-11-30: the pages a buyer reads first showed none of the site's pictures).
 * `widePictures`: every card opens with its picture from 640 px, none on a phone (the list of
 * every case study: the fifth reading of 2026-11-30 found the list of thirty the plainest page of
 * the site on a laptop, and gave pictures to its first row; the sixth found the grid changing
 * style after that row; on a phone it stays twelve screens, and a hidden picture is not fetched).
 */
export function CaseStudyCards({
  studies,
  headingLevel = 3,
  pictures = false,
  widePictures = false,
  columns = 3,
}: {
  studies: readonly CaseStudyCard[];
  headingLevel?: 2 | 3;
  pictures?: boolean;
  widePictures?: boolean;
  /** Columns from 1024 px: two beside the list's filters (pages/case-studies/CaseStudyList.tsx). */
  columns?: 2 | 3;
}) {
  const { labels } = useContent('caseStudyPages');
  const Heading = `h${headingLevel}` as const;
  // A card's picture, over its words; the list's from 640 px only (`widePictures`).
  // Beside the list's filters from 1024 px, a strip (the eighth design reading: half of each card
  // was picture, two stories a screen, the figure under the fold of the card).
  const pictureClass = `aspect-[5/2] h-auto w-full bg-ink object-cover sm:aspect-[40/21]${columns === 2 ? ' lg:aspect-[3/1] lg:object-[50%_30%]' : ''}${pictures ? '' : ' max-sm:hidden'}`;
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 sm:gap-4 lg:gap-6${columns === 3 ? ' lg:grid-cols-3' : ''}`}>
      {studies.map((study) => (
        <li key={study.slug}>
          <article className="card-link-box relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface text-fg shadow-sm transition-colors hover:border-accent">
            {/* Decorative: the title beside it says what the story is. */}
            {pictures || widePictures ? (
              study.photo ? (
                <Photo
                  photo={{ ...study.photo, decorative: true }}
                  view="card"
                  className={pictureClass}
                />
              ) : (
                <img
                  src={study.cover}
                  alt=""
                  width={coverSize.width}
                  height={coverSize.height}
                  loading="lazy"
                  decoding="async"
                  className={pictureClass}
                />
              )
            ) : null}
            <div className="flex flex-1 flex-col p-4 sm:p-5">
              {/* The client as written, in sentence case (the sixth design reading of 2026-11-30: two lines of
                  tracked capitals above the title, "shouting type"). */}
              <p className="text-sm font-medium text-accent">{study.client}</p>
              <Heading className="mt-1.5 font-sans text-lg font-semibold leading-snug">
                <a className="card-link" href={study.href}>
                  <Unbroken text={study.title} />
                </a>
              </Heading>
              <div className="mt-2">
                <HeadlineResult result={study.results[0]!} />
              </div>
              {/* A space between each two texts (not drawn in a flex row): the search's excerpts and
                  screen readers read "Analytics Data Engineering", not "AnalyticsData Engineering". */}
              {/* The services as tags, then the industry and the place apart by a dot (the fourth
                  design reading of 2026-11-30: three plain grey lines run together). */}
              <dl className="mt-3 space-y-2 text-sm">
                <div className="flex flex-wrap gap-1.5">
                  <dt className="sr-only" data-pagefind-ignore="">{labels.services}</dt>
                  {study.serviceLinks.map((service) => (
                    <Fragment key={service.slug}>
                      {' '}
                      <dd className="rounded-full bg-surface-3 px-2.5 py-0.5 text-[0.8125rem] font-medium text-fg-2">{service.name}</dd>
                    </Fragment>
                  ))}
                </div>{' '}
                <div className="flex flex-wrap gap-x-2 text-fg-3">
                  <dt className="sr-only" data-pagefind-ignore="">{labels.industry}</dt> <dd className="dot-after">{study.industryName}</dd>{' '}
                  <dt className="sr-only" data-pagefind-ignore="">{labels.place}</dt> <dd>{study.placeName}</dd>
                </div>
              </dl>
              <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-accent-strong">
                {labels.readStory}
                <Icon name="i-lucide-arrow-right" className="h-4 w-4" />
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
