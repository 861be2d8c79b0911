/**
 * Splits a Markdown file into its front matter (YAML between `---` lines, as the editor writes
 * it) and its body. Front matter that is not a YAML mapping is an error naming the file.
 */
import { parseDocument } from 'yaml';

type FrontMatter = Record<string, unknown>;

export function splitFrontMatter(file: string, source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---\n?/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter between --- lines`);
  const document = parseDocument(match[1]!, { prettyErrors: true });
  if (document.errors.length > 0) {
    throw new Error(`${file}: front matter is not valid YAML\n${document.errors.map((error) => `  - ${error.message}`).join('\n')}`);
  }
  const data = document.toJS() as unknown;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: front matter must be "key: value" lines`);
  return { data: data as FrontMatter, body: text.slice(match[0].length) };
}
