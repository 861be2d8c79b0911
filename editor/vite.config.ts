/**
 * The editor's browser app for the deployed site: `vite build --config editor/vite.config.ts`
 * (part of `npm run build`) writes it to dist/client/keystatic/, which the worker serves at
 * /keystatic with the editor's own CSP (worker/editor.ts). GitHub mode: EDITOR_GITHUB_REPO
 * names the repository, EDITOR_GITHUB_APP_SLUG the GitHub App (README, Deploy).
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentFiles } from '../model/content-files.ts';
import { selfHostedFonts } from './self-hosted-fonts.ts';

const project = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/keystatic/',
  envDir: project,
  envPrefix: ['EDITOR_'],
  plugins: [contentFiles(project), selfHostedFonts(), react()],
  logLevel: 'warn',
  build: {
    // BUILD_OUT_DIR: the second build of the browser tests (tests/support/keyed-build.mjs).
    outDir: `${project}/${process.env.BUILD_OUT_DIR || 'dist'}/client/keystatic`,
    emptyOutDir: true,
    target: 'es2022',
    // The editor is one large app (React, Keystatic, ProseMirror); it is loaded by staff only.
    chunkSizeWarningLimit: 5000,
  },
});
