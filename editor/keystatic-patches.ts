/**
 * Two changes to Keystatic's app that make a save reviewable (issue 30), applied to the editor's
 * build and to Vite's dependency optimizer (dev), like editor/self-hosted-fonts.ts. Each checks the
 * code it changes: a Keystatic version that no longer has it fails the build, never silently.
 * - Its YAML is written by the editor's writer (editor/content-yaml.ts: one value per line,
 *   no-break spaces kept) in place of js-yaml's `dump`, so a save changes only what it changes.
 * - A save says it succeeded ("Saved", or "Saved to branch content/spring-faq" in GitHub mode),
 *   where Keystatic says so only when an entry is created.
 * - A save is checked before it writes anything (editor/before-save.ts, registered by editor/main.tsx
 *   as `northbeamBeforeSave`): refused with its reasons in the form, or saved with what it leaves to
 *   do in other entries said. So is a delete. In GitHub mode the check is given the branch as the
 *   app holds it (its files' blob ids, the user's token: editor/branch-check.ts).
 * - A list item's dialog refuses Done while the item has a problem, saying it on the field
 *   (patchedKeystaticForms), where it closed and the entry's Save then failed without a word.
 * - "Create the French version": a French create page given ?translate=<file name> starts from
 *   the English entry and keeps its file name.
 * - The dashboard shows the translation status above the entries (the panel editor/main.tsx
 *   registers as `northbeamDashboardPanel`: editor/translation-status.tsx), which Keystatic's
 *   configuration has no place for; in GitHub mode it is given the branch, for its "Cannot be
 *   published".
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { beforeSaveName, branchChangedName, dashboardPanelName } from './paths.ts';

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
// The files a delete is about to remove, before it removes them.
const deletionsReady = /(const deletions = args\.initialFiles\.map\(x => \{\n[^\n]*\n[^\n]*\n\s*\}\);\n)(\s*)/;
// The changes a save is about to write, once computed and before anything is written.
const changesReady = /(const deletions = \[\.\.\.filesToDelete\]\.map\(path => \(\{\n\s*path\n\s*\}\)\);\n)(\s*)/;

/** Keystatic's app (keystatic-core-ui.js) with the changes. */
export function patchedKeystatic(code: string): string {
  let result = replaceOnce(code, yamlImport, `import { dump } from ${JSON.stringify(writer)};`, "js-yaml's dump");
  const check = `globalThis.${beforeSaveName}`;
  result = replaceOnce(result, changesReady, (_, before: string, indent: string) =>
    // In GitHub mode, the branch as the app holds it: its repository, the user's token, its files (their blob ids).
    `${before}${indent}const northbeamLeftToDo = typeof ${check} === "function" ? await ${check}({ additions, deletions, storage: args.config.storage.kind, github: args.config.storage.kind === "github" && repoInfo ? { owner: repoInfo.owner, name: repoInfo.name, branchName: currentBranch, auth: await getAuth(args.config), entries: unscopedTreeData.data.entries } : undefined }) : undefined;\n${indent}`,
    'the changes of a save before it writes them');
  result = replaceOnce(result, committed, (_, before: string, indent: string, after: string) =>
    `${before}${indent}if (northbeamLeftToDo) toastQueue.info(northbeamLeftToDo, { timeout: 12000 });\n${indent}else if (args.initialFiles !== undefined) toastQueue.positive(\`Saved to branch \${branch.branchName}\`, { timeout: 8000 });\n${indent}${after}`,
    'the end of a save to GitHub');
  result = replaceOnce(result, written, (_, before: string, indent: string, after: string) =>
    `${before}${indent}if (northbeamLeftToDo) toastQueue.info(northbeamLeftToDo, { timeout: 12000 });\n${indent}else if (args.initialFiles !== undefined) toastQueue.positive('Saved', { timeout: 8000 });\n${indent}${after}`,
    'the end of a save on disk');
  // A deletion is checked as a save is: deleting an entry that others name is refused, naming them;
  // what it leaves to do in its other-language twin is said once it is deleted.
  const start = result.indexOf('function useDeleteItem(args) {');
  const end = result.indexOf('\nfunction ', start + 1);
  if (start < 0 || end < 0) throw new Error("editor/keystatic-patches.ts: Keystatic's app no longer has useDeleteItem as expected");
  let deleting = result.slice(start, end);
  deleting = replaceOnce(deleting, deletionsReady, (_, before: string, indent: string) =>
    `${before}${indent}const northbeamLeftToDo = typeof ${check} === "function" ? await ${check}({ additions: [], deletions: deletions.map(path => ({ path })), storage: args.storage.kind, github: args.storage.kind === "github" && repoInfo ? { owner: repoInfo.owner, name: repoInfo.name, branchName: currentBranch, auth: await getAuth({ storage: args.storage }), entries: unscopedTreeData.data.entries } : undefined }) : undefined;\n${indent}`,
    'the deletions of a delete before it makes them');
  deleting = deleting.replace(/(\n(\s*)setState\(\{\n\s*kind: 'updated'\n\s*\}\);\n\s*return true;)/g, (_, after: string, indent: string) => `\n${indent}if (northbeamLeftToDo) toastQueue.info(northbeamLeftToDo, { timeout: 12000 });${after}`);
  if ((deleting.match(/northbeamLeftToDo\) toastQueue/g) ?? []).length !== 2) throw new Error("editor/keystatic-patches.ts: Keystatic's app no longer ends a delete as expected");
  result = result.slice(0, start) + deleting + result.slice(end);
  // "Create the French version" (editor/translation-status.tsx): the create page of a French
  // collection given ?translate=<file name> starts from the English entry of that name, in the
  // English collection (the same key without Fr), and keeps its file name, where ?duplicate=
  // copies an entry of the same collection and adds "-copy".
  result = replaceOnce(result, 't1 = url.searchParams.get("duplicate");', 't1 = url.searchParams.get("duplicate") ?? url.searchParams.get("translate");', 'the create page reading ?duplicate=');
  result = replaceOnce(
    result,
    't6 = collectionConfig.template && !duplicateSlug ? collectionConfig.template : getCollectionItemPath(props.config, props.collection, duplicateSlug !== null && duplicateSlug !== void 0 ? duplicateSlug : "");',
    't6 = collectionConfig.template && !duplicateSlug ? collectionConfig.template : getCollectionItemPath(props.config, new URL(router.href, "http://localhost").searchParams.has("translate") ? props.collection.replace(/Fr$/, "") : props.collection, duplicateSlug !== null && duplicateSlug !== void 0 ? duplicateSlug : "");',
    'the create page reading the entry it duplicates',
  );
  result = replaceOnce(
    result,
    'const duplicateInitalStateWithUpdatedSlug = useDuplicateSlug(duplicateInitalState, collectionConfig);',
    'const northbeamCopied = useDuplicateSlug(duplicateInitalState, collectionConfig);\n  const duplicateInitalStateWithUpdatedSlug = new URL(router.href, "http://localhost").searchParams.has("translate") ? duplicateInitalState : northbeamCopied;',
    'the create page renaming a duplicate',
  );
  const panel = `globalThis.${dashboardPanelName}`;
  result = replaceOnce(result, dashboardCards, `t5 = [/*#__PURE__*/jsx(NorthbeamDashboardPanel, {}, "northbeam-panel"), /*#__PURE__*/jsx(DashboardCards, {}, "cards")];`, "the dashboard's cards");
  // The panel, and the branch the deployed editor is on as the app holds it (its repository, its
  // files, the user's token), told to the editor's code (editor/branch-store.ts) for the dashboard's
  // "Cannot be published" and the translation status (editor/branch-check.ts).
  for (const name of ['useConfig', 'useRepoInfo', 'useCurrentUnscopedTree', 'useCurrentBranch', 'getAuth']) {
    if (!new RegExp(`\\b\\w+ as ${name}\\b`).test(result)) throw new Error(`editor/keystatic-patches.ts: Keystatic's app no longer imports ${name} as expected`);
  }
  if (!/^import React, \{[^}]*\buseEffect\b/m.test(result)) throw new Error("editor/keystatic-patches.ts: Keystatic's app no longer imports React's useEffect as expected");
  // An entry's page (its save) tells the editor's code the branch it is on, as the dashboard does.
  const upsertStart = result.indexOf('function useUpsertItem(args) {');
  const upsertEnd = result.indexOf('\nfunction ', upsertStart + 1);
  result = result.slice(0, upsertStart) + replaceOnce(result.slice(upsertStart, upsertEnd), 'const unscopedTreeData = useCurrentUnscopedTree();', 'const unscopedTreeData = useCurrentUnscopedTree();\n  northbeamUsePublishedBranch(args.config);', "an entry's page's tree") + result.slice(upsertEnd);
  result += `
function northbeamUsePublishedBranch(config) {
  const repoInfo = useRepoInfo();
  const tree = useCurrentUnscopedTree();
  const branchName = useCurrentBranch();
  useEffect(() => {
    const publish = globalThis.${branchChangedName};
    if (typeof publish !== "function") return;
    publish(config.storage.kind === "github" && repoInfo && tree.kind === "loaded" ? { owner: repoInfo.owner, name: repoInfo.name, branchName, defaultBranch: repoInfo.defaultBranch, entries: tree.data.entries, getAuth: () => getAuth(config) } : undefined);
  }, [config, repoInfo, tree, branchName]);
}
function NorthbeamDashboardPanel() {
  northbeamUsePublishedBranch(useConfig());
  const Panel = ${panel};
  return typeof Panel === "function" ? /*#__PURE__*/jsx(Panel, {}) : null;
}
`;
  return result;
}

