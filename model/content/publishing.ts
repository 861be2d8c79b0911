/**
 * Scheduled publishing (issue 55): an article or a case study dated after the day the site is
 * built is left out of it, of every page, list, feed, sitemap and search, until a build on or
 * after its date (the daily build: worker/scheduled.ts, docs/deploy.md "Scheduled publishing").
 * The content check, the editor and the Dashboard still read it, as staff wrote it.
 *
 * The day is Toronto's, where the firm has its head office: a build at 5 a.m. there publishes that
 * day's entries. `SITE_TODAY` (YYYY-MM-DD) sets it, for the tests that move the clock.
 */
import type { ContentData } from './collections.ts';
import { languages, type Language } from '../site/languages.ts';

/** The zone whose calendar day decides what is published. */
export const publishingTimeZone = 'America/Toronto';

/** The day the site is built as (YYYY-MM-DD): `SITE_TODAY` when set, else today in Toronto. */
export function publishingDay(env: { SITE_TODAY?: string | undefined } = {}, now = new Date()): string {
  const set = env.SITE_TODAY?.trim();
  if (set) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(set)) throw new Error(`SITE_TODAY is "${set}": write the day as YYYY-MM-DD, or leave it unset for today`);
    return set;
  }
  // en-CA writes YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: publishingTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether an entry dated `date` is on the site built on `today`. */
export const isPublished = (date: string, today: string): boolean => date <= today;

/** The entries dated after `today`, each edition's, by file name: what a build on `today` leaves out. */
export function scheduledEntries(data: ContentData, today: string): { articles: Record<Language, string[]>; caseStudies: string[] } {
  const later = (entries: Readonly<Record<string, { date: string }>>) => Object.entries(entries).filter(([, entry]) => !isPublished(entry.date, today)).map(([slug]) => slug);
  const english = later(data.articles.en);
  // A French translation waits for its English original too (a walk-through of 2026-12-01 dated a
  // translation today, its original next week: every page of `npm run editor` answered 500 while
  // the French named an article the site did not have yet). The content check says the dates differ.
  const french = Object.entries(data.articles.fr as Readonly<Record<string, { date: string; translationOf?: string }>>)
    .filter(([, entry]) => !isPublished(entry.date, today) || (entry.translationOf !== undefined && english.includes(entry.translationOf)))
    .map(([slug]) => slug);
  return {
    articles: { en: english, fr: french },
    // A case study is one entry in two languages: its English date decides for both (the content check keeps them equal).
    caseStudies: later(data.caseStudies.en),
  };
}

/** The content as the site built on `today` shows it: the scheduled entries left out. */
export function publishedContent(data: ContentData, today: string): ContentData {
  const { articles, caseStudies } = scheduledEntries(data, today);
  if (caseStudies.length === 0 && articles.en.length === 0 && articles.fr.length === 0) return data;
  const without = <T,>(entries: Readonly<Record<string, T>>, slugs: readonly string[]) => Object.fromEntries(Object.entries(entries).filter(([slug]) => !slugs.includes(slug)));
  return {
    ...data,
    articles: { en: without(data.articles.en, articles.en), fr: without(data.articles.fr, articles.fr) },
    caseStudies: { en: without(data.caseStudies.en, caseStudies), fr: without(data.caseStudies.fr, caseStudies) },
  } as ContentData;
}

/** The day a scheduled entry's page appears: the latest date of the entries its address names (a case study's, an article's). */
export function scheduledDayOf(data: ContentData, path: string): string {
  const segments = path.split('/');
  const dates = [
    ...languages.flatMap((language) => Object.entries(data.articles[language]).filter(([slug]) => segments.includes(slug)).map(([, entry]) => entry.date)),
    ...Object.entries(data.caseStudies.en)
      .filter(([slug]) => segments.includes(slug) || segments.includes((data.caseStudies.fr as Readonly<Record<string, { address?: string }>>)[slug]?.address ?? slug))
      .map(([, entry]) => entry.date),
  ];
  return dates.sort().at(-1) ?? '';
}

/** An entry waiting for its day, as the editor's Dashboard lists it. */
export type ScheduledEntry = { file: string; title: string; date: string };

/** The articles and case studies of both editions dated after `today`, soonest first, each with its file. */
export function scheduledList(data: ContentData, today: string): ScheduledEntry[] {
  const { articles, caseStudies } = scheduledEntries(data, today);
  const list: ScheduledEntry[] = [
    ...languages.flatMap((language) =>
      articles[language].map((slug) => {
        const entry = data.articles[language][slug]! as { title: string; date: string; translationOf?: string };
        // A translation held for its original appears on the original's day.
        const original = language === 'fr' && entry.translationOf ? data.articles.en[entry.translationOf]?.date : undefined;
        return { file: `${language === 'fr' ? 'content/fr/posts' : 'content/posts'}/${slug}.md`, title: entry.title, date: original && original > entry.date ? original : entry.date };
      }),
    ),
    ...caseStudies.flatMap((slug) =>
      languages
        .filter((language) => data.caseStudies[language][slug])
        .map((language) => ({ file: `${language === 'fr' ? 'content/fr/case-studies' : 'content/case-studies'}/${slug}.md`, title: data.caseStudies[language][slug]!.title, date: data.caseStudies.en[slug]!.date })),
    ),
  ];
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
}
