import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parseDocument } from 'yaml';
import { loadContent } from '../../model/content/content-files';
import { sharePhotos } from '../../model/content/content-read';
import { photoProblems, type PhotoUse } from '../../model/content/photo-checks';
import { madeFileKey, photoManifest, projectPhotos } from '../../model/content/photo-files';
import { photoViews, srcSet, widthsFor, type PhotoFacts } from '../../model/content/photos';
import { postFrontMatterSchema } from '../../model/content/schemas/blog';
import { parseContent } from '../../model/content/schemas/fields';
import { candidates, fixture } from '../support/photos';

// Issue 32: photographs staff add. Here the rules, with no build: the widths made of a photo, and
// the photos the build refuses (the test photographs of tests/fixtures/photos/). The built pages,
// the shipped site's and the test site's with every place a photo can go, are checked in
// tests/site/photos.test.ts.

describe('the widths made of a photo', () => {
  it('are those its places need, never wider than the original', () => {
    expect(widthsFor('cover', 2400)).toEqual([320, 480, 640, 800, 1200, 1600]);
    expect(widthsFor('cover', 1500)).toEqual([320, 480, 640, 800, 1200, 1500]);
    expect(widthsFor('hero', 3000)).toEqual([480, 640, 800, 1200, 1600, 2000]);
    // A portrait is shown small beside a testimonial and larger on the About page's team.
    expect(widthsFor('portrait', 100)).toEqual([44, 88, 96, 100]);
    expect(widthsFor('portrait', 30)).toEqual([30]);
  });

  it("a view's srcset lists its own widths, and the original's where it is narrower than the view's largest", () => {
    const facts: PhotoFacts = { width: 1500, height: 1000, hash: 'abc', stem: 'x', widths: widthsFor('cover', 1500), fallback: 'jpg', placeholder: '', social: true };
    expect(candidates(srcSet(facts, 'card', 'avif')).map(({ width }) => width)).toEqual(photoViews.card.widths);
    expect(candidates(srcSet(facts, 'article', 'webp')).map(({ width }) => width)).toEqual([480, 640, 800, 1200, 1500]);
    expect(srcSet(facts, 'article', 'webp')).toContain('/images/photos/x-abc-1500.webp 1500w');
  });
});

describe('a made file kept in the cache (node_modules/.cache/photos)', () => {
  it('is found by what it is made from, whatever the photo is named: another entry with the same photo encodes nothing', () => {
    const cover = { hash: 'a1b2c3d4e5f6', width: 800, format: 'avif' } as const;
    const inTheTestSite = { ...cover, image: 'images/blog/office-hours-with-our-data-team/photo/image.jpg', url: '/images/photos/office-hours-with-our-data-team-photo-image-a1b2c3d4e5f6-800.avif' };
    const uploadedAgain = { ...cover, image: 'images/blog/a-new-article/photo/image.jpg', url: '/images/photos/a-new-article-photo-image-a1b2c3d4e5f6-800.avif' };
    expect(madeFileKey(inTheTestSite)).toBe(madeFileKey(uploadedAgain));
    expect(madeFileKey(cover)).toMatch(/^[0-9a-f]{24}\.avif$/);
    // Another original, width or format is another file.
    expect(new Set([madeFileKey(cover), madeFileKey({ ...cover, hash: 'ffffffffffff' }), madeFileKey({ ...cover, width: 1600 }), madeFileKey({ ...cover, format: 'webp' }), madeFileKey({ ...cover, width: 'social', format: 'jpg' })]).size).toBe(5);
  });
});

