/**
 * Keystatic's app links Inter from Google Fonts; the site ships everything it shows, so the link
 * is removed and editor/main.tsx bundles Inter from
 * @fontsource/inter instead. Applied to the build and to Vite's dependency optimizer (dev).
 */
import type { Plugin } from 'vite';

const googleFonts = 'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap';
const keystaticUi = /@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui[^\\/]*\.js$/;

const googleFontsLink = /(?:\/\*#__PURE__\*\/)?jsxs?\("link", \{\s*href: "([^"]+)",\s*rel: "stylesheet"\s*\}\)/g;

/** Keystatic's app without its Google Fonts link; a version that links it differently fails the build. */
function withoutGoogleFonts(code: string): string {
  const result = code.replace(googleFontsLink, (link, href: string) => (href === googleFonts ? 'null' : link));
  if (result.includes('fonts.googleapis.com')) throw new Error('editor/self-hosted-fonts.ts: Keystatic links Google Fonts in a way this plugin does not remove');
  return result;
}

/** The plugin for builds; `.optimizer` is the same for Vite's dependency optimizer. */
export function selfHostedFonts(): Plugin & { optimizer: { name: string; transform: (code: string, id: string) => string | null } } {
  const transform = (code: string, id: string) => (keystaticUi.test(id) && code.includes('fonts.googleapis.com') ? withoutGoogleFonts(code) : null);
  return { name: 'northbeam:editor-self-hosted-fonts', enforce: 'pre', transform, optimizer: { name: 'northbeam:editor-self-hosted-fonts', transform } };
}
