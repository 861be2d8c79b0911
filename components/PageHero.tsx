import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { heroStillSvg } from '../model/build/covers';
import { titleSearchWeight } from '../model/site/search';
import { Unbroken } from './Unbroken';

/**
 * The dark band with the page's h1 that opens every inner page, over a still of the brand's motif
 * (issue 53: the heroes were text on a flat colour): beams of light rising to the right, where the
 * text leaves the band free, drawn for the page's own address (model/build/covers.ts). Inline, so it
 * paints with the text and costs no request (about 0.6 KB gzip). `still={false}` for a page whose
 * HTML must stay in its first round trip (the contact page). 56 px above and below it on a phone (the
 * design reading of 2026-11-30: the contact form's first field fell below the first screen).
 */
export function PageHero({ eyebrow, title, intro, still = true, children }: { eyebrow?: string; title: string; intro?: string; still?: boolean; children?: ReactNode }) {
  const { urlPathname } = usePageContext();
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      {still && <div className="pointer-events-none absolute inset-0" aria-hidden="true" dangerouslySetInnerHTML={{ __html: heroStillSvg(urlPathname, { width: 1600, height: 400 }) }} />}
      <div className="container relative py-14 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-beam">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl" {...titleSearchWeight}>
          <Unbroken text={title} />
        </h1>
        {intro && <p className="mt-6 max-w-3xl leading-7 text-slate-300 sm:text-lg sm:leading-8">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
