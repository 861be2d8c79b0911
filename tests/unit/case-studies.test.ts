import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { caseStudyWords, parseCaseStudy } from '../../model/content/case-study-parse';
import { storyTwinProblems } from '../../model/content/translation-checks';
import { caseStudiesForService, caseStudiesShown, caseStudyCardsIn, featuredCaseStudies } from '../../model/page-data/case-studies';
import { caseStudySlugs, citySlugs, serviceSlugs, type CitySlug } from '../../model/page-data/catalog';
import { locationOf } from '../../model/page-data/locations';
import { languages } from '../../model/site/languages';
import { splitFrontMatter } from '../../model/content/frontmatter';
import { caseStudySchema } from '../../model/content/schemas/case-studies';
import { englishOnlyKeys } from '../../model/content/schemas/fields';

// Issue 43: the case studies, one source for every story the site tells. Which ones a page shows
// is derived from the content, so these tests take their cases from it rather than naming them.

const file = `content/case-studies/${caseStudySlugs[0]}.md`;
const source = readFileSync(file, 'utf8');

describe('a case study file', () => {
  it('is read with its story, which the site may name the firm in', () => {
    const study = parseCaseStudy(file, source);
    expect(study.slug).toBe(caseStudySlugs[0]);
    expect(study.body).toMatch(/^## /m);
    expect(() => parseCaseStudy(file, source.replace(/\n## /, '\n{site.brand} said so.\n\n## '))).not.toThrow();
  });

  it('is refused, naming the file, with a story too short or a value the site does not fill in', () => {
    const [frontMatter] = /^---\n[\s\S]*?\n---\n/.exec(source)!;
    expect(() => parseCaseStudy(file, `${frontMatter}## Short\n\nA few words.\n`)).toThrow(
      new RegExp(`Invalid content "${file}":\\n  - story: has \\d+ words; tell it in ${caseStudyWords.min} to ${caseStudyWords.max}`),
    );
    expect(() => parseCaseStudy(file, source.replace(/\n## /, '\nAs {city.name} knows.\n\n## '))).toThrow('story: {city.name} is not a value the site fills in here (only {site.brand} is)');
  });

  it('is refused when a result states a percentage its story gives only as another kind of number (the walk-through of 2026-11-30: −9 % passed over "9 days")', () => {
    const withFigure = (figure: string, sentence: string) =>
      source.replace(/^( {2}- figure: ).*$/m, `$1'${figure}'`).replace(/\n## /, `\n${sentence}\n\n## `);
    expect(() => parseCaseStudy(file, withFigure('−7%', 'The work took 7 days.'))).toThrow(/states 7%, which the story does not: say the same in both/);
    expect(() => parseCaseStudy(file, withFigure('−7%', 'Costs fell 7% in the first quarter.'))).not.toThrow();
    expect(() => parseCaseStudy(file, withFigure('$7', 'It cost 7 dollars.'))).toThrow(/states \$7, which the story does not/);
  });

  it('is refused when the challenge\'s first sentence, the page\'s search description, runs past 170 characters (the French and legal reading of 2026-12-03: one cut with "…")', () => {
    const withChallenge = (challenge: string) => source.replace(/^challenge: .*$/m, `challenge: ${challenge}`);
    const long = `${'Word '.repeat(35).trim()}.`; // 174 characters
    expect(() => parseCaseStudy(file, withChallenge(`${long} Then it changed.`))).toThrow(
      'Challenge: its first sentence must end within 170 characters: search engines show it under the title, so end it sooner',
    );
    expect(() => parseCaseStudy(file, withChallenge(`${'Word '.repeat(33).trim()}. ${long}`))).not.toThrow();
    // 170 characters end to end, with no stop, or with its stop as the 170th: whole.
    expect(() => parseCaseStudy(file, withChallenge(`${'x'.repeat(169)}.`))).not.toThrow();
    expect(() => parseCaseStudy(file, withChallenge('x'.repeat(170)))).not.toThrow();
    expect(() => parseCaseStudy(file, withChallenge('x'.repeat(171)))).toThrow('its first sentence must end within 170 characters');
  });

  it('in French, lacking a figure or a section of the English story, is named', () => {
    const english = '## The situation\n\nWaits of 20 minutes, 40,000 calls.\n\n## What changed\n\nDown 70%.';
    expect(storyTwinProblems('content/fr/case-studies/x.md', english, '## La situation\n\nDes attentes de 20 minutes, 40 000 appels.\n\n## Ce qui a changé\n\nEn baisse de 70 %.')).toEqual([]);
    expect(storyTwinProblems('content/fr/case-studies/x.md', english, '## La situation\n\nDes attentes de 25 minutes, 40 000 appels. En baisse de 70 %.')).toEqual([
      'content/fr/case-studies/x.md: story: has 1 sections, the English story 2; translate the same sections',
      'content/fr/case-studies/x.md: story: lacks the figure 20 of the English story',
      'content/fr/case-studies/x.md: story: states the figure 25, which the English story does not ("La situation Des attentes de 25 minutes, 40 000 appels. En baisse de 70 %."): both versions say the same figures',
    ]);
    expect(storyTwinProblems('content/fr/case-studies/x.md', english, '## La situation\n\nDes attentes de 20 heures, 40 000 appels.\n\n## Ce qui a changé\n\nEn baisse de 70 %.')).toEqual([
      'content/fr/case-studies/x.md: story: says « 20 heures » where the English story says "20 minutes": both versions give the same time',
    ]);
  });
});

describe('which case studies a page shows', () => {
  it('a service page: those whose main service it is first, then those that used it too, newest first, three at most', () => {
    for (const service of serviceSlugs) {
      const shown = caseStudiesForService(service, undefined, 'en');
      const all = caseStudyCardsIn('en').filter((study) => study.services.includes(service));
      expect(shown.length).toBe(Math.min(all.length, caseStudiesShown));
      const main = shown.map((study) => study.services[0] === service);
      // No case study that only used the service before one whose main service it is.
      expect(main, service).toEqual([...main].sort((a, b) => Number(b) - Number(a)));
      // None left out is a main one newer than a shown one of the same rank.
      const mainLeftOut = all.filter((study) => study.services[0] === service && !shown.some((other) => other.slug === study.slug));
      for (const study of mainLeftOut) for (const other of shown.filter((s) => s.services[0] === service)) expect(other.date >= study.date, `${service}: ${other.slug} before ${study.slug}`).toBe(true);
    }
  });

  it("a city page: the service's case studies done in its city first", () => {
    let found = 0;
    for (const service of serviceSlugs) {
      for (const city of citySlugs) {
        const shown = caseStudiesForService(service, city, 'en');
        const local = caseStudyCardsIn('en').filter((study) => study.services.includes(service) && study.city === city);
        expect(shown.slice(0, local.length).every((study) => study.city === city), `${service} in ${city}`).toBe(true);
        found += local.length;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it("a city page: then those in its province, then those across Canada, those of another province last", () => {
    const place = (city: CitySlug, study: { city?: string }) =>
      study.city === city ? 0 : study.city && locationOf(study.city as CitySlug, 'en').province === locationOf(city, 'en').province ? 1 : study.city ? 3 : 2;
    let compared = 0;
    for (const service of serviceSlugs) {
      for (const city of citySlugs) {
        const shown = caseStudiesForService(service, city, 'en');
        const all = caseStudyCardsIn('en').filter((study) => study.services.includes(service));
        // No study left out is nearer than one shown.
        const nearestLeftOut = Math.min(...all.filter((study) => !shown.some((s) => s.slug === study.slug)).map((study) => place(city, study)));
        for (const study of shown) expect(place(city, study), `${service} in ${city}: ${study.slug}`).toBeLessThanOrEqual(nearestLeftOut);
        // And in order of nearness.
        const order = shown.map((study) => place(city, study));
        expect(order, `${service} in ${city}`).toEqual([...order].sort((a, b) => a - b));
        compared += shown.length;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('the home page: those marked featured, the same in both languages', () => {
    const featured = featuredCaseStudies('en');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((study) => study.featured)).toBe(true);
    expect(featuredCaseStudies('fr').map((study) => study.slug)).toEqual(featured.map((study) => study.slug));
  });

  // Issue 55: a date, a service or a city changed in two files for one fact, and a scheduled case
  // study needed two saves; these facts are the English file's alone, the French taking them.
  it('its facts (services, city, industry, date, Featured) are held by the English file alone', () => {
    expect(Object.keys(englishOnlyKeys(caseStudySchema)).sort()).toEqual(['city', 'date', 'featured', 'industry', 'services']);
    for (const slug of caseStudySlugs) {
      const french = splitFrontMatter(`content/fr/case-studies/${slug}.md`, readFileSync(`content/fr/case-studies/${slug}.md`, 'utf8')).data as Record<string, unknown>;
      for (const key of Object.keys(englishOnlyKeys(caseStudySchema))) expect(french, `${slug}: ${key}`).not.toHaveProperty(key);
    }
  });

  it('every case study has its twin, with the same services, city, industry and date', () => {
    for (const language of languages) expect(Object.keys(contentIn('caseStudies')[language]).sort()).toEqual([...caseStudySlugs].sort());
    for (const slug of caseStudySlugs) {
      const [english, french] = languages.map((language) => contentIn('caseStudies')[language][slug]!);
      expect([french!.services, french!.city, french!.industry, french!.date]).toEqual([english!.services, english!.city, english!.industry, english!.date]);
    }
  });
});
