/**
 * An entry as a field choosing it shows it (issue 55: a case study's industry was chosen among
 * `financial-services` and `public-sector`): its name, as the editor's page carries the names
 * (model/content/content-files.ts), or its file name for one created since the page was loaded.
 * Keystatic's relationship field calls it through `globalThis` (editor/keystatic-patches.ts);
 * a list of entries (a case study's services) names its items with it (editor/fields.ts).
 */
import { entryNamesElementId } from '../model/content/page-values';

let names: Record<string, Record<string, string>> | undefined;

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
