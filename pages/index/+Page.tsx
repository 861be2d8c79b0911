import { CtaBand } from '../../components/CtaBand';
import { homeCta, homeHero, rotatingWords } from '../../content/home';
import { urls } from '../../content/urls';

export default function Page() {
  return (
    <>
      <section className="relative flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-ink text-white">
        <div className="container py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-cyan-300">{homeHero.tagline}</p>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
            {homeHero.headline} <span className="block text-cyan-300">{rotatingWords[0]}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300">{homeHero.pitch}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <a className="btn-primary" href={urls.contact({ requestDemo: true })}>
              {homeHero.primaryLabel}
            </a>
            <a className="btn-secondary text-white" href={urls.about()}>
              {homeHero.secondaryLabel}
            </a>
          </div>
        </div>
      </section>
      <CtaBand title={homeCta.title} text={homeCta.text} label={homeCta.label} href={urls.contact()} />
    </>
  );
}
