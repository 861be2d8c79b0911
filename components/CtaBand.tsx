/** A closing call to action: a heading, a sentence and one link styled as a button; fades in once like every section. */
export function CtaBand({ title, text, label, href }: { title: string; text: string; label: string; href: string }) {
  return (
    <section data-reveal-on-scroll="" className="section-dark" aria-labelledby="cta-title">
      <div className="container text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
        <a className="btn-primary mt-8" href={href}>
          {label}
        </a>
      </div>
    </section>
  );
}
