import type { ReactNode } from 'react';

/**
 * The one part of a page that a script takes over in the browser: React hydrates the contact
 * form (its `+client` file calls hydrateIsland with the same component and props;
 * renderer/hydrate-island.tsx), a small module without a framework types the home hero's phrase.
 * Everything outside it stays static HTML. `data` becomes data-* attributes, read by that script.
 * Taken over, the island is marked data-hydrated="true" (the browser tests wait for it).
 */
export function Island({
  name,
  as: Tag = 'div',
  className,
  data = {},
  children,
}: {
  name: string;
  as?: 'div' | 'span';
  className?: string;
  data?: Record<string, string>;
  children: ReactNode;
}) {
  const attributes = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));
  return (
    <Tag data-island={name} className={className} {...attributes}>
      {children}
    </Tag>
  );
}
