import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import vike from 'vike/plugin';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { editorLocalMode } from './editor/local-mode.ts';
import { contentFiles } from './model/content/content-files.ts';
import { photoFiles } from './model/content/photo-files.ts';
import { previewBranchOf } from './model/site/preview.ts';
import { redirectsInDev } from './model/content/redirects-in-dev.ts';
import { searchIndexInDev } from './model/site/search-in-dev.ts';

/**
 * Writes what the build derives from the site's own data next to the pre-rendered pages:
 * sitemap.xml and robots.txt (from the URL module), the blog's RSS feed and cover art.
 */
function derivedFiles(): Plugin {
  let outDir = '';
  return {
    name: 'northbeam:derived-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? join(config.root, config.build.outDir, 'client');
    },
    async closeBundle() {
      // Through Vite, so that the site's settings and copy (content/*.yaml) are read as in the pages.
      const { module } = await runnerImport<typeof import('./model/build/derived-files')>('./model/build/derived-files.ts', {
        configFile: false,
        logLevel: 'error',
        plugins: [contentFiles()],
      });
      module.writeDerivedFiles(outDir);
    },
  };
}

/**
 * `vike dev` (`npm run editor`) serves what the build derives as the build would write it: an
 * article's drawn cover, the sitemap, robots.txt and the feeds, read anew from the content on
 * each request (only the file asked for is made), so a new article's cover shows before any build.
 */
function derivedFilesInDev(): Plugin {
  const types: Record<string, string> = { svg: 'image/svg+xml', xml: 'application/xml; charset=utf-8', txt: 'text/plain; charset=utf-8' };
  return {
    name: 'northbeam:derived-files-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const type = types[path.split('.').at(-1) ?? ''];
        if (!type) return next();
        try {
          const { derivedFiles } = (await server.ssrLoadModule('/model/build/derived-files.ts')) as typeof import('./model/build/derived-files');
          const make = derivedFiles()[path];
          if (make === undefined) return next();
          response.setHeader('Content-Type', type);
          response.end(make());
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * The Lucide icon set (about 700 KB of JSON) is read at build time only, to write each page's
 * sprite (renderer/IconSprite.tsx). Vike still bundles every page's Layout for the browser,
 * where it never runs on these HTML-only pages: there the set is empty, so no file under
 * assets/ carries it.
 */
function iconSetOnServerOnly(): Plugin {
  const iconSet = '@iconify-json/lucide/icons.json';
  const empty = '\0northbeam:empty-icon-set';
  return {
    name: 'northbeam:icon-set-on-server-only',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (source) => (source === iconSet ? empty : undefined),
    load: (id) => (id === empty ? 'export default { icons: {} };' : undefined),
  };
}

export default defineConfig({
  plugins: [contentFiles(), photoFiles(), redirectsInDev(), editorLocalMode(), iconSetOnServerOnly(), UnoCSS(), react(), vike(), derivedFiles(), derivedFilesInDev(), searchIndexInDev()],
  // Only these variables reach the code (model/page-data/site.ts); they are public values by design.
  envPrefix: ['SITE_URL', 'CONTACT_EMAIL', 'EMAILJS_', 'RECAPTCHA_'],
  // The branch a preview build shows, empty for production (model/site/preview.ts).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()), __PREVIEW_BRANCH__: JSON.stringify(previewBranchOf(process.env) ?? '') },
  // BUILD_OUT_DIR: another folder than dist/ (the preview build of the tests, the bench's variant of the test site).
  build: { target: 'es2022', outDir: process.env.BUILD_OUT_DIR || 'dist' },
  // `vike dev` (`npm run editor`, editor.spec's dev server) answers on the port it is given or stops,
  // saying it is taken: vike's CLI has no --strictPort (it ignored it, "an unknown Vike config"), and
  // the dev server moved to the next free port while the README and the tests looked at the given one.
  server: { strictPort: true },
});
