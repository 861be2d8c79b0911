/**
 * What is wrong with a content entry, in the words staff read in the editor (issue 41): the field
 * named by its label, a list item counted from 1 and named by its title ("FAQs 2 ("How long…") >
 * Answer"), and the problem said with what to do, never the validation library's wording. The
 * build, the dev server's banner and the editor's dashboard all show these lines.
 */
import type { z } from 'zod';

type Issue = z.ZodError['issues'][number];

/** Words a marketer reads: `imageAlt` is "Image alt", `seo` is "SEO". The editor labels its fields with it. */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  if (label === 'Alt') return 'Alt text';
  return label.replace(/\bSeo\b/, 'SEO').replace(/\bseo\b/, 'SEO').replace(/\bcta\b/i, 'Call to action').replace(/\bfaqs\b/i, 'FAQs');
}

/** The keys a list item is named by, in order: a FAQ by its question, a city by its name. */
const itemNameKeys = ['title', 'name', 'question', 'heading', 'label', 'city', 'author', 'slug', 'oldAddress'];

/** A list item's name, shortened: "How long does an AI integration take?" -> the first 40 characters. */
function itemName(item: unknown): string | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const name = itemNameKeys.map((key) => (item as Record<string, unknown>)[key]).find((value) => typeof value === 'string' && value.trim());
  if (typeof name !== 'string') return undefined;
  const text = name.trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** `['faqs', 1, 'answer']` in a service file -> `FAQs 2 ("How long does…") > Answer`. */
export function fieldPath(value: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let at: unknown = value;
  let list = '';
  for (const key of path) {
    at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      const name = itemName(at);
      parts[parts.length - 1] = `${list} ${key + 1}${name ? ` ("${name}")` : ''}`;
    } else {
      list = labelOf(String(key));
      parts.push(list);
    }
  }
  return parts.join(' > ') || 'The file';
}

/** The same, for a place written as text: `faqs.1.answer` (or its parts), list indexes as digits. */
export function fieldPathOf(value: unknown, place: string | readonly string[]): string {
  const parts = typeof place === 'string' ? place.split('.') : place;
  return fieldPath(value, parts.map((key) => (/^\d+$/.test(key) ? Number(key) : key)));
}

/** The value an issue is about, read from the entry as written. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  return at;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** zod's own wording, which a schema's message never starts with. */
const libraryWording = /^(?:Invalid|Too (?:small|big)|Expected|Unrecognized|Required)/;

