import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { createReader } from '@keystatic/core/reader';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { draftTitle } from '../../editor/drafts';
import { articleComponents, draftOf, storyOptions, editorCollections, editorConfig, editorFormOf, editorNavigation, editorSingletons } from '../../editor/config';
import { contentYaml, formattedContentFile } from '../../editor/content-yaml';
import { keystaticChanges, yamlWriter } from '../../editor/keystatic-patches';
import { withoutEnglishChecked } from '../../model/content/translation-status';
import { defOf, frenchMarkdownTypography, frenchTypography, itemLabelOf, withFrenchMarkdown, withLimits } from '../../editor/fields';
import { collections, yamlCollections, editorSections, type Collection, type ContentFolder, postFolders } from '../../model/content/collections';
import { projectContent } from '../../model/content/content-files';
import { collectionFiles } from '../../model/content/content-read';

type ContentCollection = Omit<Collection, 'name'>;
import { splitFrontMatter } from '../../model/content/frontmatter';
import { englishContentFile, frenchContentFile } from '../../model/site/languages';
import { postFrontMatterSchema } from '../../model/content/schemas/blog';
import { englishOnlyKeys, forLanguage, frenchOnlyKeys, isBlank, photoFields, references, sharedPhotoWords, titleMax } from '../../model/content/schemas/fields';
import { notFoundPageSchema } from '../../model/content/schemas/whole-site';
import { photoField, photoWordsField } from '../../editor/photo-field';
import { fileNameIsSet } from '../../editor/file-name-field';

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

/** The content collections, the articles (Markdown) among them, as the model names them. */
const modelCollections: readonly ContentCollection[] = collections;

/** A collection's files in French: the same under content/fr/ (model/site/languages.ts). */
const frenchFilesOf = (files: ContentCollection['files']): ContentCollection['files'] =>
  Array.isArray(files) ? files.map(frenchContentFile) : { ...(files as ContentFolder), folder: frenchContentFile((files as ContentFolder).folder) };

/**
 * What the editor offers (issue 23): each collection in English ("Home page · English") and in
 * French ("Home page · Français": its content/fr/ files, the specification's English texts free),
 * the French-only one once.
 */
