/**
 * YAML texts read once (issue 56): the content check, the translation status, the entries' names
 * and the site values each read every content file again, for every page the editor serves and
 * every save it checks; a profile of the local editor's test chain found its dev server 36 of its
 * 88 busy seconds in the YAML parser, reading the same 200 texts. A text is parsed the first time
 * it is met and its data kept by text (a file changed is a new text), frozen: a reader that wants
 * to change the data copies it first, and one that forgets fails at once instead of changing it
 * for the next reader.
 */
import { parseDocument } from 'yaml';
import { keptByText } from './kept.ts';

type Read = { errors: string[]; data: unknown };

const read = keptByText<Read>();

function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** A YAML text's errors (prettified: with the line and the column) and, when it has none, its data (frozen). */
export function readYaml(text: string): Read {
  return read(text, () => {
    const document = parseDocument(text, { prettyErrors: true });
    return { errors: document.errors.map((error) => error.message), data: document.errors.length > 0 ? undefined : frozen(document.toJS()) };
  });
}

/** A YAML text's data (frozen), as `yaml`'s `parse` gives it; its first error thrown, as `parse` throws it. */
export function yamlData(text: string): unknown {
  const { errors, data } = readYaml(text);
  if (errors.length > 0) throw new SyntaxError(errors[0]);
  return data;
}
