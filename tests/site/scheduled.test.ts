import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { loadContent } from '../../model/content/content-files';
import { brokenLinkProblems } from '../../model/content/link-checks';
import { isPublished, publishedContent, publishingDay } from '../../model/content/publishing';
import { scheduledArticle, testSite, testSiteClient, testToday } from '../support/test-site';

// Issue 55, scheduled publishing: the test site (tests/support/test-site.ts) is built as on
// testToday, with an article of both editions dated the next day.

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => (statSync(join(folder, name)).isDirectory() ? files(join(folder, name)) : [join(folder, name)]));
}

/** What each file of the built site says, as text: Pagefind's fragments unzipped (the search's pages). */
const built = files(testSiteClient)
  // The editor's status (translations.json) names what is scheduled, for writers only (worker/editor.ts);
  // the editor's page and scripts are open to anyone (a walk-through of 2026-11-30 read a scheduled title in its page).
  .filter((file) => !file.endsWith('/keystatic/translations.json') && /\.(html|xml|json|txt|js|pf_fragment)$/.test(file))
  .map((file) => ({ file, text: file.endsWith('.pf_fragment') ? gunzipSync(readFileSync(file)).toString('utf8') : readFileSync(file, 'utf8') }));

/**
 * What a build of the test site on `day` reads: each edition's articles and the site's pages. Read
 * by the copy's own code (it has a page type of its own, issue 42), as its build does.
 */
function contentOn(day: string): { articles: Record<'en' | 'fr', string[]>; pages: string[] } {
  const script = `
    const { loadContent } = await import('./model/content/content-files.ts');
    const { sitePages } = await import('./model/content/link-checks.ts');
    const data = loadContent();
    console.log(JSON.stringify({ articles: { en: Object.keys(data.articles.en), fr: Object.keys(data.articles.fr) }, pages: [...sitePages(data)] }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: testSite, encoding: 'utf8', env: { ...process.env, SITE_TODAY: day } });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { articles: Record<'en' | 'fr', string[]>; pages: string[] };
}

describe('an article dated after the day of the build', () => {
  const words = [scheduledArticle.en.slug, scheduledArticle.fr.slug, scheduledArticle.en.title, scheduledArticle.fr.title];

  it('is on no page, list, feed, sitemap or search of the site built the day before, in either edition', () => {
    expect(built.filter(({ file }) => file.endsWith('.html')).length).toBeGreaterThan(200);
    expect(built.filter(({ file }) => file.endsWith('.pf_fragment')).length).toBeGreaterThan(200);
    const found = built.flatMap(({ file, text }) => words.filter((word) => text.includes(word)).map((word) => `${file.slice(testSiteClient.length)}: ${word}`));
    expect(found).toEqual([]);
    // The article published the week before is there, in the same places (the check can find one).
    for (const name of ['blog.html', 'blog/rss.xml', 'sitemap.xml']) expect(readFileSync(join(testSiteClient, name), 'utf8')).toContain('office-hours-with-our-data-team');
  });

  it('is on the site from its date on, both editions (the clock moved)', () => {
    const dayBefore = contentOn(testToday);
    const onTheDay = contentOn(scheduledArticle.date);
    expect(dayBefore.articles.en).not.toContain(scheduledArticle.en.slug);
    expect(dayBefore.articles.fr).not.toContain(scheduledArticle.fr.slug);
    expect(onTheDay.articles.en).toContain(scheduledArticle.en.slug);
    expect(onTheDay.articles.fr).toContain(scheduledArticle.fr.slug);
    expect(onTheDay.pages).toContain(`/blog/${scheduledArticle.en.slug}`);
    expect(dayBefore.pages).not.toContain(`/blog/${scheduledArticle.en.slug}`);
  });

  it('a case study too; the day is Toronto’s', () => {
    const all = loadContent();
    const [slug, study] = Object.entries(all.caseStudies.en).sort(([, a], [, b]) => b.date.localeCompare(a.date))[0]!;
    const before = publishedContent(all, '0001-01-01');
    expect(Object.keys(before.caseStudies.en)).not.toContain(slug);
    expect(Object.keys(before.caseStudies.fr)).not.toContain(slug);
    expect(Object.keys(publishedContent(all, study.date).caseStudies.fr)).toContain(slug);
    expect(isPublished('2026-11-29', '2026-11-28')).toBe(false);
    // 02:00 UTC on the 29th is still the 28th in Toronto.
    expect(publishingDay({}, new Date('2026-11-29T02:00:00Z'))).toBe('2026-11-28');
    expect(publishingDay({ SITE_TODAY: '2027-01-05' })).toBe('2027-01-05');
  });

  it('is listed for the editor’s Dashboard, both editions, with its date (keystatic/translations.json)', () => {
    const { scheduled } = JSON.parse(readFileSync(join(testSiteClient, 'keystatic', 'translations.json'), 'utf8')) as { scheduled: { file: string; title: string; date: string }[] };
    expect(scheduled).toEqual([
      { file: `content/fr/posts/${scheduledArticle.fr.slug}.md`, title: scheduledArticle.fr.title, date: scheduledArticle.date },
      { file: `content/posts/${scheduledArticle.en.slug}.md`, title: scheduledArticle.en.title, date: scheduledArticle.date },
    ]);
  });

  it('a link to it, before its date, is named with the day it appears', () => {
    const problems = brokenLinkProblems(
      [{ file: 'content/a.md', markdown: true, texts: [], prose: [], fields: [{ place: 'Article', text: `See [this](/blog/${scheduledArticle.en.slug}).` }] }],
      new Set(contentOn(testToday).pages),
      new Map([[`/blog/${scheduledArticle.en.slug}`, scheduledArticle.date]]),
    );
    expect(problems).toEqual([`content/a.md: Article: links to /blog/${scheduledArticle.en.slug}, which is scheduled for ${scheduledArticle.date}: until then the link would lead nowhere; remove it until that day, or schedule this entry for the same day`]);
  });
});
