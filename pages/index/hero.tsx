import homeHeroFile from '../../content/pages/home-hero.yaml';
import type { HomeHero } from '../../model/pages';
import { hydrateIsland } from '../../renderer/hydrate-island';
import { particlesWhenIdle } from './particles';
import { TypedPhrase } from './TypedPhrase';

// The hero's file itself, not model/pages.ts, which would bring every page's copy into this script.
const { rotatingWords } = homeHeroFile as HomeHero;

/** The hero's React parts: the typed phrase hydrated, the particles once the page is idle. */
export function startHero(): void {
  hydrateIsland('typed-phrase', <TypedPhrase words={rotatingWords} />);
  const hero = document.querySelector<HTMLElement>('[data-hero]');
  if (hero) particlesWhenIdle(hero);
}
