/**
 * The content editor (Keystatic, https://keystatic.com): one entry per collection of
 * model/content/collections.ts and language (the English files in content/, their French twins in
 * content/fr/, side by side in the sidebar), its fields derived from the same zod schema
 * (editor/fields.ts).
 *
 * Storage: `local` in development (`npm run editor` edits the files on disk), `github` in the
 * deployed site, where each save is a commit to EDITOR_GITHUB_REPO (owner/name) and sign-in runs
 * through the worker (worker/editor.ts).
 */
import { collection, config, fields, singleton, type Collection, type ComponentSchema, type Config } from '@keystatic/core';
import { mark } from '@keystatic/core/content-components';
import { createElement, useEffect, type ReactElement } from 'react';
import { collectionDeclarations, collections, editorSections, folderOf, isMarkdown, isPage, keyOf, keyOfCollection, languageMarkers, type Collection as ContentCollection, type ContentFolder, postFolders } from '../model/content/collections';
import { frenchContentFile, type Language } from '../model/site/languages';
import { postFrontMatterSchema, postSlugSchema } from '../model/content/schemas/blog';
import { englishOnlyKeys, forLanguage, frenchOnlyKeys } from '../model/content/schemas/fields';
import { editorFields, withFrenchMarkdown, withFrenchTypography } from './fields';
import { labelOf } from '../model/content/content-messages';
import { frenchVersionField, translationStatusField } from './translation-status';
import { viewOnSiteField } from './view-on-site';
import { drawnCoverField, FieldDataError } from './photo-field';
import { englishCheckedKey } from '../model/content/translation-status';
import { entryNameField } from './file-name-field';
import type { Draft, DraftKey } from './drafts';

/** The branches staff create in the deployed editor: content/spring-faq. */
const editorBranchPrefix = 'content/';

/** A page: one file, `file` without its .yaml. */
const page = (label: string, file: string, schema: Parameters<typeof editorFields>[0], leading: Record<string, ComponentSchema> = {}, french = false, notInForm: readonly string[] = []) =>
  singleton({
    label,
    path: file,
    format: { data: 'yaml' },
    // The other edition's own fields, as `folder` leaves them (the French Site settings: the owner's decisions).
    schema: { ...leading, ...frenchIf(french, editorFields(schema)), ...Object.fromEntries(notInForm.map((key) => [key, fields.empty()])) },
  });

/** A French entry's text fields set French typography on save (editor/fields.ts frenchTypography). */
const frenchIf = <T extends Record<string, ComponentSchema>>(french: boolean, fieldsOf: T): T => (french ? withFrenchTypography(fieldsOf) : fieldsOf);
/** A French entry's Markdown body sets French typography on save too (editor/fields.ts frenchMarkdownTypography). */
const frenchMarkdownIf = <T>(french: boolean, field: T): T => (french ? withFrenchMarkdown(field) : field);

/** A French entry's first field: its translation status against its English twin (editor/translation-status.tsx). */
const frenchStatus = (fileOf: (slug: string | undefined) => string) => ({ viewOnSite: viewOnSiteField(fileOf), [englishCheckedKey]: translationStatusField(fileOf) });

/** An English entry's first field: its French version, or "Create the French version" (editor/translation-status.tsx); it saves nothing. */
const frenchVersion = (fileOf: (slug: string | undefined) => string | undefined, createPathOf?: (slug: string) => string) => ({
  viewOnSite: viewOnSiteField(fileOf),
  frenchVersion: frenchVersionField({ fileOf, frenchPathOf: (file) => editorPathOf(file), createPathOf }),
});

/**
 * A folder of files, one entry each, named by its file (the slug) and titled by `slugKey`, which
 * the editor shows as the entry's name and keeps in the file.
 */