const allCollections = modelCollections.flatMap((collection) =>
  collection.frenchOnly
    ? [{ ...collection, label: `${collection.label} · French edition only` }]
    : [
        { ...collection, label: `${collection.label} · English` },
        { ...collection, label: `${collection.label} · Français`, files: frenchFilesOf(collection.files), schema: forLanguage(collection.schema, 'fr') },
      ],
);

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
  it('offers every collection of model/content/collections.ts and nothing else', () => {
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
        const expected = allCollections.find((collection) => collection.label === label)!.section;
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
    // A photo is one field (editor/photo-field.tsx, tested below); a French file's words for it, another.
    if (photoFields.has(schema)) return void ((field as { formKind?: string }).formKind !== 'asset' && problems.push(`${path}: the schema has a photo, the editor a ${field.kind}`));
    if (schema === sharedPhotoWords) return void (field.kind !== 'form' && problems.push(`${path}: the schema has a photo's words, the editor a ${field.kind}`));
    // An entry of another collection: chosen in a list of those that exist (the build checks the name).
    if (references.has(schema)) return void ((field as { referencesCollection?: string }).referencesCollection !== references.get(schema)!.collection && problems.push(`${path}: the schema names an entry of ${references.get(schema)!.collection}, the editor a ${field.kind}`));
    let def = defOf(schema);
    if (def.type === 'pipe') { schema = def.out!; def = defOf(schema); }
    if (def.type === 'optional') { required = false; schema = def.innerType!; def = defOf(schema); }
    // An optional one (a case study's city), once unwrapped.
    if (references.has(schema)) return void ((field as { referencesCollection?: string }).referencesCollection !== references.get(schema)!.collection && problems.push(`${path}: the schema names an entry of ${references.get(schema)!.collection}, the editor a ${field.kind}`));
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
    // A French entry's translation status (editor/translation-status.tsx) is the editor's, not the site's: the build sets it aside.
    // An English entry's French version (the same file) is the editor's too, and saves nothing; so is "View on the site".
    // A case study's body is its story, in Markdown too.
    const markdown = label.startsWith('Articles · ') || label.startsWith('Case studies · ');
    // A French entry's form reads the facts its English twin alone holds and lets them go (a case study's date, services...): they save nothing.
    const englishSchema = label.endsWith(' · Français') ? collections.find((collection) => label.startsWith(`${collection.label} · `))?.schema : undefined;
    const englishOnly = englishSchema ? Object.keys(englishOnlyKeys(englishSchema)) : [];
    // And an English entry's form leaves out the French file's own address word (issue 55: "leave it empty there", in the English form).
    const frenchOnly = label.endsWith(' · English') ? frenchOnlyKeys(zod) : [];
    for (const key of [...englishOnly, ...frenchOnly]) expect((schema[key] as unknown as { serialize: (value: unknown) => unknown }).serialize(null), `${label}: ${key}`).toEqual({ value: undefined });
    const fieldKeys = Object.keys(schema).filter((key) => !(markdown && key === 'body') && !['englishChecked', 'frenchVersion', 'viewOnSite', ...englishOnly, ...frenchOnly].includes(key));
    // The redirects: each edition lists its own old addresses (model/content/collections.ts ownItems), no translation status.
    const ownItems = collections.some((collection) => collection.ownItems && label.startsWith(`${collection.label} · `));
    expect('englishChecked' in schema, label).toBe(label.endsWith(' · Français') && !ownItems);
    // Articles too (a walk-through of 2026-12-02: no way to start an article's French version from it).
    expect('frenchVersion' in schema, label).toBe(label.endsWith(' · English') && !ownItems);
    if ('frenchVersion' in schema) expect((schema.frenchVersion as unknown as { serialize: (value: string) => unknown }).serialize('')).toEqual({ value: undefined });
    // "View on the site" on every entry but the French-only addresses (it shows only where the entry has a page), saving nothing.
    expect('viewOnSite' in schema, label).toBe(!label.startsWith('French page addresses') && !ownItems);
    if ('viewOnSite' in schema) expect((schema.viewOnSite as unknown as { serialize: (value: string) => unknown }).serialize('')).toEqual({ value: undefined });
    expect(fieldKeys).toEqual(Object.keys(shape).filter((key) => !frenchOnly.includes(key)));
    for (const [key, field] of Object.entries(schema)) {
      if (key === slugKey || !fieldKeys.includes(key)) continue; // the entry's name and file name, checked below
      if (label.startsWith('Articles · ') && key === 'image') continue; // written by the editor from the file name, checked below
      compare(shape[key]!, field as Field, key, sample[key], true, problems);
    }
    expect(problems).toEqual([]);
  });

  it("writes an article's drawn cover path from its file name, the one path the build takes (issue 30)", () => {
    for (const key of ['articles', 'articlesFr']) {
      const image = editorCollections[key]!.schema.image as unknown as { formKind: string; serialize: (value: null, args: { slug: string }) => { value: string } };
      expect(image.formKind).toBe('asset');
      const { value } = image.serialize(null, { slug: 'office-hours-for-data-teams' });
      expect(value).toBe('/images/blog/office-hours-for-data-teams.svg');
      expect(postFrontMatterSchema.shape.image.safeParse(value).success).toBe(true);
    }
  });

  it("writes each list's limits under its label before anything is typed (issue 41), in every entry", () => {
    type List = { kind: string; description?: string; validation?: { length?: { min?: number; max?: number } }; element?: List; fields?: Record<string, List> };
    const lists: { path: string; list: List }[] = [];
    const walk = (field: List, path: string) => {
      if (field.kind === 'array') lists.push({ path, list: field });
      if (field.element) walk(field.element, `${path}[]`);
      for (const [key, inner] of Object.entries(field.fields ?? {})) walk(inner, `${path}.${key}`);
    };
    for (const [key, { schema }] of [...Object.entries(editorCollections), ...Object.entries(editorSingletons)]) {
      for (const [name, field] of Object.entries(schema as Record<string, List>)) walk(field, `${key}.${name}`);
    }
    const limited = lists.filter(({ list }) => (list.validation?.length?.min ?? 0) > 1 || list.validation?.length?.max !== undefined);
    expect(limited.length).toBeGreaterThan(10);
    for (const { path, list } of limited) {
      const { min, max } = list.validation!.length!;
      for (const limit of [min, max].filter((n) => n !== undefined && n > 1)) expect(list.description, path).toContain(String(limit));
    }
    expect((editorCollections.services!.schema as unknown as Record<string, List>).faqs!.description).toMatch(/At least \d+ items\./);
  });

  it('says a text field\'s limits in words, unless its own hint already gives them', () => {
    expect(withLimits(undefined, { max: 170 }, 'character')).toBe('At most 170 characters.');
    expect(withLimits('What search engines show.', { min: 50, max: 170 }, 'character')).toBe('What search engines show. 50 to 170 characters.');
    expect(withLimits('80 to 240 characters: the summary.', { min: 80, max: 240 }, 'character')).toBe('80 to 240 characters: the summary.');
    expect(withLimits(undefined, { min: 6 }, 'item')).toBe('At least 6 items.');
    expect(withLimits(undefined, { length: 4 }, 'item')).toBe('Exactly 4 items.');
    expect(withLimits('A title.', { min: 1 }, 'character')).toBe('A title.');
  });

  it('a French entry saves its texts with French typography; an English entry as typed (issue 41)', () => {
    const nb = '\u00a0';
    const thin = '\u202f';
    expect(frenchTypography('Environ 60 % de plus : vraiment ? Oui ; « bien » !')).toBe(`Environ 60${nb}% de plus${nb}: vraiment${thin}? Oui${thin}; «${nb}bien${nb}»${thin}!`);
    expect(frenchTypography('«texte»')).toBe(`«${nb}texte${nb}»`);
    expect(frenchTypography('< 15 min, (>2 ans) et a > b')).toBe(`<${nb}15${nb}min, (>${nb}2${nb}ans) et a > b`);
    // A space left out before a mark that ends a word is added (the walk-through of 2026-11-29: « AWS? »).
    expect(frenchTypography('Votre compte AWS? Oui! Vraiment?')).toBe(`Votre compte AWS${thin}? Oui${thin}! Vraiment${thin}?`);
    // Not before a colon or a semicolon left joined: code in copy keeps them (the API page's request), and
    // a French version started from the English text stays that text until translated (the content
    // check refuses « outil; toutes » in French copy, saying to type the space: model/content/french-rules.ts).
    expect(frenchTypography('un outil; toutes les équipes')).toBe('un outil; toutes les équipes');
    expect(frenchTypography('curl -H "Content-Type: application/json"; echo')).toBe('curl -H "Content-Type: application/json"; echo');
    // Not inside a word: an address, a time and a figure joined to its mark stay as they are.
    expect(frenchTypography('https://www.example.ca/?q=1 et 10:30, 5% ou 1 000 $')).toBe(`https://www.example.ca/?q=1 et 10:30, 5% ou 1${nb}000${nb}$`);
    expect(frenchTypography(`Déjà juste${nb}: 60${nb}%`)).toBe(`Déjà juste${nb}: 60${nb}%`);
    // A dollar sign typed against its number, and thousands apart by an ordinary space (a walk-through of 2026-12-02: « 10 000$ »).
    expect(frenchTypography('de 10 000$ à 1 250 000 $, (2 500$), 3,5$ et $10,000')).toBe(`de 10${nb}000${nb}$ à 1${nb}250${nb}000${nb}$, (2${nb}500${nb}$), 3,5${nb}$ et $10,000`);
    expect(frenchTypography('entre 100 900 et v1.2 300')).toBe(`entre 100${nb}900 et v1.2 300`);
    expect(frenchTypography('en 28 jours, 3 h ou 2 semaines; 12 Go, 3 000 IOPS')).toBe(`en 28${nb}jours, 3${nb}h ou 2${nb}semaines; 12${nb}Go, 3${nb}000${nb}IOPS`);
    expect(frenchTypography('de 2 à 50 caractères')).toBe(`de 2 à 50${nb}caractères`);
    // The apostrophe a keyboard types, between letters: the typographic one; quotes around a word stay.
    expect(frenchTypography("l'équipe d'IA aujourd'hui, 'A'")).toBe("l’équipe d’IA aujourd’hui, 'A'");
    // No unit: a version, a count of things.
    expect(frenchTypography('la version 2 s’applique à 3 services')).toBe('la version 2 s’applique à 3 services');
    type Text = { serialize: (value: string) => { value?: string } };
    const answerIn = (key: string) => ((editorCollections[key]!.schema.faqs as unknown as Field).element!.fields!.answer as unknown as Text).serialize;
    expect(answerIn('servicesFr')('Environ 60 % : oui ?').value).toBe(`Environ 60${nb}%${nb}: oui${thin}?`);
    expect(answerIn('services')('About 60 % : yes ?').value).toBe('About 60 % : yes ?');
    const pitch = (editorSingletons.homeHeroFr!.schema.pitch as unknown as Text).serialize;
    expect(pitch('Des logiciels : de l’IA').value).toBe(`Des logiciels${nb}: de l’IA`);
    // A French article's title, which also makes its file name: the title as French writes it, the
    // file name untouched (the walk-through of 2026-11-29: refused for « Guide : »); the English one as typed.
    type Named = { serializeWithSlug: (value: { name: string; slug: string }) => { value: string; slug: string } };
    const titleIn = (key: string) => (editorCollections[key]!.schema.title as unknown as Named).serializeWithSlug;
    expect(titleIn('articlesFr')({ name: 'Guide : les bases ?', slug: 'guide-les-bases' })).toEqual({ value: `Guide${nb}: les bases${thin}?`, slug: 'guide-les-bases' });
    expect(titleIn('caseStudiesFr')({ name: 'Étude : un cas', slug: 'un-cas' })).toEqual({ value: `Étude${nb}: un cas`, slug: 'un-cas' });
    expect(titleIn('articles')({ name: 'Guide : basics', slug: 'guide-basics' })).toEqual({ value: 'Guide : basics', slug: 'guide-basics' });
  });

  it("writes a box the schema asks for ticked or not (the owner's decisions), and one it may leave out only when ticked (a case study's Featured)", () => {
    // A walk-through of 2026-12-03: unticked boxes were left out of Site settings, and the save was refused until all eight were ticked.
    type Box = { serialize: (value: boolean) => { value?: boolean } };
    // One decision for both editions, the English file's (a walk-through of 2026-12-03 was asked them again in French, in English).
    expect((editorSingletons.siteFr!.schema.ownerDecisions as unknown as Box).serialize(null as never)).toEqual({ value: undefined });
    for (const key of ['site']) {
      const decisions = Object.entries((editorSingletons[key]!.schema.ownerDecisions as unknown as Field).fields!);
      expect(decisions.length, key).toBeGreaterThan(0);
      for (const [name, box] of decisions) {
        expect((box as unknown as Box).serialize(false), `${key}: ${name}`).toEqual({ value: false });
        expect((box as unknown as Box).serialize(true), `${key}: ${name}`).toEqual({ value: true });
      }
    }
    const featured = editorCollections.caseStudies!.schema.featured as unknown as Box;
    expect(featured.serialize(false)).toEqual({ value: undefined });
    expect(featured.serialize(true)).toEqual({ value: true });
  });

  it("names an unsaved new entry's page, where Keystatic gives its draft back (a walk-through of 2026-12-03 had to guess it)", () => {
    expect(draftOf(['collection-create', 'articles'])).toEqual({ kind: 'new', collection: editorCollections.articles!.label, path: '/collection/articles/create' });
    // A copy (README: a new city from Toronto) and a translation (Create the French version) keep what they started from.
    expect(draftOf(['collection-create', 'locations', 'toronto'])).toMatchObject({ path: '/collection/locations/create?duplicate=toronto' });
    expect(draftOf(['collection-create', 'locationsFr', 'toronto'])).toMatchObject({ path: '/collection/locationsFr/create?translate=toronto' });
    expect(draftOf(['collection', 'services', 'analytics'])).toEqual({ kind: 'file', file: 'content/services/analytics.yaml' });
    // Its name as typed, from the files Keystatic keeps for it (an article's front matter, a city's YAML).
    const files = (path: string, text: string) => ({ slug: 'x', files: new Map([[path, new TextEncoder().encode(text)]]), savedAt: new Date(), version: 1 });
    expect(draftTitle(files('content/posts/x.md', "---\ntitle: 'Holiday checklist: pipelines'\nexcerpt: A\n---\nBody.\n"))).toBe('Holiday checklist: pipelines');
    expect(draftTitle(files('content/locations/x.yaml', 'city: Halifax\nprovince: NS\n'))).toBe('Halifax');
    expect(draftTitle(files('content/posts/x.md', '---\nexcerpt: A\n---\n'))).toBeUndefined();
    expect(draftTitle(undefined)).toBeUndefined();
  });

  it('refuses an empty FAQ answer, as the build does', () => {
    const answer = (editorCollections.services!.schema.faqs as unknown as Field).element!.fields!.answer!;
    expect(() => answer.validate!('')).toThrow('must not be empty');
    expect(() => answer.validate!('  ')).toThrow('must not be blank');
  });

  it('refuses HTML in a text the site shows as it is, in the build\'s words, so that an item\'s window stays open on it (a walk-through of 2026-12-03: <b> closed it)', () => {
    for (const key of ['services', 'servicesFr']) {
      const answer = (editorCollections[key]!.schema.faqs as unknown as Field).element!.fields!.answer!;
      expect(() => answer.validate!('We <b>always</b> reply.'), key).toThrow('Answer: contains HTML (<b> </b>), which the site shows as text, tags included: remove the tags, or write the words without < and >');
      // In code, or a comparison, it is text.
      expect(answer.validate!('Use `<b>` for bold; 3 < 5 and 7 > 2.'), key).toBe('Use `<b>` for bold; 3 < 5 and 7 > 2.');
    }
    // A limited text too, its length still counted.
    const title = (editorSingletons.about!.schema.seo as unknown as Field).fields!.title!;
    expect(() => title.validate!('About <i>us</i>')).toThrow('Title: contains HTML');
    expect(() => title.validate!('x'.repeat(titleMax + 1))).toThrow('characters long');
  });

  it("says a text over its limit in the build's words, counted as its counter counts (a walk-through of 2026-12-03 met Keystatic's \"must be no longer than\")", () => {
    for (const key of ['about', 'aboutFr']) {
      const title = (editorSingletons[key]!.schema.seo as unknown as Field).fields!.title!;
      expect(() => title.validate!('x'.repeat(titleMax + 10)), key).toThrow(`Title: is ${titleMax + 10} characters long: shorten it to ${titleMax} at most`);
      expect(title.validate!('x'.repeat(titleMax)), key).toBe('x'.repeat(titleMax));
      // Trimmed, as the build counts it.
      expect(title.validate!(`${'x'.repeat(titleMax)}  `), key).toBe(`${'x'.repeat(titleMax)}  `);
    }
    // An entry's name, its limit under it (an article's title).
    const name = editorCollections.articles!.schema.title as unknown as { validate: (value: { name: string; slug: string }, args?: unknown) => unknown };
    expect(() => name.validate({ name: 'x'.repeat(titleMax + 1), slug: 'x' }, { slugs: new Set() })).toThrow(`Title: is ${titleMax + 1} characters long: shorten it to ${titleMax} at most`);
  });

  it('refuses an icon the site cannot draw as it is typed, as the build does (i-lucide-gears stopped a build)', () => {
    const icon = (editorCollections.services!.schema.features as unknown as Field).fields!.cards!.element!.fields!.icon!;
    expect(() => icon.validate!('i-lucide-gears')).toThrow('is not the name of a Lucide icon');
    expect(icon.validate!('i-lucide-cog')).toBe('i-lucide-cog');
  });
});

