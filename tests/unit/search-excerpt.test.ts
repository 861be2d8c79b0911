import { describe, expect, it } from 'vitest';
import { cutOf, titleRepeat } from '../../pages/search/search';

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

// The fourth design reading of 2026-11-30: an excerpt that opened with the page's heading said the
// result's title again under it.
describe('an excerpt that opens with the title', () => {
  const title = 'Enterprise Cloud Cost Optimization Solutions';
  const lede = 'Northbeam Digital brings FinOps discipline to AWS.';
  it.each([
    [`Cloud Cost Optimization. ${title}. ${lede}`, `Cloud Cost Optimization. ${title}. `.length],
    [`${title}. ${lede}`, `${title}. `.length],
    [lede, 0],
    [`${title}.`, 0],
    [`We cut spend by a third for a retailer in a long first sentence of the story. ${title}. ${lede}`, 0],
    [`${title} and more. ${lede}`, 0],
    [`Cloud Cost Optimization. ${title}. ${lede}`.replace(title, 'Another Title'), 0],
  ])('%s', (excerpt, repeated) => {
    expect(titleRepeat(excerpt, title)).toBe(repeated);
  });
  it('no title, nothing left off', () => expect(titleRepeat(lede, '')).toBe(0));
});
