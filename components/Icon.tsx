import { createContext, useContext } from 'react';

/** The icons a page's render draws, collected for its sprite (renderer/IconSprite.tsx). */
export const IconsUsed = createContext<Set<string> | null>(null);

/**
 * An icon of the Lucide set (`i-lucide-brain`: the names content files use), drawn from the
 * page's sprite: one <symbol> per icon the page shows, written at the end of <body> at build
 * time. An inline <svg> costs the browser a few elements; the CSS masks with SVG data URIs used
 * before cost it a whole SVG document per icon, created during style recalculation (issue 16).
 * Decorative: hidden from assistive technology, the text beside it says what it means.
 */
export function Icon({ name, className = '' }: { name: string; className?: string }) {
  // At build time the page's Layout collects the names; in an island hydrating in the browser
  // there is no collector, and the symbol is already in the page's sprite.
  useContext(IconsUsed)?.add(name);
  return (
    <svg className={`inline-block align-middle ${className}`.trim()} aria-hidden="true" focusable="false">
      <use href={`#${name}`} />
    </svg>
  );
}
