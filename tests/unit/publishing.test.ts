import { describe, expect, it } from 'vitest';
import type { ContentData } from '../../model/content/collections';
import { publishedContent, scheduledList } from '../../model/content/publishing';

// A French translation dated before its English original (a walk-through of 2026-12-01: dated
// today, its original next week): the site waits for the original, which the French names.
describe('a translation whose original is scheduled', () => {
  const data = {
    articles: {
      en: { original: { title: 'Original', date: '2026-12-08' }, older: { title: 'Older', date: '2026-11-01' } },
      fr: { traduction: { title: 'Traduction', date: '2026-12-01', translationOf: 'original' }, ancien: { title: 'Ancien', date: '2026-11-01', translationOf: 'older' } },
    },
    caseStudies: { en: {}, fr: {} },
  } as unknown as ContentData;

  it('waits for it: out of the site until the original is on it, then on it', () => {
    expect(Object.keys(publishedContent(data, '2026-12-01').articles.fr)).toEqual(['ancien']);
    expect(Object.keys(publishedContent(data, '2026-12-08').articles.fr).sort()).toEqual(['ancien', 'traduction']);
  });

  it("is listed for the Dashboard with the original's day, when it will appear", () => {
    expect(scheduledList(data, '2026-12-01')).toEqual([
      { file: 'content/fr/posts/traduction.md', title: 'Traduction', date: '2026-12-08' },
      { file: 'content/posts/original.md', title: 'Original', date: '2026-12-08' },
    ]);
  });
});
