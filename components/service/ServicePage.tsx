import { CtaBand } from '../CtaBand';
import { useContent } from '../content';
import { useUrls } from '../links';
import type { ReactNode } from 'react';
import type { ServicePageData } from '../../model/page-data/service-page-data';
import { CardGrid } from '../CardGrid';
import { DeliveryModels } from '../DeliveryModels';
import { RevealSection } from '../RevealSection';
import { CaseStudyCards } from '../CaseStudyCards';
import { CityBlock, LocalSection } from './CitySections';
import { Faqs } from './Faqs';
import { ServiceSpecifics } from './ServiceSpecifics';
import { cityWithProvince } from '../../model/site/format';
import { useLanguage } from '../../components/language';
import { Photo } from '../Photo';
import { titleSearchWeight } from '../../model/site/search';
import { Unbroken } from '../Unbroken';

/**
 * What a city page shares word for word with its service page: on the city page, left out of
 * search (issue 31), so that a search for the service finds the service page first and a search
 * naming the city finds the city page by its own words (its title and city sections). It lays out
 * as if it were not there (`display: contents`).
 */
function SharedWithService({ city, children }: { city: ServicePageData['city']; children: ReactNode }) {
  return city ? (
    <div className="contents" data-pagefind-ignore="">
      {children}
    </div>
  ) : (
    <>{children}</>
  );
}

/** A service page, with its city sections when it is a city variant (spec 2.6). */
export function ServicePage(data: ServicePageData) {
  const language = useLanguage();
  const urls = useUrls();
  const serviceCtas = useContent('serviceCta');
  const servicePage = useContent('servicePage');
  const { name, title, hero, features, caseStudies, caseStudiesHref, faqs, delivery, city } = data;
  const caseStudyPages = useContent('caseStudyPages');
  return (
    <>
      <section className="bg-ink text-white" aria-labelledby="service-title">
        <div className="container grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            {/* A city page's title names the service already: its eyebrow names the place (issue 53: « Optimisation des coûts infonuagiques · Vancouver (Colombie-Britannique) » ran to three lines on a phone, over the same words in the title). */}
            <p className="text-sm font-semibold uppercase tracking-wider text-beam">{city ? cityWithProvince(city.name, city.province, language) : name}</p>
            <h1 id="service-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl" {...(city ? { 'data-pagefind-meta': `city:${city.name}` } : titleSearchWeight)}>
              <Unbroken text={title} />
            </h1>
            <p className="mt-6 leading-7 text-slate-300 sm:text-lg sm:leading-8" {...(city ? { 'data-pagefind-ignore': '' } : {})}>
              {hero.description}
            </p>
            {/* Ways to act, not what the page says: left out of the search index (an excerpt ran
                "Schedule Your Free Consultation Read the FAQs." into the page's words). */}
            <div className="mt-8 flex flex-wrap gap-4" data-pagefind-ignore="">
              <a className="btn-primary max-sm:w-full" href={urls.contact({ requestDemo: true })}>
                {serviceCtas.consultation.label}
              </a>{' '}
              <a className="btn-secondary text-white max-sm:w-full" href="#faqs">
                {servicePage.hero.faqLink}
              </a>
            </div>
          </div>
          {hero.photo ? (
            <Photo photo={hero.photo} view="hero" priority className="h-auto w-full rounded-2xl" />
          ) : (
            <img src={hero.image} alt={hero.imageAlt} width={800} height={600} className="h-auto w-full rounded-2xl" fetchPriority="high" />
          )}
        </div>
      </section>
      {city && <LocalSection city={city} />}
      {/* The local team and office right after what the service does in the city, not after the
          questions at four fifths of the page (the sixth design reading of 2026-11-30: "buries the
          local proof"). */}
      {city && <CityBlock city={city} />}
      <SharedWithService city={city}>
        <RevealSection id="features" title={features.title} lead={features.lead} tone="light">
          <CardGrid items={features.cards} list />
        </RevealSection>
        <ServiceSpecifics metrics={data.metrics} tools={data.tools} highlight={data.highlight} />
      </SharedWithService>
      <SharedWithService city={city}>
        {/* A service no case study names yet (one just added) has no stories to show. */}
        {caseStudies.length > 0 && (
          <RevealSection id="stories" title={servicePage.stories.title} tone="light">
            <CaseStudyCards studies={caseStudies} pictures />
            <a className="text-link mt-8 inline-block font-semibold" href={caseStudiesHref}>
              {caseStudyPages.seeService}
            </a>
          </RevealSection>
        )}
        <DeliveryModels set={delivery} />
        <Faqs faqs={faqs} />
      </SharedWithService>
      <CtaBand id="cta-consultation" title={serviceCtas.consultation.title} text={serviceCtas.consultation.text} label={serviceCtas.consultation.label} href={urls.contact({ requestDemo: true })} />
    </>
  );
}
