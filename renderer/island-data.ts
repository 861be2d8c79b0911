/**
 * The typed contract between a page and the script that takes over one of its islands
 * (renderer/Island.tsx): each island's data type is registered under its name in `IslandTypes`
 * (pages/<page>/island-data.ts add theirs, types only), the page writes it with
 * `<Island name data>` and the browser reads it back with `readIsland(name)`, both checked by the
 * compiler against that type. One attribute (`data-island-data`, JSON). No contract object
 * travels to the browser; the reader, `readIsland`, is part of the shell's script
 * (renderer/shell.ts), which every page's script loads: this module is the server's writer (in a
 * chunk of its own, shared with the pages' entries, the reader cost each island page a request).
 */

/** Each island's data by its name (module augmentation by the pages that have one). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IslandTypes {}
export type IslandName = keyof IslandTypes;

/** The attribute the data travels in (renderer/shell.ts `readIsland` reads the same). */
export const islandDataAttribute = 'data-island-data';

/**
 * Islands whose data the build moves out of the page into a file of its own (scripts/island-files.mjs),
 * the page keeping only its address in `data-island-src`: the contact form's copy and settings,
 * 4.4 KB in an attribute (about 900 compressed bytes, a fifth of what the contact pages could add
 * before their HTML no longer arrived in the first round trip; issue 54), fetched when the form
 * wakes, beside its code. The dev server keeps it in the page.
 */
export const islandsInFiles = ['contact'] as const;

/** The attribute holding the address of an island's data file (renderer/island-source.ts reads it). */
export const islandSourceAttribute = 'data-island-src';

/** The folder of those files in the built client: under /assets/, served as immutable (their names hold their hash). */
export const islandFilesFolder = 'assets/islands';

/** The attributes the page writes on the island's element. */
export function islandAttributes<N extends IslandName>(name: N, data: IslandTypes[N]): Record<string, string> {
  return { 'data-island': name, [islandDataAttribute]: JSON.stringify(data) };
}
