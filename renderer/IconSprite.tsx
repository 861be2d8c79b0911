import { useContext } from 'react';
import { IconsUsed } from '../components/Icon';
import { iconBody } from '../model/site/icons';

/**
 * The page's icons as symbols (components/Icon.tsx), rendered after everything else in the
 * Layout, once the page's Icons have named them. Build time only: the browser never loads the
 * icon set.
 */
export function IconSprite() {
  const used = useContext(IconsUsed);
  if (!used || used.size === 0) return null;
  return (
    <svg className="hidden" aria-hidden="true" data-icon-sprite="">
      {[...used].sort().map((name) => {
        const { body, viewBox } = iconBody(name);
        return <symbol key={name} id={name} viewBox={viewBox} dangerouslySetInnerHTML={{ __html: body }} />;
      })}
    </svg>
  );
}
