import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { site } from '../../model/page-data/site';

const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const pages = htmlFiles()
  .filter((file) => !file.endsWith('/404.html'))
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    // A title in its edition's language: /docs and /fr/documentation share one, not their pictures (each is drawn in its language).
    const language = /<html lang="([^"]+)"/.exec(html)![1]!;
    return { file, html, title: `${language} ${/<title>([^<]*)<\/title>/.exec(html)![1]!}`, image: meta(html, 'og:image') };
  });

describe('social images (issue 7)', () => {
  it.each(pages.map((p) => [p.file.slice(clientDir.length), p]))('%s names a 1200 x 630 PNG of its own', (_name, page) => {
    expect(page.image).toMatch(new RegExp(`^${site.origin}/og/.+\\.png$`));
    expect(meta(page.html, 'og:image:width')).toBe('1200');
    expect(meta(page.html, 'og:image:height')).toBe('630');
    expect(meta(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page.html, 'twitter:image')).toBe(page.image);
    const file = join(clientDir, page.image!.slice(site.origin.length));
    expect(existsSync(file)).toBe(true);
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('no two pages share a picture unless their titles (and languages) are equal', () => {
    const titlesByPicture = new Map<string, Set<string>>();
    for (const page of pages) {
      const hash = createHash('sha256').update(readFileSync(join(clientDir, page.image!.slice(site.origin.length)))).digest('hex');
      titlesByPicture.set(hash, (titlesByPicture.get(hash) ?? new Set()).add(page.title));
    }
    for (const titles of titlesByPicture.values()) expect([...titles]).toHaveLength(1);
    expect(titlesByPicture.size).toBe(new Set(pages.map((p) => p.title)).size);
  });

  it('the 404 page has none', () => {
    const notFound = readFileSync(join(clientDir, '404.html'), 'utf8');
    expect(meta(notFound, 'og:image')).toBeUndefined();
    expect(meta(notFound, 'twitter:card')).toBe('summary');
  });
});
