/**
 * `npm run editor` (vike dev) answers an old address of Redirects as the deployed site will (issue
 * 55: staff could try a redirect only after a build), with a permanent redirect (301) to its new
 * address, from the content the pages show (`virtual:content`, read again after a save). A page
 * that is still on the site answers as itself: its redirect waits until it is removed, as in the
 * build (model/content/redirects.ts).
 */
import type { Plugin } from 'vite';
import type { ContentData } from './collections.ts';
import { sitePages } from './link-checks.ts';
import { redirectFor } from './redirects.ts';

/** What no page address is: the dev server's own files, the editor, its API, and any file with an extension. */
const notAPage = (path: string) => /^\/(@|node_modules\/|keystatic(\/|$)|api\/)/.test(path) || /\.[a-z0-9]+$/i.test(path);

export function redirectsInDev(): Plugin {
  return {
    name: 'northbeam:redirects-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || notAPage(path)) return next();
        let to: string | undefined;
        try {
          const { default: data } = (await server.ssrLoadModule('virtual:content')) as { default: ContentData };
          to = redirectFor(data, sitePages(data), decodeURI(path));
        } catch {
          // An address that is no URI, or content that could not be read: the page answers as without redirects.
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
