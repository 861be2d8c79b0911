/**
 * The case studies (issue 43) as the pages show them: each edition's, newest first; those of a
 * service, a city, an industry, and the home page's; their cards' facts (industry, place,
 * services with their names and links). One source: every story the site tells is a case study.
 */
import { featuredCaseStudiesMax } from '../content/schemas/case-studies';
import { content, contentIn } from '../content/content';
import { caseStudyMeta, newestCaseStudyFirst, type CaseStudy, type CaseStudyMeta } from '../content/case-study-parse';
import { perLanguage, type Language } from '../site/languages';
import { industrySlugs, serviceSlugs, type CitySlug } from './catalog';
import { urlsIn } from './addresses';
import { cityName, locationOf } from './locations';
import { serviceName } from './services';
import { fillPageValues } from '../content/page-values';
import { absoluteUrl, siteIn } from './site';
import { breadcrumbJsonLd, organizationRef } from './structured-data';
import type { PageData } from './seo';

/** Each edition's case studies, newest first. */
export const caseStudiesIn: Record<Language, readonly CaseStudy[]> = perLanguage((language) => Object.values(contentIn('caseStudies')[language]).sort(newestCaseStudyFirst));

/** A case study with what its card and page show beside its own fields, in its edition's words. */
export type CaseStudyCard = CaseStudyMeta & {
  href: string;
  industryName: string;
  industryHref: string;
  /** Its city's name, or the place written out. */
  placeName: string;
  serviceLinks: readonly { slug: string; name: string; href: string }[];
  /** Its drawn cover (model/build/covers.ts), shown where the case study has no photo. */
  cover: string;
};

export function caseStudyCard(study: CaseStudyMeta, language: Language): CaseStudyCard {
  const u = urlsIn[language];
  return {
    ...study,
    href: u.caseStudy(study.slug),
    industryName: contentIn('industries')[language][study.industry]!.name,
    industryHref: u.caseStudiesOfIndustry(study.industry),
    placeName: study.city ? cityName(study.city, language) : study.place!,
    serviceLinks: study.services.map((slug) => ({ slug, name: serviceName(slug, language), href: u.service(slug) })),
    cover: caseStudyCoverPath(study.slug),
  };
}

const cards = (studies: readonly CaseStudy[], language: Language) => studies.map((study) => caseStudyCard(caseStudyMeta(study), language));

/** Where the build draws a case study's cover (model/build/derived-files.ts): by its file name, the same in both editions. */
export const caseStudyCoverPath = (slug: string) => `/images/case-studies/${slug}.svg`;

/** Every case study of an edition, as cards. */
export const caseStudyCardsIn = (language: Language): CaseStudyCard[] => cards(caseStudiesIn[language], language);
/** The case studies that name a service, newest first. */
export const caseStudiesOfService = (service: string, language: Language): CaseStudyCard[] =>
  cards(caseStudiesIn[language].filter((study) => study.services.includes(service)), language);
/** The case studies filed under an industry. */
export const caseStudiesOfIndustry = (industry: string, language: Language): CaseStudyCard[] =>
  cards(caseStudiesIn[language].filter((study) => study.industry === industry), language);
/** The most case studies a service's page (and each of its city pages) shows: a row of cards; the service's list has them all. */
export const caseStudiesShown = 3;

/**
 * The case studies a service's page shows (issue 43): those whose main service it is (the first
 * named) before those that used it too; on a city page, those done in that city first, then in
 * its province, then across Canada (no city), those of another province last (the design reading
 * of 2026-11-29: the Vancouver page showed a London, Ontario story); newest first among equals;
 * `caseStudiesShown` at most.
 */
export function caseStudiesForService(service: string, city: string | undefined, language: Language): CaseStudyCard[] {
  const province = city === undefined ? undefined : locationOf(city as CitySlug, language).province;
  const place = (study: CaseStudyMeta) =>
    city === undefined ? 0 : study.city === city ? 0 : study.city !== undefined && locationOf(study.city as CitySlug, language).province === province ? 1 : study.city === undefined ? 2 : 3;
  const rank = (study: CaseStudyMeta) => place(study) * 2 + (study.services[0] === service ? 0 : 1);
  return cards(
    caseStudiesIn[language].filter((study) => study.services.includes(service)).sort((a, b) => rank(a) - rank(b) || newestCaseStudyFirst(a, b)),
    language,
  ).slice(0, caseStudiesShown);
}

