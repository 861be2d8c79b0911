import { useEffect, useState, type ComponentType } from 'react';
import { prefersReducedMotion, prefersSavedData } from '../../components/motion';
import { particleIdleTimeoutMs } from '../../content/ui';

type Canvas = ComponentType<{ hero: HTMLElement }>;

/**
 * Costs the page nothing at first paint: the particle code is fetched only in the browser,
 * after the load event once the main thread is idle, and never with reduced motion or
 * Save-Data. It sits behind the hero content in an absolutely positioned box (no layout shift).
 */
export function ParticlesBackground({ hero }: { hero: HTMLElement | null }) {
  const [Canvas, setCanvas] = useState<Canvas | null>(null);

  useEffect(() => {
    if (!hero || prefersReducedMotion() || prefersSavedData()) return;
    let cancelled = false;
    let idleHandle: number | undefined;
    const load = () => {
      void import('./ParticlesCanvas').then((module) => {
        if (!cancelled) setCanvas(() => module.default);
      });
    };
    const whenIdle = () => {
      idleHandle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(load, { timeout: particleIdleTimeoutMs })
          : window.setTimeout(load, 1500);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
        else clearTimeout(idleHandle);
      }
    };
  }, [hero]);

  if (!hero || !Canvas) return null;
  return (
    <div className="pointer-events-none absolute inset-0 z-0" aria-hidden="true" data-testid="particles">
      <Canvas hero={hero} />
    </div>
  );
}
