/**
 * The typed contract between a page and the script that takes over one of its islands
 * (renderer/Island.tsx): the page writes the island's data with its type, the browser reads it
 * back with the same type, from one attribute (`data-island-data`, JSON). A contract lives in a
 * module of its own, without React, so that the script that reads it loads nothing more.
 */
export type IslandContract<T> = {
  readonly name: string;
  /** The data's type, for the compiler only: never set. */
  readonly data?: T;
};

/** A contract: `islandContract<{ words: string[] }>('typed-phrase')`. */
export const islandContract = <T>(name: string): IslandContract<T> => ({ name });

const dataAttribute = 'data-island-data';

/** The attributes the page writes on the island's element. */
export function islandAttributes<T>(contract: IslandContract<T>, data: T): Record<string, string> {
  return { 'data-island': contract.name, [dataAttribute]: JSON.stringify(data) };
}

/** The island's element in the page and its data, or undefined where the page has none. */
export function readIsland<T>(contract: IslandContract<T>, root: ParentNode = document): { element: HTMLElement; data: T } | undefined {
  const element = root.querySelector<HTMLElement>(`[data-island="${contract.name}"]`);
  const written = element?.getAttribute(dataAttribute);
  if (!element || written === null || written === undefined) return undefined;
  return { element, data: JSON.parse(written) as T };
}
