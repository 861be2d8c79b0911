/**
 * Playwright's tests run in Node without Vite: these module hooks give them the content as the
 * build does, by handing it to model/content/content-files.ts, which reads the files and validates them:
 * the `virtual:content` module (model/content/content.ts reads it) and a content file imported by itself
 * (`import x from '.../content/....yaml'`, as the contact page's script does). Registered in
 * playwright.config.ts.
 */
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const reader = pathToFileURL(fileURLToPath(new URL('../../model/content/content-files.ts', import.meta.url))).href;
const contentModule = 'virtual:content';
const contentUrl = 'northbeam:content';

export async function resolve(specifier, context, nextResolve) {
  if (specifier === contentModule) return { url: contentUrl, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url === contentUrl) {
    return { format: 'module', shortCircuit: true, source: `import { loadContent } from ${JSON.stringify(reader)};\nexport default loadContent();\nexport const contentProblem = undefined;\nexport const contentShown = 'saved';\nexport const contentGeneration = undefined;\n` };
  }
  if (!url.startsWith('file:') || !url.endsWith('.yaml')) return nextLoad(url, context);
  const file = relative(process.cwd(), fileURLToPath(url));
  return {
    format: 'module',
    shortCircuit: true,
    source: `import { loadContentFile } from ${JSON.stringify(reader)};\nexport default loadContentFile(${JSON.stringify(file)});\n`,
  };
}
