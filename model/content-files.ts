/**
 * Content files (YAML) turned into modules at build time, validated on the way (issue 15).
 *
 * `import careers from '../content/company/careers.yaml'` gives the file's data, checked by
 * the zod schema its collection names (model/collections.ts) and with its site values filled
 * in: a bad file fails `npm run build`, `vike dev` and the tests, naming the file, the entry and
 * the field. Only the validated data reaches a bundle: neither the YAML parser nor zod is
 * shipped for it.
 *
 * Site values: copy may write `{site.brand}`, `{site.legalName}`, `{site.contactEmail}`,
 * `{site.origin}`, `{site.foundingYear}` or `{site.headquarters.city}` (any leaf of
 * content/site.ts) where the brand or a deploy-time value belongs; anything else in braces
 * fails the build.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { parseDocument } from 'yaml';
import { site } from '../content/site';
import { collectionOf } from './collections';
import { parseContent } from './schemas';

const token = /\{([^{}\s]*)\}/g;

function siteValue(path: string): string | undefined {
  if (!path.startsWith('site.')) return undefined;
  let value: unknown = site;
  for (const key of path.slice('site.'.length).split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Every string with its `{site.*}` values filled in; an unknown one is an error naming where it is. */
export function fillSiteValues(value: unknown, file: string, at: (string | number)[] = []): unknown {
  if (typeof value === 'string') {
    return value.replace(token, (whole, path: string) => {
      const filled = siteValue(path);
      if (filled === undefined) {
        throw new Error(`Invalid content "${file}":\n  - ${at.join('.') || '(root)'}: ${whole} is not a site value (write {site.brand}, {site.contactEmail} or another key of content/site.ts)`);
      }
      return filled;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillSiteValues(item, file, [...at, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteValues(item, file, [...at, key])]));
  }
  return value;
}

/** A content file's text to its validated data; errors name the file (relative to the project). */
export function readContentFile(file: string, source: string): unknown {
  const collection = collectionOf(file);
  if (!collection) throw new Error(`Invalid content "${file}": no collection in model/collections.ts holds this file`);
  const document = parseDocument(source, { prettyErrors: true });
  if (document.errors.length > 0) {
    throw new Error(`Invalid content "${file}": it is not valid YAML\n${document.errors.map((error) => `  - ${error.message}`).join('\n')}`);
  }
  return parseContent(collection.schema, file, fillSiteValues(document.toJS(), file));
}

/** Node only, outside Vite (Playwright's tests, tests/support/yaml-loader.mjs): a content file read from disk and validated. */
export function loadContentFile(file: string, root = process.cwd()): unknown {
  return readContentFile(file, readFileSync(join(root, file), 'utf8'));
}

/** The Vite plugin: `*.yaml` under content/ becomes `export default <validated data>`. */
export function contentFiles(root = process.cwd()): Plugin {
  return {
    name: 'northbeam:content-files',
    enforce: 'pre',
    transform(source, id) {
      const path = id.split('?')[0]!;
      if (!path.endsWith('.yaml')) return null;
      const data = readContentFile(relative(root, path), source);
      return { code: `export default ${JSON.stringify(data)};\n`, map: null };
    },
  };
}
