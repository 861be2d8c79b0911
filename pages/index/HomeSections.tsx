import { useUrls } from '../../components/links';
import { CardGrid } from '../../components/CardGrid';
import { afterHeroId } from './hero-ids';
import { RevealSection } from '../../components/RevealSection';
import { StatGrid } from '../../components/StatGrid';
import { CaseStudyCards } from '../../components/CaseStudyCards';
import { useContent } from '../../components/content';
import type { CaseStudyCard } from '../../model/page-data/case-studies';
import type { HomeSectionsContent } from './+data';
import { Icon } from '../../components/Icon';
import { WithArrow } from '../../components/WithArrow';
import { Photo } from '../../components/Photo';
import { quoted } from '../../model/site/format';
import { useLanguage } from '../../components/language';

type Props = { sections: HomeSectionsContent };

export function ImpactSection({ sections: { impact } }: Props) {
  return (
    <RevealSection id={afterHeroId} title={impact.title} lead={impact.lead} tone="light">
      <StatGrid items={impact.stats} firm />
    </RevealSection>
  );
}

export function WhyChooseSection({ sections: { whyChoose } }: Props) {
  return (
    <RevealSection id="why-choose" title={whyChoose.title} lead={whyChoose.lead} tone="dark">
      <CardGrid items={whyChoose.features} dark bare />
    </RevealSection>
  );
}

export function ServicesSection({ sections: { services }, lines }: Props & { lines: Record<string, string> }) {
  const urls = useUrls();
  return (
    <RevealSection id="services" title={services.title} lead={services.lead} tone="light">
      {/* On a phone, a list: each service its icon, its name and its line (its Menu line), the
          whole row its link, shown by an arrow (the sixth design reading of 2026-11-30, defect 20:
          nine cards of six to eight lines); from 640 px, cards with their whole text and their
          link's words. */}
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
        {services.cards.map((card) => (
          <li key={card.service} className="relative flex items-center gap-3 rounded-2xl border border-line px-4 py-3 shadow-sm sm:(flex-col items-stretch gap-0 p-6)">
            <Icon name={card.icon} className="h-7 w-7 shrink-0 text-accent sm:h-8 sm:w-8" />
            <div className="min-w-0 flex-1 sm:flex sm:flex-col">
              <h3 className="text-lg font-semibold sm:(mt-4 text-xl)">{card.title}</h3>
              {lines[card.service] && <p className="text-sm leading-5 text-fg-2 sm:hidden">{lines[card.service]}</p>}
              <p className="mt-2 hidden flex-1 leading-7 text-fg-2 sm:block">{card.description}</p>
            </div>
            <a className="text-link self-center font-semibold after:(absolute inset-0 rounded-2xl content-empty) sm:(mt-4 self-start after:hidden)" href={urls.service(card.service)}>
              <span className="sr-only sm:not-sr-only">
                <WithArrow text={card.linkText} />
              </span>
              <Icon name="i-lucide-arrow-right" className="h-5 w-5 sm:hidden" />
            </a>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}

export function ProcessSection({ sections: { process } }: Props) {
  return (
    <RevealSection id="process" title={process.title} lead={process.lead} tone="dark">
      {/* A path, not cards (issue 53): each step a ring on one line of light, down the page on a
          phone, across it from 1024 px. */}
      <ol className="grid gap-10 lg:grid-cols-4 lg:gap-8">
        {process.steps.map((step, index) => (
          <li key={step.title} className="relative pl-16 lg:pl-0 lg:pt-16">
            <span className="absolute left-0 top-0 flex h-11 w-11 items-center justify-center rounded-full border-2 border-beam bg-band text-beam" aria-hidden="true">
              <Icon name={step.icon} className="h-5 w-5" />
            </span>
            {index < process.steps.length - 1 && (
              <span className="absolute bottom-[-2.5rem] left-[21px] top-12 w-0.5 bg-beam/30 lg:(bottom-auto left-14 right-[-1.5rem] top-[21px] h-0.5 w-auto)" aria-hidden="true" />
            )}
            <p className="text-sm font-semibold uppercase tracking-wide text-beam">
              {process.stepLabel} {index + 1}
            </p>
            <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 leading-7 text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </RevealSection>
  );
}

export function StoriesSection({ sections: { stories }, caseStudies }: Props & { caseStudies: readonly CaseStudyCard[] }) {
  const language = useLanguage();
  const urls = useUrls();
  const caseStudyPages = useContent('caseStudyPages');
  return (
    // Laid out with the page: its real height known from the start, so that a visitor (or a test)
    // jumping to a testimonial far down does not see the footer move as the section is laid out
    // (a layout shift of 0.43 once the case-study cards became summaries, issue 53).
    <RevealSection id="success-stories" title={stories.title} lead={stories.lead} tone="light" eager>
      <CaseStudyCards studies={caseStudies} pictures />
      <a className="btn-secondary mt-8 text-accent-strong" href={urls.caseStudies()}>
        {caseStudyPages.seeAll}
      </a>
      <h3 className="brand-heading mt-16 text-3xl font-bold tracking-tight">{stories.testimonialsTitle}</h3>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {stories.testimonials.map((testimonial) => (
          <li key={testimonial.author}>
            <figure className="flex h-full flex-col rounded-2xl bg-surface-2 p-6">
              <p className="flex gap-1 text-star" role="img" aria-label={`${testimonial.rating} ${stories.ratingLabel}`}>
                {Array.from({ length: testimonial.rating }, (_, star) => (
                  <Icon key={star} name="i-lucide-star-filled" className="h-5 w-5" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 leading-7 text-fg">{quoted(testimonial.quote, language)}</blockquote>
              {testimonial.portrait ? (
                <figcaption className="mt-5 flex items-center gap-4">
                  <Photo photo={testimonial.portrait} view="portrait" frameClassName="shrink-0" className="h-11 w-11 rounded-full object-cover" />
                  <span>
                    <span className="block font-semibold">{testimonial.author}</span>{' '}
                    <span className="block text-sm text-fg-3">{testimonial.position}</span>
                  </span>
                </figcaption>
              ) : (
                <figcaption className="mt-5">
                  <span className="block font-semibold">{testimonial.author}</span>{' '}
                  <span className="block text-sm text-fg-3">{testimonial.position}</span>
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </RevealSection>
  );
}
