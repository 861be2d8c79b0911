/**
 * Figures (value, label and, where the content has one, a description) as a description list, on
 * light or dark bands: each a large figure on a rule of the accent, not a card (issue 53: the home
 * page ran seven sections of cards). The one look of the site's figures, the home page's and the
 * About page's alike (the sixth design reading: three treatments of figures read as three sites).
 * Figures alone are two a row from the phone up; with their descriptions, one a row on a phone,
 * where two columns of descriptions ran about 17 characters a line.
 * `firm`: figures about the firm itself, which the launch check compares across pages (scripts/launch-check.ts).
 */
export function StatGrid({ items, dark = false, firm = false }: { items: readonly { value: string; label: string; description?: string }[]; dark?: boolean; firm?: boolean }) {
  return (
    <dl className={`grid gap-6 lg:grid-cols-4 ${items.some((item) => item.description) ? 'sm:grid-cols-2' : 'grid-cols-2'}`}>
      {items.map((item) => (
        <div key={item.label} {...(firm && firmFigure(item))} className={`flex flex-col border-l-2 pl-4 ${dark ? 'border-beam/50' : 'border-accent/40'}`}>
          {/* Spaces between the texts (none drawn in a flex column): read as "Faster reports 75%", not "reports75%" (the search's excerpts). */}
          <dt className="mt-1 font-semibold">{item.label}</dt>{' '}
          <dd className={`brand-heading order-first text-4xl font-extrabold tracking-tight sm:text-5xl ${dark ? 'text-beam' : 'text-accent'}`}>{item.value}</dd>{' '}
          {item.description && <dd className={`mt-1 text-[0.9375rem] leading-6 sm:mt-2 sm:text-base ${dark ? 'text-slate-300' : 'text-fg-2'}`}>{item.description}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The marks by which the launch check finds a figure the firm states about itself (issue 53). */
export const firmFigure = ({ value, label }: { value: string; label: string }) => ({ 'data-firm-figure': value, 'data-firm-figure-label': label });
