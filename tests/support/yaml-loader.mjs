/**
 * Playwright's tests run in Node without Vite: this module hook gives them the content files
 * (`import x from '.../content/....yaml'`) as the build does, by handing the import to
 * model/content-files.ts, which reads the file and validates it. Registered in playwright.config.ts.
 */
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const reader = pathToFileURL(fileURLToPath(new URL('../../model/content-files.ts', import.meta.url))).href;

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.yaml')) return nextLoad(url, context);
  const file = relative(process.cwd(), fileURLToPath(url));
  return {
    format: 'module',
    shortCircuit: true,
    source: `import { loadContentFile } from ${JSON.stringify(reader)};\nexport default loadContentFile(${JSON.stringify(file)});\n`,
  };
}
