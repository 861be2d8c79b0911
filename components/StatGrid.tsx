/**
 * Figure cards (value, label, description) as a description list, on light or dark bands. `firm`:
 * figures about the firm itself, which the launch check compares across pages (scripts/launch-check.ts).
 */
export function StatGrid({ items, dark = false, firm = false }: { items: readonly { value: string; label: string; description: string }[]; dark?: boolean; firm?: boolean }) {
  return (
    <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} {...(firm && firmFigure(item))} className={`flex flex-col rounded-2xl border p-6 ${dark ? 'border-white/10 bg-white/5' : 'border-line shadow-sm'}`}>
          <dt className="mt-1 font-semibold">{item.label}</dt>
          <dd className={`brand-heading order-first text-4xl font-extrabold ${dark ? 'text-beam' : 'text-accent'}`}>{item.value}</dd>
          <dd className={`mt-2 ${dark ? 'text-slate-300' : 'text-fg-2'}`}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The marks by which the launch check finds a figure the firm states about itself (issue 53). */
export const firmFigure = ({ value, label }: { value: string; label: string }) => ({ 'data-firm-figure': value, 'data-firm-figure-label': label });
