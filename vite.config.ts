import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import vike from 'vike/plugin';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { editorLocalMode } from './editor/local-mode';
import { contentFiles } from './model/content-files';

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
      const { module } = await runnerImport<typeof import('./model/derived-files')>('./model/derived-files.ts', {
        configFile: false,
        logLevel: 'error',
        plugins: [contentFiles()],
      });
      module.writeDerivedFiles(outDir);
    },
  };
}

export default defineConfig({
  plugins: [contentFiles(), editorLocalMode(), UnoCSS(), react(), vike(), derivedFiles()],
  // Only these variables reach the code (model/site.ts); they are public values by design.
  envPrefix: ['SITE_URL', 'CONTACT_EMAIL', 'EMAILJS_', 'RECAPTCHA_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // BUILD_OUT_DIR: a second build for the contact tests (tests/support/keyed-build.mjs).
  build: { target: 'es2022', outDir: process.env.BUILD_OUT_DIR || 'dist' },
});
