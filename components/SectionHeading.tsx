/** An h2 with an optional lead sentence, opening a page section. */
export function SectionHeading({ id, title, lead, dark = false }: { id: string; title: string; lead?: string; dark?: boolean }) {
  return (
    <div className="mb-10 max-w-3xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? 'text-slate-300' : 'text-fg-2'}`}>{lead}</p>}
    </div>
  );
}
