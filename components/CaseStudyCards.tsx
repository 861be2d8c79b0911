import { useContent } from './content';
import { Checklist } from './Checklist';
import { ChipList } from './ChipList';
import type { CaseStudyCard } from '../model/page-data/case-studies';

/**
 * Case-study cards (spec 3's success stories, issue 43): client, title linking to the case study's
 * page, challenge, solution, results and tech stack; on the case studies' lists, its industry
 * and place too (`facts`).
 */
export function CaseStudyCards({ studies, facts = false, headingLevel = 3 }: { studies: readonly CaseStudyCard[]; facts?: boolean; headingLevel?: 2 | 3 }) {
  const { labels } = useContent('caseStudyPages');
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {studies.map((study) => (
        <li key={study.slug}>
          <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 text-fg shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{study.client}</p>
            <Heading className="mt-2 text-xl font-semibold">
              <a className="hover:text-accent hover:underline" href={study.href}>
                {study.title}
              </a>
            </Heading>
            {facts && (
              <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-3">
                <div className="flex gap-1">
                  <dt className="sr-only">{labels.industry}</dt>
                  <dd>{study.industryName}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">{labels.place}</dt>
                  <dd>{study.placeName}</dd>
                </div>
              </dl>
            )}
            <dl className="mt-4 space-y-3 text-fg-2">
              <div>
                <dt className="font-semibold text-fg">{labels.challenge}</dt>
                <dd className="mt-1">{study.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-fg">{labels.solution}</dt>
                <dd className="mt-1">{study.solution}</dd>
              </div>
              <div>
                <dt className="font-semibold text-fg">{labels.results}</dt>
                <dd>
                  <Checklist items={study.results} icon="i-lucide-trending-up" iconClass="text-positive" className="mt-1 space-y-1" />
                </dd>
              </div>
            </dl>
            <p className="mt-auto pt-5 text-xs font-semibold uppercase tracking-wide text-fg-3">{labels.stack}</p>
            <ChipList items={study.stack} className="mt-2 flex flex-wrap gap-2" chipClass="bg-surface-3 text-xs font-medium text-fg-2" />
          </article>
        </li>
      ))}
    </ul>
  );
}
