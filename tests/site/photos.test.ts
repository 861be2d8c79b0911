import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDir as shippedClient, eagerPhotos, htmlFiles } from '../../bench/page-bytes.mjs';
import { urlsIn } from '../../model/page-data/addresses';
import { photoViews } from '../../model/content/photos';
import { testSite as photoSite, testSiteClient as photoSiteClient, testAlts, testArticle, testCaseStudy, testPhotos } from '../support/test-site';
import { decode, metaOf } from '../support/html';
import { candidates, fixture } from '../support/photos';
import { builtFilePaths } from '../../scripts/html-files.mjs';

// Issue 32: photographs staff add. The shipped content has none (its pages stay as they were);
// the test site (tests/support/test-site.ts, built by `npm test` before the tests) is a copy
// whose content uses the test photographs of tests/fixtures/photos/ in every place a photo can go.
// The rules that need no build (the widths made, the photos refused) are in tests/unit/photos.test.ts.

type Picture = { sources: { type: string; srcset: string; sizes: string }[]; img: Record<string, string> };
const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), decode(value!)]));
function picturesIn(html: string): Picture[] {
  return [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner]) => ({
    sources: [...inner!.matchAll(/<source [^>]*>/g)].map(([tag]) => attributes(tag) as Picture['sources'][number]),
    img: attributes(/<img [^>]*>/.exec(inner!)![0]),
  }));
}
const page = (path: string) => readFileSync(join(photoSiteClient, `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8');
/** The photo bytes a page may load before interaction (the budget test's, bench/page-bytes.mjs `images`). */
const photoBudget = 150 * 1024;

describe('the shipped site has no photographs yet', () => {
  it('no page shows a <picture> and no photo file is built (the drawn art stays)', () => {
    const pages = htmlFiles();
    expect(pages.length).toBeGreaterThan(150);
    for (const file of pages) expect(readFileSync(file, 'utf8'), file).not.toContain('<picture');
    expect(existsSync(join(shippedClient, 'images', 'photos'))).toBe(false);
  });
});
describe('the photo site: photos as staff add them, made for every screen', () => {
  beforeAll(() => {
    if (!existsSync(join(photoSiteClient, 'index.html'))) throw new Error(`No photo test site in ${photoSite}: run npm run build:test-site (npm test does)`);
  });

  const article = { en: urlsIn.en.blogPost(testArticle.en), fr: urlsIn.fr.blogPost(testArticle.fr) };
  const made = () => readdirSync(join(photoSiteClient, 'images', 'photos'));

  it("an article's cover photo: AVIF, then WebP, then JPEG at the widths of the article's column, upright, sized, fetched first", () => {
    for (const language of ['en', 'fr'] as const) {
      const [cover, ...others] = picturesIn(page(article[language]));
      expect(cover!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of cover!.sources) {
        expect(source.sizes).toBe(photoViews.article.sizes);
        expect(candidates(source.srcset).map(({ width }) => width)).toEqual([480, 640, 800, 1200, 1600]);
      }
      // EXIF orientation 6: stored 1000 x 1600, shown 1600 x 1000.
      expect(cover!.img).toMatchObject({ width: '1600', height: '1000', alt: testAlts.cover[language], fetchpriority: 'high' });
      expect(cover!.img.loading).toBeUndefined();
      expect(cover!.img.src).toMatch(/^\/images\/photos\/blog-office-hours-with-our-data-team-photo-image-[0-9a-f]{12}-1600\.jpg$/);
      // The blurred stand-in, inline: a few hundred bytes.
      const placeholder = /url\((data:image\/webp;base64,[^)]+)\)/.exec(cover!.img.style!)![1]!;
      expect(placeholder.length).toBeLessThan(600);
      // Related articles below: lazy.
      for (const other of others) expect(other.img.loading).toBe('lazy');
    }
  });

  it('the French article reuses the English photo (one upload): the same files, its own words', () => {
    const [english] = picturesIn(page(article.en));
    const [french] = picturesIn(page(article.fr));
    expect(french!.sources).toEqual(english!.sources);
    expect(french!.img.alt).not.toBe(english!.img.alt);
  });

  it("a case study's photo replaces its first service's illustration on its page, in both editions with each one's words, and is its social picture (issue 43)", () => {
    const study = testCaseStudy();
    const [english, french] = (['en', 'fr'] as const).map((language) => {
      const html = page(urlsIn[language].caseStudy(study));
      const [photo] = picturesIn(html);
      expect(photo!.img, language).toMatchObject({ alt: testAlts.caseStudy[language], fetchpriority: 'high' });
      expect(photo!.sources[0]!.sizes).toBe(photoViews.article.sizes);
      expect(metaOf(html, 'og:image'), language).toMatch(/\/images\/photos\/.+\.jpg$/);
      return photo!;
    });
    expect(french!.sources).toEqual(english!.sources);
  });

  it("the blog list's latest article shows the cover photo at the widths of its place across the list, fetched first", () => {
    // The test article is the latest: the card across the list, half of it beside its words from 1024 px.
    const [card] = picturesIn(page(urlsIn.en.blog()));
    expect(card!.sources[0]!.sizes).toBe(photoViews.feature.sizes);
    expect(candidates(card!.sources[0]!.srcset).map(({ width }) => width)).toEqual([480, 640, 800, 1200, 1600]);
    expect(card!.img).toMatchObject({ alt: testAlts.cover.en, fetchpriority: 'high' });
  });

  it("a service's hero photo replaces the drawn illustration on its page and its city pages, in both editions", () => {
    for (const [path, alt] of [
      [urlsIn.en.service('ai-integration'), testAlts.hero.en],
      [urlsIn.en.serviceCity('ai-integration', 'toronto'), testAlts.hero.en],
      [urlsIn.fr.service('ai-integration'), testAlts.hero.fr],
    ] as const) {
      const html = page(path);
      expect(html, path).not.toContain('src="/images/services/ai-integration.svg"');
      const [hero] = picturesIn(html);
      expect(hero!.img, path).toMatchObject({ width: '2000', height: '1500', alt, fetchpriority: 'high' });
      expect(candidates(hero!.sources[0]!.srcset).map(({ width }) => width)).toEqual([480, 640, 800, 1200, 1600, 2000]);
    }
    // Another service keeps its drawing.
    expect(page(urlsIn.en.service('analytics'))).toContain('src="/images/services/analytics.svg"');
  });

  it("a testimonial's portrait sits beside the name, small and lazy; the others keep none", () => {
    for (const language of ['en', 'fr'] as const) {
      const pictures = picturesIn(page(urlsIn[language].home()));
      expect(pictures).toHaveLength(1);
      expect(pictures[0]!.img).toMatchObject({ alt: testAlts.portrait[language], loading: 'lazy', decoding: 'async', width: '600', height: '600' });
      expect(pictures[0]!.sources[0]!.sizes).toBe('2.75rem');
      expect(candidates(pictures[0]!.sources[0]!.srcset).map(({ width }) => width)).toEqual([44, 88, 132]);
      // The PNG original has no transparent parts: its fallback is a JPEG, like a photo's.
      expect(pictures[0]!.img.src).toMatch(/-132\.jpg$/);
    }
  });

  it("a press item's photo, the first item's loaded at once", () => {
    const [press] = picturesIn(page(urlsIn.en.press()));
    expect(press!.img).toMatchObject({ alt: testAlts.press.en, width: '1400', height: '800' });
    expect(press!.img.loading).toBeUndefined();
    expect(press!.img.fetchpriority).toBeUndefined();
    expect(candidates(press!.sources[0]!.srcset).map(({ width }) => width).at(-1)).toBe(1200);
  });

  it('every file a page names is built; no original is shipped; no made file is wider than its original', async () => {
    const named = new Set<string>();
    for (const file of htmlFiles(photoSiteClient)) {
      for (const picture of picturesIn(readFileSync(file, 'utf8'))) {
        for (const srcset of [...picture.sources.map((source) => source.srcset), picture.img.srcset!]) for (const { url } of candidates(srcset)) named.add(url);
        named.add(picture.img.src!);
      }
    }
    expect(named.size).toBeGreaterThan(40);
    for (const url of named) expect(existsSync(join(photoSiteClient, url)), url).toBe(true);
    const originals = Object.values(testPhotos).map(({ fixture: name }) => readFileSync(fixture(name)));
    const shipped = builtFilePaths(photoSiteClient);
    expect(shipped.filter((path) => path.startsWith('/images/photos/'))).toHaveLength(made().length);
    for (const path of shipped) {
      const bytes = readFileSync(join(photoSiteClient, path));
      expect(originals.some((original) => original.equals(bytes)), path).toBe(false);
    }
    for (const name of made()) {
      const { width } = await sharp(join(photoSiteClient, 'images', 'photos', name)).metadata();
      const declared = /-(\d+)\.\w+$/.exec(name)?.[1];
      if (declared) expect(width, name).toBe(Number(declared));
      expect(width, name).toBeLessThanOrEqual(2000);
    }
  });

  it('made files carry no metadata: no EXIF, no camera, no GPS position; the sideways original is made upright', async () => {
    const original = await sharp(fixture(testPhotos.cover.fixture)).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes(Buffer.from([0x88, 0x25])) || original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const files = made();
    expect(files.length).toBeGreaterThan(40);
    for (const name of files) {
      const metadata = await sharp(join(photoSiteClient, 'images', 'photos', name)).metadata();
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.orientation ?? 1, name).toBe(1);
    }
    const cover = files.find((name) => name.startsWith('blog-office-hours') && name.endsWith('-800.jpg'))!;
    const { width, height } = await sharp(join(photoSiteClient, 'images', 'photos', cover)).metadata();
    expect([width, height]).toEqual([800, 500]);
  });

  it("an article with a cover photo has its social picture drawn from the photo: 1200 x 630 JPEG, with the photo's words", async () => {
    const html = page(article.en);
    const image = metaOf(html, 'og:image')!;
    expect(image).toMatch(/\/images\/photos\/blog-office-hours-with-our-data-team-photo-image-[0-9a-f]{12}-social\.jpg$/);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    expect(metaOf(html, 'og:image:alt')).toBe(testAlts.cover.en);
    const metadata = await sharp(join(photoSiteClient, new URL(image).pathname)).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(JSON.parse(/<script type="application\/ld\+json">(\{"@context[^<]*BlogPosting[^<]*)<\/script>/.exec(html)![1]!).image).toBe(image);
    // An article without a photo keeps its drawn picture.
    expect(metaOf(page(urlsIn.en.blogPost('ai-integration-roadmap-for-existing-systems')), 'og:image')).toMatch(/\/og\/blog\/ai-integration-roadmap-for-existing-systems\.png$/);
  });

  it('a phone loads, before interaction, only the photo files of the first screen at the width it shows them', () => {
    const articleFile = join(photoSiteClient, `${article.en.slice(1)}.html`);
    const eager = eagerPhotos(readFileSync(articleFile, 'utf8'));
    // The cover, drawn at 412 - 32 = 380 CSS pixels on a 1.75 density phone: 665 pixels, so the 800 AVIF.
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/-800\.avif$/);
    expect(readFileSync(join(photoSiteClient, eager[0]!)).length).toBeLessThan(photoBudget);
    // The home page's portrait is lazy: no photo before interaction.
    expect(eagerPhotos(page('/'))).toEqual([]);
  });
});