/** The editor's entry by key. */
const entryOf = (key: string) => editorEntries.find((entry) => entry.key === key)!;
const isMarkdown = (key: string) => {
  const format = editorCollections[key]?.format;
  return typeof format === 'object' && format.contentField !== undefined;
};
/** The editor's entries whose files include `file` (a project path). */
const entriesReaching = (file: string) =>
  editorEntries.filter(({ key, path, kind }) => {
    if (kind === 'singleton') return `${path}.yaml` === file;
    const folder = path.replace(/\*$/, '');
    return file.startsWith(folder) && !file.slice(folder.length).includes('/') && file.endsWith(isMarkdown(key) ? '.md' : '.yaml');
  });
/** Every file under `folder`. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`]));

/** The fixed set in each language (model/content/collections.ts), and the files only the French edition has. */
const englishFiles = collections.filter((collection) => !collection.frenchOnly).flatMap((collection) => collectionFiles(collection, projectContent()));
const frenchFiles = englishFiles.map(frenchContentFile);
const frenchOnlyFiles = collections.filter((collection) => collection.frenchOnly).flatMap((collection) => collectionFiles(collection, projectContent()));

describe('both editions in the editor (issue 23)', () => {
  it('reaches every content file of both languages, each from one entry', () => {
    for (const file of filesUnder('content')) expect(entriesReaching(file).map(({ key }) => key), file).toHaveLength(1);
    // The articles of both languages are the folders' files.
    for (const language of ['en', 'fr'] as const) {
      const articles = readdirSync(postFolders[language]).filter((name) => name.endsWith('.md'));
      expect(articles.length, language).toBeGreaterThan(0);
      for (const name of articles) expect(entriesReaching(`${postFolders[language]}/${name}`)[0]?.key).toBe(language === 'en' ? 'articles' : 'articlesFr');
    }
  });

  it.each(frenchFiles)('%s: its French entry points at it, its English twin at the English file', (file) => {
    const [entry] = entriesReaching(file);
    expect(entry, file).toBeDefined();
    const { key, label, path, kind } = entry!;
    expect(label).toMatch(/ · Français$/);
    expect(key).toMatch(/Fr$/);
    // A page's entry is that file; a folder's (Services, Legal pages) is the file's folder.
    if (kind === 'singleton') expect(`${path}.yaml`).toBe(file);
    else expect(path).toBe(`${file.slice(0, file.lastIndexOf('/'))}/*`);
    const english = entryOf(key.replace(/Fr$/, ''));
    expect(english.label).toBe(label.replace(/ · Français$/, ' · English'));
    expect(entriesReaching(englishContentFile(file))).toEqual([english]);
  });

  it.each(englishFiles)('%s: its English entry points at it', (file) => {
    const [entry] = entriesReaching(file);
    expect(entry?.label, file).toMatch(/ · English$/);
  });

  it('offers the French page addresses once, as French-only, in Whole site', () => {
    for (const file of frenchOnlyFiles) {
      const found = entriesReaching(file);
      expect(found.map(({ label }) => label)).toEqual(['French page addresses · French edition only']);
      const listed = Object.entries(editorNavigation).filter(([, keys]) => keys.includes(found[0]!.key));
      expect(listed.map(([section]) => section)).toEqual(['Whole site']);
    }
  });

  it('keeps the English addresses (/keystatic/singleton/home) and names the French twin key + Fr', () => {
    expect(editorSingletons.home).toMatchObject({ label: 'Home page · English', path: 'content/pages/home' });
    expect(editorSingletons.homeFr).toMatchObject({ label: 'Home page · Français', path: 'content/fr/pages/home' });
    expect(editorCollections.articles).toMatchObject({ label: 'Articles · English', path: 'content/posts/*' });
    expect(editorCollections.articlesFr).toMatchObject({ label: 'Articles · Français', path: 'content/fr/posts/*' });
    expect(editorCollections.servicesFr).toMatchObject({ label: 'Services · Français', path: 'content/fr/services/*' });
  });

  it('lists each French entry directly after its English twin', () => {
    // Today's sections begin so; a collection added since takes its place in its section (the rule below).
    const today = {
      'Whole site': ['site', 'siteFr', 'navigation', 'navigationFr', 'addresses', 'notFound', 'notFoundFr', 'search', 'searchFr'],
      'Home and contact': ['home', 'homeFr', 'homeHero', 'homeHeroFr', 'contact', 'contactFr'],
      'Services and cities': ['services', 'servicesFr', 'servicePage', 'servicePageFr', 'serviceCta', 'serviceCtaFr', 'deliveryModels', 'deliveryModelsFr', 'cityPages', 'cityPagesFr', 'locations', 'locationsFr'],
      'Case studies': ['caseStudies', 'caseStudiesFr', 'industries', 'industriesFr', 'caseStudyPages', 'caseStudyPagesFr'],
      Blog: ['articles', 'articlesFr', 'blog', 'blogFr'],
      'Company and legal pages': ['about', 'aboutFr', 'careers', 'careersFr', 'press', 'pressFr', 'docs', 'docsFr', 'api', 'apiFr', 'status', 'statusFr', 'support', 'supportFr', 'legal', 'legalFr'],
    };
    expect(Object.keys(editorNavigation)).toEqual(Object.keys(today));
    for (const [section, keys] of Object.entries(today)) expect(editorNavigation[section]!.filter((key) => keys.includes(key)), section).toEqual(keys);
    // Every entry of the editor is listed once.
    const listed = Object.values(editorNavigation).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(editorEntries.map(({ key }) => key).sort());
    // The rule the list follows, by label: "X · English" then "X · Français".
    for (const [section, keys] of Object.entries(editorNavigation)) {
      keys.forEach((key, i) => {
        const { label } = entryOf(key);
        if (label.endsWith(' · English')) {
          expect(keys[i + 1], `${section}: after ${label}`).toBe(`${key}Fr`);
          expect(entryOf(keys[i + 1]!).label).toBe(label.replace(/ · English$/, ' · Français'));
        } else if (label.endsWith(' · Français')) expect(keys[i - 1], label).toBe(key.replace(/Fr$/, ''));
        else expect(label).toMatch(/ · French edition only$/);
      });
    }
  });
});