const folder = (
  label: string,
  path: `content/${string}/*`,
  schema: Parameters<typeof editorFields>[0],
  slugKey: string,
  leading: Record<string, ComponentSchema> = {},
  french = false,
  notInForm: readonly string[] = [],
) =>
  collection({
    label,
    path,
    format: { data: 'yaml' },
    // Keystatic's types want the slug key as a literal; the fields are derived, so it is named here.
    slugField: slugKey as never,
    // Listed by name ("Data Governance"), beside the file name.
    columns: [slugKey] as never[],
    schema: {
      ...leading,
      ...frenchIf(
        french,
        editorFields(schema, {
          [slugKey]: ({ description, max }) => entryNameField({
            name: { label: labelOf(slugKey), description, validation: { isRequired: true } },
            // Locked once created: a save that changes it is refused (editor/save-rules.ts).
            slug: { label: 'File name', description: fileNameRule },
          }, max),
        }),
      ),
      // The other edition's own fields (editionsOf): a French form started from the English file
      // ("Create the French version") reads the facts the English file alone holds (an industry's
      // icon) and lets them go, as twinnedMarkdownIn does; an English form has no French address.
      ...Object.fromEntries(notInForm.map((key) => [key, fields.empty()])),
    },
  }) as Collection<Record<string, ComponentSchema>, string>;

/** What an entry's file name is, said under it. */
const fileNameRule =
  "Set when the entry is created, and the same in English and French: the English page's address is made from it, and it pairs the two versions, so it cannot change afterwards.";

/** What tells staff which edition an entry edits: "Home page · English", "Home page · Français". */
/** The marker of a collection only the French edition has (its addresses). */
const frenchOnlyMarker = ' · French edition only';

/**
 * What a story's toolbar offers (issue 55): Heading 2 and Heading 3, the levels its page and table
 * of contents use (a Heading 1 stood beside the page's title as a second one), and no picture (a
 * story shows none; the entry's photo has its own field). The content check refuses the same in a
 * file written by hand (model/content/link-checks.ts storyShapeProblems).
 */
export const storyOptions = { heading: [2, 3], image: false } as const;

/**
 * What an article's Markdown may hold beyond Markdown: a passage in another language, written
 * `<span lang="en">Block Public Access</span>`, so that a screen reader reads it in that
 * language's voice (WCAG 3.1.2; docs/french-style-sheet.md). The site renders the tag as written
 * (model/content/markdown.ts); the editor shows it as a mark ("Other language" in the toolbar) and writes
 * it back, where an element it has no component for would stop the article from opening.
 */
export const articleComponents = {
  span: mark({
    label: 'Other language',
    icon: createElement('span', { 'aria-hidden': true }, 'EN'),
    tag: 'span',
    schema: {
      lang: fields.text({ label: 'Language', description: 'The passage’s language code: en for English, fr for French.', defaultValue: 'en' }),
    },
  }),
};

/** What a French article's translationOf holds, shown under the field. */
const translationOfFrench =
  'The English article this one translates, chosen in the list by its title: the two pages then link to each other. Only an existing English article can be chosen.';

/** A French article's English original, chosen among the English articles; what the list offers is a file name the build takes. */
function englishArticle() {
  const field = fields.relationship({ label: 'Translation of', description: translationOfFrench, collection: 'articles' });
  const Chooser = field.Input as (props: { value: string | null; onChange: (value: string | null) => void }) => ReactElement;
  return {
    ...field,
    // Started from an English article ("Create the French version": ?translate=), it names that one.
    Input(props: { value: string | null; onChange: (value: string | null) => void }) {
      useEffect(() => {
        const from = new URLSearchParams(window.location.search).get('translate');
        if (from && !props.value) props.onChange(from);
      }, []);
      return createElement(Chooser, props);
    },
    validate(value: string | null) {
      if (value !== null && value.trim() !== '' && !postSlugSchema.safeParse(value).success) throw new FieldDataError(`Translation of: ${postSlugSchema.safeParse(value).error?.issues[0]?.message}`);
      return field.validate(value);
    },
  } as typeof field;
}

/**
 * The articles (the Markdown collection of model/content/collections.ts) in one language: Markdown
 * with front matter, content/posts/<slug>.md and content/fr/posts/<French slug>.md. The body is
 * edited as MDX, whose editor writes plain Markdown (GitHub tables, lists, code blocks) that the
 * site renders as before.
 */
