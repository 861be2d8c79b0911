import { CardGrid } from '../CardGrid';
import { ChipList } from '../ChipList';
import { RevealSection } from '../RevealSection';
import { StatGrid } from '../StatGrid';
import type { ServicePageData } from '../../model/page-data/service-page-data';

/** Performance metrics, tool stacks and the chatbots section, where a service has them. */
export function ServiceSpecifics({ metrics, tools, highlight }: Pick<ServicePageData, 'metrics' | 'tools' | 'highlight'>) {
  return (
    <>
      {highlight && (
        <RevealSection id="highlight" title={highlight.title} lead={highlight.lead} tone="dark">
          <CardGrid items={highlight.points} columns="lg:grid-cols-3" dark />
        </RevealSection>
      )}
      {metrics && (
        <RevealSection id="metrics" title={metrics.title} tone="dark">
          <StatGrid items={metrics.items} dark />
        </RevealSection>
      )}
      {tools && (
        <RevealSection id="tools" title={tools.title} lead={tools.lead} tone="muted">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {tools.groups.map((group) => (
              <li key={group.category} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{group.category}</h3>
                <ChipList items={group.tools} className="mt-3 flex flex-wrap gap-2" chipClass="bg-tint text-sm font-medium text-accent-strong" />
              </li>
            ))}
          </ul>
        </RevealSection>
      )}
    </>
  );
}
