/**
 * An entry as a field choosing it shows it (issue 55: a case study's industry was chosen among
 * `financial-services` and `public-sector`): its name, as the editor's page carries the names
 * (model/content/content-files.ts) and as each reading of the translation status brings them
 * again (editor/translation-status.tsx: under `npm run editor`, after every save, so that an entry
 * created since the page was loaded is named too), or its file name where none is known.
 * Keystatic's relationship field calls it through `globalThis` (editor/keystatic-patches.ts);
 * a list of entries (a case study's services) names its items with it (editor/fields.ts).
 */
import { entryNamesElementId } from '../model/content/page-values';

let names: Record<string, Record<string, string>> | undefined;

/** The names as the content has them now (`{ industries: { 'financial-services': 'Financial services' } }`). */
export function setEntryNames(byKey: Record<string, Record<string, string>>): void {
  names = byKey;
}

/** The name of the entry `slug` of the editor's collection `collection`, or `slug` where none is known. */
export function entryLabel(collection: string, slug: string): string {
  if (names === undefined) {
    try {
      names = JSON.parse(globalThis.document?.getElementById(entryNamesElementId)?.textContent ?? '{}') as Record<string, Record<string, string>>;
    } catch {
      names = {};
    }
  }
  return names[collection]?.[slug] ?? slug;
}
