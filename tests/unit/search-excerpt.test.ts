import { describe, expect, it } from 'vitest';
import { cutOf } from '../../pages/search/search';

// The search page's excerpts (pages/search/search.ts): "…" where one starts or ends inside a
// sentence of the page (the design reading of 2026-11-29: they read as if the page began there).
describe('an excerpt cut inside a sentence', () => {
  const page = 'Data governance in Kitchener. We map where personal information lives, who may see it and how long it is kept. Ask us.';
  it.each([
    ['We map where personal information lives, who may see it', { before: false, after: true }],
    ['where personal information lives, who may see it and how long it is kept.', { before: true, after: false }],
    ['personal  information\nlives', { before: true, after: true }],
    ['Data governance in Kitchener.', { before: false, after: false }],
    ['Ask us.', { before: false, after: false }],
    ['words the page does not hold', { before: false, after: false }],
    ['', { before: false, after: false }],
  ])('%s', (excerpt, cut) => {
    expect(cutOf(page, excerpt)).toEqual(cut);
  });
});