const articlesIn = ({ label, language, frenchKey }: { label: string; language: Language; frenchKey?: string }) =>
  collection({
    label,
    path: `${postFolders[language]}/*`,
    format: { contentField: 'body' },
    entryLayout: 'content',
    slugField: 'title' as never,
    // Listed by title and date, beside the file name.
    columns: ['title', 'date'] as never[],
    schema: {
      ...(language === 'fr'
        ? frenchStatus((slug) => `${postFolders.fr}/${slug}.md`)
        : {
            viewOnSite: viewOnSiteField((slug) => (slug ? `${postFolders.en}/${slug}.md` : undefined)),
            // Its French translation, or "Create the French version" (a walk-through of 2026-12-02 had none for articles).
            frenchVersion: frenchVersionField({
              fileOf: (slug) => (slug ? `${postFolders.en}/${slug}.md` : undefined),
              frenchPathOf: (file) => editorPathOf(file),
              ...(frenchKey && { createPathOf: (slug: string) => `/collection/${frenchKey}/create?translate=${encodeURIComponent(slug)}` }),
              article: true,
            }),
          }),
      ...frenchIf(language === 'fr', editorFields(forLanguage(postFrontMatterSchema, language), {
        title: ({ description, max }) =>
          entryNameField(
            {
              name: { label: 'Title', description, validation: { isRequired: true } },
              slug: { label: 'File name and URL', description: 'Set when the article is created; the cover image is /images/blog/<this>.svg.' },
            },
            max,
            // A translation's file name comes from its own title: the French page's address in French words.
            { ownNameWhenTranslated: true },
          ),
        // The drawn cover's path follows the file name: the editor writes it (issue 30).
        image: drawnCoverField({ label: 'Image' }) as unknown as ComponentSchema,
        // A French article names the English one it translates, chosen among them: the editor never
        // saves a name the build would refuse as no article's (issue 30).
        ...(language === 'fr' && { translationOf: englishArticle() }),
      })),
      body: frenchMarkdownIf(language === 'fr', fields.mdx({ label: collectionDeclarations.articles.files.body, extension: 'md', components: articleComponents, options: storyOptions })),
    },
  }) as Collection<Record<string, ComponentSchema>, string>;

/**
 * A Markdown collection whose French files mirror the English ones, name for name (the case
 * studies, issue 43), in one language (`folder` and `schema`: its files' and its own): front matter edited as fields, the story as Markdown below them; the file
 * name set at creation and locked after, as a folder's (editor/save-rules.ts).
 */
const twinnedMarkdownIn = ({
  label,
  folder: path,
  schema,
  language,
  story,
  notInForm,
}: {
  label: string;
  folder: string;
  schema: Parameters<typeof editorFields>[0];
  language: Language;
  story: string;
  /** The other edition's own fields (schemas/fields.ts englishOnlyField, frenchOnlyField), which this form neither shows nor writes. */
  notInForm: string[];
}) => {
  const fileOf = (slug: string | undefined) => (slug ? `${path}/${slug}.md` : undefined);
  return collection({
    label,
    path: `${path}/*`,
    format: { contentField: 'body' },
    entryLayout: 'content',
    slugField: 'title' as never,
    // Which are on the home page, at a glance (the walk-through of 2026-11-29): in the English list,
    // the French following the English file's date and box (model/content/schemas/fields.ts englishOnlyField).
    columns: (language === 'fr' ? ['title'] : ['title', 'date', 'featured']) as never[],
    schema: {
      ...(language === 'fr'
        ? frenchStatus((slug) => `${path}/${slug}.md`)
        : frenchVersion(fileOf, (slug) => `/collection/${keyOf(path)}Fr/create?translate=${encodeURIComponent(slug)}`)),
      ...frenchIf(
        language === 'fr',
        editorFields(schema, {
          title: ({ description, max }) => entryNameField({ name: { label: 'Title', description, validation: { isRequired: true } }, slug: { label: 'File name', description: fileNameRule } }, max),
        }),
      ),
      // "Create the French version" starts the French form from the English file (editor/keystatic-patches.ts):
      // its facts are read and let go (Keystatic's empty field: nothing shown, nothing written), as
      // a line written into a French file by hand would be on its next save.
      ...Object.fromEntries(notInForm.map((key) => [key, fields.empty()])),
      body: frenchMarkdownIf(language === 'fr', fields.mdx({ label: story, extension: 'md', components: articleComponents, options: storyOptions })),
    },
  }) as Collection<Record<string, ComponentSchema>, string>;
};

