/**
 * The table of every pre-rendered page with its expected status, title and h1, shared by the
 * browser tests. Static pages' titles and headings are typed here from the specification;
 * parameter pages take theirs from the content that generates them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { caseStudySlugs, citySlugs, industrySlugs, serviceSlugs } from '../../model/page-data/catalog';
import { contentIn } from '../../model/content/content';
import { serviceName } from '../../model/page-data/services';
import { cityName } from '../../model/page-data/locations';
import { splitFrontMatter } from '../../model/content/frontmatter';
import { listPostSlugs, postsDir } from '../../model/content/posts-files';
import { serviceTitle } from '../../model/page-data/service-pages';
import { urls } from '../../model/site/urls';

export const brand = 'Northbeam Digital';
export type ExpectedPage = { path: string; title: string; h1: string };

const withBrand = (title: string) => (title.includes(brand) ? title : `${title} | ${brand}`);

const staticPages: ExpectedPage[] = [
  { path: urls.home(), title: `${brand}: AI Integration, Software and Data Engineering in Canada`, h1: 'Transform Your Business with AI Solutions' },
  { path: urls.contact(), title: withBrand('Contact Us'), h1: 'Contact Us' },
  { path: urls.about(), title: withBrand('About Us'), h1: `About ${brand}` },
  { path: urls.careers(), title: withBrand('Careers'), h1: `Careers at ${brand}` },
  // Staff's words (content/pages/blog.yaml), not the specification's.
  { path: urls.blog(), title: withBrand('Blog'), h1: contentIn('blogPage').en.title },
  { path: urls.press(), title: withBrand('Press'), h1: 'Press and News' },
  { path: urls.docs(), title: withBrand('Documentation'), h1: 'Documentation' },
  { path: urls.api(), title: withBrand('API Reference'), h1: 'API Reference' },
  { path: urls.status(), title: withBrand('System Status'), h1: 'System Status' },
  { path: urls.support(), title: withBrand('Support'), h1: 'Support' },
  { path: urls.privacy(), title: withBrand('Privacy Policy'), h1: 'Privacy Policy' },
  { path: urls.terms(), title: withBrand('Terms of Service'), h1: 'Terms of Service' },
  { path: urls.security(), title: withBrand('Security'), h1: 'Security' },
  { path: urls.cookies(), title: withBrand('Cookie Policy'), h1: 'Cookie Policy' },
  { path: urls.accessibility(), title: withBrand('Accessibility Statement'), h1: 'Accessibility Statement' },
];

const servicePages: ExpectedPage[] = serviceSlugs.flatMap((service) => [
  { path: urls.service(service), title: withBrand(serviceTitle(service, undefined, 'en')), h1: serviceTitle(service, undefined, 'en') },
  ...citySlugs.map((city) => ({
    path: urls.serviceCity(service, city),
    title: withBrand(serviceTitle(service, city, 'en')),
    h1: serviceTitle(service, city, 'en'),
  })),
]);

const postPages: ExpectedPage[] = listPostSlugs().map((slug) => {
  const { data } = splitFrontMatter(slug, readFileSync(join(postsDir, `${slug}.md`), 'utf8'));
  const title = String(data.title);
  return { path: urls.blogPost(slug), title: withBrand(title), h1: title };
});

/** The case studies (issue 43): the list, each one's page, the lists of a service and of an industry. */
const caseStudyList = contentIn('caseStudyPages').en;
const caseStudyPages: ExpectedPage[] = [
  { path: urls.caseStudies(), title: withBrand(caseStudyList.seo.title), h1: caseStudyList.title },
  ...caseStudySlugs.map((slug) => {
    const { title } = contentIn('caseStudies').en[slug]!;
    return { path: urls.caseStudy(slug), title: withBrand(title), h1: title };
  }),
  ...serviceSlugs.map((service) => ({ path: urls.caseStudiesOfService(service), title: withBrand(`${serviceName(service, 'en')} · ${caseStudyList.seo.title}`), h1: serviceName(service, 'en') })),
  ...industrySlugs.map((industry) => {
    const { name } = contentIn('industries').en[industry]!;
    return { path: urls.caseStudiesOfIndustry(industry), title: withBrand(`${name} · ${caseStudyList.seo.title}`), h1: name };
  }),
];

export const sitePages: ExpectedPage[] = [...staticPages, ...servicePages, ...postPages, ...caseStudyPages];

export const notFoundPage = { status: 404, title: withBrand('Page Not Found'), h1: 'Page Not Found' };

/** Paths the specification says end on the 404 page, and other unknown paths. */
export const unknownPaths = [
  urls.sitemapPage(),
  urls.pressItem('Some Headline'),
  '/services/quantum-computing',
  '/services/ai-integration/atlantis',
  '/services/cloud-cost-optimization/calgary',
  '/blog/no-such-article',
  '/does-not-exist',
];

export const cityExample = { service: 'ai-integration' as const, city: citySlugs[0]!, name: cityName(citySlugs[0]!, 'en') };