describe('photos the build refuses, each named with its file and field', () => {
  const root = mkdtempSync(join(tmpdir(), 'northbeam-photos-'));
  const put = (image: string, from: string) => {
    mkdirSync(dirname(join(root, 'content', image)), { recursive: true });
    cpSync(from, join(root, 'content', image));
  };
  beforeAll(async () => {
    // A portrait of 200 pixels, as a phone's contact photo is (issue 55: taken without a word).
    mkdirSync(join(root, 'content', 'images/people'), { recursive: true });
    writeFileSync(join(root, 'content', 'images/people/small.png'), await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888888' } }).png().toBuffer());
    put('images/blog/narrow.jpg', fixture('narrow.jpg'));
    put('images/blog/text.jpg', fixture('not-a-photo.jpg'));
    put('images/people/portrait.png', fixture('portrait.png'));
    put('images/people/narrow.jpg', fixture('narrow.jpg'));
    // Over 20 MB: a valid JPEG's bytes followed by nothing (a sparse file).
    put('images/services/huge.jpg', fixture('harbour-cover.jpg'));
    truncateSync(join(root, 'content', 'images/services/huge.jpg'), 21 * 1024 * 1024);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const use = (image: string, place: PhotoUse['place'], file = 'content/posts/new.md', field = 'photo.image'): PhotoUse => ({ image, place, file, field });

  it('reports a missing file, a file that is no image, a cover under 1200 pixels and a file over 20 MB, all in one run', async () => {
    const problems = await photoProblems(
      [
        use('images/blog/gone.jpg', 'cover'),
        use('images/blog/text.jpg', 'cover', 'content/posts/other.md'),
        use('images/blog/narrow.jpg', 'cover'),
        use('images/services/huge.jpg', 'hero', 'content/services/ai-integration.yaml', 'hero.photo.image'),
        use('images/people/narrow.jpg', 'portrait', 'content/pages/home.yaml', 'stories.testimonials.0.portrait.image'),
        use('images/people/portrait.png', 'portrait', 'content/pages/home.yaml', 'stories.testimonials.1.portrait.image'),
        use('images/people/small.png', 'portrait', 'content/company/about.yaml', 'team.0.portrait.image'),
      ],
      projectPhotos(root),
    );
    expect(problems).toEqual([
      'content/posts/new.md: photo.image: images/blog/gone.jpg is not in content/images; upload the photo again, or write the path of one that is there',
      'content/posts/other.md: photo.image: images/blog/text.jpg is not a photo the site can show; use a JPEG, PNG, WebP or AVIF file',
      "content/posts/new.md: photo.image: images/blog/narrow.jpg is 800 pixels wide; an article's cover photo needs at least 1200 (2400 is best)",
      'content/services/ai-integration.yaml: hero.photo.image: images/services/huge.jpg is 21.0 MB; a photo can be 20 MB at most: export it smaller (2400 pixels wide is plenty)',
      'content/company/about.yaml: team.0.portrait.image: images/people/small.png is 200 pixels wide; a portrait needs at least 300 (600 is best)',
    ]);
  });

  it('refuses a photo without alt text unless it is marked decorative, and a path outside content/images', () => {
    const front = {
      title: 'A new article',
      excerpt: 'An excerpt long enough for the schema of the articles, which asks for eighty characters at the least.',
      date: '2026-11-20',
      author: 'Maya Chen',
      tags: ['Data'],
      image: '/images/blog/new.svg',
      imageAlt: 'Cover',
    };
    expect(() => parseContent(postFrontMatterSchema, 'content/posts/new.md', { ...front, photo: { image: 'images/blog/a.jpg' } })).toThrow(
      'Invalid content "content/posts/new.md":\n  - Photo > Alt text: missing: write what the photo shows, or tick Decorative if it shows nothing a reader needs',
    );
    expect(parseContent(postFrontMatterSchema, 'content/posts/new.md', { ...front, photo: { image: 'images/blog/a.jpg', decorative: true } }).photo).toEqual({
      image: 'images/blog/a.jpg',
      decorative: true,
      place: 'cover',
    });
    expect(() => parseContent(postFrontMatterSchema, 'content/posts/new.md', { ...front, photo: { image: '/images/blog/a.jpg', alt: 'A' } })).toThrow(
      'Photo > Image: must be the path of a photo in content/images',
    );
    // Left empty in the editor (no photo, no words, an unticked box): no photo.
    expect(parseContent(postFrontMatterSchema, 'content/posts/new.md', { ...front, photo: { alt: '', decorative: false } }).photo).toBeUndefined();
  });

  it('the French edition shows the English photo with its own words: words missing, or words for no photo, are named', () => {
    const data = structuredClone(loadContent());
    const english = data.homePage.en.stories.testimonials;
    english[0]!.portrait = { image: 'images/people/portrait.png', alt: 'Portrait', place: 'portrait' };
    english[1]!.portrait = { image: 'images/people/portrait.png', decorative: true, place: 'portrait' };
    const french = data.services.fr['ai-integration']!.hero as Record<string, unknown>;
    french.photo = { alt: 'Une photo' };
    expect(sharePhotos(data)).toEqual([
      'content/fr/pages/home.yaml: Stories > Testimonials 1 ("' + data.homePage.fr.stories.testimonials[0]!.author + '") > Portrait > Alt text: missing; the English version shows a photo here: write what it shows, in French',
      'content/fr/services/ai-integration.yaml: Hero > Photo: the English version shows no photo here to describe; add the photo there, or empty this',
    ]);
    // The decorative one needs no words and is shown in French too.
    expect(data.homePage.fr.stories.testimonials[1]!.portrait).toEqual({ image: 'images/people/portrait.png', decorative: true, place: 'portrait' });
  });

  it('a build of content with bad photos fails naming every one', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'northbeam-photo-content-'));
    try {
      cpSync('content', join(copy, 'content'), { recursive: true });
      const edit = (file: string, at: string, value: unknown) => {
        const document = parseDocument(readFileSync(join(copy, file), 'utf8'));
        document.setIn(at.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value);
        writeFileSync(join(copy, file), document.toString());
      };
      mkdirSync(join(copy, 'content/images/services'), { recursive: true });
      cpSync(fixture('narrow.jpg'), join(copy, 'content/images/services/narrow.jpg'));
      edit('content/services/analytics.yaml', 'hero.photo', { image: 'images/services/narrow.jpg', alt: 'A dashboard' });
      edit('content/fr/services/analytics.yaml', 'hero.photo', { alt: 'Un tableau de bord' });
      edit('content/company/press.yaml', 'items.1.photo', { image: 'images/press/missing.jpg', alt: 'An office' });
      edit('content/fr/company/press.yaml', 'items.1.photo', { alt: 'Un bureau' });
      // Each named by its file and its field as the editor names it (the item by its number and title).
      const message = await photoManifest(copy).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(message.split('\n')).toEqual([
        'Photos the site cannot use:',
        "  - content/services/analytics.yaml: Hero > Photo: images/services/narrow.jpg is 800 pixels wide; a service's hero photo needs at least 1200 (2400 is best)",
        expect.stringMatching(/^ {2}- content\/company\/press\.yaml: Items 2 \(".+"\) > Photo: images\/press\/missing\.jpg is not in content\/images; upload the photo again, or write the path of one that is there$/),
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
