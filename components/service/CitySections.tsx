import { useUrls } from '../links';
import type { CitySection } from '../../model/page-data/service-page-data';
import { Checklist } from '../Checklist';
import { RevealSection } from '../RevealSection';
import { Icon } from '../Icon';
import { OfficeContact } from '../OfficeContact';
import { withColon } from '../../model/site/format';
import { useLanguage } from '../../components/language';

/**
 * The local section of a city page (spec 2.6): its lists are the service's location block's where
 * it has one (Cloud Cost Optimization), which they would otherwise repeat (issue 53).
 */
export function LocalSection({ city }: { city: CitySection }) {
  const language = useLanguage();
  const { local } = city.copy;
  const lists = city.locationBlock
    ? [
        { title: city.locationBlock.serviceTitle, items: city.locationBlock.serviceFeatures },
        { title: city.locationBlock.industryTitle, items: city.locationBlock.industryFeatures },
      ]
    : [
        { title: local.servicesTitle, items: city.comprehensiveServices },
        { title: local.industriesTitle, items: city.industrySolutions },
      ];
  return (
    <RevealSection id="local" title={local.title} lead={city.localDescription} tone="light">
      {/* Each card as tall as its own list: stretched to the tallest, the shorter ones showed a third
          of a screen of empty card. The two lists side by side on a laptop, the local expertise
          across under them (beside them it stood twice their height: the fourth design reading of
          2026-11-30). */}
      <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
        {lists.map((list) => (
          <div key={list.title} className="rounded-2xl border border-line p-6 shadow-sm">
            <h3 className="text-lg font-semibold">{list.title}</h3>
            <Checklist items={list.items} />
          </div>
        ))}
        <div className="rounded-2xl bg-surface-2 p-6 lg:col-span-2 lg:grid lg:grid-cols-2 lg:gap-x-10 lg:p-8">
          <div>
            <h3 className="text-lg font-semibold">{local.expertiseTitle}</h3>
            <p className="mt-4 leading-7 text-fg-2">{city.localExpertise}</p>
          </div>
          <ul className="mt-4 space-y-3 text-sm text-fg-2 lg:mt-0">
            {city.industries.map((industry) => (
              <li key={industry.name}>
                <span className="font-semibold text-fg">{withColon(industry.name, language)}</span> {industry.note}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <nav aria-labelledby="city-links-title" className="mt-10">
        <h3 id="city-links-title" className="text-lg font-semibold">
          {local.moreServicesTitle}
        </h3>
        <ul className="mt-4 flex flex-wrap gap-3">
          {city.otherCityLinks.map((link) => (
            <li key={link.href}>
              <a className="inline-block rounded-full border border-accent px-4 py-2 text-sm font-semibold text-accent-strong hover:bg-tint" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </RevealSection>
  );
}

/** The generic city block (spec 2.6): related links, why choose us, service areas, contact. */
export function CityBlock({ city }: { city: CitySection }) {
  const language = useLanguage();
  const urls = useUrls();
  return (
    <RevealSection id="city" title={city.copy.team.title} tone="muted">
      <div className="grid gap-8 lg:grid-cols-3">
        <ul className="space-y-3 lg:col-span-2">
          {city.whyChoose.map((reason) => (
            <li key={reason} className="flex gap-3 text-fg-2">
              <Icon name="i-lucide-circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
              {reason}
            </li>
          ))}
        </ul>
        <div>
          <h3 className="text-lg font-semibold">{city.copy.team.serviceAreasTitle}</h3>
          <p className="mt-3 text-fg-2">{city.serviceAreas.join('\u00a0· ')}</p>
          {/* The city's office, where a buyer reads the team's pitch (the design reading of 2026-11-29: no address on a city page). */}
          <div className="mt-6 text-fg-2">
            <OfficeContact address={city.office.address} telephone={city.office.telephone} telephoneLabel={city.office.telephoneLabel} addressClassName="text-fg" />
            <a className="text-link mt-2 inline-block" href={city.office.link.href}>
              {city.office.link.label}
            </a>
          </div>
          <a className="btn-primary mt-6" href={urls.contact()}>
            {city.copy.team.contactLabel}
          </a>
        </div>
      </div>
      <nav aria-labelledby="related-title" className="mt-12 border-t border-line pt-8">
        <h3 id="related-title" className="text-lg font-semibold">
          {city.copy.team.relatedTitle}
        </h3>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {city.relatedLinks.map((link) => (
            <li key={link.href}>
              <a className="text-link inline-block py-1" href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </RevealSection>
  );
}
