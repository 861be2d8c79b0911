import type { ISourceOptions } from '@tsparticles/engine';
import { particleSettings } from '../../model/page-data/ui-settings';

const { fpsLimit, count, linkDistance, opacity, colors } = particleSettings;

/** The hero's particle field (spec 9), as tsparticles draws it. */
export const particleOptions: ISourceOptions = {
  fullScreen: { enable: false },
  background: { color: { value: 'transparent' } },
  fpsLimit,
  detectRetina: true,
  particles: {
    number: { value: count, density: { enable: true } },
    paint: { fill: { enable: true, color: { value: [...colors] }, opacity } },
    opacity: { value: opacity },
    size: { value: { min: 1, max: 3 } },
    move: { enable: true, speed: 0.8, outModes: { default: 'out' } },
    links: { enable: true, distance: linkDistance, color: colors[0], opacity, width: 1 },
  },
};

/** What the page tells the particle worker (pages/index/particles.worker.ts). */
export type ParticleMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; pixelRatio: number }
  | { type: 'resize'; width: number; height: number }
  | { type: 'play' }
  | { type: 'pause' };

/** What the worker says back once a play or a pause has taken effect. */
export type ParticleState = { type: 'playing' | 'paused' };
