import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keystaticChanges, keystaticModuleOf, keystaticPatches, patchedKeystatic, type KeystaticModule } from '../../editor/keystatic-patches';

// What the editor changes inside Keystatic (docs/keystatic.md): each change finds its place by
// Keystatic's own names and literals, never by a name its compiler makes up, applies to the
// Keystatic installed, and fails loudly, naming itself, on a Keystatic without its text.

const dist = 'node_modules/@keystatic/core/dist';
const installed: Record<KeystaticModule, { file: string; code: string }> = {
  app: { file: `${dist}/keystatic-core-ui.js`, code: readFileSync(`${dist}/keystatic-core-ui.js`, 'utf8') },
  forms: (() => {
    const holding = readdirSync(dist)
      .filter((name) => /^index-[0-9a-f]+\.js$/.test(name))
      .map((name) => ({ file: `${dist}/${name}`, code: readFileSync(`${dist}/${name}`, 'utf8') }))
      .filter(({ file, code }) => keystaticModuleOf(file, code) === 'forms');
    expect(holding, "Keystatic's browser chunks holding the list item's dialog").toHaveLength(1);
    return holding[0]!;
  })(),
  fields: { file: `${dist}/keystatic-core.js`, code: readFileSync(`${dist}/keystatic-core.js`, 'utf8') },
};

/** A name React Compiler makes up, which the next release renumbers: `t5`, `$[16]`, `c(25)`. */
const compilerName = /\bt\d+\b|\$\[\d+\]|\bc\(\d+\)/;

