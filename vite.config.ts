import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { editorLocalMode } from './editor/local-mode';
import { contentFiles } from './model/content-files';
import { coverSvg } from './model/covers';
import { rssXml } from './model/feed';
import { readPosts } from './model/posts-files';
import { robotsTxt, sitemapXml } from './model/sitemap';
import { allPagePaths } from './model/urls';

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
    closeBundle() {
      const posts = readPosts();
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(allPagePaths(posts.map((post) => post.slug))));
      writeFileSync(join(outDir, 'robots.txt'), robotsTxt());
      mkdirSync(join(outDir, 'blog'), { recursive: true });
      writeFileSync(join(outDir, 'blog', 'rss.xml'), rssXml(posts));
      mkdirSync(join(outDir, 'images', 'blog'), { recursive: true });
      for (const post of posts) writeFileSync(join(outDir, post.image), coverSvg(post.slug, post.tags[0]!));
    },
  };
}

export default defineConfig({
  plugins: [contentFiles(), editorLocalMode(), UnoCSS(), react(), vike(), derivedFiles()],
  // Only these variables reach the code (content/site.ts); they are public values by design.
  envPrefix: ['SITE_URL', 'CONTACT_EMAIL', 'EMAILJS_', 'RECAPTCHA_'],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // BUILD_OUT_DIR: a second build for the contact tests (tests/support/keyed-build.mjs).
  build: { target: 'es2022', outDir: process.env.BUILD_OUT_DIR || 'dist' },
});
