/**
 * `npm run format:content`: puts every content file in the form the editor writes
 * (editor/content-yaml.ts), so that the next save through the editor changes only what it
 * changes. Run it after editing a content file by hand; `npm test` says which files need it.
 * Values never change: the script checks that each file reads the same before and after.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { runnerImport } from 'vite';
import { load } from 'js-yaml';

const root = process.cwd();
const { module: config } = await runnerImport<typeof import('../editor/config.ts')>(join(root, 'editor/config.ts'), { configFile: false, logLevel: 'warn' });
const { module: writer } = await runnerImport<typeof import('../editor/content-yaml.ts')>(join(root, 'editor/content-yaml.ts'), { configFile: false, logLevel: 'warn' });

const files: string[] = [];
const walk = (folder: string) => {
  for (const name of readdirSync(join(root, folder)).sort()) {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(path);
    else if (/\.(yaml|md)$/.test(name)) files.push(path);
  }
};
walk('content');

const frontMatter = (text: string) => (/^---\n([\s\S]*?\n)?---\n/.exec(text)?.[1] ?? '');

// A Markdown body as the editor writes it back (issue 55: a save of an untouched article rewrote
// its lists and tables, and its French twin then said "French needs updating"): read and written
// by Keystatic's own Markdown field, from its browser build (the Node build leaves the document
// editor out). Kept only when the site shows the same page from it.
type MdxField = {
  parse(value: unknown, files: { content: Uint8Array; other: Map<string, unknown>; external: Map<string, unknown>; slug: string }): unknown;
  serialize(value: unknown, options: { slug: string }): { content: Uint8Array };
};
const { module: keystatic } = await runnerImport<{ fields: { mdx(config: object): MdxField } }>(join(root, 'node_modules/@keystatic/core/dist/keystatic-core.js'), { configFile: false, logLevel: 'warn' });
const { module: markdown } = await runnerImport<typeof import('../model/content/markdown.ts')>(join(root, 'model/content/markdown.ts'), { configFile: false, logLevel: 'warn' });
const mdx = keystatic.fields.mdx({ label: 'Body', extension: 'md', components: config.articleComponents });
async function editorBody(file: string, body: string): Promise<string> {
  const value = mdx.parse(undefined, { content: new TextEncoder().encode(body), other: new Map(), external: new Map(), slug: 'entry' });
  const written = new TextDecoder().decode(mdx.serialize(value, { slug: 'entry' }).content);
  if (written === body) return body;
  if ((await markdown.renderMarkdown(written)) !== (await markdown.renderMarkdown(body))) {
    console.warn(`${file}: the editor would write its text differently enough to change the page; left as it is (look at its Markdown)`);
    return body;
  }
  return written;
}

let changed = 0;
for (const file of files) {
  const form = config.editorFormOf(file);
  if (!form) continue;
  const text = readFileSync(join(root, file), 'utf8');
  let formatted = writer.formattedContentFile(file, text, form);
  if (file.endsWith('.md')) {
    const parts = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(formatted);
    if (parts) formatted = `${parts[1]}${await editorBody(file, parts[2]!)}`;
  }
  if (formatted === text) continue;
  // The values, an empty section or list being none (editor/content-yaml.ts withoutEmptySections).
  const values = (source: string) => writer.withoutEmptySections(load(file.endsWith('.md') ? frontMatter(source) : source));
  if (!isDeepStrictEqual(values(formatted), values(text))) throw new Error(`${file}: formatting would change its values; nothing written`);
  writeFileSync(join(root, file), formatted);
  changed += 1;
  console.log(`formatted ${file}`);
}
console.log(changed === 0 ? 'Every content file is in the editor’s form.' : `${changed} file${changed > 1 ? 's' : ''} formatted.`);
