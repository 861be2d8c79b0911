import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { listPostSlugs } from './content/posts-files';
import { robotsTxt, sitemapXml } from './content/sitemap';
import { allPagePaths } from './content/urls';

/** Writes sitemap.xml and robots.txt next to the pre-rendered pages, from the URL module. */
function crawlerFiles(): Plugin {
  let outDir = '';
  return {
    name: 'northbeam:crawler-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? join(config.root, config.build.outDir, 'client');
    },
    closeBundle() {
      const paths = allPagePaths(listPostSlugs());
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(paths));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt());
    },
  };
}

export default defineConfig({
  plugins: [UnoCSS(), react(), vike(), crawlerFiles()],
  // Only these variables reach the code (content/site.ts); they are public values by design.
  envPrefix: ['SITE_URL', 'CONTACT_EMAIL', 'EMAILJS_', 'RECAPTCHA_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // BUILD_OUT_DIR: a second build for the contact tests (tests/support/keyed-build.mjs).
  build: { target: 'es2022', outDir: process.env.BUILD_OUT_DIR || 'dist' },
});
