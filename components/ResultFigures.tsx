import { Icon } from './Icon';
import type { CaseStudyMeta } from '../model/content/case-study-parse';

type Result = CaseStudyMeta['results'][number];

/**
 * A case study's results as figures (issue 53): each a tile with its figure large and what it
 * measures under it, read as one phrase ("−34% monthly AWS spend"); a result without a figure
 * shows a check mark in its place. Three results stand in one row from a tablet's width (in two
 * columns, the third stood alone under the first two). On a phone each is one row, its figure
 * beside what it measures, or over it when the figure is too wide to leave it ten characters
 * (issue 53: three tiles, each a figure over a line, took 1.3 screens).
 */
export function ResultFigures({ results }: { results: readonly Result[] }) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${results.length === 3 ? 'md:grid-cols-3' : ''}`}>
      {results.map(({ figure, label }) => (
        <li key={`${figure} ${label}`} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface px-4 py-3 sm:block sm:p-5">
          {figure ? (
            <span className="brand-heading block shrink-0 whitespace-nowrap text-3xl font-extrabold tracking-tight text-accent sm:text-4xl">{figure}</span>
          ) : (
            <Icon name="i-lucide-circle-check" className="block h-9 w-9 shrink-0 self-center text-positive sm:h-10 sm:w-10" />
          )}{' '}
          <span className="block min-w-[10rem] flex-1 leading-6 text-fg-2 sm:mt-2">{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A card's headline result: its figure large beside what it measures (the case study's first result). */
export function HeadlineResult({ result }: { result: Result }) {
  return (
    <p className="flex items-baseline gap-3">
      {result.figure && <span className="brand-heading whitespace-nowrap text-3xl font-extrabold tracking-tight text-accent-strong">{result.figure}</span>}{' '}
      <span className={result.figure ? 'text-sm leading-5 text-fg-2' : 'font-semibold text-fg'}>{result.label}</span>
    </p>
  );
}
