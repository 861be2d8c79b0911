import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/PageHero';
import { CtaBand } from '../../components/CtaBand';
import { useUrls } from '../../components/links';
import { OfficeContact } from '../../components/OfficeContact';
import { Photo } from '../../components/Photo';
import { coverSize } from '../../model/build/covers';
import { HeadlineResult } from '../../components/ResultFigures';
import { cityWithProvince } from '../../model/site/format';
import { useLanguage } from '../../components/language';
import type { Data } from './+data';

/**
 * The offices (issue 53): the header's Locations menu leads here. Each office, a section named by
 * its city (its id the city's file name, so that the menu's city links land on it): the market,
 * the address and telephone, the areas served, every service's page for the city, and the case
 * studies done there with their headline results.
 */
export default function Page() {
  const language = useLanguage();
  const { page, offices } = useData<Data>();
  const { labels } = page;
  const urls = useUrls();
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="section-light">
        <div className="container space-y-10">
          {offices.map((office) => (
            <section key={office.slug} id={office.slug} aria-labelledby={`${office.slug}-title`} className="scroll-mt-24 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
              <h2 id={`${office.slug}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                {cityWithProvince(office.city, office.province, language)}
              </h2>
              <div className="mt-6 grid gap-8 lg:grid-cols-3">
                {/* The office's photograph, or until there is one its drawn scene (decorative: the
                    heading names the place), first on a phone and at the top of the side column
                    from 1024 px (the design reading of 2026-11-30: four text cards, no picture). */}
                <div className="lg:col-start-3 lg:row-start-1">
                  {office.photo ? (
                    <Photo photo={office.photo} view="office" className="aspect-[3/2] h-auto w-full rounded-xl object-cover" />
                  ) : (
                    <img src={office.scene} alt="" width={coverSize.width} height={coverSize.height} loading="lazy" decoding="async" className="aspect-[5/2] h-auto w-full rounded-xl bg-ink object-cover sm:aspect-[40/21]" />
                  )}
                </div>
                <div className="lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
                  <p className="leading-7 text-fg-2">{office.description}</p>
                  <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-fg-3">{labels.services}</h3>
                  <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                    {office.services.map((service) => (
                      <li key={service.href}>
                        <a className="text-link inline-block py-1" href={service.href}>
                          {service.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="space-y-5 text-sm lg:col-start-3">
                  {office.lead && (
                    <div>
                      <h3 className="font-semibold uppercase tracking-wide text-fg-3">{labels.lead}</h3>
                      <p className="mt-2 flex items-center gap-3">
                        {office.lead.portrait && <Photo photo={office.lead.portrait} view="portrait" frameClassName="shrink-0" className="h-11 w-11 rounded-full object-cover" />}
                        <span>
                          <span className="block font-semibold text-fg">{office.lead.name}</span>
                          <span className="block text-fg-3">{office.lead.role}</span>
                        </span>
                      </p>
                    </div>
                  )}
                  <div>
                    <h3 className="font-semibold uppercase tracking-wide text-fg-3">{labels.address}</h3>
                    <OfficeContact address={office.address} telephone={office.telephone} telephoneLabel={labels.telephone} addressClassName="mt-2 text-fg" />
                  </div>
                  <div>
                    <h3 className="font-semibold uppercase tracking-wide text-fg-3">{labels.areas}</h3>
                    <p className="mt-2 leading-6 text-fg-2">{office.areas.join('\u00a0· ')}</p>
                  </div>
                </div>
              </div>
              {office.work.length > 0 && (
                <>
                  <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-fg-3">{labels.work}</h3>
                  <ul className="mt-3 grid gap-3 md:grid-cols-3">
                    {office.work.map((study) => (
                      <li key={study.slug}>
                        <a href={study.href} className="block h-full rounded-xl border border-line p-4 hover:border-accent focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-strong">
                          <HeadlineResult result={study.results[0]!} />
                          <span className="mt-2 block text-sm font-semibold text-fg">{study.title}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          ))}
        </div>
      </div>
      <CtaBand title={page.cta.title} text={page.cta.text} label={page.cta.label} href={urls.contact()} />
    </>
  );
}
