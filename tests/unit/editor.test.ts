import { readdirSync, readFileSync } from 'node:fs';
import type { ComponentSchema } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { editorCollections, editorConfig, editorNavigation, editorSingletons } from '../../editor/config';
import { defOf } from '../../editor/fields';
import { collections, editorSections } from '../../model/collections';
import { splitFrontMatter } from '../../model/frontmatter';
import { isBlank, postFrontMatterSchema } from '../../model/schemas';

// The editor (issue 15) reads every content file as the build does, and its fields accept and
// refuse what the zod schemas accept and refuse, field by field.
const reader = createReader(process.cwd(), editorConfig("local"));

/** The data with blank optional parts left out, as the schemas read it. */
function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).filter(([, item]) => !isBlank(item)).map(([key, item]) => [key, withoutBlanks(item)]));
  }
  return value;
}

const yamlOf = (file: string) => parse(readFileSync(file, 'utf8')) as unknown;

/** The content collections and the articles (Markdown, read by model/posts-files.ts). */
const allCollections = [...collections, { label: 'Articles', files: { folder: 'content/posts' }, schema: postFrontMatterSchema }];

const schemaOf = (label: string) => {
  const found = allCollections.find((collection) => collection.label === label);
  if (!found) throw new Error(`no collection ${label}`);
  return found.schema;
};

const editorEntries = [
  ...Object.entries(editorCollections).map(([key, { label, path, schema }]) => ({ key, label, path: path!, schema, kind: 'collection' as const })),
  ...Object.entries(editorSingletons).map(([key, { label, path, schema }]) => ({ key, label, path: path!, schema, kind: 'singleton' as const })),
];

