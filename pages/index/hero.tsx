import type { HomeHero } from '../../model/pages';
import { hydrateIsland } from '../../renderer/hydrate-island';
import { particlesWhenIdle } from './particles';
import { TypedPhrase } from './TypedPhrase';

/** The hero's React parts: the typed phrase hydrated, the particles once the page is idle. */
export function startHero(rotatingWords: HomeHero['rotatingWords']): void {
  hydrateIsland('typed-phrase', <TypedPhrase words={rotatingWords} />);
  const hero = document.querySelector<HTMLElement>('[data-hero]');
  if (hero) particlesWhenIdle(hero);
}
