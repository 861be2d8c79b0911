/**
 * The static import graph of the built JavaScript: what a page's entry script needs before it
 * runs. Dynamic import() calls are left out of it: they load when the code calls them
 * (dynamicImports lists them). Shared by the post-build
 * step that preloads modules and by the byte counter (bench/page-bytes.mjs).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

// `import{a}from"../chunks/x.js"` and `import"./x.js"` in Rolldown's output; `import(` is dynamic.
const staticImport = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

/** Every module `entry` (a URL path such as /assets/entries/x.js) imports statically, itself excluded. */
export function staticImports(clientDir, entry) {
  const seen = new Set([entry]);
  const visit = (module) => {
    for (const [, specifier] of readFileSync(join(clientDir, module), 'utf8').matchAll(staticImport)) {
      const url = specifier.startsWith('/') ? specifier : posix.join(dirname(module), specifier);
      if (seen.has(url)) continue;
      seen.add(url);
      visit(url);
    }
  };
  visit(entry);
  seen.delete(entry);
  return [...seen];
}

// `import("../chunks/x.js")` (or with backquotes) in Rolldown's output.
const dynamicImport = /\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g;

/** The modules `module` (a URL path) imports dynamically itself, as URL paths. */
export function dynamicImports(clientDir, module) {
  return [...readFileSync(join(clientDir, module), 'utf8').matchAll(dynamicImport)].map(([, specifier]) =>
    specifier.startsWith('/') ? specifier : posix.join(dirname(module), specifier),
  );
}

// Vite's list of the files its preload helper fetches before a dynamic import resolves:
// `__vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/…js","assets/…css"])))`.
const preloadList = /__vite__mapDeps=[^[]*\[([^\]]*)\]/;

/** The stylesheets `module` asks Vite's preload helper to add before one of its dynamic imports, as URL paths. */
export function stylesheetDependencies(clientDir, module) {
  const list = preloadList.exec(readFileSync(join(clientDir, module), 'utf8'))?.[1] ?? '';
  return [...list.matchAll(/["']([^"']+\.css)["']/g)].map(([, file]) => (file.startsWith('/') ? file : `/${file}`));
}

/**
 * Every module the `entries` (URL paths) can ever load: what they import statically and, after
 * any interaction, dynamically, and so on; the entries included.
 */
export function reachableModules(clientDir, entries) {
  const seen = new Set();
  const visit = (module) => {
    if (seen.has(module)) return;
    seen.add(module);
    for (const next of [...staticImports(clientDir, module), ...dynamicImports(clientDir, module)]) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/** The modules a page's HTML names: its entry scripts and the modules it preloads, as URL paths. */
export const pageModules = (html) =>
  [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload" href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
