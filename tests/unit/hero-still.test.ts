import { describe, expect, it } from 'vitest';
import { heroStillSvg } from '../../model/build/covers';

// Issue 53: the brand's motif behind the dark heroes (components/PageHero.tsx, the home hero), inline
// in every page's HTML: drawn for each page, the same at every build, and small (a page near TCP's
// first 14.6 KB window pays a round trip for any byte over it).
describe('the heroes’ still', () => {
  const still = (seed: string) => heroStillSvg(seed, { width: 1600, height: 400 });

  it('is the same for a page at every build, and different from page to page', () => {
    expect(still('/about')).toBe(still('/about'));
    const pages = ['/about', '/fr/a-propos', '/blog', '/case-studies', '/careers', '/privacy'];
    expect(new Set(pages.map((page) => still(page))).size).toBe(pages.length);
  });

  it('is a decoration (no text, no link, nothing a screen reader reads) of at most 2.2 KB', () => {
    for (const page of ['/about', '/blog', '/fr/carrieres']) {
      const svg = still(page);
      expect(svg).toMatch(/^<svg [^>]*preserveAspectRatio="xMidYMid slice"/);
      expect(svg).not.toMatch(/<text|<a |<title|<image|href=/);
      expect(svg.length).toBeLessThanOrEqual(2200);
    }
  });
});
