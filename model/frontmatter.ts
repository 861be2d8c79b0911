/**
 * Splits a Markdown file into its front matter and body. The front matter is a flat YAML
 * subset: `key: value` lines where a value is a bare word, a date, a "quoted string" or a
 * JSON array of strings. Anything else is an error naming the file and line.
 */
export type FrontMatter = Record<string, string | string[]>;

export function splitFrontMatter(file: string, source: string): { data: FrontMatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${file}: missing front matter between --- lines`);
  const data: FrontMatter = {};
  match[1]!.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) throw new Error(`${file}: front matter line ${index + 2} is not "key: value"`);
    const [, key, raw] = pair as unknown as [string, string, string];
    data[key] = parseValue(file, key, raw.trim());
  });
  return { data, body: source.replace(/\r\n/g, '\n').slice(match[0].length) };
}

function parseValue(file: string, key: string, raw: string): string | string[] {
  if (raw.startsWith('"') || raw.startsWith('[')) {
    try {
      return JSON.parse(raw) as string | string[];
    } catch {
      throw new Error(`${file}: front matter "${key}" is not a valid quoted string or list`);
    }
  }
  return raw;
}
