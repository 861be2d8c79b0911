import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  // Every URL is a file: /about is about.html, so canonical URLs have no trailing slash
  // (the worker redirects /about/ to /about). https://vike.dev/prerender
  prerender: { noExtraDir: true },
  // HTML-only pages: React renders every page at build time, and no page loads React or Vike's
  // client runtime for the whole page. Each page's +client file enhances the shell, and home
  // and contact hydrate their one island. https://vike.dev/render-modes#html-only
  clientHooks: false,
} satisfies Config;
