/**
 * Node only: what the build derives from the site's own data, written next to the pre-rendered
 * pages after the build (and served by `vike dev` as it asks: vite.config.ts): sitemap.xml (both editions) and robots.txt (from the URL modules), each
 * edition's RSS feed and the articles', case studies' and offices' drawn art. vite.config.ts loads this through Vite (it reads
 * content files).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { urlsIn } from '../page-data/addresses';
import { coverSvg, serviceSceneSize } from './covers';
import { content, contentIn } from '../content/content';
import { iconBody } from '../site/icons';
import { caseStudyCoverPath } from '../page-data/case-studies';
import { citySlugs } from '../page-data/catalog';
import { officeScenePath } from '../page-data/offices';
import { serviceScenePath } from '../page-data/services';
import { rssXml } from '../page-data/feed';
import { languages, type Language } from '../site/languages';
import { postsIn } from '../content/posts';
import { previewBranchOf } from '../site/preview';
import { robotsTxt, sitemapXml } from '../page-data/sitemap';
import { pagePathsOf } from '../page-data/catalog';
import { urls } from '../site/urls';

/** The first service an article's tags name (by its name in the article's language), or undefined: its sign is the article's. */
export function serviceOfTags(tags: readonly string[], language: Language): string | undefined {
  const services = Object.entries(contentIn('services')[language]);
  return tags.map((tag) => services.find(([, service]) => service.name.toLowerCase() === tag.toLowerCase())?.[0]).find(Boolean);
}

/** A service's sign on the covers: its icon on the home page's service cards (content/pages/home.yaml), drawn. */
export function signOf(service: string | undefined): string | undefined {
  const icon = content('homePage', 'en').services.cards.find((card) => card.service === service)?.icon;
  return icon ? iconBody(icon).body : undefined;
}

/**
 * What the build derives, by the URL path it is served at: the sitemap, robots.txt, each
 * edition's feed and the articles' and case studies' covers, each made only when asked for (`vike dev` serves one
 * per request).
 */
export function derivedFiles(): Record<string, () => string> {
  const files: Record<string, () => string> = {};
  // A preview (model/site/preview.ts) has no sitemap and disallows every robot.
  const preview = previewBranchOf(process.env) !== undefined;
  if (!preview) files[urls.sitemapXml()] = () => sitemapXml(languages.flatMap((language) => pagePathsOf(urlsIn[language], postsIn[language]!.map((post) => post.slug))));
  files[urls.robotsTxt()] = () => robotsTxt(preview);
  for (const language of languages) {
    const posts = postsIn[language]!;
    files[urlsIn[language].rssFeed()] = () => rssXml(posts, language);
    // Its own sign where it has one (the seventh design reading of 2026-12-02: a service's articles, side by side on the blog, drew one sign twice).
    for (const post of posts) files[post.image] = () => coverSvg(post.slug, post.tags[0]!, post.coverSign ? iconBody(post.coverSign).body : signOf(serviceOfTags(post.tags, language)));
  }
  // A case study's cover, the same in both editions, in the light of its main service, with its
  // industry's sign (a service's case studies side by side showed one sign three times).
  const industries = contentIn('industries').en;
  for (const study of Object.values(contentIn('caseStudies').en))
    files[caseStudyCoverPath(study.slug)] = () => coverSvg(study.slug, study.services[0]!, iconBody(industries[study.industry]!.icon).body);
  // A service's hero scene, the same in both editions, in its own light with its sign (issue 53,
  // the sixth design reading: the service heroes were drawn in a language of their own, glowing
  // blue devices, beside the motif everywhere else). A service added in content gets its own.
  const services = contentIn('services').en;
  for (const [slug, service] of Object.entries(services)) files[serviceScenePath(slug)] = () => coverSvg(`service-${slug}`, service.name, signOf(slug), serviceSceneSize);
  // An office's scene, the same in both editions: the light of the brand's teal (an AI topic's), the city's sign if it has one.
  const locations = contentIn('locations').en;
  for (const city of citySlugs) {
    const sign = locations[city]?.icon;
    files[officeScenePath(city)] = () => coverSvg(`office-${city}`, 'AI', sign ? iconBody(sign).body : undefined);
  }
  return files;
}

export function writeDerivedFiles(outDir: string): void {
  for (const [path, make] of Object.entries(derivedFiles())) {
    mkdirSync(dirname(join(outDir, path)), { recursive: true });
    writeFileSync(join(outDir, path), make());
  }
}
