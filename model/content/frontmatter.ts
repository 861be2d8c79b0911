/**
 * Splits a Markdown file into its front matter (YAML between `---` lines, as the editor writes
 * it) and its body. Front matter that is not a YAML mapping is an error naming the file.
 */
import { readYaml } from './yaml-text.ts';

type FrontMatter = Record<string, unknown>;

export function splitFrontMatter(file: string, source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---\n?/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter between --- lines`);
  const { errors, data } = readYaml(match[1]!);
  if (errors.length > 0) throw new Error(`${file}: front matter is not valid YAML\n${errors.map((error) => `  - ${error}`).join('\n')}`);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error(`${file}: front matter must be "key: value" lines`);
  return { data: data as FrontMatter, body: text.slice(match[0].length) };
}
