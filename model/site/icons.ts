/**
 * The Lucide icons by their class-style names (content files name them `i-lucide-<name>`): read at
 * build time only, for each page's sprite (renderer/IconSprite.tsx) and the covers' signs
 * (model/build/covers.ts); the browser never loads the set (vite.config.ts).
 */
import lucide from '@iconify-json/lucide/icons.json';

type IconSet = { width?: number; height?: number; icons: Record<string, { body: string; width?: number; height?: number }>; aliases?: Record<string, { parent: string }> };
const set = lucide as IconSet;
const prefix = 'i-lucide-';

/** The SVG drawing of a Lucide icon by its class-style name (`-filled` after it: filled), or an error naming it. */
export function iconBody(name: string): { body: string; viewBox: string } {
  // `i-lucide-star-filled`: the icon's outline filled with its colour (a testimonial's stars, which read as empty otherwise).
  const filled = /-filled$/.test(name) && !set.icons[name.slice(prefix.length)];
  if (filled) {
    const outline = iconBody(name.replace(/-filled$/, ''));
    return { ...outline, body: outline.body.replace(/fill="none"/g, 'fill="currentColor"') };
  }
  let key = name.startsWith(prefix) ? name.slice(prefix.length) : '';
  if (!set.icons[key] && set.aliases?.[key]) key = set.aliases[key]!.parent;
  const icon = set.icons[key];
  if (!icon) throw new Error(`Unknown icon "${name}": content files and components name Lucide icons as i-lucide-<name> (https://lucide.dev/icons)`);
  return { body: icon.body, viewBox: `0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}` };
}