/** The home page's: those marked to be shown there. */
/** The case studies marked for the home page, as many as it shows (the content check refuses more: model/content/content-read.ts). */
export const featuredCaseStudies = (language: Language): CaseStudyCard[] => cards(caseStudiesIn[language].filter((study) => study.featured).slice(0, featuredCaseStudiesMax), language);

/** The filters of the list: the services and industries some case study names, in their order, with their names and addresses. */
export function caseStudyFilters(language: Language) {
  const u = urlsIn[language];
  const studies = caseStudiesIn[language];
  return {
    services: serviceSlugs
      .filter((slug) => studies.some((study) => study.services.includes(slug)))
      .map((slug) => ({ slug, name: serviceName(slug, language), href: u.caseStudiesOfService(slug) })),
    industries: industrySlugs
      .filter((slug) => studies.some((study) => study.industry === slug))
      .map((slug) => ({ slug, name: contentIn('industries')[language][slug]!.name, href: u.caseStudiesOfIndustry(slug) })),
  };
}
export type CaseStudyFilters = ReturnType<typeof caseStudyFilters>;

/** A case study in its edition, if there is one of that file name. */
export const findCaseStudy = (slug: string, language: Language): CaseStudy | undefined => caseStudiesIn[language].find((study) => study.slug === slug);

/**
 * A case study's JSON-LD (issue 43): an Article about the services it used, naming the client's
 * industry and place; no review or rating markup (the firm's own story is no review).
 */
export function caseStudyJsonLd(study: CaseStudyCard, language: Language, image: string, wordCount: number) {
  const url = absoluteUrl(study.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: study.title,
    description: study.challenge,
    inLanguage: siteIn[language].language,
    datePublished: study.date,
    dateModified: study.date,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(image),
    wordCount,
    author: organizationRef(),
    publisher: { ...organizationRef(), logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png') } },
    about: study.serviceLinks.map(({ slug, name, href }) => ({ '@type': 'Service', '@id': `${absoluteUrl(href)}#service`, name, url: absoluteUrl(urlsIn[language].service(slug)) })),
    audience: { '@type': 'BusinessAudience', audienceType: study.industryName },
    contentLocation: { '@type': 'Place', name: study.placeName },
    keywords: [study.industryName, ...study.serviceLinks.map(({ name }) => name), ...study.stack].join(', '),
  };
}

/** The data of the case studies' list and of its lists filtered by a service or an industry (issue 43). */
export type ListData = PageData & {
  studies: CaseStudyCard[];
  filters: CaseStudyFilters;
  /** The service's or industry's name on a filtered list, and the address of the filter's link that is this page. */
  filter?: { name: string; href: string };
};

/** A filtered list's service or industry: its name, its list's address, and its entry (whose values the list's search description names). */
export type ListFilter = { name: string; href: string } & ({ service: object } | { industry: object });

/** A list's data: every case study (no filter), or those of one service or industry. */
export function listData(language: Language, studies: CaseStudyCard[], filter?: ListFilter): ListData {
  const page = content('caseStudyPages', language);
  const path = filter?.href ?? urlsIn[language].caseStudies();
  const url = absoluteUrl(path);
  const home = content('navigation', language);
  return {
    seo: {
      ...page.seo,
      ...(filter && {
        title: `${filter.name} · ${page.seo.title}`,
        description:
          'service' in filter
            ? fillPageValues(page.filteredSeo.serviceDescription, { service: filter.service }, 'content/pages/case-study-pages.yaml filteredSeo.serviceDescription')
            : fillPageValues(page.filteredSeo.industryDescription, { industry: filter.industry }, 'content/pages/case-study-pages.yaml filteredSeo.industryDescription'),
      }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          '@id': `${url}#page`,
          name: filter ? `${filter.name} · ${page.title}` : page.title,
          inLanguage: siteIn[language].language,
          url,
          hasPart: studies.map((study) => ({ '@type': 'Article', headline: study.title, url: absoluteUrl(study.href) })),
        },
        breadcrumbJsonLd([
          { name: home.home, path: urlsIn[language].home() },
          { name: page.title, path: urlsIn[language].caseStudies() },
          ...(filter ? [{ name: filter.name, path: filter.href }] : []),
        ]),
      ],
    },
    studies,
    filters: caseStudyFilters(language),
    ...(filter && { filter: { name: filter.name, href: filter.href } }),
  };
}
