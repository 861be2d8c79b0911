import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import { CaseStudyCards } from '../../components/CaseStudyCards';
import { CtaBand } from '../../components/CtaBand';
import { Icon } from '../../components/Icon';
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
      className="inline-flex min-h-11 items-center rounded-full border border-line-strong px-3 py-1 text-sm font-medium text-fg sm:min-h-0 lg:w-full lg:rounded-lg lg:border-transparent lg:py-1.5 hover:border-accent hover:text-accent-strong aria-[current=page]:border-accent-strong aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
    >
      {label}
    </a>
  );
  return (
    <>
      {filter ? <PageHero eyebrow={page.filteredTitle} title={filter.name} /> : <PageHero title={page.title} intro={page.intro} />}
      {/* From 1024 px the filters stand in a column beside the list, so the first stories are on the
          first screen (the seventh design reading of 2026-12-02: 19 filters across the page put the
          first card at 720 px of 900); below, a band over it. */}
      <div className="lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-16 xl:grid-cols-[15rem_minmax(0,1fr)] xl:gap-12">
        {/* From 1024 px the filters stay in view as the list scrolls, scrolling themselves when taller than the window (the eighth design reading: the left third stood empty for nine screens of eleven). */}
        {/* Focusable, as a region that scrolls must be for a keyboard (axe's scrollable-region-focusable: the links of a folded details count for none). */}
        <nav aria-label={page.filters.label} tabIndex={0} className="border-b border-line bg-surface-2 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent">
          {/* Folded on a phone, where the filters would fill a screen before the first case study;
              always unfolded from 640 px up (global.css). */}
          <details className="filters-fold container py-4 sm:py-6 lg:p-0">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md font-semibold text-fg focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-strong sm:hidden">
              <Icon name="i-lucide-sliders-horizontal" className="h-5 w-5 text-accent" />
              {page.filters.show}
              <Icon name="i-lucide-chevron-down" className="filters-chevron ml-auto h-5 w-5" />
            </summary>
            <div className="space-y-4 pt-3 sm:pt-0 lg:space-y-6">
              <p>{link(urls.caseStudies(), page.filters.all)}</p>
              {(
                [
                  ['services', page.filters.byService, filters.services],
                  ['industries', page.filters.byIndustry, filters.industries],
                ] as const
              ).map(([id, title, items]) => (
                <div key={id} className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:gap-4 lg:flex-col lg:items-stretch lg:gap-2">
                  <h2 id={`filter-${id}`} className="font-sans shrink-0 text-sm font-semibold uppercase tracking-wide text-fg-2 sm:w-36 lg:w-auto lg:px-3">
                    {title}
                  </h2>
                  <ul aria-labelledby={`filter-${id}`} className="flex flex-wrap gap-2 lg:flex-col lg:gap-0.5">
                    {items.map((item) => (
                      <li key={item.slug}>{link(item.href, item.name)}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
        </nav>
        <section className="section-light lg:py-0" aria-label={page.listLabel}>
          <div className="container lg:px-0">
            {studies.length > 0 ? <CaseStudyCards studies={studies} headingLevel={2} widePictures columns={2} /> : <p className="text-lg text-fg-2">{page.empty}</p>}
          </div>
        </section>
      </div>
      <CtaBand title={page.listCta.title} text={page.listCta.text} label={page.listCta.label} href={urls.contact()} />
    </>
  );
}
