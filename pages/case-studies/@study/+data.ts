import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { content } from '../../../model/content/content';
import { caseStudyMeta } from '../../../model/content/case-study-parse';
import { contentsMinSections, renderMarkdown, sectionsOf, type Section } from '../../../model/content/markdown';
import { countWords } from '../../../model/content/post-parse';
import { socialPhotoUrl } from '../../../model/content/photos';
import { urlsIn } from '../../../model/page-data/addresses';
import { localizeHref } from '../../../model/page-data/alternates';
import { caseStudiesOfService, caseStudyCard, caseStudyJsonLd, findCaseStudy, type CaseStudyCard } from '../../../model/page-data/case-studies';
import { photoFacts } from '../../../model/page-data/photo-manifest';
import type { PageData } from '../../../model/page-data/seo';
import { siteIn } from '../../../model/page-data/site';
import { breadcrumbJsonLd } from '../../../model/page-data/structured-data';
import { firstSentence, searchDescriptionOf } from '../../../model/content/schemas/fields';

export type Data = PageData & {
  study: CaseStudyCard;
  /** Its city page for its first service, when it names one of the site's cities. */
  cityHref?: string;
  /** The story as HTML, rendered at build time. */
  html: string;
  /** Its sections, listed above the story when there are three or more. */
  contents: Section[];
  /** Other case studies of its first service, newest first. */
  more: CaseStudyCard[];
};

/** What search engines show under the title: the challenge's first sentence, or its first words. */
function descriptionOf(challenge: string): string {
  return searchDescriptionOf(firstSentence(challenge));
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const language = pageContext.language;
  const found = pageContext.routeParams.study ? findCaseStudy(pageContext.routeParams.study, language) : undefined;
  if (!found) throw render(404);
  const study = caseStudyCard(caseStudyMeta(found), language);
  const site = siteIn[language];
  const page = content('caseStudyPages', language);
  const u = urlsIn[language];
  // The story may name the firm as {site.brand} (model/content/case-study-parse.ts).
  const story = found.body.replaceAll('{site.brand}', site.brand);
  const html = await renderMarkdown(story, { localizeHref: (href) => localizeHref(href, language) });
  const sections = sectionsOf(html);
  const image = study.photo ? socialPhotoUrl(photoFacts(study.photo.image)) : study.cover;
  return {
    seo: {
      title: study.title,
      description: descriptionOf(study.challenge),
      keywords: [study.industryName, ...study.serviceLinks.map(({ name }) => name)],
      ogType: 'article',
      ...(study.photo && { socialImage: { path: image, alt: study.photo.decorative ? study.title : study.photo.alt! } }),
      jsonLd: [
        caseStudyJsonLd(study, language, image, countWords(story)),
        breadcrumbJsonLd([
          { name: content('navigation', language).home, path: u.home() },
          { name: page.title, path: u.caseStudies() },
          { name: study.title, path: study.href },
        ]),
      ],
    },
    study,
    ...(study.city && { cityHref: u.serviceCity(study.services[0]!, study.city) }),
    html,
    contents: sections.length >= contentsMinSections ? sections : [],
    more: withOwnHeadlines(caseStudiesOfService(study.services[0]!, language).filter((other) => other.slug !== study.slug), study.results[0]?.figure).slice(0, 3),
  };
}

/**
 * Stories whose headline figure no card before them shows, nor the story itself (the eighth design
 * reading: two stories headed "−34%" of an AWS bill, one under the other, read as one story twice).
 */
function withOwnHeadlines(studies: CaseStudyCard[], own: string | undefined): CaseStudyCard[] {
  const shown = new Set(own ? [own] : []);
  return studies.filter(({ results }) => {
    const figure = results[0]?.figure;
    if (figure && shown.has(figure)) return false;
    if (figure) shown.add(figure);
    return true;
  });
}