/** What a case study's story is, said over its Markdown. */
const storyLabel = `${collectionDeclarations.caseStudies.files.body} (400 to 800 words, in sections that start with a ## heading)`;

/** One entry of the editor's sidebar: a collection in one language. */
type Edition = Pick<ContentCollection, 'label' | 'files' | 'schema' | 'entryName' | 'section'> & { key: string; french?: boolean; notInForm?: string[] };

/**
 * A collection's entries in the editor: the English one (its key unchanged, /keystatic/singleton/home),
 * then its French twin, the same files under content/fr/ with the schema for French (key + Fr:
 * homeFr); a French-only collection once.
 */
function editionsOf(collection: ContentCollection): Edition[] {
  const { label, files, schema, entryName, section } = collection;
  const key = keyOfCollection(collection);
  if (collection.frenchOnly) return [{ key, label: `${label}${frenchOnlyMarker}`, files, schema, entryName, section }];
  const frenchFiles = Array.isArray(files) ? files.map(frenchContentFile) : { ...(files as ContentFolder), folder: frenchContentFile((files as ContentFolder).folder) };
  return [
    // The English form leaves out the French file's own words (its address: issue 55, the English
    // industry form asked for an Address to "leave empty there"); the French one the English file's facts.
    { key, label: `${label}${languageMarkers.en}`, files, schema, entryName, section, notInForm: frenchOnlyKeys(schema) },
    { key: `${key}Fr`, label: `${label}${languageMarkers.fr}`, files: frenchFiles, schema: forLanguage(schema, 'fr'), entryName, section, french: true, notInForm: Object.keys(englishOnlyKeys(schema)) },
  ];
}

const editions = collections.flatMap(editionsOf);
/** The editions only the French edition has (its addresses): no French version to name. */
const frenchOnly = new Set(collections.filter((collection) => collection.frenchOnly).map(keyOfCollection));
/** The entries whose editions each list their own items (the redirects): no translation status, no French version to name. */
const ownItems = new Set(collections.filter((collection) => collection.ownItems).flatMap((collection) => [keyOfCollection(collection), `${keyOfCollection(collection)}Fr`]));

export const editorCollections: Record<string, Collection<Record<string, ComponentSchema>, string>> = {
  ...Object.fromEntries(
    editions
      .filter(({ files }) => !isPage(files))
      .map(({ key, label, files, schema, entryName, french, notInForm = [] }) => {
        if (isMarkdown(files) && !files.ownEntries) return [key, twinnedMarkdownIn({ label, folder: files.folder, schema, language: french ? 'fr' : 'en', story: storyLabel, notInForm })];
        if (isMarkdown(files)) return [key, articlesIn({ label, language: french ? 'fr' : 'en', frenchKey: french ? undefined : `${key}Fr` })];
        if (!entryName) throw new Error(`model/content/collections.ts: ${label} holds many files but names no entryName`);
        const path = folderOf(files) as `content/${string}`;
        const leading = french
          ? frenchStatus((slug) => `${path}/${slug}.yaml`)
          : frenchOnly.has(key)
            ? {}
            : frenchVersion((slug) => (slug ? `${path}/${slug}.yaml` : undefined), (slug) => `/collection/${key}Fr/create?translate=${encodeURIComponent(slug)}`);
        return [key, folder(label, `${path}/*`, schema, entryName, leading, french, notInForm)];
      }),
  ),
};

export const editorSingletons = Object.fromEntries(
  editions.flatMap(({ key, label, files, schema, french, notInForm }) =>
    isPage(files) ? [[key, page(label, files[0].replace(/\.yaml$/, ''), schema, ownItems.has(key) ? {} : french ? frenchStatus(() => files[0]) : frenchOnly.has(key) ? {} : frenchVersion(() => files[0]), french, notInForm)]] : [],
  ),
);

