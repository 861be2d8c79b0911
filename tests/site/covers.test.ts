import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clientDir } from '../../bench/page-bytes.mjs';
import { content, contentIn, entryOf } from '../../model/content/content';
import { iconBody } from '../../model/site/icons';
import { serviceOfTags } from '../../model/build/derived-files';
import { caseStudyCoverPath } from '../../model/page-data/case-studies';
import { citySlugs } from '../../model/page-data/catalog';
import { officeScenePath } from '../../model/page-data/offices';
import { serviceScenePath } from '../../model/page-data/services';
import { coverSize, serviceSceneSize, topicOf } from '../../model/build/covers';
import { urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';
import { readPosts, postsDirIn } from '../../model/content/posts-files';

// Issue 53: every article and case study has a cover of its own, drawn at build time from its
// subject (model/build/covers.ts), and no two look alike: the designer's reading found 22 blog
// thumbnails that did (the covers drawn before differed by 1 in 255 on average, for two articles).

/** Whether `svg` draws the Lucide icon `icon`. */
const drawn = (svg: string, icon: string) => {
  // Its drawing whole, the stroke widths aside (the cover draws it twice, at two widths).
  const plain = (markup: string) => markup.replace(/ stroke-width="[\d.]+"/g, '');
  return plain(svg).includes(plain(iconBody(icon).body));
};

/** The services' hero scenes (the sixth design reading: glowing blue devices, a language of their own beside the motif). */
const serviceScenes = new Set(Object.keys(contentIn('services').en).map(serviceScenePath));

/** The least average difference, per colour channel of a 64 by 34 thumbnail, two covers may have. */
const leastDifference = 6;

const covers = [
  ...languages.flatMap((language) => readPosts(postsDirIn[language]).map((post) => post.image)),
  ...Object.keys(contentIn('caseStudies').en).map(caseStudyCoverPath),
  // The offices' scenes (the design reading of 2026-11-30: the offices page had no picture).
  ...citySlugs.map(officeScenePath),
  ...serviceScenes,
].filter((path, index, all) => all.indexOf(path) === index);

describe('covers', () => {
  it('every article of both editions, every case study, every office and every service has its picture in the build, a drawing with no text', () => {
    expect(covers.length).toBeGreaterThan(Object.keys(contentIn('caseStudies').en).length);
    for (const path of covers) {
      const svg = readFileSync(join(clientDir, path), 'utf8');
      const { width, height } = serviceScenes.has(path) ? serviceSceneSize : coverSize;
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`), path).toBe(true);
      expect(svg, path).not.toMatch(/<text|<image|href=|font/);
    }
  });

  it('no two covers look alike', async () => {
    const thumbnails = await Promise.all(covers.map((path) => sharp(join(clientDir, path)).resize(64, 34).removeAlpha().raw().toBuffer()));
    const alike: string[] = [];
    for (let a = 0; a < thumbnails.length; a++) {
      for (let b = a + 1; b < thumbnails.length; b++) {
        let sum = 0;
        for (let i = 0; i < thumbnails[a]!.length; i++) sum += Math.abs(thumbnails[a]![i]! - thumbnails[b]![i]!);
        const difference = sum / thumbnails[a]!.length;
        if (difference < leastDifference) alike.push(`${covers[a]} and ${covers[b]}: ${difference.toFixed(1)}`);
      }
    }
    expect(alike).toEqual([]);
  });

  it('each draws the sign of its subject: a case study its industry’s icon, an article its own cover sign or that of the first service its tags name', () => {
    const iconOf = (service: string) => content('homePage', 'en').services.cards.find((card) => card.service === service)!.icon;
    const industries = contentIn('industries').en;
    for (const [slug, study] of Object.entries(contentIn('caseStudies').en)) {
      const svg = readFileSync(join(clientDir, caseStudyCoverPath(slug)), 'utf8');
      const own = industries[study.industry]!.icon;
      expect(drawn(svg, own), slug).toBe(true);
      expect(Object.values(industries).filter((industry) => industry.icon !== own && drawn(svg, industry.icon)).map((industry) => industry.icon), slug).toEqual([]);
    }
    for (const language of languages) {
      // Its own cover sign where it has one (the seventh design reading: a service's articles side by side drew one sign twice), else its service's.
      const signed = readPosts(postsDirIn[language]).flatMap((post) => {
        const service = serviceOfTags(post.tags, language);
        const sign = post.coverSign ?? (service ? iconOf(service) : undefined);
        return sign ? [{ path: post.image, sign }] : [];
      });
      expect(signed.length, language).toBeGreaterThan(0);
      for (const { path, sign } of signed) expect(drawn(readFileSync(join(clientDir, path), 'utf8'), sign), path).toBe(true);
    }
  });

  it('each stands on the ground of its topic (the sixth design reading, defect 13: one picture repeated)', () => {
    const groundOf = (path: string) => /<g id="ground-([a-z]+)">/.exec(readFileSync(join(clientDir, path), 'utf8'))?.[1];
    for (const [slug, study] of Object.entries(contentIn('caseStudies').en)) expect(groundOf(caseStudyCoverPath(slug)), slug).toBe(topicOf(study.services[0]!).ground);
    for (const language of languages) {
      const posts = readPosts(postsDirIn[language]);
      for (const post of posts) expect(groundOf(post.image), post.image).toBe(topicOf(post.tags[0]!).ground);
    }
  });

  it('a service’s name stands on the same ground and in the same light in both editions (a French article’s tags are French)', () => {
    const services = contentIn('services');
    for (const [slug, service] of Object.entries(services.en)) expect(topicOf(services.fr[slug]!.name), slug).toEqual(topicOf(service.name));
    // Five families of topics, five grounds, in the words of either edition (words given here, not the content's: staff may rename a service).
    const families = [
      ['Cloud Security', 'Sécurité infonuagique'],
      ['Cloud Cost Optimization', 'Optimisation des coûts infonuagiques'],
      ['Data Engineering', 'Ingénierie des données'],
      ['Web Development', 'Développement Web'],
      ['AI Agents', 'Agents d’IA'],
    ];
    for (const [english, french] of families) expect(topicOf(french!), french).toEqual(topicOf(english!));
    expect(new Set(families.map(([english]) => topicOf(english!).ground)).size).toBe(families.length);
  });

  it('each service’s scene draws its sign, the icon of its card on the home page', () => {
    const cards = content('homePage', 'en').services.cards;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const svg = readFileSync(join(clientDir, serviceScenePath(card.service)), 'utf8');
      expect(drawn(svg, card.icon), card.service).toBe(true);
      expect(cards.filter((other) => other.icon !== card.icon && drawn(svg, other.icon)).map((other) => other.service), card.service).toEqual([]);
    }
  });

  it('each office’s scene draws its city’s sign where the city has one, and no other city’s', () => {
    const signs = citySlugs.map((city) => entryOf('locations', city, 'en')?.icon).filter((icon): icon is string => Boolean(icon));
    expect(signs.length).toBeGreaterThan(0);
    for (const city of citySlugs) {
      const svg = readFileSync(join(clientDir, officeScenePath(city)), 'utf8');
      const own = entryOf('locations', city, 'en')?.icon;
      if (own) expect(drawn(svg, own), city).toBe(true);
      expect(signs.filter((icon) => icon !== own && drawn(svg, icon)), city).toEqual([]);
    }
  });

  it('the offices page of each edition shows each office’s scene where it has no photo, decorative', () => {
    for (const language of languages) {
      const html = readFileSync(join(clientDir, `${urlsIn[language].locations()}.html`), 'utf8');
      for (const city of citySlugs) {
        if (entryOf('locations', city, language)?.photo) continue;
        expect(html, `${language} ${city}`).toMatch(new RegExp(`<img src="${officeScenePath(city)}" alt=""`));
      }
    }
  });

  it('a case study’s page shows its cover where it has no photo', () => {
    const [slug, study] = Object.entries(contentIn('caseStudies').en).find(([, entry]) => !entry.photo)!;
    const html = readFileSync(join(clientDir, 'case-studies', `${slug}.html`), 'utf8');
    expect(html, study.title).toContain(`src="${caseStudyCoverPath(slug)}"`);
  });
});