// The French entries take the French files: where the specification fixes an English text (a
// one-option field in English), the French entry has a text field (forLanguage), and only there.
type FormField = { kind: string; fields?: Record<string, FormField>; element?: FormField; options?: unknown[]; parse?: (value: unknown) => unknown; validate?: (value: unknown) => unknown };

/** Where a form refuses `data`: each field's path, and whether the field there is a specification constant (one option). */
function refusals(fields: Record<string, FormField>, data: unknown, skip: readonly string[] = [], at = ''): { path: string; constant: boolean }[] {
  return Object.entries(fields).flatMap(([key, field]) => {
    if (skip.includes(key)) return [];
    const path = at ? `${at}.${key}` : key;
    const value = (data as Record<string, unknown> | undefined)?.[key];
    if (field.kind === 'object') return refusals(field.fields!, value, [], path);
    if (field.kind === 'array') return (Array.isArray(value) ? value : []).flatMap((item, i) => refusals({ [i]: field.element! }, { [i]: item }, [], path));
    try {
      field.validate!(field.parse!(value));
      return [];
    } catch {
      return [{ path, constant: field.options?.length === 1 }];
    }
  });
}

/** A content file's data: YAML, or an article's front matter. */
const dataOf = (file: string) => (file.endsWith('.md') ? splitFrontMatter(file, readFileSync(file, 'utf8')).data : yamlOf(file));

