import { useContent } from '../../components/content';
import { useUrls } from '../../components/links';
import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { CtaBand } from '../../components/CtaBand';
import { DeliveryModels } from '../../components/DeliveryModels';
import type { Data } from './+data';
import { ImpactSection, ProcessSection, ServicesSection, StoriesSection, WhyChooseSection } from './HomeSections';
import { Icon } from '../../components/Icon';
import { Island } from '../../renderer/Island';
import type {} from './island-data';
import { useLanguage } from '../../components/language';
import type { EntryOf } from '../../model/content/collections';
import type { CaseStudyCard } from '../../model/page-data/case-studies';

/**
 * The phrases, two by two, as the unseen CSS content of nested boxes that share one grid cell with
 * the typed phrase (renderer/global.css .typed-slot): the cell is as tall as the tallest phrase,
 * whichever it is at the screen's width. Not as text: the heading's text and name stay the
 * headline and the phrase shown. Issue 40: reserving the two longest phrases by their number of
 * characters was not enough; a French phrase with fewer characters wrapped onto one more line.
 */
function PhraseSlots({ phrases, children }: { phrases: readonly string[]; children: ReactNode }) {
  const [a, b, ...rest] = phrases;
  return (
    <span className="typed-slot" data-phrase-a={a ?? ''} data-phrase-b={b ?? a ?? ''}>
      {rest.length > 0 ? <PhraseSlots phrases={rest}>{children}</PhraseSlots> : children}
    </span>
  );
}

export default function Page() {
  const language = useLanguage();
  const urls = useUrls();
  const homeHero = useContent('homeHero');
  const homePage = useContent('homePage');
  const { sections, delivery, caseStudies, offices, heroStill, serviceLines } = useData<Data>();
  return (
    <>
      {/* The hero reaches under the fixed header, so it fills the whole viewport (spec 2.4). */}
      <section data-hero="" aria-labelledby="hero-title" className="relative -mt-16 flex min-h-screen items-center overflow-hidden bg-ink pt-16 text-white">
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.18),transparent_60%)]" aria-hidden="true" />
        {/* The brand's motif behind the hero's free half (issue 53: the right half of a laptop's first screen was empty; model/build/covers.ts). */}
        <div className="pointer-events-none absolute inset-0" aria-hidden="true" dangerouslySetInnerHTML={{ __html: heroStill }} />
        <div data-particles-slot="" className="pointer-events-none absolute inset-0 z-0" aria-hidden="true" />
        {/* From 1280 px the recent results stand in the hero's right half (the seventh design reading
            of 2026-12-02: on a laptop the right half of the first screen held only the motif). */}
        <div className="container relative z-10 pb-20 pt-12 sm:py-20 xl:grid xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-center xl:gap-x-12">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-beam">{homeHero.tagline}</p>
            {/* Every phrase is laid out, unseen, in the typed phrase's place (PhraseSlots; renderer/global.css
                .typed-slot), so its line box is as tall as the tallest of them at any width and in either
                language: typing never moves the hero (no layout shift). */}
            <h1 id="hero-title" className="typed-heading mt-4 max-w-4xl text-4xl font-bold leading-tight tracking-tight sm:text-6xl">
              {homeHero.headline}{' '}
              <PhraseSlots phrases={homeHero.rotatingWords}>
                {/* The first phrase is the pre-rendered text; pages/index/typed-phrase.ts types the others. */}
                <Island name="typed-phrase" as="span" className="block text-beam" data={{ words: homeHero.rotatingWords }}>
                  {homeHero.rotatingWords[0]}
                </Island>
              </PhraseSlots>
            </h1>
            <p className="mt-6 max-w-2xl leading-7 text-slate-300 sm:text-lg sm:leading-8">{homeHero.pitch}</p>
            <div className="mt-8 flex flex-wrap gap-4 sm:mt-10" data-pagefind-ignore="">
              <a className="btn-primary max-sm:w-full" href={urls.contact({ requestDemo: true })}>
                {homeHero.primaryLabel}
              </a>{' '}
              <a className="btn-secondary text-white max-sm:w-full" href={urls.about()}>
                {homeHero.secondaryLabel}
              </a>
            </div>
            <HeroFacts proof={homeHero.proof} offices={offices} />
          </div>
          <HeroResults proof={homeHero.proof} caseStudies={caseStudies} />
        </div>
        {/* Stops the phrase and the particles (pages/index/hero-motion.ts); shown only where they move (renderer/global.css). */}
        <button
          type="button"
          data-motion-toggle=""
          data-pause-label={homeHero.motion.pause}
          data-play-label={homeHero.motion.play}
          className="motion-toggle script-only absolute bottom-4 right-4 z-10 inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/40 bg-ink/70 px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
        >
          <Icon name="i-lucide-pause" className="motion-pause h-4 w-4" />
          <Icon name="i-lucide-play" className="motion-play h-4 w-4" />
          <span data-motion-label="">{homeHero.motion.pause}</span>
        </button>
      </section>
      <ImpactSection sections={sections} />
      <WhyChooseSection sections={sections} />
      <ServicesSection sections={sections} lines={serviceLines} />
      <DeliveryModels set={delivery} />
      <ProcessSection sections={sections} />
      <StoriesSection sections={sections} caseStudies={caseStudies} />
      <CtaBand title={homePage.cta.title} text={homePage.cta.text} label={homePage.cta.label} href={urls.contact()} />
    </>
  );
}

