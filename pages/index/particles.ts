import { prefersReducedMotion, prefersSavedData } from '../../components/motion';
import { particleIdleTimeoutMs } from '../../model/page-data/ui-settings';
import type { ParticleMessage, ParticleState } from './particle-options';
import { motionPaused, onMotionChange } from './hero-motion';

/**
 * Starts the hero's particle field (spec 9) in its empty slot, at no cost to the page: called
 * after the load event (pages/index/+client.ts), once the page is idle, a canvas is handed to a worker that draws on it
 * (pages/index/particles.worker.ts); this thread only says when the field is on screen. Never with
 * reduced motion or Save-Data, nor in a browser without OffscreenCanvas, which tsparticles needs.
 * The slot is absolutely positioned behind the hero's content, so nothing shifts.
 */
export function particlesWhenIdle(hero: HTMLElement): void {
  const slot = hero.querySelector<HTMLElement>('[data-particles-slot]');
  if (!slot || prefersReducedMotion() || prefersSavedData()) return;
  if (typeof OffscreenCanvas !== 'function' || !('transferControlToOffscreen' in HTMLCanvasElement.prototype)) return;

  const start = () => {
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:100%;height:100%';
    const { width, height } = slot.getBoundingClientRect();
    slot.append(canvas);
    slot.dataset.testid = 'particles';
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL('./particles.worker.ts', import.meta.url), { type: 'module', name: 'hero-particles' });
    const send = (message: ParticleMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    send({ type: 'start', canvas: offscreen, width, height, pixelRatio: devicePixelRatio }, [offscreen]);
    // Whether the field moves, as the worker last said (`data-motion`: playing or paused).
    worker.addEventListener('message', (event: MessageEvent<ParticleState>) => (slot.dataset.motion = event.data.type));

    // Paused while the hero is off screen, the tab is hidden or the visitor paused the hero's motion.
    let onScreen = true;
    const sync = () => send({ type: onScreen && document.visibilityState === 'visible' && !motionPaused() ? 'play' : 'pause' });
    onMotionChange(sync);
    new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      sync();
    }).observe(hero);
    document.addEventListener('visibilitychange', sync);

    // A new size (a phone turned, a window resized) redraws the field once it has settled.
    let size = { width, height };
    let settling: ReturnType<typeof setTimeout> | undefined;
    new ResizeObserver(() => {
      clearTimeout(settling);
      settling = setTimeout(() => {
        const box = slot.getBoundingClientRect();
        if (box.width === size.width && box.height === size.height) return;
        size = { width: box.width, height: box.height };
        send({ type: 'resize', ...size });
      }, 250);
    }).observe(slot);
  };

  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: particleIdleTimeoutMs });
  else window.setTimeout(start, 1500);
}
