import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { languages, languageTags } from '../../model/site/languages';
import { siteIn } from '../../model/page-data/site';
import { builtPages, contactsOf, firmFiguresOf } from '../../scripts/launch-check';

// Issue 40, legal point L13: the production deploy stops while a page shows a contact that reaches no one.
// Here the check reads the built site (dist/client); what it refuses, and npm run deploy, are in
// tests/unit/launch-check.test.ts.

describe('the check over pages', () => {
  it('reads on the built site every contact the content gives, whatever it is: both site settings in both languages and every city’s telephone', () => {
    const shown = new Set([...builtPages().values()].flatMap((html) => contactsOf(html).map(({ value }) => value)));
    for (const language of languages) {
      expect(shown).toContain(siteIn[language].contactEmail);
      expect(shown).toContain(siteIn[language].privacyOfficer.email);
      for (const city of Object.values(contentIn('locations')[language])) expect(shown).toContain(city.telephone);
    }
  });

  it('reads on the built pages every figure the firm states about itself: the home page’s impact and the About page’s stats, in both languages (issue 53)', () => {
    const pages = builtPages();
    for (const language of languages) {
      const shown = [...pages.entries()].filter(([, html]) => html.includes(`lang="${languageTags[language]}"`)).flatMap(([, html]) => firmFiguresOf(html));
      for (const { value, label } of [...contentIn('homePage')[language].impact.stats, ...contentIn('about')[language].stats]) expect(shown).toContainEqual({ value, label });
    }
  });
});

// Issue 55: the editor's Dashboard says "Ready to publish" only with what the launch check would
// still stop on, as the build found it (keystatic/translations.json `launch`).
describe('the Dashboard’s launch facts', () => {
  it('are the launch check’s, line for line, over the same build', async () => {
    const { readFileSync } = await import('node:fs');
    const { launchLines, launchProblems, contradictions, postingProblems, openDecisions } = await import('../../scripts/launch-check');
    const pages = builtPages();
    const { launch } = JSON.parse(readFileSync('dist/client/keystatic/translations.json', 'utf8')) as { launch: string[] };
    expect(launch).toEqual(launchLines(pages));
    expect(launch).toHaveLength(openDecisions().length + launchProblems(pages).length + contradictions(pages).length + postingProblems(pages).length);
  });
});

describe('the careers page’s postings (issue 54)', () => {
  it('each opening of the built page says which of Ontario’s three facts it lacks, and the launch check names them', async () => {
    const { postingProblems } = await import('../../scripts/launch-check');
    const pages = builtPages();
    const openings = contentIn('careers').en.openings;
    const expected = openings
      .map((opening) => ({ title: opening.title, missing: (['pay', 'aiScreening', 'vacancy'] as const).filter((fact) => !opening[fact]) }))
      .filter(({ missing }) => missing.length > 0);
    expect(postingProblems(pages).map(({ title, missing }) => ({ title, missing }))).toEqual(expected);
  });
});