/**
 * The sidebar: each section of model/content/collections.ts with its entries, each English entry followed
 * by its French twin, in the order the collections are declared (the articles head the blog's).
 */
export const editorNavigation: Record<string, string[]> = Object.fromEntries(
  editorSections.map((section) => [
    section,
    editions.filter((edition) => edition.section === section).map(({ key }) => key),
  ]),
);

/**
 * The fields of the form that edits a content file (content/services/analytics.yaml: the
 * services'; an article: its front matter's), or undefined for a file no form edits. The order of
 * these fields is the order a save writes them in (editor/content-yaml.ts).
 */
export function editorFormOf(file: string): Record<string, ComponentSchema> | undefined {
  const folder = file.slice(0, file.lastIndexOf('/'));
  const entry = Object.values(editorCollections).find(({ path }) => path === `${folder}/*` && /\.(yaml|md)$/.test(file));
  if (entry) return Object.fromEntries(Object.entries(entry.schema).filter(([key]) => !(typeof entry.format === 'object' && entry.format.contentField === key)));
  return Object.values(editorSingletons).find(({ path }) => `${path}.yaml` === file)?.schema;
}

/** A content file's page in the editor, under its base (/keystatic): /collection/servicesFr/item/ai-agents, /singleton/homeFr. */
export function editorPathOf(file: string): string | undefined {
  const folder = file.slice(0, file.lastIndexOf('/'));
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.(yaml|md)$/, '');
  const collection = Object.entries(editorCollections).find(([, { path }]) => path === `${folder}/*`);
  if (collection) return `/collection/${collection[0]}/item/${encodeURIComponent(name)}`;
  const singleton = Object.entries(editorSingletons).find(([, { path }]) => `${path}.yaml` === file);
  return singleton ? `/singleton/${singleton[0]}` : undefined;
}

/**
 * What one of Keystatic's unsaved records (editor/drafts.ts) is about: the file of the entry or page
 * it changes, or a new entry of a collection; undefined for a key the editor does not know.
 */
export function draftOf(key: DraftKey): Draft | undefined {
  const [kind, name, slug] = key;
  if (kind === 'singleton' && name && editorSingletons[name]) return { kind: 'file', file: `${editorSingletons[name].path}.yaml` };
  const collection = name ? editorCollections[name] : undefined;
  if (!collection) return undefined;
  if (kind === 'collection-create') {
    // Keystatic keys a copy's or a translation's draft by the entry it started from, and gives it back on that page only (a walk-through of 2026-12-03 had to guess it).
    const from = slug ? `?${name!.endsWith('Fr') ? 'translate' : 'duplicate'}=${encodeURIComponent(slug)}` : '';
    return { kind: 'new', collection: collection.label, path: `/collection/${name}/create${from}` };
  }
  if (kind !== 'collection' || !slug || !collection.path) return undefined;
  const extension = typeof collection.format === 'object' && collection.format.contentField ? 'md' : 'yaml';
  return { kind: 'file', file: `${collection.path.replace('*', slug)}.${extension}` };
}

/**
 * `local`: the files on disk; otherwise `owner/name` of the GitHub repository to commit to. `brand`:
 * the site's, shown in the editor's corner (the page names it: editor/main.tsx); the editor loads
 * no content module, so that a save reloads the site's pages and never the editor itself.
 */
export function editorConfig(storage: 'local' | `${string}/${string}`, brand = 'Content editor'): Config {
  const [owner, name] = storage.split('/') as [string, string];
  return config({
    // Staff work on branches of their own (content/...), each with its preview deployment, and publish by merging (docs/editing.md, "Previews").
    storage: storage === 'local' ? { kind: 'local' } : { kind: 'github', repo: { owner, name }, branchPrefix: editorBranchPrefix },
    ui: { brand: { name: brand }, navigation: editorNavigation },
    collections: editorCollections,
    singletons: editorSingletons,
  }) as unknown as Config; // the entries' own types are not needed by the app
}