/** Keystatic's fields and forms (one of its dist/index-<hash>.js chunks): the one with the list item's dialog. */
const keystaticForms = /@keystatic[\\/]core[\\/]dist[\\/]index-[0-9a-f]+\.js$/;
const editItemDialog = 'function ArrayEditItemModalContent(props) {\n  const $ = c(25);';
// Its "Done": closes the dialog whatever the item holds.
const editItemDone = /(event\.preventDefault\(\);\n)(\s*)props\.onClose\(\);/;
const editItemForm = /if \(\$\[18\] !== slugInfo \|\| \$\[19\] !== propsWithoutKey\) \{\n(\s*)t3 = \/\*#__PURE__\*\/jsx\(FormValueContentFromPreviewProps, \{\n(\s*)slugField: slugInfo,/;

/**
 * A list item's dialog (an FAQ, a card) says what is wrong with the item when Done is pressed, and
 * stays open, as the dialog that adds an item does: it closed with an emptied answer, and the
 * entry's Save then failed without a word (issue 41).
 */
export function patchedKeystaticForms(code: string): string {
  if (!code.includes('function ArrayEditItemModalContent(')) return code;
  let result = replaceOnce(code, editItemDialog, `${editItemDialog}\n  const [northbeamForceValidation, setNorthbeamForceValidation] = useState(false);`, "the list item's dialog");
  const start = result.indexOf(editItemDialog);
  const end = result.indexOf('\nfunction ', start + editItemDialog.length);
  let dialog = result.slice(start, end);
  dialog = replaceOnce(dialog, editItemDone, (_, before: string, indent: string) =>
    `${before}${indent}if (!clientSideValidateProp(props.previewProps.schema.element, previewPropsToValue(props.previewProps.elements[props.modalStateIndex]), undefined)) {\n${indent}  setNorthbeamForceValidation(true);\n${indent}  return;\n${indent}}\n${indent}props.onClose();`,
    "the list item dialog's Done");
  dialog = replaceOnce(dialog, editItemForm, (_, indent: string, inner: string) =>
    `if (true) {\n${indent}t3 = /*#__PURE__*/jsx(FormValueContentFromPreviewProps, {\n${inner}slugField: slugInfo,`,
    "the list item dialog's form");
  dialog = replaceOnce(dialog, /(autoFocus: true,\n(\s*)\.\.\.propsWithoutKey)\n/, (_, before: string, inner: string) => `${before},\n${inner}forceValidation: northbeamForceValidation\n`, "the list item dialog's fields");
  // Its Done is made once per item: it must see the item as it is now.
  dialog = replaceOnce(dialog, 'if ($[16] !== props) {\n    t2 = event => {', 'if (true) {\n    t2 = event => {', "the list item dialog's Done handler");
  result = result.slice(0, start) + dialog + result.slice(end);
  return result;
}

/** The plugin for builds; `.optimizer` is the same for Vite's dependency optimizer. */
export function keystaticPatches(): Plugin & { optimizer: { name: string; transform: (code: string, id: string) => string | null } } {
  const transform = (code: string, id: string) => (keystaticUi.test(id) ? patchedKeystatic(code) : keystaticForms.test(id) && code.includes('function ArrayEditItemModalContent(') ? patchedKeystaticForms(code) : null);
  // The optimizer's name carries this file's fingerprint: Vite keeps optimized dependencies until
  // its configuration changes, and would otherwise keep Keystatic as an older version of this file patched it.
  const fingerprint = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 12);
  return { name: 'northbeam:editor-keystatic-patches', enforce: 'pre', transform, optimizer: { name: `northbeam:editor-keystatic-patches:${fingerprint}`, transform } };
}