/** The syntax errors of a module (node --check parses it, with its early errors, such as a name declared twice). */
function syntaxErrors(code: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'northbeam-keystatic-'));
  try {
    writeFileSync(join(folder, 'module.mjs'), code);
    const checked = spawnSync(process.execPath, ['--check', join(folder, 'module.mjs')], { encoding: 'utf8' });
    return checked.status === 0 ? '' : checked.stderr;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the editor's changes to Keystatic", () => {
  it('find their place by no name that React Compiler makes up, and add no code that uses one', () => {
    // The scan finds the names the editor's changes were once keyed to.
    for (const old of ['t5 = /*#__PURE__*/jsx(DashboardCards, {});', 'if ($[16] !== props) {', 'const $ = c(25);']) expect(old).toMatch(compilerName);
    for (const patch of keystaticPatches) {
      expect(patch.find.source.replaceAll('\\', ''), patch.name).not.toMatch(compilerName);
      expect(patch.append ?? '', patch.name).not.toMatch(compilerName);
      const { code } = installed[patch.module];
      for (const match of code.matchAll(patch.find)) {
        const replaced = typeof patch.replace === 'function' ? patch.replace(match[0], ...(match.slice(1) as string[])) : (patch.replace ?? '');
        expect(replaced, patch.name).not.toMatch(compilerName);
      }
    }
  });

  it('each applies to the installed Keystatic, which stays a valid module', () => {
    const app = patchedKeystatic('app', installed.app.code);
    // The dashboard's panel, above Keystatic's own cards.
    expect(app).toContain('function DashboardCards$keystatic(');
    expect(app).toMatch(/function DashboardCards\(\) \{\n {2}const Panel = globalThis\.northbeamDashboardPanel;/);
    // ?translate= read as ?duplicate=, from the English collection, keeping the file name.
    expect(app).toContain('searchParams.get("translate")');
    expect(app).toContain('northbeamSourceCollection(props.collection), duplicateSlug');
    expect(app).toMatch(/function useDuplicateSlug\(duplicateInitalState, collectionConfig\) \{\n {2}const copied = useDuplicateSlug\$keystatic\(/);
    // A refused save's words, as written, in each of the form's notices.
    expect(app.match(/northbeamErrorMessage\((?:props\.)?(?:update|create|delete)Result\.error\)/g)).toHaveLength(4);
    expect(app).not.toContain('fonts.googleapis.com');
    expect(syntaxErrors(app)).toBe('');

    const forms = patchedKeystatic('forms', installed.forms.code);
    expect(forms).toContain('function ArrayEditItemModalContent$keystatic(');
    expect(forms).toMatch(/if \(!clientSideValidateProp\(props\.previewProps\.schema\.element, previewPropsToValue\(item\), undefined\)\) \{\n\s*setForceValidation\(true\);\n\s*return;\n\s*\}\n\s*props\.onClose\(\);/);
    // The Markdown field's link button is named Link, and its link popover's icon buttons are named (one Divider left: the divider's button), and its popovers' icon buttons are named.
    expect(installed.forms.code.match(/"aria-label": "Divider"/g)).toHaveLength(2);
    expect(forms.match(/"aria-label": "Divider"/g)).toHaveLength(1);
    expect(forms).toMatch(/"aria-label": "Link",\s*command: \(\w+, \w+\) => \{\s*const aroundFrom = markAround\(/);
    const popover = forms.slice(forms.indexOf('function LinkToolbar(props)'), forms.indexOf('src: unlinkIcon', forms.indexOf('function LinkToolbar(props)')) + 60);
    for (const [icon, name] of [['editIcon', 'Edit'], ['externalLinkIcon', 'Open link in a new tab'], ['unlinkIcon', 'Unlink']]) expect(popover).toContain(`src: ${icon}, "aria-label": "${name}"`);
    // No icon of those left unnamed anywhere in the module.
    expect(forms).not.toMatch(/\bsrc: (?:editIcon|externalLinkIcon|unlinkIcon)\s*\}/);
    // Every bin (a list item's, a block's) named as its tooltip says: the list's "Delete", the blocks' "Remove".
    expect(forms).not.toMatch(/\bsrc: trash2Icon\s*\}/);
    expect(forms.match(/src: trash2Icon, "aria-label": "Delete"/g)).toHaveLength(2);
    expect(forms.match(/src: trash2Icon, "aria-label": "Remove"/g)).toHaveLength(11);
    const listView = forms.slice(forms.indexOf('function ArrayFieldListView('), forms.indexOf('function arrayFieldEmptyState('));
    expect(listView).toContain('src: trash2Icon, "aria-label": "Delete"');
    expect(syntaxErrors(forms)).toBe('');

    // A field choosing an entry lists each by its name; its key stays the file name.
    expect(keystaticModuleOf(installed.fields.file, installed.fields.code)).toBe('fields');
    const fieldsModule = patchedKeystatic('fields', installed.fields.code);
    expect(fieldsModule.match(/children: northbeamEntryLabel\(props\.collection, item\.slug\)\n\s*\}, item\.slug\)/g)).toHaveLength(2);
    expect(syntaxErrors(fieldsModule)).toBe('');
  });

  it('each fails the build, naming itself, on a Keystatic without its text', () => {
    for (const patch of keystaticPatches) {
      const { code } = installed[patch.module];
      expect(() => patchedKeystatic(patch.module, code.replace(patch.find, 'gone')), patch.name).toThrow(patch.name);
      // A function the added code calls, declared or imported, gone from the module.
      const without = (name: string) => code.replaceAll(`function ${name}(`, 'function renamed(').replace(new RegExp(`^(import [^;]*)\\b${name}\\b`, 'gm'), '$1renamed');
      for (const name of patch.uses ?? []) expect(() => patchedKeystatic(patch.module, without(name)), name).toThrow(`no longer has ${name}`);
    }
    // A second Google Fonts link, which the change would not remove.
    expect(() => patchedKeystatic('app', `${installed.app.code}\nconst font = "https://fonts.googleapis.com/css2?family=Inter";`)).toThrow('Google Fonts in another way');
  });

  it("fails the build when Keystatic's app no longer writes YAML with js-yaml, or no module holds the list item's dialog or the relationship field", () => {
    const { transform, buildEnd } = keystaticChanges().optimizer;
    expect(() => transform(installed.app.code.replace("import { dump } from 'js-yaml';", "import { stringify as dump } from 'yaml';"), installed.app.file)).toThrow("the editor's YAML writer");
    transform(installed.app.code, installed.app.file);
    expect(() => buildEnd()).toThrow("no module of Keystatic has ArrayEditItemModalContent");
    transform(installed.app.code, installed.app.file);
    transform(installed.forms.code, installed.forms.file);
    expect(() => buildEnd()).toThrow('no module of Keystatic has RelationshipInput');
    transform(installed.app.code, installed.app.file);
    transform(installed.forms.code, installed.forms.file);
    transform(installed.fields.code, installed.fields.file);
    expect(() => buildEnd()).not.toThrow();
  });
});
