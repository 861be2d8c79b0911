/**
 * How the editor writes a content file (issue 30): Keystatic's own YAML writer (js-yaml's `dump`,
 * fields in the order of the entry's form), with two differences that keep a save reviewable:
 * - one value per line, never folded, so that a changed sentence is one changed line;
 * - no-break spaces kept as characters (« 24 h », « guide : »), where js-yaml would quote the
 *   whole text and write each of them as `\_`.
 * Keystatic's app calls this in place of js-yaml's `dump`: its import of js-yaml resolves to this
 * module, js-yaml with this `dump` (editor/keystatic-patches.ts, `keystaticChanges`), and every
 * content file is kept in this form (tests/unit/editor.test.ts; `npm run format:content` puts a
 * hand-edited file back in it), so a save changes only the lines of what was changed.
 */
import { dump, load } from 'js-yaml';

const noBreakSpace = '\u00a0';
// A character js-yaml writes as it is and no content uses (private use), standing in for a no-break space while dumping.
const standIn = '\ue000';

function replaced(value: unknown, from: string, to: string): unknown {
  if (typeof value === 'string') {
    if (from === noBreakSpace && value.includes(standIn)) throw new Error(`content-yaml: a text holds U+E000, which the editor cannot write: ${value.slice(0, 60)}`);
    return value.replaceAll(from, to);
  }
  if (Array.isArray(value)) return value.map((item) => replaced(item, from, to));
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, from, to)]));
  return value;
}

/** A Keystatic field, as far as the order of what it writes goes. */
type FieldShape = { kind: string; fields?: Record<string, FieldShape>; element?: FieldShape };

/**
 * The data with its keys in the order the editor writes them: its form's (Keystatic serializes an
 * entry field by field); keys the form does not know stay last, as they were.
 */
function inEditorOrder(data: unknown, field: FieldShape): unknown {
  if (field.kind === 'array' && field.element && Array.isArray(data)) return data.map((item) => inEditorOrder(item, field.element!));
  if (field.kind !== 'object' || !field.fields || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const known = Object.keys(field.fields).filter((key) => key in record);
  const rest = Object.keys(record).filter((key) => !(key in field.fields!));
  return Object.fromEntries([...known.map((key) => [key, inEditorOrder(record[key], field.fields![key]!)]), ...rest.map((key) => [key, record[key]])]);
}

/**
 * The data without the sections left empty: an optional group of fields none of which is filled in
 * (an office's lead before anyone is named) is written as Keystatic's form holds it, `lead: {}`, a
 * line staff did not write (the walk-through of 2026-11-29: saving Toronto added it to both
 * editions); so is an empty list, `team: []` (the walk-through of 2026-12-02: saving About added
 * it). The schemas read an empty section as an absent one (model/content/schemas/fields.ts
 * optionalSection), no schema requires a group whose fields are all optional, and no list may be
 * empty but an optional one (tests/unit/editor.test.ts).
 */
export function withoutEmptySections(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptySections);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const kept = Object.entries(value).flatMap(([key, item]) => {
    const inner = withoutEmptySections(item);
    const empty =
      inner === undefined || (Array.isArray(inner) && inner.length === 0) || (inner !== null && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date) && Object.keys(inner).length === 0);
    return empty ? [] : [[key, inner] as const];
  });
  return Object.fromEntries(kept);
}

/** A content file's data as YAML text, as the editor writes it. */
export function contentYaml(data: unknown): string {
  let kept = withoutEmptySections(data);
  // A file is never written empty: its lists of none stay (content/redirects.yaml before any redirect).
  if (kept && typeof kept === 'object' && Object.keys(kept).length === 0 && data && typeof data === 'object' && !Array.isArray(data)) {
    kept = Object.fromEntries(Object.entries(data).filter(([, value]) => Array.isArray(value)));
  }
  return dump(replaced(kept, noBreakSpace, standIn), { lineWidth: -1 }).replaceAll(standIn, noBreakSpace);
}

/**
 * A content file's text as the editor would write it unchanged: a YAML file whole, an article's
 * front matter (its Markdown body as it is). `form`: the fields of the entry's form (editor/config.ts editorFormOf).
 */
export function formattedContentFile(file: string, text: string, form: Record<string, FieldShape>): string {
  const shape: FieldShape = { kind: 'object', fields: form };
  if (!file.endsWith('.md')) return contentYaml(inEditorOrder(load(text), shape));
  const parts = /^---\n([\s\S]*?\n)?---\n([\s\S]*)$/.exec(text);
  if (!parts) return text;
  // A site value in the Markdown as the editor writes it: its brace escaped (model/content/case-study-parse.ts storySiteValues).
  const body = (parts[2] ?? '').replace(/(?<!\\)\{(site\.\w+)\}/g, '\\{$1}');
  return `---\n${contentYaml(inEditorOrder(load(parts[1] ?? ''), shape))}---\n${body}`;
}

// This module stands in for js-yaml where Keystatic's app imports it: js-yaml, with the editor's `dump`.
export * from 'js-yaml';
export { contentYaml as dump };
