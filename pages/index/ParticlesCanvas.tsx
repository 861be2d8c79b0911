import type { Container, ISourceOptions } from '@tsparticles/engine';
import { loadBasic } from '@tsparticles/basic';
import { loadParticlesLinksInteraction } from '@tsparticles/interaction-particles-links';
import { loadInteractivityPlugin } from '@tsparticles/plugin-interactivity';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { useCallback, useEffect, useRef } from 'react';
import { particleSettings } from '../../model/ui-settings';

// Loaded on its own chunk, in the browser only, once the page is idle (ParticlesBackground).
const { fpsLimit, count, linkDistance, opacity, colors } = particleSettings;

const options: ISourceOptions = {
  fullScreen: { enable: false },
  background: { color: { value: 'transparent' } },
  fpsLimit,
  detectRetina: true,
  pauseOnBlur: true,
  pauseOnOutsideViewport: true,
  particles: {
    number: { value: count, density: { enable: true } },
    paint: { fill: { enable: true, color: { value: [...colors] }, opacity } },
    opacity: { value: opacity },
    size: { value: { min: 1, max: 3 } },
    move: { enable: true, speed: 0.8, outModes: { default: 'out' } },
    links: { enable: true, distance: linkDistance, color: colors[0], opacity, width: 1 },
  },
};

/**
 * Only what the field draws: moving circles (basic) and the links between them (interactivity and
 * links). The slim bundle loaded 25 plugins more, each its own chunk, at start-up on the
 * visitor's main thread.
 */
async function init(engine: Parameters<typeof loadBasic>[0]): Promise<void> {
  await loadBasic(engine);
  await loadInteractivityPlugin(engine);
  await loadParticlesLinksInteraction(engine);
}

/** The particle field: paused while the hero is off screen or the tab is hidden. */
export default function ParticlesCanvas({ hero }: { hero: HTMLElement }) {
  const container = useRef<Container | undefined>(undefined);

  useEffect(() => {
    let onScreen = true;
    const sync = () => {
      if (onScreen && document.visibilityState === 'visible') container.current?.play();
      else container.current?.pause();
    };
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      sync();
    });
    observer.observe(hero);
    document.addEventListener('visibilitychange', sync);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [hero]);

  const loaded = useCallback(async (loadedContainer?: Container) => {
    container.current = loadedContainer;
  }, []);

  return (
    <ParticlesProvider init={init}>
      <Particles id="hero-particles" className="absolute inset-0" options={options} particlesLoaded={loaded} />
    </ParticlesProvider>
  );
}
