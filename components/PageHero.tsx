import type { ReactNode } from 'react';
import { titleSearchWeight } from '../model/site/search';

/** The dark band with the page's h1 that opens every inner page. */
export function PageHero({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="bg-ink text-white">
      <div className="container py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-beam">{eyebrow}</p>}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl" {...titleSearchWeight}>
          {title}
        </h1>
        {intro && <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-300">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
