/**
 * Two changes to Keystatic's app that make a save reviewable (issue 30), applied to the editor's
 * build and to Vite's dependency optimizer (dev), like editor/self-hosted-fonts.ts. Each checks the
 * code it changes: a Keystatic version that no longer has it fails the build, never silently.
 * - Its YAML is written by the editor's writer (editor/content-yaml.ts: one value per line,
 *   no-break spaces kept) in place of js-yaml's `dump`, so a save changes only what it changes.
 * - A save says it succeeded ("Saved", or "Saved to branch content/spring-faq" in GitHub mode),
 *   where Keystatic says so only when an entry is created.
 * - The dashboard shows the translation status above the entries (the panel editor/main.tsx
 *   registers as `northbeamDashboardPanel`: editor/translation-status.tsx), which Keystatic's
 *   configuration has no place for.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { dashboardPanelName } from './paths.ts';

const keystaticUi = /@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui\.js$/;
const writer = fileURLToPath(new URL('content-yaml.ts', import.meta.url));

const yamlImport = "import { dump } from 'js-yaml';";
// The end of a successful save (`useUpsertItem`): once committed to GitHub, once written on disk.
// An entry being created has no files yet (`initialFiles: undefined`) and has its own "Entry created".
const committed = /(const target = [^\n]+\n\s*if \(target\) \{\n)(\s*)(setState\(\{\n\s*kind: 'updated'\n\s*\}\);\n\s*return true;)/;
const written = /(setTreeSha\(await treeSha\(tree_0\)\);\n)(\s*)(setState\(\{\n\s*kind: 'updated'\n\s*\}\);\n\s*return true;)/;

function replaceOnce(code: string, pattern: RegExp | string, replacement: string | ((...parts: string[]) => string), what: string): string {
  const found = typeof pattern === 'string' ? code.split(pattern).length - 1 : (code.match(new RegExp(pattern.source, 'g')) ?? []).length;
  if (found !== 1) throw new Error(`editor/keystatic-patches.ts: Keystatic's app no longer has ${what} as expected (found ${found})`);
  return code.replace(pattern, replacement as string);
}

const dashboardCards = 't5 = /*#__PURE__*/jsx(DashboardCards, {});';

/** Keystatic's app (keystatic-core-ui.js) with the changes. */
export function patchedKeystatic(code: string): string {
  let result = replaceOnce(code, yamlImport, `import { dump } from ${JSON.stringify(writer)};`, "js-yaml's dump");
  result = replaceOnce(result, committed, (_, before: string, indent: string, after: string) =>
    `${before}${indent}if (args.initialFiles !== undefined) toastQueue.positive(\`Saved to branch \${branch.branchName}\`, { timeout: 8000 });\n${indent}${after}`,
    'the end of a save to GitHub');
  result = replaceOnce(result, written, (_, before: string, indent: string, after: string) =>
    `${before}${indent}if (args.initialFiles !== undefined) toastQueue.positive('Saved', { timeout: 8000 });\n${indent}${after}`,
    'the end of a save on disk');
  const panel = `globalThis.${dashboardPanelName}`;
  result = replaceOnce(result, dashboardCards, `t5 = [typeof ${panel} === "function" ? /*#__PURE__*/jsx(${panel}, {}, "northbeam-panel") : null, /*#__PURE__*/jsx(DashboardCards, {}, "cards")];`, "the dashboard's cards");
  return result;
}

/** The plugin for builds; `.optimizer` is the same for Vite's dependency optimizer. */
export function keystaticPatches(): Plugin & { optimizer: { name: string; transform: (code: string, id: string) => string | null } } {
  const transform = (code: string, id: string) => (keystaticUi.test(id) ? patchedKeystatic(code) : null);
  return { name: 'northbeam:editor-keystatic-patches', enforce: 'pre', transform, optimizer: { name: 'northbeam:editor-keystatic-patches', transform } };
}
