/**
 * The pre-rendered pages of a build: every .html file under <outDir>/client. Shared by the
 * post-build steps (social images, inlined CSS), the benchmark and the tests.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** dist/client, or the client folder of the build named by BUILD_OUT_DIR (relative to the project, or absolute). */
export const buildClientDir = (outDir = process.env.BUILD_OUT_DIR || 'dist') => resolve(process.cwd(), outDir, 'client');

/** The content editor's app (editor/vite.config.ts): a staff tool, not a page of the site. */
const editorDir = 'keystatic';

export function htmlFiles(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (dir === root && name === editorDir) return [];
    if (statSync(path).isDirectory()) return htmlFiles(path, root);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Every file of a built client folder as the URL path it is served at (`/assets/…`, `/about.html`). */
export function builtFilePaths(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}