describe("the French entries (the specification's English texts in French)", () => {
  const frenchFile = 'content/fr/pages/not-found.yaml';
  const french = yamlOf(frenchFile) as Record<string, unknown>;

  it("accept the French 404 page, whose title 'Page introuvable' the English entry refuses, as the build does", () => {
    expect(french.title).toBe('Page introuvable');
    const title = (key: string) => editorSingletons[key]!.schema.title as unknown as FormField;
    expect(() => title('notFound').parse!('Page introuvable')).toThrow();
    expect(title('notFoundFr').validate!(title('notFoundFr').parse!('Page introuvable'))).toBe('Page introuvable');
    expect(title('notFound').parse!('Page Not Found')).toBe('Page Not Found');
    // Field by field: the English entry refuses the French file where the specification fixes English, the French one nowhere.
    const en = refusals(editorSingletons.notFound!.schema as unknown as Record<string, FormField>, french);
    expect(en).toEqual([{ path: 'title', constant: true }, { path: 'back', constant: true }]);
    expect(refusals(editorSingletons.notFoundFr!.schema as unknown as Record<string, FormField>, french)).toEqual([]);
    // As the build: the English schema refuses it, the schema for French takes it.
    expect(notFoundPageSchema.safeParse(french).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse(withoutEnglishChecked(frenchFile, french)).success).toBe(true);
  });

  it('read the French 404 page with Keystatic, where the English entry would refuse it', async () => {
    expect((await reader.singletons.notFoundFr!.read())?.title).toBe('Page introuvable');
    // The French file where the English one is: Keystatic's reader refuses it.
    const root = mkdtempSync(join(tmpdir(), 'editor-fr-'));
    try {
      mkdirSync(join(root, dirname('content/pages/not-found.yaml')), { recursive: true });
      cpSync(frenchFile, join(root, 'content/pages/not-found.yaml'));
      cpSync(frenchFile, join(root, frenchFile), { force: true });
      const elsewhere = createReader(root, editorConfig('local'));
      await expect(elsewhere.singletons.notFound!.read()).rejects.toThrow();
      expect((await elsewhere.singletons.notFoundFr!.read())?.title).toBe('Page introuvable');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  const frenchEntryFiles = filesUnder('content/fr').flatMap((file) => entriesReaching(file).map((entry) => [file, entry] as const));
  it.each(frenchEntryFiles)("%s: the French entry takes it; the English one refuses only the specification's texts", (file, { key, kind }) => {
    const data = dataOf(file);
    // The entry's name and file name (a slug field) and an article's body are not in the data the form checks here.
    const skip = kind === 'collection' ? [editorCollections[key]!.slugField, 'body'] : [];
    const schema = (kind === 'singleton' ? editorSingletons[key]! : editorCollections[key]!).schema as unknown as Record<string, FormField>;
    expect(refusals(schema, data, skip)).toEqual([]);
    if (!key.endsWith('Fr')) return; // French only: no English twin
    const english = entryOf(key.replace(/Fr$/, ''));
    // The facts the English file alone holds (a case study's date, services...: the French follows them) are not the French file's.
    const englishSchema = collections.find((collection) => collection.name === key.replace(/Fr$/, ''))?.schema;
    const englishOnly = englishSchema ? Object.keys(englishOnlyKeys(englishSchema)) : [];
    const refused = refusals(english.schema as unknown as Record<string, FormField>, data, [...skip, ...englishOnly]);
    expect(refused.filter(({ constant }) => !constant)).toEqual([]);
  });
});

describe('the entry names', () => {
  it.each(Object.entries(editorCollections))('%s: the name is required and kept in the file, the file name is the slug', (_key, collection) => {
    const field = (collection.schema as Record<string, { kind: string; formKind?: string; validate: (value: unknown, args?: unknown) => unknown }>)[collection.slugField]!;
    expect(field.formKind).toBe('slug');
    expect(() => field.validate({ name: '', slug: '' })).toThrow();
    expect(field.validate({ name: 'Analytics', slug: 'analytics' })).toEqual({ name: 'Analytics', slug: 'analytics' });
  });

  // Issue 30: a reviewer sees "Data Governance", not only data-governance. Keystatic's list shows a
  // column by reading each file with the field's reader, as here.
  it.each(Object.entries(editorCollections))('%s: its list shows each entry by its name, read from its file', (_key, collection) => {
    expect(collection.columns?.[0]).toBe(collection.slugField);
    const field = (collection.schema as Record<string, { reader: { parseWithSlug: (value: unknown, args: { slug: string; glob: '*' }) => unknown } }>)[collection.slugField]!;
    const folder = collection.path!.replace(/\/\*$/, '');
    const files = readdirSync(folder).filter((name) => /\.(ya?ml|md)$/.test(name));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const text = readFileSync(join(folder, name), 'utf8');
      const data = (name.endsWith('.md') ? splitFrontMatter(name, text).data : parse(text)) as Record<string, unknown>;
      const shown = field.reader.parseWithSlug(data[collection.slugField], { slug: name.replace(/\.\w+$/, ''), glob: '*' });
      expect(shown, `${folder}/${name}`).toBe(data[collection.slugField]);
      expect(String(shown).trim(), `${folder}/${name}`).not.toBe('');
    }
  });

  // Issue 55: the file name cannot change once the entry exists; the editor shows it read-only
  // there (editor/file-name-field.tsx), editable where an entry is being created.
  it("the file name is read-only on an entry's page and on a French version made from the English, editable on a create page", () => {
    const at = (address: string) => {
      const url = new URL(address, 'http://127.0.0.1:3000');
      return fileNameIsSet({ pathname: url.pathname, search: url.search });
    };
    expect(at('/keystatic/collection/services/item/ai-agents')).toBe(true);
    expect(at('/keystatic/branch/content%2Fspring/collection/caseStudiesFr/item/ai-document-processing-kitchener-manufacturer')).toBe(true);
    expect(at('/keystatic/collection/locationsFr/create?translate=montreal')).toBe(true);
    expect(at('/keystatic/collection/locations/create')).toBe(false);
    expect(at('/keystatic/collection/services/create?duplicate=ai-agents')).toBe(false);
    expect(at('/keystatic/collection/services')).toBe(false);
  });

  /** Every list of objects in a value, with where it is. */
  const listsIn = (value: unknown, at: string): { at: string; items: unknown[] }[] =>
    Array.isArray(value)
      ? [...(value.some((item) => typeof item === 'object' && item !== null) ? [{ at, items: value }] : []), ...value.flatMap((item, i) => listsIn(item, `${at}.${i}`))]
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, item]) => listsIn(item, `${at}.${key}`))
        : [];

  it('every item of every list in the content is named by its own words, never "New item" (testimonials by their author)', () => {
    // The YAML files: an article's lists are in its Markdown body.
    const files = [...yamlCollections.flatMap((collection) => collectionFiles(collection, projectContent())), ...yamlCollections.filter((c) => !c.frenchOnly).flatMap((collection) => collectionFiles(collection, projectContent()).map(frenchContentFile))];
    const unnamed: string[] = [];
    let lists = 0;
    for (const file of files) {
      for (const { at, items } of listsIn(parse(readFileSync(file, 'utf8')), file)) {
        lists += 1;
        items.forEach((item, i) => {
          if (itemLabelOf(item) === 'New item') unnamed.push(`${at}.${i}`);
        });
      }
    }
    expect(lists).toBeGreaterThan(20);
    expect(unnamed).toEqual([]);
    expect(itemLabelOf({ author: 'Priya Natarajan', quote: 'They shipped.' })).toBe('Priya Natarajan');
    expect(itemLabelOf({ figure: '−34%', label: 'monthly AWS spend' })).toBe('−34% monthly AWS spend');
    expect(itemLabelOf({ label: 'Complete French catalogue at launch' })).toBe('Complete French catalogue at launch');
    expect(itemLabelOf({ quote: '' })).toBe('New item');
  });
});

