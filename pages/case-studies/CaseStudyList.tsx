import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { CaseStudyCards } from '../../components/CaseStudyCards';
import { PageHero } from '../../components/PageHero';
import type { ListData } from '../../model/page-data/case-studies';

/**
 * The case studies' list (issue 43), whole or filtered by a service or an industry: the filters
 * are plain links to pre-rendered lists, so they work without JavaScript and can be shared.
 */
export function CaseStudyList({ studies, filters, filter }: Omit<ListData, 'seo'>) {
  const page = useContent('caseStudyPages');
  const urls = useUrls();
  const current = filter?.href ?? urls.caseStudies();
  const link = (href: string, label: string) => (
    <a
      href={href}
      aria-current={href === current ? 'page' : undefined}
      className="inline-block rounded-full border border-line-strong px-3 py-1 text-sm font-medium text-fg hover:border-accent hover:text-accent-strong aria-[current=page]:border-accent-strong aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
    >
      {label}
    </a>
  );
  return (
    <>
      {filter ? <PageHero eyebrow={page.filteredTitle} title={filter.name} /> : <PageHero title={page.title} intro={page.intro} />}
      <nav aria-label={page.filters.label} className="border-b border-line bg-surface-2">
        <div className="container space-y-4 py-6">
          <p>{link(urls.caseStudies(), page.filters.all)}</p>
          {(
            [
              ['services', page.filters.byService, filters.services],
              ['industries', page.filters.byIndustry, filters.industries],
            ] as const
          ).map(([id, title, items]) => (
            <div key={id} className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4">
              <h2 id={`filter-${id}`} className="shrink-0 text-sm font-semibold uppercase tracking-wide text-fg-2 sm:w-36">
                {title}
              </h2>
              <ul aria-labelledby={`filter-${id}`} className="flex flex-wrap gap-2">
                {items.map((item) => (
                  <li key={item.slug}>{link(item.href, item.name)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <section className="section-light" aria-label={page.listLabel}>
        <div className="container">
          {studies.length > 0 ? <CaseStudyCards studies={studies} facts headingLevel={2} /> : <p className="text-lg text-fg-2">{page.empty}</p>}
        </div>
      </section>
    </>
  );
}
