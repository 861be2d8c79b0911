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
// still stop on. It reads the content (scripts/launch-check.ts contentLaunchFacts: `npm run editor`
// builds nothing); the deploy's check reads the built pages. Over the same content they must find
// the same facts: the project's build, and the test site's (a new city's office, an article
// scheduled for the day after the one it is built on: tests/support/test-site.ts).
describe('the Dashboard’s launch facts', () => {
  const facts = async (pages: ReadonlyMap<string, string>) => {
    const { launchProblems, contradictions, postingProblems } = await import('../../scripts/launch-check');
    return {
      contacts: launchProblems(pages).map(({ contact }) => contact).sort(),
      figures: contradictions(pages).map(({ figures }) => figures.map(({ value, label }) => `${value} ${label}`).sort()),
      postings: postingProblems(pages).map(({ title, missing }) => ({ title, missing })),
    };
  };
  const fromContent = async (root: string, env: NodeJS.ProcessEnv) => {
    const { contentLaunchFacts } = await import('../../scripts/launch-check');
    const found = contentLaunchFacts(root, env);
    return {
      contacts: found.contacts.map(({ value }) => value).sort(),
      figures: found.contradictions.map(({ figures }) => figures.map(({ value, label }) => `${value} ${label}`).sort()),
      postings: found.postings.map(({ title, missing }) => ({ title, missing })),
    };
  };

  it('read from the content, are what the deploy’s check reads on the built pages', async () => {
    expect(await fromContent(process.cwd(), process.env)).toEqual(await facts(builtPages()));
  });

  it('the same over the test site’s content and build', async () => {
    const { testSite, testSiteClient, testKeys, testToday } = await import('../support/test-site');
    const found = await fromContent(testSite, { ...testKeys, SITE_TODAY: testToday });
    expect(found).toEqual(await facts(builtPages(testSiteClient)));
    // Its new city's office, 555 like the others, is among them: the comparison covers what content adds.
    expect(found.contacts.length).toBeGreaterThan((await fromContent(process.cwd(), process.env)).contacts.length);
  });

  it('are what the built editor’s Dashboard lists, line for line', async () => {
    const { readFileSync } = await import('node:fs');
    const { contentLaunchLines, openDecisionKeys } = await import('../../scripts/launch-check');
    const { launch } = JSON.parse(readFileSync('dist/client/keystatic/translations.json', 'utf8')) as { launch: string[] };
    expect(launch).toEqual(contentLaunchLines());
    // The owner's decisions first, each linked to Site settings at its box.
    const open = openDecisionKeys();
    expect(launch.slice(0, open.length).every((line) => line.startsWith('content/site.yaml: Owner decisions > '))).toBe(true);
    expect(launch.slice(open.length).some((line) => line.startsWith('content/site.yaml: Owner decisions'))).toBe(false);
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
