import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { countClaimProblems, siteCounts } from '../../model/content/count-claims';
import { copyTexts } from '../../model/content/link-checks';
import { memoryContent } from '../../model/content/content-source';
import { loadContent, projectContent } from '../../model/content/content-files';
import { publishedContent, publishingDay } from '../../model/content/publishing';
import { projectPhotos } from '../../model/content/photo-files';

// Issue 55: the case studies page said "Thirty engagements" above 31 of them, and nothing said so.
describe('counts written in copy', () => {
  // Counts of a site, given here: the tests follow no count of the content (tests-follow-content).
  const counts = { caseStudies: 31, services: 9, locations: 4, industries: 8, articles: 22 };
  const check = (files: Record<string, string>) => countClaimProblems(copyTexts(memoryContent(new Map(Object.entries(files))), parse), counts);

  it('holds in the project as it is', () => {
    const source = projectContent();
    expect(countClaimProblems(copyTexts(source, parse), siteCounts(publishedContent(loadContent(), publishingDay(process.env))))).toEqual([]);
  });

  it('names a number in words or figures that the site no longer shows, in either edition', () => {
    const problems = check({
        'content/pages/case-study-pages.yaml': 'intro: Thirty engagements told in full.\n',
        'content/fr/pages/case-study-pages.yaml': 'intro: « Trente et un mandats, et 30 études de cas »\n',
        'content/pages/about.yaml': 'offices: Our three offices and 10 practice areas\n',
        'content/fr/pages/about.yaml': 'texte: Nos quatre bureaux et nos dix-sept secteurs d’activité\n',
    });
    // One line per wrong count, whatever the order of the files.
    expect(problems).toHaveLength(5);
    expect(problems).toEqual(expect.arrayContaining([
      'content/pages/case-study-pages.yaml: says “Thirty engagements” and the site shows 31 case studies: write the number that is true, or say it without a number (a number in copy has to change with every entry added or removed)',
      expect.stringMatching(/^content\/fr\/pages\/case-study-pages\.yaml: says “30 études de cas” and the site shows 31 case studies: /),
      expect.stringMatching(/^content\/pages\/about\.yaml: says “three offices” and the site shows 4 offices: /),
      expect.stringMatching(/^content\/pages\/about\.yaml: says “10 practice areas” and the site shows 9 services: /),
      expect.stringMatching(/^content\/fr\/pages\/about\.yaml: says “dix-sept secteurs d’activité” and the site shows 8 industries: /),
    ]));
  });

  it('takes "30+", "more than" and « plus de » as at least, and leaves the stories, articles and legal pages their own numbers', () => {
    expect(
      check({
        'content/pages/home.yaml': 'a: 30+ case studies\nb: more than twenty case studies\nc: nine services\n',
        'content/fr/pages/home.yaml': 'a: plus de 30 études de cas\nb: nos neuf champs d’expertise\n',
        'content/posts/a.md': '---\ntitle: A\n---\nA shared app role used by ten services.\n',
        'content/case-studies/b.md': '---\ntitle: B\n---\nIts two offices.\n',
        'content/legal/cookies.yaml': 'a: Two services we rely on\n',
      }),
    ).toEqual([]);
    expect(check({ 'content/pages/home.yaml': 'a: 40+ case studies\n' })).toEqual([expect.stringMatching(/says “40\+ case studies” and the site shows 31 case studies/)]);
  });

  it('stops the content check of the project when a page says a count that is wrong', async () => {
    const { contentProblems } = await import('../../model/content/content-problems');
    const source = projectContent();
    const file = 'content/pages/case-study-pages.yaml';
    const shown = siteCounts(publishedContent(loadContent(), publishingDay(process.env))).caseStudies;
    const changed = { ...source, read: (path: string) => (path === file ? source.read(path).replace(/^intro: '/m, `intro: '${shown + 1} case studies. `) : source.read(path)) };
    const problems = await contentProblems(changed, projectPhotos());
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${file}: says “${shown + 1} case studies” and the site shows ${shown} case studies`)));
  });
});
