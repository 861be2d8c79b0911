/**
 * The offices page's data (issue 53): each city of content/locations/, in its order, with its
 * address as the edition writes it, the areas it serves, a link to each service's page for it and
 * the case studies done there.
 */
import { urlsIn } from './addresses';
import { content } from '../content/content';
import { caseStudyCardsIn, type CaseStudyCard } from './case-studies';
import { citySlugs, serviceSlugs, type CitySlug } from './catalog';
import { locationOf } from './locations';
import { serviceName } from './services';
import { postalAddress } from '../site/format';
import type { Language } from '../site/languages';
import type { NavLink } from './navigation';
import type { Photo } from '../content/photos';

export type Office = {
  slug: CitySlug;
  city: string;
  province: string;
  description: string;
  address: string;
  telephone: string;
  areas: readonly string[];
  services: NavLink[];
  work: CaseStudyCard[];
  /** The owner's: a photograph of the office or its team, and who leads it, once given. */
  photo?: Photo;
  /** Until there is a photograph: the office's own drawn scene of the motif (officeScenePath). */
  scene: string;
  lead?: { name: string; role: string; portrait?: Photo };
};

/**
 * An office's drawn scene (the design reading of 2026-11-30: four text cards and no picture): the
 * motif's northern light over a ridge, seeded by the city (model/build/covers.ts), the same in both
 * editions; model/build/derived-files.ts draws it. A photograph given in the editor replaces it.
 */
export const officeScenePath = (slug: string) => `/images/offices/${slug}.svg`;

/** An office's address as its edition writes it. */
const addressOf = (location: ReturnType<typeof locationOf>, language: Language) =>
  postalAddress({ streetAddress: location.streetAddress, city: location.city, province: location.provinceCode, postalCode: location.postalCode }, language);

/** A city page's office (issue 53: a city page named no address): its address and telephone, and its place on the offices page. */
export function cityOffice(slug: CitySlug, language: Language): { address: string; telephone: string; telephoneLabel: string; link: NavLink } {
  const location = locationOf(slug, language);
  const page = content('officesPage', language);
  return {
    address: addressOf(location, language),
    telephone: location.telephone,
    telephoneLabel: page.labels.telephone,
    link: { label: page.menuLink, href: `${urlsIn[language].locations()}#${slug}` },
  };
}

export function officesIn(language: Language): Office[] {
  const studies = caseStudyCardsIn(language);
  return citySlugs.map((slug) => {
    const location = locationOf(slug, language);
    return {
      slug,
      city: location.city,
      province: location.province,
      description: location.description,
      address: addressOf(location, language),
      telephone: location.telephone,
      areas: location.nearbyAreas,
      scene: officeScenePath(slug),
      services: serviceSlugs.map((service) => ({ label: serviceName(service, language), href: urlsIn[language].serviceCity(service, slug) })),
      work: studies.filter((study) => study.city === slug).slice(0, 3),
      ...(location.photo && { photo: location.photo }),
      ...(location.lead && { lead: location.lead }),
    };
  });
}
