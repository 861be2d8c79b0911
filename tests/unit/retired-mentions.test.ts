import { describe, expect, it } from 'vitest';
import { loadContent } from '../../model/content/content-files';
import type { ContentData } from '../../model/content/collections';
import type { CopyTexts } from '../../model/content/link-checks';
import { retiredMentions, retiredNames } from '../../model/content/retired-mentions';

// Issue 55: retiring a city left its name in other entries' copy, which staff had to find alone.
describe('what a retirement leaves in other entries', () => {
  const data = loadContent();
  const [slug, location] = Object.entries(data.locations.en)[0]!;
  const french = data.locations.fr[slug]!;
  const without = (from: Readonly<Record<string, unknown>>) => Object.fromEntries(Object.entries(from).filter(([key]) => key !== slug));
  const after = { ...data, locations: { en: without(data.locations.en), fr: without(data.locations.fr) } } as unknown as ContentData;

  it("names what the save removes, in each edition, by the entry's name", () => {
    expect(retiredNames(data, after)).toEqual([
      { language: 'en', name: location.city, file: `content/locations/${slug}` },
      { language: 'fr', name: french.city, file: `content/fr/locations/${slug}` },
    ]);
    expect(retiredNames(data, data)).toEqual([]);
  });

  it("lists, by their names, the entries of the same edition whose copy still names it, as a word; redirects' lists left out", () => {
    const copy: CopyTexts = [
      { file: 'content/services/a.yaml', markdown: false, texts: [], prose: [`Teams in ${location.city} and beyond.`], fields: [] },
      { file: 'content/case-studies/b.md', markdown: true, texts: [], prose: ['A title', `We opened an office in ${location.city}.`], fields: [] },
      { file: 'content/services/c.yaml', markdown: false, texts: [], prose: [`Not ${location.city}ville, nor x${location.city}.`], fields: [] },
      { file: 'content/redirects.yaml', markdown: false, texts: [], prose: [`/services/*/${location.city}`], fields: [] },
      { file: 'content/fr/services/a.yaml', markdown: false, texts: [], prose: ['Rien ici.'], fields: [] },
    ];
    const names: Record<string, string> = { 'content/services/a.yaml': 'Analytics — Services · English', 'content/case-studies/b.md': 'A title — Case studies · English' };
    expect(retiredMentions(data, after, copy, (file) => names[file] ?? file)).toEqual([
      `“${location.city}” is still named in 2 entries, about a page the site no longer has: Analytics — Services · English; A title — Case studies · English. Open each and rewrite or remove the mention.`,
    ]);
  });

  it('leaves out the entry itself: a French entry whose English one is deleted is no page, and still names itself (a walk-through of 2026-12-01)', () => {
    const copy: CopyTexts = [
      { file: `content/fr/locations/${slug}.yaml`, markdown: false, texts: [], prose: [french.city], fields: [] },
      { file: 'content/fr/services/a.yaml', markdown: false, texts: [], prose: [`Nos équipes de ${french.city}.`], fields: [] },
    ];
    expect(retiredMentions(data, after, copy, (file) => file)).toEqual([
      `“${french.city}” is still named in one entry, about a page the site no longer has: content/fr/services/a.yaml. Open each and rewrite or remove the mention.`,
    ]);
  });
});
