/**
 * The header and footer menus (spec 2.2, 2.3) of each edition: their words from
 * content/pages/navigation.yaml and content/fr/pages/navigation.yaml (validated by
 * navigationSchema when imported, model/content/content-files.ts), their targets from the edition's
 * URLs, the services and cities from the catalogue.
 */
import { urlsIn } from './addresses';
import type { EntryOf } from '../content/collections';
import { content } from '../content/content';
import { citySlugs, serviceSlugs, type ServiceSlug } from './catalog';
import { perLanguage, type Language } from '../site/languages';
import { cityName, locationOf } from './locations';
import { siteIn } from './site';
import { serviceName, serviceOf } from './services';
import { featuredCaseStudies } from './case-studies';

export type NavLink = { label: string; href: string };

/**
 * The head office as the footer of every page gives it (the design reading of 2026-11-30, defect
 * 15): the site settings' headquarters, and the telephone of the office in that city, when the
 * site has one there (content/locations/).
 */
export function headOffice(language: Language): { address: string; telephone?: string; telephoneLabel: string } {
  const site = siteIn[language];
  const office = citySlugs.find((slug) => locationOf(slug, 'en').city === siteIn.en.headquarters.city);
  return {
    address: site.postalAddress,
    ...(office && { telephone: locationOf(office, language).telephone }),
    telephoneLabel: content('officesPage', language).labels.telephone,
  };
}

/**
 * The Services menu's columns as content gives them, every service of the site in one: a service
 * no column names joins the last (a new service is in the menu before anyone places it).
 */
export function serviceColumns(groups: readonly { title: string; services: readonly string[] }[]): { title: string; services: ServiceSlug[] }[] {
  const known = (slug: string): slug is ServiceSlug => (serviceSlugs as readonly string[]).includes(slug);
  const columns = groups.map((group) => ({ title: group.title, services: group.services.filter(known) }));
  const placed = new Set(columns.flatMap((column) => column.services));
  columns.at(-1)!.services.push(...serviceSlugs.filter((slug) => !placed.has(slug)));
  return columns;
}

/** The first figure of the newest case study the home page shows that has one, with its label, the client and the story's address; none without one. */
function menuStory(language: Language): { figure: string; label: string; client: string; href: string; link: string } | undefined {
  const study = featuredCaseStudies(language).find((story) => story.results.some((line) => line.figure));
  const result = study?.results.find((line) => line.figure);
  if (!study || !result) return undefined;
  return { figure: result.figure!, label: result.label, client: study.client, href: study.href, link: content('caseStudyPages', language).labels.readStory };
}

function menusOf(language: Language) {
  const text = content('navigation', language);
  const { header, footer } = text;
  const urls = urlsIn[language];
  const serviceLink = (slug: ServiceSlug): NavLink => ({ label: serviceName(slug, language), href: urls.service(slug) });
  const servicesMenu: NavLink[] = serviceSlugs.map(serviceLink);
  /** A city's office on the offices page (issue 53). */
  const officeHref = (city: string) => `${urls.locations()}#${city}`;

  return {
    /** The words of the header, the footer and the skip link. */
    text,
    servicesMenu,
    /** The Services menu's columns on a laptop: each service once, with its line (content/pages/navigation.yaml, each service's file). */
    serviceColumns: serviceColumns(header.serviceGroups).map((column) => ({
      title: column.title,
      links: column.services.map((slug) => ({ ...serviceLink(slug), line: serviceOf(slug, language).menuLine })),
    })),
    /** The Services menu's last row: a result of the newest case study the home page shows, and the link to its story. */
    servicesMenuStory: menuStory(language),
    locationsMenu: citySlugs.map((city) => ({
      /** Names the city's group in the page (its heading's id), in every language. */
      slug: city,
      city: cityName(city, language),
      href: officeHref(city),
      // Which services: content (content/pages/navigation.yaml), the same in both editions (checked when it loads).
      links: (header.cityMenuServices as ServiceSlug[]).map((slug) => ({ label: serviceName(slug, language), href: urls.serviceCity(slug, city) })) as NavLink[],
    })),
    topLinks: [
      { label: header.links.caseStudies, href: urls.caseStudies() },
      { label: header.links.about, href: urls.about() },
      { label: header.links.blog, href: urls.blog() },
      { label: header.links.contact, href: urls.contact() },
    ] as NavLink[],
    /** The offices page, at the top of the Locations menu (issue 53). */
    officesLink: { label: content('officesPage', language).menuLink, href: urls.locations() } as NavLink,
    consultationLink: { label: header.consultation, href: urls.contact({ requestDemo: true }) } as NavLink,
    headOffice: headOffice(language),
    /**
     * `id` names the group in the page (its heading's id), whatever its title says. The services
     * and the offices first, under the header's words for its menus (the sixth design reading of
     * 2026-11-30, defect 23: the footer listed neither), then the specification's three.
     */
    footerGroups: [
      { id: 'services', title: header.services, links: servicesMenu },
      { id: 'offices', title: header.locations, links: citySlugs.map((city) => ({ label: cityName(city, language), href: officeHref(city) })) },
      {
        id: 'company',
        title: footer.company.title,
        links: [
          { label: footer.company.about, href: urls.about() },
          { label: footer.company.caseStudies, href: urls.caseStudies() },
          { label: footer.company.careers, href: urls.careers() },
          { label: footer.company.blog, href: urls.blog() },
          { label: footer.company.contact, href: urls.contact() },
        ],
      },
      {
        id: 'resources',
        title: footer.resources.title,
        links: [
          { label: footer.resources.status, href: urls.status() },
          { label: footer.resources.support, href: urls.support() },
          { label: footer.resources.sitemap, href: urls.sitemapPage() },
        ],
      },
      {
        id: 'legal',
        title: footer.legal.title,
        links: [
          { label: footer.legal.privacy, href: urls.privacy() },
          { label: footer.legal.terms, href: urls.terms() },
          { label: footer.legal.security, href: urls.security() },
          { label: footer.legal.cookies, href: urls.cookies() },
          { label: footer.legal.accessibility, href: urls.accessibility() },
        ],
      },
    ] as { id: string; title: string; links: NavLink[] }[],
  };
}

type Navigation = ReturnType<typeof menusOf>;

/** Each edition's menus. */
export const navigationIn: Record<Language, Navigation> = perLanguage(menusOf);

// The English edition's, as the specification names them.