/** One problem of a field, said so staff know what to do. */
function plainProblem(issue: Issue, value: unknown): string {
  const at = valueAt(value, issue.path);
  const own = issue.message && !libraryWording.test(issue.message) ? issue.message : undefined;
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        const length = typeof at === 'string' ? at.trim().length : 0;
        return length === 0 ? 'is empty: write it' : `is ${plural(length, 'character')} long: write at least ${minimum}`;
      }
      if (issue.origin === 'array') {
        const count = Array.isArray(at) ? at.length : 0;
        return `has ${plural(count, 'item')}: it needs at least ${minimum}, so add ${minimum - count}`;
      }
      return `is ${String(at)}: it must be ${minimum} or more`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        const length = typeof at === 'string' ? at.trim().length : 0;
        return `is ${plural(length, 'character')} long: shorten it to ${maximum} at most`;
      }
      if (issue.origin === 'array') {
        const count = Array.isArray(at) ? at.length : 0;
        return `has ${plural(count, 'item')}: it takes ${maximum} at most, so remove ${count - maximum}`;
      }
      return `is ${String(at)}: it must be ${maximum} or less`;
    }
    case 'invalid_type': {
      if (at === undefined || at === null) return 'is missing: fill it in';
      const expected: Record<string, string> = { string: 'text', number: 'a number', boolean: 'yes or no', array: 'a list', object: 'a group of fields' };
      return `must be ${expected[issue.expected] ?? issue.expected}`;
    }
    case 'invalid_value':
      if (own) return own;
      return issue.values.length === 1 ? `must be exactly ${JSON.stringify(issue.values[0])}` : `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (own) return own;
      if (issue.format === 'url') return 'must be a web address starting with https://';
      if (issue.format === 'email') return 'must be an e-mail address, such as name@example.ca';
      return 'is not written the way this field expects';
    default:
      return own ?? issue.message;
  }
}

/**
 * Every problem of an entry, one line per field (the first thing wrong with it: a date that is not
 * YYYY-MM-DD is not also reported as "not a real date"), each "field: what to do".
 */
export function problemsOf(issues: readonly Issue[], value: unknown): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      // A key the schema does not know (strict objects): most often a misspelt field name, shown as written.
      for (const key of issue.keys) lines.push(`${issue.path.length > 0 ? `${fieldPath(value, issue.path)} > ` : ''}"${key}": is not a field here (a misspelt name?)`);
      continue;
    }
    const where = issue.path.map(String).join('.');
    if (seen.has(where)) continue;
    seen.add(where);
    lines.push(`${fieldPath(value, issue.path)}: ${plainProblem(issue, value)}`);
  }
  return lines;
}

/** The file a problem's line begins with ("content/fr/services/ai-agents.yaml: FAQs…"), if it names one. */
export const fileOf = (line: string) => /^(content\/\S+?\.(?:yaml|md)):\s/.exec(line)?.[1];

/**
 * The lines said to staff: each problem's file by its entry's name as the editor's sidebar says it
 * (model/content/entry-names.ts; "Cloud Security — Services · Français: FAQs: has 7 items…", issue 55:
 * saves and the dev server's banner quoted file paths), and a problem several entries share said
 * once with all their names (four featured case studies made "4 problems" of one).
 */
export function byEntryName(lines: readonly string[], nameOf: (file: string) => string): string[] {
  const names = new Map<string, string[]>();
  for (const line of lines) {
    const file = fileOf(line);
    const text = file ? line.slice(file.length + 2) : line;
    const those = names.get(text) ?? [];
    if (file && !those.includes(nameOf(file))) those.push(nameOf(file));
    names.set(text, those);
  }
  return [...names].map(([text, those]) => (those.length > 0 ? `${those.join(', ')}: ${text}` : text));
}

/** One step of a field's place as fieldPath writes it: a label, then a list item's number and name; then " > " or ": ". */
const placeStep = /([A-Z][^:>"(@,\n]{0,60}?)( \d+(?: \("[^"]*"\))?)?( > |: )/y;

/**
 * The labels of the field a problem is about, from what the line says after its file ("FAQs 2
 * ("How long…") > Answer: is empty" -> ['FAQs']; "SEO > Description: …" -> ['SEO', 'Description']),
 * up to the first list, whose items the editor opens one at a time; none when the line names no
 * field. The Dashboard's links open the entry at that field (editor/field-focus.ts).
 */
export function fieldLabelsOf(what: string): string[] {
  const labels: string[] = [];
  let list = false;
  placeStep.lastIndex = 0;
  for (let step = placeStep.exec(what); step; step = placeStep.exec(what)) {
    if (!list) labels.push(step[1]!);
    list ||= step[2] !== undefined;
    if (step[3] === ': ') return labels;
  }
  return [];
}

/**
 * What a field naming an entry no file is named for says (`is "healthcare", which no file of
 * content/industries is named`), and the pattern that finds it again in a problem's line: the
 * editor says it of an entry its save deletes by the entry's name instead (editor/save-rules.ts); model/content/content-read.ts says it.
 * One source for both, so that the wording cannot change under the editor.
 */
export const namesNoEntry = (slug: string, folder: string): string => `is "${slug}", which no file of ${folder} is named`;
export const namesNoEntryLine = /^(content\/\S+?: )(.+?): is "([^"]+)", which no file of (content\/\S+) is named$/;
