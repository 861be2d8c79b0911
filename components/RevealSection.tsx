import type { ReactNode } from 'react';

const tones = {
  light: 'bg-surface text-fg',
  muted: 'bg-surface-2 text-fg',
  dark: 'bg-band text-white',
} as const;

/** A page section with its h2, fading in once when it scrolls into view (renderer/shell.ts). */
export function RevealSection({
  id,
  title,
  lead,
  tone,
  eager = false,
  children,
}: {
  id: string;
  title: string;
  /** A sentence or a few under the heading; several paragraphs as a list (a city page's market, then what the service does there). */
  lead?: string | readonly string[];
  tone: keyof typeof tones;
  /** Laid out with the page rather than as it nears the window (renderer/global.css content-visibility). */
  eager?: boolean;
  children: ReactNode;
}) {
  return (
    <section data-reveal-on-scroll="" {...(eager && { 'data-render-eagerly': '' })} id={id} aria-labelledby={`${id}-title`} data-tone={tone} className={`${tones[tone]} py-16 sm:py-24`}>
      <div className="container">
        <div className="mb-12 max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
            {title}
          </h2>
          {(typeof lead === 'string' ? [lead] : (lead ?? [])).map((paragraph) => (
            <p key={paragraph} className={`mt-4 text-lg ${tone === 'dark' ? 'text-slate-300' : 'text-fg-2'}`}>
              {paragraph}
            </p>
          ))}
        </div>
        {children}
      </div>
    </section>
  );
}
