/**
 * An island's data where the page may keep it either way: in the page (`data-island-data`: the dev
 * server, `readIsland`) or in a file of its own the build wrote (`data-island-src`:
 * scripts/island-files.mjs). Read when the island wakes; a file is fetched once, within `limitMs`.
 * Loaded by the islands that need it only (the contact form's script), not by the shell. The
 * attributes' names are written here as `readIsland` (renderer/shell.ts) writes its own: importing
 * them from renderer/island-data.ts, the server's writer, made a chunk of it that the contact
 * pages fetched before their first paint (one more request: /contact's LCP 1092 -> 1198 ms in the
 * bench); tests/unit/islands.test.tsx holds them equal.
 */
import type { IslandName, IslandTypes } from './island-data';

export const islandDataAttributeRead = 'data-island-data';
export const islandSourceAttributeRead = 'data-island-src';

export function readIslandSource<N extends IslandName>(name: N, limitMs: number): { element: HTMLElement; data: () => Promise<IslandTypes[N]> } | undefined {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const written = element?.getAttribute(islandDataAttributeRead);
  const source = element?.getAttribute(islandSourceAttributeRead);
  if (!element || (written == null && source == null)) return undefined;
  let data: Promise<IslandTypes[N]> | undefined;
  const fetched = async () => {
    const stop = new AbortController();
    const limit = setTimeout(() => stop.abort(), limitMs);
    try {
      const response = await fetch(source!, { signal: stop.signal });
      if (!response.ok) throw new Error(`${source}: ${response.status}`);
      return (await response.json()) as IslandTypes[N];
    } finally {
      clearTimeout(limit);
    }
  };
  return { element, data: () => (data ??= written != null ? Promise.resolve(JSON.parse(written) as IslandTypes[N]) : fetched()) };
}
