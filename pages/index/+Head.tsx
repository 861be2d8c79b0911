import { afterHeroId } from './hero-ids';

/**
 * The home page's first frame waits until its hero is parsed to the end, that is until the section
 * after it is on the page (Chromium 124+: https://html.spec.whatwg.org/multipage/links.html#link-type-expect;
 * Chromium unblocks once the element is in the document, before its own content is parsed). The
 * hero centres its content in the viewport, so a frame drawn while the page was half parsed (a
 * slow phone, a slow network) showed it without its buttons, and everything moved up when they
 * arrived: a layout shift seen in the browser tests on a CPU slowed 6x. The hero is the first
 * screen and comes first in the HTML, so nothing visible waits longer for it. Other browsers
 * ignore the link.
 */
export default function Head() {
  return <link rel="expect" href={`#${afterHeroId}`} blocking="render" />;
}