/**
 * Proof on the first screen (issue 53): since when, where, in which languages (HeroFacts), then the
 * featured case studies' headline results, each a link to its story (HeroResults). All of it from
 * the content.
 */
function HeroFacts({ proof, offices }: { proof: EntryOf<'homeHero'>['proof']; offices: readonly string[] }) {
  return (
    <div className="mt-10 max-w-5xl border-t border-white/15 pt-6 sm:mt-14">
      <ul aria-label={proof.label} className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
        <li className="flex items-center gap-2">
          <Icon name="i-lucide-calendar-check" className="h-4 w-4 text-beam" />
          {proof.since}
        </li>
        <li className="flex items-center gap-2">
          <Icon name="i-lucide-map-pin" className="h-4 w-4 text-beam" />
          <span className="sr-only">{proof.offices} </span>
          <span className="flex flex-wrap">
            {offices.map((city, index) => (
              <span key={city}>
                {index > 0 && (
                  <span aria-hidden="true" className="mx-1.5">
                    ·
                  </span>
                )}
                {city}
              </span>
            ))}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Icon name="i-lucide-languages" className="h-4 w-4 text-beam" />
          {proof.languages}
        </li>
      </ul>
    </div>
  );
}

/** The featured case studies' headline results: under the facts, three a row; from 1280 px a column in the hero's right half. */
function HeroResults({ proof, caseStudies }: { proof: EntryOf<'homeHero'>['proof']; caseStudies: readonly CaseStudyCard[] }) {
  if (caseStudies.length === 0) return null;
  return (
    <div className="max-w-5xl">
      <p id="hero-results" className="mt-6 text-sm font-semibold uppercase tracking-wider text-slate-400 xl:mt-0">
        {proof.results}
      </p>
      <ul aria-labelledby="hero-results" className="mt-3 grid gap-3 sm:grid-cols-3 xl:grid-cols-1">
        {caseStudies.map((study) => (
          <li key={study.slug}>
            <a
              href={study.href}
              className="group block h-full rounded-xl border border-white/15 bg-ink/90 px-4 py-3 hover:border-beam focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              <span className="flex items-baseline gap-3">
                {study.results[0]!.figure && <span className="whitespace-nowrap text-2xl font-extrabold tracking-tight text-beam">{study.results[0]!.figure}</span>}{' '}
                <span className="text-sm leading-5 text-slate-200 group-hover:text-white">{study.results[0]!.label}</span>
              </span>{' '}
              <span className="mt-1 block text-[0.8125rem] leading-5 text-slate-400">{study.client}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
