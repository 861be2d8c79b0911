import { createRoot } from 'react-dom/client';
import { prefersReducedMotion, prefersSavedData } from '../../components/motion';
import { particleIdleTimeoutMs } from '../../model/ui-settings';

/**
 * Starts the hero's particle field (spec 9) in its empty slot, at no cost to the first paint:
 * the particle code is fetched after the load event once the main thread is idle, and never
 * with reduced motion or Save-Data. The slot is absolutely positioned behind the hero's
 * content, so nothing shifts.
 */
export function particlesWhenIdle(hero: HTMLElement): void {
  const slot = hero.querySelector<HTMLElement>('[data-particles-slot]');
  if (!slot || prefersReducedMotion() || prefersSavedData()) return;
  const load = () => {
    void import('./ParticlesCanvas').then(({ default: ParticlesCanvas }) => {
      slot.dataset.testid = 'particles';
      createRoot(slot).render(<ParticlesCanvas hero={hero} />);
    });
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: particleIdleTimeoutMs });
    else window.setTimeout(load, 1500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
