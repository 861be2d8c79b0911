import type { ReactNode } from 'react';

const tones = {
  light: 'bg-white text-slate-900',
  muted: 'bg-slate-50 text-slate-900',
  dark: 'bg-ink text-white',
} as const;

/** A page section with its h2, fading in once when it scrolls into view (renderer/shell.ts). */
export function RevealSection({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <section data-reveal-on-scroll="" id={id} aria-labelledby={`${id}-title`} data-tone={tone} className={`${tones[tone]} py-16 sm:py-24`}>
      <div className="container">
        <div className="mb-12 max-w-3xl">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {lead && <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-slate-300' : 'text-slate-700'}`}>{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
