/** An h2 with an optional lead sentence, opening a page section: 26 px on a phone, a clear step under the 36 px h1 (the design reading of 2026-11-30), 30 px from 640 px. */
export function SectionHeading({ id, title, lead, dark = false }: { id: string; title: string; lead?: string; dark?: boolean }) {
  return (
    <div className="mb-10 max-w-3xl">
      <h2 id={id} className="text-[1.625rem] font-bold leading-tight tracking-tight sm:text-3xl">
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? 'text-slate-300' : 'text-fg-2'}`}>{lead}</p>}
    </div>
  );
}
