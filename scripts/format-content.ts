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
let changed = 0;
for (const file of files) {
  const form = config.editorFormOf(file);
  if (!form) continue;
  const text = readFileSync(join(root, file), 'utf8');
  const formatted = writer.formattedContentFile(file, text, form);
  if (formatted === text) continue;
  const values = (source: string) => load(file.endsWith('.md') ? frontMatter(source) : source);
  if (!isDeepStrictEqual(values(formatted), values(text))) throw new Error(`${file}: formatting would change its values; nothing written`);
  writeFileSync(join(root, file), formatted);
  changed += 1;
  console.log(`formatted ${file}`);
}
console.log(changed === 0 ? 'Every content file is in the editor’s form.' : `${changed} file${changed > 1 ? 's' : ''} formatted.`);
