import type { ReactNode } from 'react';

/**
 * The one part of a page that React hydrates in the browser (its `+client` file calls
 * hydrateIsland with the same component and props; renderer/hydrate-island.tsx). Everything
 * outside it stays static HTML.
 */
export function Island({ name, as: Tag = 'div', className, children }: { name: string; as?: 'div' | 'span'; className?: string; children: ReactNode }) {
  return (
    <Tag data-island={name} className={className}>
      {children}
    </Tag>
  );
}
