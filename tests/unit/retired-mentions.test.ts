import { describe, expect, it } from 'vitest';
import { loadContent } from '../../model/content/content-files';
import type { ContentData } from '../../model/content/collections';
import type { CopyTexts } from '../../model/content/link-checks';
import { retiredMentions, stillToTidy } from '../../model/content/retired-mentions';
import { retiredNames } from '../../model/content/redirects';

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
      `“${location.city}” is still named in 2 entries, about a page the site no longer has: Analytics — Services · English; A title — Case studies · English. Open each and rewrite or remove the mention. To keep this list on the Dashboard, write “${location.city}” as the Retired name of its redirect in Redirects · English.`,
    ]);
    // Its redirect giving the name as its Retired name: the Dashboard keeps the list (stillToTidy, below).
    const named = { ...after, redirects: { ...after.redirects, en: { redirects: [{ oldAddress: `/services/*/${slug}`, newAddress: '/locations', retiredName: location.city }] } } } as ContentData;
    expect(retiredMentions(data, named, copy, (file) => names[file] ?? file)[0]).toMatch(
      new RegExp(`Open each and rewrite or remove the mention\\. The Dashboard lists them under Still to tidy while a redirect in Redirects · English gives “${location.city}” as its Retired name\\.$`),
    );
  });

  it('leaves out the entry itself: a French entry whose English one is deleted is no page, and still names itself (a walk-through of 2026-12-01)', () => {
    const copy: CopyTexts = [
      { file: `content/fr/locations/${slug}.yaml`, markdown: false, texts: [], prose: [french.city], fields: [] },
      { file: 'content/fr/services/a.yaml', markdown: false, texts: [], prose: [`Nos équipes de ${french.city}.`], fields: [] },
    ];
    expect(retiredMentions(data, after, copy, (file) => file)).toEqual([
      `“${french.city}” is still named in one entry, about a page the site no longer has: content/fr/services/a.yaml. Open each and rewrite or remove the mention. To keep this list on the Dashboard, write “${french.city}” as the Retired name of its redirect in Redirects · Français.`,
    ]);
  });

  // The walk-through of 2026-12-03 (defect 3): the list was said once, in the delete's message; the Dashboard then said "Ready to publish" over 32 mentions of a closed office.
  describe("the Dashboard's Still to tidy", () => {
    const field = (place: string, text: string) => ({ texts: [], prose: [text], fields: [{ place, text }] });
    const long = `Our story began in a small office above a bakery, and by the end of that first winter we had teams in ${location.city} and beyond, then further east.`;
    const copy: CopyTexts = [
      { file: 'content/company/about.yaml', markdown: false, ...field('Hero > Intro', `Teams in ${location.city} and beyond.`) },
      { file: 'content/redirects.yaml', markdown: false, ...field('Redirects 1 > Retired name', location.city) },
      { file: 'content/fr/company/about.yaml', markdown: false, ...field('Hero > Intro', `Nos équipes de ${french.city}.`) },
      { file: 'content/services/a.yaml', markdown: false, ...field('Lead', 'Nothing here.') },
      { file: 'content/case-studies/b.md', markdown: true, texts: [], prose: [long], fields: [{ place: 'Story', text: long }] },
    ];
    const redirected = (content: ContentData, retiredName: string | undefined, frenchName?: string) =>
      ({
        ...content,
        redirects: {
          en: { redirects: [{ oldAddress: `/services/*/${slug}`, newAddress: '/locations', ...(retiredName === undefined ? {} : { retiredName }) }] },
          fr: { redirects: frenchName ? [{ oldAddress: `/fr/services/*/${slug}`, newAddress: '/fr/bureaux', retiredName: frenchName }] : [] },
        },
      }) as unknown as ContentData;

    it("lists, for each redirect's Retired name whose pages are gone, the files of its edition still naming it", () => {
      // Each field that writes it, with the words around it (the walk-through of 2026-12-03, the tenth: a line opened its entry at the top).
      expect(stillToTidy(redirected(after, location.city, french.city), copy)).toEqual([
        {
          name: location.city,
          language: 'en',
          redirects: 'content/redirects.yaml',
          mentions: [
            { file: 'content/company/about.yaml', place: 'Hero > Intro', quote: `Teams in ${location.city} and beyond.` },
            { file: 'content/case-studies/b.md', place: 'Story', quote: expect.stringMatching(new RegExp(`^….*we had teams in ${location.city} and beyond, then further east\\.$`)) },
          ],
        },
        { name: french.city, language: 'fr', redirects: 'content/fr/redirects.yaml', mentions: [{ file: 'content/fr/company/about.yaml', place: 'Hero > Intro', quote: `Nos équipes de ${french.city}.` }] },
      ]);
    });

    it('says nothing while the pages are still there (the redirect waits), without a Retired name, or once no entry names it', () => {
      expect(stillToTidy(redirected(data, location.city, french.city), copy)).toEqual([]);
      expect(stillToTidy(redirected(after, undefined), copy)).toEqual([]);
      expect(stillToTidy(redirected(after, '  '), copy)).toEqual([]);
      expect(stillToTidy(redirected(after, location.city), copy.filter(({ file }) => file !== 'content/company/about.yaml' && file !== 'content/case-studies/b.md'))).toEqual([]);
    });
  });
});
