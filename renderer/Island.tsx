import type { ReactNode } from 'react';
import { islandAttributes, type IslandName, type IslandTypes } from './island-data';

/**
 * The one part of a page that a script takes over in the browser: React hydrates the contact
 * form (its `+client` file calls hydrateIsland with the same component and props;
 * renderer/hydrate-island.tsx), a small module without a framework types the home hero's phrase,
 * another runs the search. Everything outside it stays static HTML. `data` is written with the
 * island's registered type (renderer/island-data.ts) and read by that script with the same type;
 * `attributes` are the element's own (the search's state, which its styles and tests follow).
 * Taken over, the island is marked data-hydrated="true" (the browser tests wait for it).
 */
export function Island<N extends IslandName>({
  name,
  data,
  as: Tag = 'div',
  className,
  attributes = {},
  children,
}: {
  name: N;
  data: IslandTypes[N];
  as?: 'div' | 'span' | 'section';
  className?: string;
  attributes?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Tag {...islandAttributes(name, data)} className={className} {...attributes}>
      {children}
    </Tag>
  );
}
