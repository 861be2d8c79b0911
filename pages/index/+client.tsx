// The home page's script (it replaces pages/+client.ts): the shell, then React for the hero's
// typed phrase only, and the particles once the page is idle. The rest of the page stays static.
import { rotatingWords } from '../../content/home';
import { hydrateIsland } from '../../renderer/hydrate-island';
import { enhanceShell } from '../../renderer/shell';
import { particlesWhenIdle } from './particles';
import { TypedPhrase } from './TypedPhrase';

enhanceShell();
hydrateIsland('typed-phrase', <TypedPhrase words={rotatingWords} />);
const hero = document.querySelector<HTMLElement>('[data-hero]');
if (hero) particlesWhenIdle(hero);
