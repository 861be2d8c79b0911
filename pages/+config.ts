import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

export default {
  extends: [vikeReact],
  lang: 'en-CA',
  // Every URL is a file: /about is about.html, so canonical URLs have no trailing slash
  // (the worker redirects /about/ to /about). https://vike.dev/prerender
  prerender: { noExtraDir: true },
} satisfies Config;