describe("the articles' Markdown in the editor", () => {
  // The editor's own reading and writing of an article's body (Keystatic's MDX field), from its
  // browser build: the Node build leaves the document editor out.
  type MdxField = {
    parse(value: unknown, files: { content: Uint8Array; other: Map<string, unknown>; external: Map<string, unknown>; slug: string }): unknown;
    serialize(value: unknown, options: { slug: string }): { content: Uint8Array };
  };
  const editorBuild = '../../node_modules/@keystatic/core/dist/keystatic-core.js';
  const markdownIn = (folders: readonly string[]) =>
    folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(folder, name)),
    );
  /** A file's Markdown, and what the editor writes back after reading it, untouched. */
  async function throughEditor(file: string): Promise<{ markdown: string; written: string }> {
    const { fields } = (await import(/* @vite-ignore */ editorBuild)) as { fields: { mdx(config: object): MdxField } };
    // A French file's body as the editor's French collections have it: saved with French typography.
    const mdx = fields.mdx({ label: 'Body', extension: 'md', components: articleComponents, options: storyOptions });
    const body = file.startsWith('content/fr/') ? withFrenchMarkdown(mdx) : mdx;
    const markdown = splitFrontMatter(file, readFileSync(file, 'utf8')).body;
    const value = body.parse(undefined, { content: new TextEncoder().encode(markdown), other: new Map(), external: new Map(), slug: 'entry' });
    return { markdown, written: new TextDecoder().decode(body.serialize(value, { slug: 'entry' }).content) };
  }

  it.each(markdownIn([postFolders.en, postFolders.fr]))('%s opens in the editor, its passages in another language kept as <span lang>, and an untouched save changes no byte', async (file) => {
    const { markdown, written } = await throughEditor(file);
    const spans = (text: string) => text.match(/<span lang="[a-z-]+">[^<]*<\/span>/g) ?? [];
    expect(spans(written)).toEqual(spans(markdown));
    // Issue 55: a save rewrote lists and tables staff never touched (npm run format:content puts a hand-edited file in this form).
    expect(written).toBe(markdown);
  });

  // Issue 55: 12 case-study entries showed only "Unhandled type mdxTextExpression: {site.brand}".
  // Every story opens, and the firm's name, written where the story names it, comes back as it was.
  it.each(markdownIn(['content/case-studies', 'content/fr/case-studies']))('%s opens in the editor, and the site values it names are written back', async (file) => {
    const { markdown, written } = await throughEditor(file);
    const values = (text: string) => text.match(/\\?\{site\.\w+\\?\}/g) ?? [];
    expect(values(written)).toEqual(values(markdown));
    expect(written).toBe(markdown);
  });

  // Issue 55: a French story was saved with the spaces staff typed; the build refused them.
  it("a French body is saved with French typography on its text, its code, addresses, tags, site values and tables' alignment kept", async () => {
    const { fields } = (await import(/* @vite-ignore */ editorBuild)) as { fields: { mdx(config: object): MdxField } };
    const body = withFrenchMarkdown(fields.mdx({ label: 'Body', extension: 'md', components: articleComponents, options: storyOptions }));
    const typed = [
      '## Résultat : 34 % de moins',
      '',
      'Le client a-t-il gagné ? Oui ! En 28 jours, avec « \\{site.brand} » ; voir [la page](/fr/services?x=1) et `a : b`.',
      '',
      '| Mesure | Avant |',
      '| :--- | ---: |',
      '| Délai | 3 h |',
      '',
      '```',
      'clé : valeur ?',
      '```',
      '',
    ].join('\n');
    const value = body.parse(undefined, { content: new TextEncoder().encode(typed), other: new Map(), external: new Map(), slug: 'entry' });
    const written = new TextDecoder().decode(body.serialize(value, { slug: 'entry' }).content);
    expect(written).toContain('## Résultat\u00a0: 34\u00a0% de moins');
    expect(written).toContain('gagné\u202f? Oui\u202f! En 28\u00a0jours, avec «\u00a0\\{site.brand}\u00a0»\u202f; voir [la page](/fr/services?x=1) et `a : b`.');
    // Keystatic pads a table's cells and writes its alignment row as dashes.
    expect(written).toMatch(/^\| Délai +\| 3\u00a0h +\|$/m);
    expect(written).toMatch(/^\| -+ \| -+ \|$/m);
    expect(written).toContain('clé : valeur ?');
    // Saved again, nothing changes.
    expect(frenchMarkdownTypography(written)).toBe(written);
    // A file written by hand keeps what the editor never writes: a table's alignment, a link's title.
    const byHand = '| A | B |\n| :--- | ---: |\n\n[x](/a?b "t : u") <span lang="en">Ready?</span> Oui\n';
    expect(frenchMarkdownTypography(byHand)).toBe(byHand);
  });

  describe("a photo field (issue 32): what it writes is what the build reads", () => {
    const field = photoField({ label: 'Photo', directory: 'content/images/blog', minWidth: 1200, bestWidth: 2400 });
    const bytes = new Uint8Array([1, 2, 3]);
    const build = (stored: unknown) => postFrontMatterSchema.shape.photo.safeParse(stored);

    it('an upload is kept under the entry\'s folder of content/images/, and named by its path from content/', () => {
      const saved = field.serialize({ file: { data: bytes, extension: 'JPG', filename: 'IMG_2041.JPG' }, alt: ' A harbour at dawn ', decorative: false }, { suggestedFilenamePrefix: 'photo', slug: 'office-hours' });
      expect(saved).toEqual({ value: { image: 'images/blog/office-hours/photo.jpg', alt: 'A harbour at dawn' }, asset: { filename: 'photo.jpg', content: bytes } });
      expect(field.directory).toBe('content/images/blog');
      expect(build(saved.value).success).toBe(true);
      // Read back from the file, with the file Keystatic found at that place.
      expect(field.filename(saved.value, { slug: 'office-hours' })).toBe('photo.jpg');
      const read = field.parse(saved.value, { asset: bytes, slug: 'office-hours' });
      expect(read).toEqual({ file: { data: bytes, extension: 'jpg', filename: 'photo.jpg', kept: true }, alt: 'A harbour at dawn', decorative: false });
      expect(field.serialize(read, { suggestedFilenamePrefix: 'photo', slug: 'office-hours' })).toEqual(saved);
    });

    it("a photo in a list's item is named by its own bytes, not the item's place, and keeps its name when the item moves (a walk-through of 2026-12-03: team/0/portrait.jpg)", () => {
      const people = photoField({ label: 'Portrait', directory: 'content/images/people', minWidth: 400, bestWidth: 800 });
      const upload = { file: { data: bytes, extension: 'JPG', filename: 'IMG_2041.JPG' }, alt: 'Sofia', decorative: false };
      const first = people.serialize(upload, { suggestedFilenamePrefix: 'team/0/portrait', slug: undefined });
      expect(first.value?.image).toMatch(/^images\/people\/team\/portrait-[0-9a-f]{8}\.jpg$/);
      // The same photo in another place: the same name; another photo: another name.
      expect(people.serialize(upload, { suggestedFilenamePrefix: 'team/3/portrait', slug: undefined }).value?.image).toBe(first.value?.image);
      expect(people.serialize({ ...upload, file: { ...upload.file, data: new Uint8Array([3, 2, 1]) } }, { suggestedFilenamePrefix: 'team/0/portrait', slug: undefined }).value?.image).not.toBe(first.value?.image);
      // Read back and saved at another place (the item moved): the file it has, unchanged; one saved before by its place, too.
      for (const image of [first.value!.image, 'images/people/team/0/portrait.jpg']) {
        const read = people.parse({ image, alt: 'Sofia' }, { asset: bytes, slug: undefined });
        expect(people.serialize(read, { suggestedFilenamePrefix: 'team/2/portrait', slug: undefined }).value).toEqual({ image, alt: 'Sofia' });
      }
    });

    it('no photo writes nothing (no empty group in the file); a photo of another entry is kept as it is', () => {
      expect(field.serialize({ file: null, alt: 'left over', decorative: true }, { suggestedFilenamePrefix: 'photo', slug: 'x' })).toEqual({ value: undefined, asset: undefined });
      const reused = { image: 'images/blog/other-article/photo.jpg', alt: 'A harbour', decorative: undefined };
      const read = field.parse(reused, { asset: undefined, slug: 'office-hours' });
      expect(read.file).toEqual({ elsewhere: 'images/blog/other-article/photo.jpg' });
      expect(field.serialize(read, { suggestedFilenamePrefix: 'photo', slug: 'office-hours' })).toEqual({ value: { image: 'images/blog/other-article/photo.jpg', alt: 'A harbour' }, asset: undefined });
    });

    it('refuses to save a photo without alt text unless it is decorative, as the build does', () => {
      const file = { elsewhere: 'images/blog/a.jpg' };
      expect(() => field.validate({ file, alt: '  ', decorative: false })).toThrow('Write what the photo shows (its alt text), or tick Decorative');
      expect(build({ image: 'images/blog/a.jpg' }).success).toBe(false);
      const decorative = field.serialize(field.validate({ file, alt: '', decorative: true }), { suggestedFilenamePrefix: 'photo', slug: undefined });
      expect(decorative.value).toEqual({ image: 'images/blog/a.jpg', decorative: true });
      expect(build(decorative.value).success).toBe(true);
    });

    it("a French file's words for an English photo: its alt text, or nothing at all", () => {
      const words = photoWordsField({ label: 'Photo' }) as unknown as { serialize(value: string): { value: unknown }; parse(stored: unknown): string };
      expect(words.serialize(' Un port ')).toEqual({ value: { alt: 'Un port' } });
      expect(words.serialize('')).toEqual({ value: undefined });
      expect(words.parse({ alt: 'Un port' })).toBe('Un port');
      expect(sharedPhotoWords.safeParse({ alt: 'Un port' }).success).toBe(true);
      expect(photoFields.get(postFrontMatterSchema.shape.photo)).toEqual({ directory: 'content/images/blog', minWidth: 1200, bestWidth: 2400 });
    });
  });
});


