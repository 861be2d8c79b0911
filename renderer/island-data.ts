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

/** The attributes the page writes on the island's element. */
export function islandAttributes<N extends IslandName>(name: N, data: IslandTypes[N]): Record<string, string> {
  return { 'data-island': name, [islandDataAttribute]: JSON.stringify(data) };
}
