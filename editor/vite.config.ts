/**
 * The editor's browser app for the deployed site: `vite build --config editor/vite.config.ts`
 * (part of `npm run build`) writes its page to dist/client/keystatic/index.html, which the worker
 * serves at /keystatic with the editor's own CSP (worker/editor.ts), and its files to
 * dist/client/assets/editor/. GitHub mode: EDITOR_GITHUB_REPO
 * names the repository, EDITOR_GITHUB_APP_SLUG the GitHub App (docs/deploy.md, "The editor in production").
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentFiles } from '../model/content/content-files.ts';
import { keystaticChanges } from './keystatic-patches.ts';
import { defaultGithubRepo, editorTranslationsPath } from './paths.ts';
import { editorTranslations, translationPairs, translationStatus } from '../model/content/translation-files.ts';
import { projectScheduled } from '../model/content/publishing-files.ts';
import { projectStillToTidy } from '../model/content/retired-mentions-files.ts';
import { contentLaunchLines } from '../scripts/launch-check.ts';
import { entryLabels, entryNames, entryPages } from '../model/build/entry-pages.ts';
import { statusLines } from '../model/content/translation-status.ts';

const project = fileURLToPath(new URL('..', import.meta.url));

/**
 * The translation status (model/content/translation-status.ts): printed as a warning by the build (so by
 * `npm run deploy`), and written beside the editor for it to show (worker/editor.ts serves it).
 */
function translationStatusFile(): Plugin {
  let found: ReturnType<typeof translationPairs> | undefined;
  let repo = defaultGithubRepo;
  return {
    name: 'northbeam:translation-status',
    apply: 'build',
    configResolved(config) {
      repo = (config.env.EDITOR_GITHUB_REPO as string | undefined) || defaultGithubRepo;
    },
    buildStart() {
      found = translationPairs(project);
      const lines = statusLines(translationStatus(project, found));
      if (lines.length > 0) this.warn(`Translations (npm run translations):\n${lines.join('\n')}`);
    },
    generateBundle() {
      // `repo`: the repository the editor commits to, whose writers alone may read the file (worker/editor.ts).
      this.emitFile({ type: 'asset', fileName: editorTranslationsPath.slice(1), source: JSON.stringify({ repo, ...editorTranslations(project, found), pages: entryPages(project), names: entryNames(project), labels: entryLabels(project), scheduled: projectScheduled(project), launch: contentLaunchLines(project), tidy: projectStillToTidy(project) }) });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The app's page is keystatic/index.html (served by the worker at /keystatic and every route of
  // the app); its content-hashed files join the site's under /assets/, which Workers Static
  // Assets serves without the worker, cached for a year (worker/headers.ts immutablePaths).
  base: '/',
  envDir: project,
  envPrefix: ['EDITOR_'],
  plugins: [contentFiles(project, { check: false }), keystaticChanges(), translationStatusFile(), react()],
  logLevel: 'warn',
  build: {
    // BUILD_OUT_DIR: another folder than dist/ (the bench's variant of the test site, tests/support/test-site.ts).
    outDir: `${project}/${process.env.BUILD_OUT_DIR || 'dist'}/client`,
    // The site's build (run first) has emptied the folder and written the pages into it.
    emptyOutDir: false,
    assetsDir: 'assets/editor',
    rollupOptions: { input: fileURLToPath(new URL('keystatic/index.html', import.meta.url)) },
    target: 'es2022',
    // The editor is one large app (React, Keystatic, ProseMirror); it is loaded by staff only.
    chunkSizeWarningLimit: 5000,
  },
});
