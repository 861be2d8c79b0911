// The home page's script (it replaces pages/+client.ts): the shell at once; React, for the
// hero's typed phrase and particles only, after the load event. The pre-rendered hero already
// shows the first phrase, so nothing the visitor sees waits for React, and React's chunks are
// not fetched while the first paint is pending. The rest of the page stays static.
import { afterNextPaint, enhanceShell } from '../../renderer/shell';

enhanceShell();
// The load event can come before the first paint: wait for both.
const startHero = () => afterNextPaint(() => void import('./hero').then((hero) => hero.startHero()));
if (document.readyState === 'complete') startHero();
else window.addEventListener('load', startHero, { once: true });
