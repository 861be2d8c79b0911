import { useData } from 'vike-react/useData';
import { ArticleBody, SectionContents } from '../../../components/ArticleBody';
import { CaseStudyCards } from '../../../components/CaseStudyCards';
import { CtaBand } from '../../../components/CtaBand';
import { ChipList } from '../../../components/ChipList';
import { useContent } from '../../../components/content';
import { useLanguage } from '../../../components/language';
import { useUrls } from '../../../components/links';
import { Photo } from '../../../components/Photo';
import { ResultFigures } from '../../../components/ResultFigures';
import { coverSize } from '../../../model/build/covers';
import { formatMonth, quoted } from '../../../model/site/format';
import { titleSearchWeight } from '../../../model/site/search';
import type { Data } from './+data';
import { Unbroken } from '../../../components/Unbroken';

/** A case study's page (issue 43): where it sits, its facts, its results and quote, then the story in full. */
export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const page = useContent('caseStudyPages');
  const { home } = useContent('navigation');
  const { study, cityHref, html, contents, more } = useData<Data>();
  const { labels } = page;
  return (
    <>
      <article className="section-light !pb-10">
        <div className="container relative max-w-3xl">
          <nav aria-label={page.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-3">
              <li>
                <a className="text-link" href={urls.home()}>
                  {home}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a className="text-link" href={urls.caseStudies()}>
                  {page.title}
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href={study.href} aria-current="page" className="text-fg-2">
                  {study.title}
                </a>
              </li>
            </ol>
          </nav>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-accent">{study.client}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl lg:text-[2.75rem] lg:leading-[1.15]" {...titleSearchWeight}>
            <Unbroken text={study.title} />
          </h1>
          {/* The results first, under the title (issue 53): the proof is what a buyer reads first. */}
          <section aria-labelledby="results-title" className="mt-6">
            <h2 id="results-title" className="sr-only">
              {labels.results}
            </h2>
            <div>
              <ResultFigures results={study.results} />
            </div>
          </section>
          {/* From 1280 px the facts stand left of the column and stay in view as the story is read, as
              its list of sections does on the right (the sixth design reading of 2026-11-30, defect
              15: between the results and the story they held the story to a laptop's second screen). */}
          <div className="xl:absolute xl:inset-y-0 xl:right-full xl:w-56 2xl:w-64">
            <dl data-study-facts="" className="mt-8 grid gap-4 rounded-2xl border border-line bg-surface p-6 text-sm sm:grid-cols-2 xl:sticky xl:top-24 xl:mt-0 xl:grid-cols-1 xl:p-5">
              <div>
                <dt className="font-semibold text-fg" data-pagefind-ignore="">{labels.industry}</dt>
                <dd className="mt-1">
                  <a className="text-link" href={study.industryHref}>
                    {study.industryName}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-fg" data-pagefind-ignore="">{labels.place}</dt>
                <dd className="mt-1">
                  {cityHref ? (
                    <a className="text-link" href={cityHref}>
                      {study.placeName}
                    </a>
                  ) : (
                    study.placeName
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-fg" data-pagefind-ignore="">{labels.services}</dt>
                <dd className="mt-1">
                  <ul className="space-y-1">
                    {study.serviceLinks.map((service) => (
                      <li key={service.slug}>
                        <a className="text-link" href={service.href}>
                          {service.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-fg" data-pagefind-ignore="">{labels.date}</dt>
                <dd className="mt-1">
                  <time dateTime={study.date.slice(0, 7)}>{formatMonth(study.date, language)}</time>
                </dd>
              </div>
            </dl>
          </div>
          {study.photo ? (
            <Photo photo={study.photo} view="article" priority className="mt-8 aspect-[40/21] h-auto w-full rounded-2xl object-cover" />
          ) : (
            // The drawn cover as a band, its sky and sign (the sixth design reading of 2026-11-30,
            // defect 15: whole, 680 by 357 px, it pushed the story to a laptop's second screen).
            <img src={study.cover} alt="" width={coverSize.width} height={coverSize.height} className="mt-8 aspect-[16/5] h-auto w-full rounded-2xl object-cover object-[50%_30%]" />
          )}
          <figure className="mt-8 border-l-4 border-accent pl-6">
            <blockquote className="text-lg italic leading-8 text-fg">{quoted(study.quote.text, language)}</blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-fg-2">{study.quote.role}</figcaption>
          </figure>
          <SectionContents title={page.contents} sections={contents} />
          <ArticleBody html={html} sectionLink={page.sectionLink} />
          <h2 className="font-sans mt-12 text-sm font-semibold uppercase tracking-wide text-fg-3">{labels.stack}</h2>
          <ChipList items={study.stack} className="mt-3 flex flex-wrap gap-2" chipClass="bg-surface-3 text-sm font-medium text-fg-2" />
          <a className="btn-secondary mt-12 text-accent-strong" href={urls.caseStudies()}>
            {page.back}
          </a>
        </div>
      </article>
      <CtaBand title={page.cta.title} text={page.cta.text} label={page.cta.label} href={urls.contact()} />
      {more.length > 0 && (
        <section className="bg-surface-2 py-16" aria-labelledby="more-title" data-render-eagerly>
          <div className="container">
            <h2 id="more-title" className="text-2xl font-bold">
              {page.more}
            </h2>
            <div className="mt-8">
              <CaseStudyCards studies={more} pictures />
            </div>
          </div>
        </section>
      )}
    </>
  );
}
