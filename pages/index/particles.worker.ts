/**
 * The hero's particles, drawn by tsparticles in a worker on the canvas the page hands over
 * (OffscreenCanvas): their start and every frame run off the page's main thread, so they never
 * hold up a tap or a keystroke (issue 33: on the main thread, the engine's start was a 120 ms task
 * and each frame about 60 ms on a phone-speed CPU).
 *
 * tsparticles 4 draws on an OffscreenCanvas and takes the canvas's size from it; of the window a
 * worker lacks it touches only `devicePixelRatio`, a `document` to listen to for visibility and
 * `HTMLElement` in `instanceof` tests (the links' interactivity plugin). The page sends the pixel
 * ratio, and pauses and resumes the field itself (pages/index/particles.ts); the other two are
 * stand-ins that are never used here: no element is a DOM element in a worker.
 */
import { tsParticles, type Container } from '@tsparticles/engine';
import { loadBasic } from '@tsparticles/basic';
import { loadParticlesLinksInteraction } from '@tsparticles/interaction-particles-links';
import { loadInteractivityPlugin } from '@tsparticles/plugin-interactivity';
import { particleOptions, type ParticleMessage, type ParticleState } from './particle-options';

const scope = globalThis as unknown as { devicePixelRatio?: number; document?: unknown; HTMLElement?: unknown };
scope.document ??= Object.assign(new EventTarget(), { hidden: false });
scope.HTMLElement ??= class {};

let canvas: OffscreenCanvas | undefined;
let container: Container | undefined;
let playing = true;
let plugins: Promise<void> | undefined;
// One change at a time: a resize waits for the start it follows.
let queue: Promise<void> = Promise.resolve();

/** (Re)starts the field at the canvas's size in CSS pixels, which tsparticles scales by the pixel ratio. */
async function draw(width: number, height: number): Promise<void> {
  if (!canvas) return;
  plugins ??= (async () => {
    await loadBasic(tsParticles);
    await loadInteractivityPlugin(tsParticles);
    await loadParticlesLinksInteraction(tsParticles);
  })();
  await plugins;
  container?.destroy();
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  container = await tsParticles.load({ id: 'hero-particles', element: canvas, options: particleOptions });
  if (!playing) container?.pause();
}

self.onmessage = (event: MessageEvent<ParticleMessage>) => {
  const message = event.data;
  queue = queue.then(async () => {
    switch (message.type) {
      case 'start':
        scope.devicePixelRatio = message.pixelRatio;
        canvas = message.canvas;
        await draw(message.width, message.height);
        break;
      case 'resize':
        await draw(message.width, message.height);
        break;
      case 'play':
        playing = true;
        container?.play();
        self.postMessage({ type: 'playing' } satisfies ParticleState);
        break;
      case 'pause':
        playing = false;
        container?.pause();
        // Said back once no frame is drawn any more: the page shows it (data-motion on the field).
        self.postMessage({ type: 'paused' } satisfies ParticleState);
        break;
    }
  }).catch((reason: unknown) => console.error('Hero particles:', reason));
};