describe('a save changes only the lines of what was changed (issue 30)', () => {
  /** Every content file under content/, as the editor names it. */
  const contentFiles = (folder = 'content'): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? contentFiles(`${folder}/${entry.name}`) : /\.(yaml|md)$/.test(entry.name) ? [`${folder}/${entry.name}`] : []));

  it('every content file is as the editor writes it (run npm run format:content after editing one by hand)', () => {
    const files = contentFiles();
    const edited = files.filter((file) => editorFormOf(file));
    // Every content file is edited by a form of the editor.
    expect(files.filter((file) => !editorFormOf(file))).toEqual([]);
    const notAsWritten = edited.filter((file) => formattedContentFile(file, readFileSync(file, 'utf8'), editorFormOf(file)!) !== readFileSync(file, 'utf8'));
    expect(notAsWritten).toEqual([]);
    expect(edited.length).toBeGreaterThan(100);
  });

  it('writes one value per line, however long, with its no-break spaces as characters, in the order of the form', () => {
    const answer = 'Comptez de 40\u00a0000 à 120\u00a0000\u00a0$ CA pour la première phase\u00a0: une estimation ferme suit le diagnostic, qui dure de deux à trois semaines et se conclut par une feuille de route.';
    const text = contentYaml({ faqs: [{ question: 'Combien coûte un agent\u00a0?', answer }] });
    expect(text).toBe(`faqs:\n  - question: Combien coûte un agent\u00a0?\n    answer: 'Comptez de 40\u00a0000 à 120\u00a0000\u00a0$ CA pour la première phase\u00a0: une estimation ferme suit le diagnostic, qui dure de deux à trois semaines et se conclut par une feuille de route.'\n`);
    expect(parse(text)).toEqual({ faqs: [{ question: 'Combien coûte un agent\u00a0?', answer }] });
    expect(text).not.toContain('\\_');
    const form = editorFormOf('content/fr/services/ai-agents.yaml')!;
    const reordered = formattedContentFile('content/fr/services/ai-agents.yaml', 'title: Agents\nname: Agents d’IA\n', form);
    expect(reordered).toBe('name: Agents d’IA\ntitle: Agents\n');
  });

  it('leaves out a section none of whose fields is filled in, and a list of none, as they were absent (an office without its lead, About without its team)', () => {
    // As Keystatic's form holds Toronto before anyone leads it: the walk-through of 2026-11-29 found `lead: {}` written by a save.
    expect(contentYaml({ city: 'Toronto', lead: {}, photo: { image: undefined }, nearbyAreas: [], faqs: [{ answer: 'Yes.', note: {} }] })).toBe('city: Toronto\nfaqs:\n  - answer: Yes.\n');
    // An empty list too (the walk-through of 2026-12-02: saving About wrote `team: []`); a file of nothing but lists of none keeps them.
    const about = readFileSync('content/company/about.yaml', 'utf8');
    expect(about).not.toMatch(/^team:/m);
    expect(contentYaml({ ...parse(about), team: [] })).toBe(contentYaml(parse(about)));
    expect(contentYaml({ redirects: [] })).toBe('redirects: []\n');
    // The schema reads the section left out as it read it empty.
    const location = readFileSync('content/locations/toronto.yaml', 'utf8');
    expect(location).not.toMatch(/^lead:/m);
    expect(parse(contentYaml({ ...parse(location), lead: {} }))).toEqual(parse(location));
  });

  it("Keystatic's app writes with it: its import of js-yaml resolves to the editor's writer, in the editor's build and dev server", async () => {
    const app = readFileSync('node_modules/@keystatic/core/dist/keystatic-core-ui.js', 'utf8');
    // The app writes an entry's YAML with the `dump` it imports from js-yaml, and with nothing else.
    expect(app).toMatch(/^import \{ dump \} from 'js-yaml';$/m);
    expect(app.match(/\bdump\(/g)).toHaveLength(1);
    const changes = keystaticChanges();
    const resolve = changes.optimizer.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('js-yaml', join(process.cwd(), 'node_modules/@keystatic/core/dist/keystatic-core-ui.js'))).toBe(yamlWriter);
    expect(resolve('js-yaml', join(process.cwd(), 'node_modules/@keystatic/core/dist/required-files-bd819871.js'))).toBeNull();
    // Standing in for js-yaml, the writer gives its `dump` and js-yaml's reading.
    const standIn = (await import('../../editor/content-yaml')) as unknown as typeof import('js-yaml');
    expect(standIn.dump({ answer: 'Oui\u00a0!' })).toBe(contentYaml({ answer: 'Oui\u00a0!' }));
    expect(standIn.load('a: 1')).toEqual({ a: 1 });
  });
});
