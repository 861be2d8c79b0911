import { footerId } from './Footer';

/**
 * A long page's head hint (a `+Head` of the pages that have it): the browser paints once the parser
 * reaches the footer, the page's last element (Chromium unblocks when the element is in the
 * document, pages/index/+Head.tsx), so in one layout (Chrome 124+; other browsers ignore the hint
 * and paint as before). Issue 44: painted as soon as its first part had arrived, a long article was
 * laid out again just after that first paint, a task of 100 to 200 ms on a phone (CPU slowed 4x)
 * that Lighthouse counted as blocking time; and its largest paint came only after that second
 * layout. The articles have it, and the case studies' pages (issue 43: their list, 30 cards).
 */
export function PaintWhole() {
  return <link rel="expect" href={`#${footerId}`} blocking="render" />;
}
