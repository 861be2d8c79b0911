/**
 * A closing call to action: a heading, a sentence and one link styled as a button; fades in once
 * like every section. The beam's light rises from its foot (docs/design.md), which also sets it
 * apart from the navy footer under it (the design reading of 2026-11-29: the two ran together).
 * The one closing band of every page that has one (the design reading of 2026-11-30: the service
 * and city pages' flat green band was a second style).
 */
export function CtaBand({ title, text, label, href, id = 'cta-title' }: { title: string; text: string; label: string; href: string; id?: string }) {
  return (
    <section data-reveal-on-scroll="" className="section-dark bg-[radial-gradient(ellipse_at_bottom,rgba(45,212,191,0.2),transparent_65%)]" aria-labelledby={id}>
      <div className="container text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
        <a className="btn-primary mt-8" href={href} data-pagefind-ignore="">
          {label}
        </a>
      </div>
    </section>
  );
}
