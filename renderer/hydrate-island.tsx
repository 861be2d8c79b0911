import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Marks the island hydrated once React has committed it (the browser tests wait for it). */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.dataset.hydrated = 'true';
  }, [container]);
  return children;
}

/**
 * Hydrates the pre-rendered island `name` (renderer/Island.tsx) with `node`, which must be
 * what the server rendered inside it. A mismatch is reported by React as a recoverable error.
 */
export function hydrateIsland(name: string, node: ReactNode): void {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!container) throw new Error(`No island "${name}" on this page`);
  hydrateRoot(container, <Hydrated container={container}>{node}</Hydrated>);
}
