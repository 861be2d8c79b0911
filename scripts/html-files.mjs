/**
 * The pre-rendered pages of a build: every .html file under <outDir>/client. Shared by the
 * post-build steps (social images, inlined CSS), the benchmark and the tests.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** dist/client, or the client folder of the build named by BUILD_OUT_DIR. */
export const buildClientDir = (outDir = process.env.BUILD_OUT_DIR || 'dist') => join(process.cwd(), outDir, 'client');

export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}
