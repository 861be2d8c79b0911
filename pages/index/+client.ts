// The home page's script (it replaces pages/+client.ts), without a framework: the shell at once;
// after the load event and the first paint, the hero's typed phrase (its words are in the page)
// and, once the page is idle, its particles, drawn in a worker. Nothing here runs long enough to
// hold up a tap (issue 33).
import { afterNextPaint, enhanceShell, readIsland } from '../../renderer/shell';
import { startMotionButton } from './hero-motion';
import { particlesWhenIdle } from './particles';
import { startTypedPhrase } from './typed-phrase';
import type {} from './island-data';

enhanceShell();

// The pause button works from the first paint: pressed before the phrase starts, nothing moves.
const motionButton = document.querySelector<HTMLButtonElement>('[data-motion-toggle]');
if (motionButton) startMotionButton(motionButton);

// The load event can come before the first paint: wait for both.
const startHero = () =>
  afterNextPaint(() => {
    const phrase = readIsland('typed-phrase');
    if (phrase) startTypedPhrase(phrase.element, phrase.data.words);
    const hero = document.querySelector<HTMLElement>('[data-hero]');
    if (hero) particlesWhenIdle(hero);
  });
if (document.readyState === 'complete') startHero();
else window.addEventListener('load', startHero, { once: true });
