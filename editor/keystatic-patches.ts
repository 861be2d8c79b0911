/**
 * What the editor changes inside Keystatic's built files, where Keystatic has no public API for it
 * (docs/keystatic.md says what each change keeps and how to upgrade Keystatic). Everything else the
 * editor adds goes through Keystatic's configuration, its fields, or the save's own request
 * (editor/save-requests.ts).
 *
 * Each change finds its place by a name or a literal of Keystatic's own source (a function's name,
 * an import specifier, a string), never by a name its compiler makes up (React Compiler's `t5`,
 * `$[16]`, `c(25)`, renumbered by every release: tests/unit/keystatic-patches.test.ts). A function
 * is changed by wrapping it: the original is renamed and a function of the same name, added at the
 * end of the module, calls it. A release without the text fails the build, naming the change.
 *
 * Applied to the editor's build (editor/vite.config.ts) and to Vite's dependency optimizer under
 * `npm run editor` (editor/local-mode.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { dashboardPanelName, entryLabelName, formRefused, formRefusedNamed, markdownLinkNames, nothingToSave, saveRefusedName } from './paths.ts';

/** The modules changed: Keystatic's app, the one of its chunks that holds its forms, and its fields (keystatic-core.js). */
export type KeystaticModule = 'app' | 'forms' | 'fields';

export type KeystaticPatch = {
  /** What it changes, as the build names it when it cannot. */
  name: string;
  module: KeystaticModule;
  /** Why no public API does it (docs/keystatic.md). */
  why: string;
  /** The text it changes: Keystatic's own names and literals. Global: every match is changed. */
  find: RegExp;
  /** How many times `find` must match. */
  count: number;
  /** The new text; none for a check that changes nothing (what the editor's code outside Keystatic relies on). */
  replace?: string | ((match: string, ...groups: string[]) => string);
  /** Keystatic's own functions the added code calls, which must be in the module. */
  uses?: readonly string[];
  /** Code added at the end of the module. */
  append?: string;
};

/** A list's move of the items dropped on it (Keystatic's ArrayFieldListView and MultiRelationshipListView onMove), those of another list left out. */
const droppedFromElsewhere = {
  find: /(const indices = keys\.map\((\w+) => allKeys\.findIndex\((\w+) => \3\.key === \2\)\));/g,
  count: 1,
  replace: (_: string, indices: string) => `${indices}.filter((index) => index !== -1);\nif (indices.length === 0) return;`,
};

/** Wraps Keystatic's function `name`: it becomes `<name>$keystatic`, and `wrapper` (a function named `name`) is added. */
function wrapping(name: string, patch: Omit<KeystaticPatch, 'find' | 'count' | 'replace' | 'append'> & { wrapper: string }): KeystaticPatch {
  const { wrapper, ...rest } = patch;
  return { ...rest, find: new RegExp(`\\bfunction ${name}\\(`, 'g'), count: 1, replace: () => `function ${name}$keystatic(`, append: wrapper };
}

/** Imports the added code uses, under names of its own (import declarations may come anywhere at a module's top level). */
const addedImports = `
import { jsx as northbeamJsx, jsxs as northbeamJsxs, Fragment as NorthbeamFragment } from "react/jsx-runtime";
import { useState as northbeamUseState } from "react";
`;

