import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vike dev` (`npm run editor`) answers the search page's engine and index (/pagefind/*) from the
 * last build's, where there is one (dist/client/pagefind): a search there finds the site as last
 * built. With none, the search page says it could not load (a walk-through of 2026-11-30 met that
 * on every search under the editor; docs/editing.md says to build first).
 */
export function searchIndexInDev(): Plugin {
  const types: Record<string, string> = { js: 'text/javascript; charset=utf-8', json: 'application/json; charset=utf-8', wasm: 'application/wasm', css: 'text/css; charset=utf-8' };
  return {
    name: 'northbeam:search-index-in-dev',
    apply: 'serve',
    configureServer(server) {
      const folder = join(server.config.root, process.env.BUILD_OUT_DIR || 'dist', 'client');
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(request.url?.split('?')[0] ?? '');
        if (!path.startsWith('/pagefind/') || path.includes('..')) return next();
        const file = join(folder, path);
        if (!existsSync(file)) return next();
        response.setHeader('Content-Type', types[path.split('.').at(-1) ?? ''] ?? 'application/octet-stream');
        response.setHeader('Cache-Control', 'no-store');
        response.end(readFileSync(file));
      });
    },
  };
}
