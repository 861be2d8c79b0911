/**
 * The last lines of `npm run build` (a walk-through of 2026-11-30: a build that passed printed
 * about 700 lines of bundler output and ended on "Wrote _headers…", with no answer to "is the site
 * ready to publish?" and the French to update at line 686): one verdict in the Dashboard's words,
 * then what waits (the scheduled entries, the French to update, the owner's facts before launch).
 */
import { pageFiles } from './page-files.ts';
import { contentLaunchLines } from './launch-check.ts';
import { projectScheduled } from '../model/content/publishing-files.ts';
import { translationStatus } from '../model/content/translation-files.ts';

export type BuildFacts = { pages: number; client: string; launchFacts: number; scheduled: number; staleFrench: number; untranslated: number };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The verdict and what waits, as lines. */
export function verdictLines({ pages, client, launchFacts, scheduled, staleFrench, untranslated }: BuildFacts): string[] {
  const ready = launchFacts > 0 ? `Ready to publish, not yet to launch: ${count(launchFacts, 'fact', 'facts')} for the owner (the editor's Dashboard lists them; npm run deploy stops on them).` : 'Ready to publish.';
  return [
    `npm run build: done, ${count(pages, 'page', 'pages')} of both editions in ${client}. ${ready}`,
    ...(scheduled > 0 ? [`  Scheduled: ${count(scheduled, 'entry', 'entries')}, left out of the site until ${scheduled > 1 ? 'their dates' : 'its date'} (the Dashboard lists them).`] : []),
    ...(staleFrench > 0 ? [`  French needs updating: ${count(staleFrench, 'French entry', 'French entries')} (npm run translations, or the Dashboard, names them).`] : []),
    ...(untranslated > 0 ? [`  No French translation: ${count(untranslated, 'English article', 'English articles')}.`] : []),
  ];
}

/** The facts of the build just written into `client` (a folder relative to the project, as printed). */
export function buildFacts(client: string, root = process.cwd()): BuildFacts {
  const { stale, untranslated } = translationStatus(root);
  return {
    // The site's pages, as the edge files count them: its 404 pages aside.
    pages: pageFiles(client).length,
    client,
    launchFacts: contentLaunchLines(root).length,
    // Counted as the Dashboard's "Scheduled" counts them.
    scheduled: projectScheduled(root).length,
    staleFrench: stale.length,
    untranslated: untranslated.length,
  };
}