export const keystaticPatches: readonly KeystaticPatch[] = [
  wrapping('DashboardCards', {
    name: "the translation status above the dashboard's cards",
    module: 'app',
    why: "Keystatic's configuration has no place on the dashboard (`ui` takes a brand and the sidebar's navigation only).",
    // The panel editor/main.tsx registers (editor/translation-status.tsx), then Keystatic's cards.
    wrapper: `
function DashboardCards() {
  const Panel = globalThis.${dashboardPanelName};
  return northbeamJsxs(NorthbeamFragment, { children: [typeof Panel === "function" ? northbeamJsx(Panel, {}, "northbeam-panel") : null, northbeamJsx(DashboardCards$keystatic, {}, "cards")] });
}`,
  }),
  // "Create the French version" (editor/translation-status.tsx): these three changes go together.
  {
    name: 'the create page reading ?translate= as it reads ?duplicate=',
    module: 'app',
    why: 'Keystatic copies an entry of the same collection only (?duplicate=); the French create page starts from the English entry, in another collection.',
    find: /(\w+)\.searchParams\.get\((["'])duplicate\2\)/g,
    count: 1,
    replace: (_, url: string) => `(${url}.searchParams.get("duplicate") ?? ${url}.searchParams.get("translate"))`,
  },
  {
    name: 'the create page reading the entry it translates from the English collection',
    module: 'app',
    why: "A French collection's key is its English twin's with Fr (editor/config.ts): ?translate= reads the entry there.",
    find: /getCollectionItemPath\((\w+)\.config, \1\.collection, duplicateSlug\b/g,
    count: 1,
    replace: (_, props: string) => `getCollectionItemPath(${props}.config, northbeamSourceCollection(${props}.collection), duplicateSlug`,
    append: `
function northbeamTranslating() {
  return typeof location !== "undefined" && new URL(location.href).searchParams.has("translate");
}
function northbeamSourceCollection(collection) {
  return northbeamTranslating() ? collection.replace(/Fr$/, "") : collection;
}`,
  },
  wrapping('useDuplicateSlug', {
    name: 'the translation keeping the English file name',
    module: 'app',
    why: 'A duplicate gets "-copy" added to its file name; a translation keeps the name, which pairs it with its English twin.',
    wrapper: `
function useDuplicateSlug(duplicateInitalState, collectionConfig) {
  const copied = useDuplicateSlug$keystatic(duplicateInitalState, collectionConfig);
  return northbeamTranslating() ? duplicateInitalState : copied;
}`,
  }),
  {
    name: 'a refused save said in its own words in the deployed editor',
    module: 'app',
    why: 'A save the editor refuses (editor/save-requests.ts) fails in GitHub mode inside urql, which prefixes its message with "[Network] "; the form shows the refusal as written.',
    // The form's notice of a failed save, create or delete (the entry's page, a singleton's, the create page).
    find: /\b((?:props\.)?(?:update|create|delete)Result)\.error\.message\b/g,
    count: 4,
    replace: (_, result: string) => `northbeamErrorMessage(${result}.error)`,
    append: `
function northbeamErrorMessage(error) {
  const cause = error && error.networkError;
  return cause && cause.name === "${saveRefusedName}" ? cause.message : error.message;
}`,
  },
  {
    name: "Keystatic's link to Google Fonts removed",
    module: 'app',
    why: 'Keystatic links Inter from Google Fonts in its provider; the site ships what it shows, so editor/main.tsx bundles Inter (@fontsource/inter) and the link goes.',
    find: /(?:\/\*#__PURE__\*\/)?jsxs?\("link", \{[^{}]*"https:\/\/fonts\.googleapis\.com\/[^"]*"[^{}]*\}\)/g,
    count: 1,
    replace: 'null',
  },
  // Checks that change nothing: how a save leaves Keystatic's app, where editor/save-requests.ts
  // checks it. A save that left another way would not be checked at all.
  {
    name: 'a save on disk leaving as POST /api/keystatic/update (checked there)',
    module: 'app',
    why: "Under `npm run editor` a save and a delete are each one request to Keystatic's API, by the page's fetch.",
    find: /\bfetch\((["'])\/api\/keystatic\/update\1/g,
    count: 2,
  },
  {
    name: "a commit leaving as GitHub's createCommitOnBranch mutation (checked there)",
    module: 'app',
    why: "In GitHub mode a save and a delete are each one createCommitOnBranch mutation, sent by Keystatic's GitHub client (urql) with the page's fetch.",
    find: /\bcreateCommitOnBranch\(input: \$input\)/g,
    count: 1,
  },
  // Entries by their names, not their file names (issue 55: lists and the entry's page quoted "seo-services").
  // A collection's list: the entry's name first, the file name after it, headed as its field is. These two go together.
  {
    name: "a collection's list heading the file name column as the entry's field does, after the entry's name",
    module: 'app',
    why: "Keystatic puts its own column first, headed \"Slug\" (a developer's word) and not configurable; staff find an entry by its name (editor/config.ts `columns`), and the field that sets the file is labelled \"File name\".",
    find: /\{\s*name: 'Slug',\s*key: SLUG\s*\}, (\.\.\.collection\.columns\.map\((\w+) => \{[^{}]*\{[^{}]*\};\s*\}\))\]/g,
    count: 1,
    replace: (_, columns: string) => `${columns}, { name: "File name", key: SLUG }]`,
  },
  {
    name: "a collection's list showing each entry's file name after its name",
    module: 'app',
    why: "Each row's cells follow Keystatic's own order, the file name's cell first: moved to match the columns above.",
    find: /\bnameCell, (\.\.\.collection\.columns\.map\((\w+) => \{[\s\S]*?\}, \2 \+ \w+\.name\);\s*\}\))\]/g,
    count: 1,
    replace: (_, cells: string) => `${cells}, nameCell]`,
  },
  {
    name: "a collection's list showing a ticked box as Yes",
    module: 'app',
    why: 'A column shows its value as text: a ticked box read "true" (the case studies\' Featured column, which staff asked for to see which are on the home page: the walk-through of 2026-11-29).',
    find: /\bval = val \+ '';/g,
    count: 1,
    replace: () => `val = val === true ? "Yes" : val === false ? "" : val + '';`,
  },
  {
    name: "a dated collection's list starting with its newest entries",
    module: 'app',
    why: 'A list opens sorted by file name whatever its columns; the articles and case studies are dated, and a new article was buried among the others (the walk-through of 2026-11-29). Staff can still sort by any column.',
    find: /useState\(\{\s*column: SLUG,\s*direction: 'ascending'\s*\}\)/g,
    count: 1,
    replace: () => 'useState(() => northbeamFirstSort(props.config.collections[props.collection]))',
    append: `
function northbeamFirstSort(collection) {
  return collection && collection.columns && collection.columns.includes("date") ? { column: "date", direction: "descending" } : { column: SLUG, direction: "ascending" };
}`,
  },
  wrapping('ItemPageShell', {
    name: "an entry's page naming it by its name in the header",
    module: 'app',
    why: "The entry's page heads it with its file name (\"seo-services\") under the collection; no option sets what the header shows. The name is the entry's as saved (its slug field's name), the file name while it loads.",
    wrapper: `
function ItemPageShell(props) {
  const field = props.config && props.config.collections && props.config.collections[props.collection] ? props.config.collections[props.collection].slugField : undefined;
  const value = field && props.initialState ? props.initialState[field] : undefined;
  const name = value && typeof value.name === "string" && value.name.trim() ? value.name.trim() : undefined;
  return northbeamJsx(ItemPageShell$keystatic, { ...props, itemSlug: name ?? props.itemSlug });
}`,
  }),
  {
    name: 'a save the form refuses said in words',
    module: 'app',
    why: "Save checks the form first (`clientSideValidateProp`) and, when a field is wrong, only marks the fields; one inside a list's item closed with Escape is marked nowhere, and Save then did nothing, without a word (the walk-through of 2026-11-29), then said only to open each item (of about 50; the walk-through of 2026-11-30). No option reaches that check; the notice is Keystatic's own toasts.",
    // The entry's page, the create page and a page's (singleton) form: each refuses the same way.
    // The notice names each wrong field by the labels above it and its list item's number, found as
    // Keystatic's check finds it (each part of the form checked alone), with the field's own
    // message; the general words where none is found (a file name another entry has).
    find: /if \(!clientSideValidateProp\(schema, props\.state, (?:slugInfo|undefined)\)\) \{\s*setForceValidation\(true\);/g,
    count: 3,
    replace: (match: string) => `${match}\nnorthbeamFormRefused(schema, props.state);`,
    uses: ['toastQueue', 'clientSideValidateProp'],
    append: `
function northbeamWrongPlaces(schema, value, where, isItem) {
  if (!schema || schema.kind === "child" || clientSideValidateProp(schema, value, undefined)) return [];
  const named = (label) => [...where, label.replace(/\\.$/, "")].filter(Boolean).join(" › ");
  if (schema.kind === "form") {
    let cause = "";
    try {
      schema.validate(value, undefined);
    } catch (error) {
      cause = error && typeof error.message === "string" ? error.message : "";
    }
    const label = schema.label || "";
    return [named(cause && label && cause.startsWith(label) ? cause : [label, cause].filter(Boolean).join(": "))];
  }
  // A group's label before its fields' (Hero › Title); a list item's is its number (FAQs › item 5 › Answer).
  const inside = schema.kind === "object" && !isItem ? [...where, schema.label || ""].filter(Boolean) : where;
  let found = [];
  if (schema.kind === "object") for (const [key, field] of Object.entries(schema.fields)) found = found.concat(northbeamWrongPlaces(field, value ? value[key] : undefined, inside, false));
  if (schema.kind === "array" && Array.isArray(value)) value.forEach((item, index) => (found = found.concat(northbeamWrongPlaces(schema.element, item, [...where, schema.label || "", ${JSON.stringify(formRefusedNamed.item)} + " " + (index + 1)].filter(Boolean), true))));
  if (schema.kind === "conditional" && value) found = northbeamWrongPlaces(schema.values[value.discriminant], value.value, where, isItem);
  return found.length > 0 ? found : [named(schema.label || "")].filter(Boolean);
}
function northbeamFormRefused(schema, state) {
  let places = [];
  try {
    places = northbeamWrongPlaces(schema, state, [], false);
  } catch {}
  const message = places.length > 0 ? ${JSON.stringify(formRefusedNamed.start)} + " " + places.slice(0, 3).join("; ") + ". " + ${JSON.stringify(formRefusedNamed.end)} : ${JSON.stringify(formRefused)};
  toastQueue.critical(message, { timeout: 30000 });
}`,
  },
  {
    name: 'a save with nothing changed said in words',
    module: 'app',
    why: "Save on an entry with no change returns at once (`isSavingDisabled`, a page's `!props.hasChanged`) and says nothing: staff could not tell whether it had worked (the walk-through of 2026-11-30). No option reaches that check; the notice is Keystatic's own toasts.",
    // The entry's page and a page's (singleton) form: each returns when nothing changed; not while a save is under way.
    find: /if \((?:isSavingDisabled|props\.updateResult\.kind === "loading" \|\| !props\.hasChanged)\) \{/g,
    count: 2,
    replace: (match: string) => `${match}\nif (${match.includes('props.updateResult') ? 'props.updateResult' : 'updateResult'}.kind !== "loading") northbeamNothingToSave();`,
    uses: ['toastQueue'],
    append: `
function northbeamNothingToSave() {
  toastQueue.info(${JSON.stringify(nothingToSave)}, { timeout: 8000 });
}`,
  },
  wrapping('ArrayEditItemModalContent', {
    name: "a list item's dialog keeping Done until the item is valid",
    module: 'forms',
    why: "The dialog that adds an item refuses Add while it is invalid; the one that edits an item closes on Done whatever it holds, and the entry's Save then fails without a word (issue 41). No field option reaches the dialog's Done.",
    uses: ['clientSideValidateProp', 'previewPropsToValue'],
    // Done (the dialog's `onClose`) checks the item first, and shows what is wrong on its fields, as Add does.
    wrapper: `
function ArrayEditItemModalContent(props) {
  const [forceValidation, setForceValidation] = northbeamUseState(false);
  const onClose = () => {
    const item = props.previewProps.elements[props.modalStateIndex];
    if (!clientSideValidateProp(props.previewProps.schema.element, previewPropsToValue(item), undefined)) {
      setForceValidation(true);
      return;
    }
    props.onClose();
  };
  const previewProps = forceValidation ? { ...props.previewProps, elements: props.previewProps.elements.map((element, index) => (index === props.modalStateIndex ? { ...element, forceValidation: true } : element)) } : props.previewProps;
  return northbeamJsx(ArrayEditItemModalContent$keystatic, { ...props, previewProps, onClose });
}`,
  }),
  {
    name: "the story's link button named Link",
    module: 'forms',
    why: "The Markdown field's toolbar button that adds a link carries the Divider button's name (`aria-label`), so a screen reader announced two Dividers and no Link (issue 55); no field option reaches the toolbar.",
    // The link button (Keystatic's LinkButton): the one "Divider" whose command looks for a link around the selection.
    find: /"aria-label": "Divider"(,\s*command: \(\w+, \w+\) => \{\s*const aroundFrom = markAround\()/g,
    count: 1,
    replace: (_, rest: string) => `"aria-label": ${JSON.stringify(markdownLinkNames.link)}${rest}`,
  },
  {
    name: "the icon buttons of the Markdown field's popovers named",
    module: 'forms',
    why: "The popovers shown on a link or an image in the Markdown field have buttons with an icon and no name (Edit, Open, Unlink): a screen reader said \"button\" for each (issue 55). Named on their icons, as Keystar's Icon allows (`aria-label`), with the words their tooltips show; no field option reaches them.",
    // Every use of the three icons in the module is such a button's only content (five Edit, two Open, two Unlink).
    find: /\bsrc: (editIcon|externalLinkIcon|unlinkIcon)(?=\s*\})/g,
    count: 9,
    replace: (match: string, icon: string) =>
      `${match}, "aria-label": ${JSON.stringify(icon === 'editIcon' ? markdownLinkNames.edit : icon === 'unlinkIcon' ? markdownLinkNames.unlink : markdownLinkNames.open)}`,
  },
  {
    name: "the delete buttons of lists and blocks named",
    module: 'forms',
    why: "Every item of a list (FAQs, tags, a case study's services) and every block of the Markdown field has a bin button with an icon and no name: a screen reader said \"button\" for each (issue 55). Named on its icon, as Keystar's Icon allows, with the word its tooltip shows (Delete or Remove); no field option reaches them.",
    // Every bin of the module (thirteen), named by the tooltip that follows it within its button's group.
    find: /\bsrc: trash2Icon(?=\s*\}[\s\S]{0,600}?Tooltip, \{[\s\S]{0,60}?children: (?:"(Remove)"|stringFormatter\.format\(["'](delete)["']\)))/g,
    count: 13,
    replace: (match: string, remove?: string) => `${match}, "aria-label": ${JSON.stringify(remove ? markdownLinkNames.remove : markdownLinkNames.delete)}`,
  },
  {
    name: "a drop from another list moving nothing",
    module: 'forms',
    why: "A list takes a drop of any item carrying text (its fallback for Chrome on Android) and reads each dropped item's place among its own items: an item of another list is at place -1, and the move then took this list's last item (confirming a walk-through of 2026-12-03's odd drag: an FAQ let go over Features › Cards moved the last card to the top, with only \"Unsaved\" to show for it). Items of another list are left out; none left, nothing moves. No option reaches the list's drop.",
    // The list's move (Keystatic's ArrayFieldListView onMove): the places of the dropped items in this list.
    ...droppedFromElsewhere,
  },
  {
    name: "a drop from another list moving nothing, in a list of entries",
    module: 'fields',
    why: 'As in a list of items (above): an item dropped from another list moved this list\'s last entry.',
    // The same in the list of a field choosing entries (Keystatic's MultiRelationshipListView: a case study's services).
    ...droppedFromElsewhere,
  },
  {
    name: "a list item's delete button named with the item",
    module: 'forms',
    why: 'A list\'s rows each have a bin button named "Delete" alone, beside a drag handle named "Drag" and the item: a screen reader going through the buttons heard "Delete" eight times, not which item each deletes (a walk-through of 2026-12-03). Named as the drag handle is, with the item\'s label; no field option reaches the row.',
    // The list's row (Keystatic's ArrayFieldListView): its one bin button, whose item's label is `label`.
    find: /jsx\(ActionButton, \{(\s*onPress: \(\) => \{\s*onRemoveKey\()/g,
    count: 1,
    replace: (_, rest: string) => `jsx(ActionButton, {\n"aria-label": ${JSON.stringify(`${markdownLinkNames.delete} `)} + label,${rest}`,
  },
  {
    name: "a field choosing an entry listing entries by name",
    module: 'fields',
    why: "Keystatic's relationship field lists the entries of its collection by file name (`financial-services`), and offers no option to show another of their fields (issue 55).",
    // Each item of the field's list (a relationship's and a multi-relationship's), named by
    // editor/entry-labels.ts (its name, or its file name where none is known); its key stays the file name.
    find: /children: item\.slug\b/g,
    count: 2,
    replace: () => 'children: northbeamEntryLabel(props.collection, item.slug)',
    append: `
function northbeamEntryLabel(collection, slug) {
  const label = globalThis.${entryLabelName};
  return typeof label === "function" ? label(collection, slug) : slug;
}`,
  },
];

/** Which Keystatic module a file is: its app (keystatic-core-ui.js), its fields (keystatic-core.js), or the chunk that holds its list item's dialog. */
export function keystaticModuleOf(id: string, code: string): KeystaticModule | undefined {
  if (/@keystatic[\\/]core[\\/]dist[\\/]keystatic-core-ui\.js$/.test(id)) return 'app';
  if (/@keystatic[\\/]core[\\/]dist[\\/]keystatic-core\.js$/.test(id) && code.includes('function RelationshipInput(')) return 'fields';
  if (/@keystatic[\\/]core[\\/]dist[\\/][^\\/]+\.js$/.test(id) && code.includes('function ArrayEditItemModalContent(')) return 'forms';
  return undefined;
}

const failure = (patch: string, what: string) =>
  new Error(`editor/keystatic-patches.ts: ${patch}: ${what}. Keystatic changed here: see docs/keystatic.md, "Upgrading Keystatic".`);

/** Whether the module declares or imports `name`. */
const hasName = (code: string, name: string) => new RegExp(`\\bfunction ${name}\\(|^import [^;]*\\b${name}\\b[^;]*;`, 'm').test(code);

/** A module of Keystatic with the editor's changes; throws, naming the change, where its text is not there as expected. */
export function patchedKeystatic(module: KeystaticModule, code: string, patches: readonly KeystaticPatch[] = keystaticPatches): string {
  let result = code;
  const appended: string[] = [];
  for (const patch of patches.filter((each) => each.module === module)) {
    const found = result.match(patch.find)?.length ?? 0;
    if (found !== patch.count) throw failure(patch.name, `Keystatic's ${module} has ${patch.find} ${found} times where ${patch.count} were expected`);
    for (const name of patch.uses ?? []) if (!hasName(result, name)) throw failure(patch.name, `Keystatic's ${module} no longer has ${name}`);
    if (patch.replace !== undefined) result = result.replace(patch.find, patch.replace as string);
    if (patch.append) appended.push(patch.append);
  }
  if (module === 'app' && result.includes('fonts.googleapis.com')) throw failure("Keystatic's link to Google Fonts removed", 'Keystatic links Google Fonts in another way too');
  return appended.length > 0 ? `${result}\n${addedImports}${appended.join('\n')}\n` : result;
}

/** The editor's YAML writer (editor/content-yaml.ts), which Keystatic's app imports in place of js-yaml. */
export const yamlWriter = fileURLToPath(new URL('content-yaml.ts', import.meta.url));

/**
 * Keystatic's app writes YAML with js-yaml's `dump`; the editor's writer takes its place by module
 * resolution (its import of 'js-yaml' resolves to editor/content-yaml.ts, which is js-yaml with
 * another `dump`). An app that no longer imports js-yaml fails the build: its saves would be
 * written by another writer.
 */
function checkYamlImport(code: string): void {
  if (!/^import \{[^}]*\bdump\b[^}]*\} from ['"]js-yaml['"];?$/m.test(code)) throw failure("the editor's YAML writer", "Keystatic's app no longer imports dump from js-yaml");
}

type Transform = (code: string, id: string) => string | null;

/** The plugin for builds; `.optimizer` is the same for Vite's dependency optimizer (Rolldown). */
export function keystaticChanges(): Plugin & { optimizer: { name: string; resolveId: Plugin['resolveId']; transform: Transform; buildEnd: () => void } } {
  const changed = new Set<KeystaticModule>();
  const transform: Transform = (code, id) => {
    const module = keystaticModuleOf(id, code);
    if (!module) return null;
    if (module === 'app') checkYamlImport(code);
    changed.add(module);
    return patchedKeystatic(module, code);
  };
  const resolveId = (source: string, importer: string | undefined) => (source === 'js-yaml' && importer && keystaticModuleOf(importer, '') === 'app' ? yamlWriter : null);
  // The dialog's chunk is found by what it holds: a release that moves the dialog elsewhere must not go unchanged.
  const buildEnd = () => {
    if (changed.has('app') && !changed.has('forms')) throw failure("a list item's dialog keeping Done until the item is valid", 'no module of Keystatic has ArrayEditItemModalContent');
    if (changed.has('app') && !changed.has('fields')) throw failure('a field choosing an entry listing entries by name', 'no module of Keystatic has RelationshipInput');
    changed.clear();
  };
  // The optimizer's name carries this file's fingerprint: Vite keeps optimized dependencies until
  // its configuration changes, and would otherwise keep Keystatic as an older version of this file changed it.
  const fingerprint = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 12);
  return {
    name: 'northbeam:editor-keystatic-patches',
    enforce: 'pre',
    resolveId,
    transform,
    buildEnd,
    optimizer: { name: `northbeam:editor-keystatic-patches:${fingerprint}`, resolveId, transform, buildEnd },
  };
}