describe('the editor (Keystatic)', () => {
  it('offers every collection of model/collections.ts and nothing else', () => {
    const labels = editorEntries.map(({ label }) => label);
    expect(labels.sort()).toEqual(allCollections.map(({ label }) => label).sort());
    // Each points at the files its collection names.
    for (const { label, path, kind } of editorEntries) {
      const { files } = allCollections.find((collection) => collection.label === label)!;
      if (kind === 'singleton') expect(files, label).toEqual([`${path}.yaml`]);
      else if (Array.isArray(files)) expect(files.every((file) => file.startsWith(path.replace(/\*$/, ''))), label).toBe(true);
      else expect((files as { folder: string }).folder, label).toBe(path.replace(/\/\*$/, ''));
    }
  });

  it("lists every entry once in the sidebar, in its collection's section, the articles under Blog", () => {
    expect(Object.keys(editorNavigation)).toEqual([...editorSections]);
    const listed = Object.values(editorNavigation).flat();
    expect([...listed].sort()).toEqual([...Object.keys(editorCollections), ...Object.keys(editorSingletons)].sort());
    expect(new Set(listed).size).toBe(listed.length);
    for (const [section, keys] of Object.entries(editorNavigation)) {
      expect(keys.length, section).toBeGreaterThan(0);
      for (const key of keys) {
        const { label } = editorCollections[key] ?? editorSingletons[key]!;
        const expected = label === 'Articles' ? 'Blog' : collections.find((collection) => collection.label === label)!.section;
        expect(section, label).toBe(expected);
      }
    }
    expect(editorNavigation.Blog![0]).toBe('articles');
  });

  it.each(Object.entries(editorCollections))('reads every file of %s as the build does', async (key, { path, format }) => {
    const folder = path!.replace(/\/\*$/, '');
    const markdown = typeof format === 'object' && format.contentField !== undefined;
    const extension = markdown ? '.md' : '.yaml';
    const files = readdirSync(folder).filter((name) => name.endsWith(extension));
    const entries = await reader.collections[key]!.all();
    expect(entries.map(({ slug }) => `${slug}${extension}`).sort()).toEqual(files.sort());
    for (const { slug, entry } of entries) {
      const file = `${folder}/${slug}${extension}`;
      if (!markdown) {
        expect(withoutBlanks(entry), file).toEqual(withoutBlanks(yamlOf(file)));
        continue;
      }
      const { data, body } = splitFrontMatter(file, readFileSync(file, 'utf8'));
      const { body: read, ...frontMatter } = entry as Record<string, unknown>;
      // As for YAML files: an optional field the file leaves out reads as blank (translationOf).
      expect(withoutBlanks(frontMatter), file).toEqual(withoutBlanks(data));
      expect(typeof read).toBe('function'); // Keystatic reads the body on demand
      expect(body.trim().length, file).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(editorSingletons))('reads the %s file as the build does', async (key, { path }) => {
    const entry = await reader.singletons[key]!.read();
    expect(withoutBlanks(entry)).toEqual(withoutBlanks(yamlOf(`${path}.yaml`)));
  });

  // Field by field: every text field of the editor accepts and refuses the same samples as the
  // zod schema at the same place, and every list has the schema's length.
  type Field = ComponentSchema & { kind: string; fields?: Record<string, Field>; element?: Field; validation?: { length?: { min?: number; max?: number } }; validate?: (value: unknown) => unknown };

  function compare(schema: z.ZodType, field: Field, path: string, sample: unknown, required: boolean, problems: string[]) {
    let def = defOf(schema);
    if (def.type === 'pipe') { schema = def.out!; def = defOf(schema); }
    if (def.type === 'optional') { required = false; schema = def.innerType!; def = defOf(schema); }
    if (def.type === 'object') {
      if (field.kind !== 'object') return void problems.push(`${path}: the schema has a group, the editor a ${field.kind}`);
      const keys = Object.keys(def.shape!);
      if (keys.join() !== Object.keys(field.fields!).join()) problems.push(`${path}: keys ${keys.join()} vs ${Object.keys(field.fields!).join()}`);
      for (const key of keys) compare(def.shape![key]!, field.fields![key]!, `${path}.${key}`, (sample as Record<string, unknown> | undefined)?.[key], required, problems);
      return;
    }
    if (def.type === 'array') {
      if (field.kind !== 'array') return void problems.push(`${path}: the schema has a list, the editor a ${field.kind}`);
      const checks = Object.fromEntries((def.checks ?? []).map(({ _zod }) => [_zod.def.check as string, _zod.def]));
      const min = (checks.length_equals?.length ?? checks.min_length?.minimum) as number | undefined;
      const max = (checks.length_equals?.length ?? checks.max_length?.maximum) as number | undefined;
      const length = field.validation?.length ?? {};
      if ((required ? min : undefined) !== length.min || max !== length.max) problems.push(`${path}: length ${min}-${max} vs ${length.min}-${length.max}`);
      compare(def.element!, field.element!, `${path}[]`, Array.isArray(sample) ? sample[0] : undefined, true, problems);
      return;
    }
    if (field.kind !== 'form' || !field.validate) return void problems.push(`${path}: the schema has a ${def.type}, the editor a ${field.kind}`);
    if (def.type !== 'string') return;
    const samples = ['', '   ', 'x', 'x'.repeat(60), 'x'.repeat(300), ...(typeof sample === 'string' ? [sample, `${sample} `.slice(1)] : [])];
    for (const value of samples) {
      let editorAccepts = true;
      try { field.validate(value); } catch { editorAccepts = false; }
      // Blank, an optional part is absent (optionalSection); filled, it is checked as the schema says.
      const schemaAccepts = schema.safeParse(value).success || (!required && value.trim() === '');
      if (editorAccepts !== schemaAccepts) problems.push(`${path}: "${value.slice(0, 20)}" ${schemaAccepts ? 'accepted' : 'refused'} by the schema, ${editorAccepts ? 'accepted' : 'refused'} by the editor`);
    }
  }

  it.each(editorEntries.map((entry) => [entry.label, entry] as const))('%s: fields agree with the schema', (label, { schema, path, kind, key: entryKey }) => {
    const slugKey = kind === 'collection' ? editorCollections[entryKey]!.slugField : undefined;
    const sampleFile = kind === 'singleton' ? `${path}.yaml` : `${path.replace(/\*$/, '')}${readdirSync(path.replace(/\/\*$/, '')).sort()[0]}`;
    const sample = sampleFile.endsWith('.md') ? splitFrontMatter(sampleFile, readFileSync(sampleFile, 'utf8')).data : (yamlOf(sampleFile) as Record<string, unknown>);
    const problems: string[] = [];
    const zod = schemaOf(label);
    const shape = defOf(zod).shape!;
    // An article's body is its Markdown, outside the front matter the schema checks.
    const fieldKeys = Object.keys(schema).filter((key) => !(label === 'Articles' && key === 'body'));
    expect(fieldKeys).toEqual(Object.keys(shape));
    for (const [key, field] of Object.entries(schema)) {
      if (key === slugKey || !fieldKeys.includes(key)) continue; // the entry's name and file name, checked below
      compare(shape[key]!, field as Field, key, sample[key], true, problems);
    }
    expect(problems).toEqual([]);
  });

  it('refuses an empty FAQ answer, as the build does', () => {
    const answer = (editorCollections.services!.schema.faqs as unknown as Field).element!.fields!.answer!;
    expect(() => answer.validate!('')).toThrow('must not be empty');
    expect(() => answer.validate!('  ')).toThrow('must not be blank');
  });
});

describe('the entry names', () => {
  it.each(Object.entries(editorCollections))('%s: the name is required and kept in the file, the file name is the slug', (_key, collection) => {
    const field = (collection.schema as Record<string, { kind: string; formKind?: string; validate: (value: unknown, args?: unknown) => unknown }>)[collection.slugField]!;
    expect(field.formKind).toBe('slug');
    expect(() => field.validate({ name: '', slug: '' })).toThrow();
    expect(field.validate({ name: 'Analytics', slug: 'analytics' })).toEqual({ name: 'Analytics', slug: 'analytics' });
  });
});
