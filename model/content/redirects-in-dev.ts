/**
 * Node only: `npm run editor` (vike dev) answers an old address of Redirects as the deployed site
 * will (issue 55: staff could try a redirect only after a build), with a permanent redirect (301)
 * to its new address, read from the content as it is saved now. A page that is still on the site
 * answers as itself: its redirect waits until it is removed, as in the build (model/content/redirects.ts).
 */
import type { Plugin } from 'vite';
import { loadContent } from './content-files.ts';
import { sitePages } from './link-checks.ts';
import { redirectFor } from './redirects.ts';

/** What no page address is: the dev server's own files, the editor, its API, and any file with an extension. */
const notAPage = (path: string) => /^\/(@|node_modules\/|keystatic(\/|$)|api\/)/.test(path) || /\.[a-z0-9]+$/i.test(path);

export function redirectsInDev(root = process.cwd()): Plugin {
  return {
    name: 'northbeam:redirects-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || notAPage(path)) return next();
        let to: string | undefined;
        try {
          const data = loadContent(root);
          to = redirectFor(data, sitePages(data), decodeURI(path));
        } catch {
          // Content a save left unusable: the pages say why (model/content/content-files.ts).
          return next();
        }
        if (to === undefined) return next();
        response.statusCode = 301;
        response.setHeader('Location', to);
        response.end();
      });
    },
  };
}
