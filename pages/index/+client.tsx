// The home page's script (it replaces pages/+client.ts): the shell at once; React, for the
// hero's typed phrase and particles only, after the load event. The pre-rendered hero already
// shows the first phrase, so nothing the visitor sees waits for React, and React's chunks are
// not fetched while the first paint is pending. The rest of the page stays static.
import type { HomeHero } from '../../model/pages';
import { pageLanguage } from '../../renderer/page-language';
import { afterNextPaint, enhanceShell } from '../../renderer/shell';

enhanceShell();

// The hero's own file in the page's language, not model/pages.ts, which would bring every page's copy.
const heroes = {
  en: () => import('../../content/pages/home-hero.yaml'),
  fr: () => import('../../content/fr/pages/home-hero.yaml'),
};

// The load event can come before the first paint: wait for both.
const startHero = () =>
  afterNextPaint(() => {
    void Promise.all([import('./hero'), heroes[pageLanguage()]()]).then(([hero, copy]) => hero.startHero((copy.default as HomeHero).rotatingWords));
  });
if (document.readyState === 'complete') startHero();
else window.addEventListener('load', startHero, { once: true });
