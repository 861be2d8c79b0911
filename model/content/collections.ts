/**
 * Which schema validates which content file: the collections the consultancy's staff edit
 * (issue 15). Files are named relative to the project, e.g. content/company/careers.yaml.
 */
import type { z } from 'zod';
import { frenchContentFile, type Language } from '../site/languages.ts';
import { parseCaseStudy } from './case-study-parse.ts';
import { parsePost } from './post-parse.ts';
import { caseStudyPagesSchema, caseStudySchema, industrySchema } from './schemas/case-studies.ts';
import { blogPageSchema, postFrontMatterSchema } from './schemas/blog.ts';
import { aboutPageSchema, apiPageSchema, careersPageSchema, docsPageSchema, legalPageSchema, pressPageSchema, statusPageSchema, supportPageSchema } from './schemas/company-and-legal.ts';
import { contactPageSchema, homeHeroSchema, homePageSchema } from './schemas/home-and-contact.ts';
import { deliveryModelSetSchema, locationSchema, officesPageSchema, cityPagesSchema, serviceCtaSchema, servicePageSchema, serviceSchema } from './schemas/services-and-cities.ts';
import { navigationSchema, notFoundPageSchema, siteSettingsSchema, addressesSchema, searchPageSchema, redirectsSchema } from './schemas/whole-site.ts';

/**
 * A folder of entries, one .yaml file each, named by their file names (`ai-integration`). The site
 * builds a page from every entry it finds, unless `fixed` lists the only entries it has pages for
 * (the legal pages, each with its own route); `required` entries must be there (the generic set of
 * delivery models). A French folder mirrors the English one, entry for entry.
 */
export type ContentFolder = { folder: string; fixed?: readonly string[]; required?: readonly string[] };

type Options = {
  /** Its copy may name the page's city or service: `{city.name}`, `{service.name}` (model/content/page-values.ts). */
  pageValues?: true;
  /** A collection of many files: the field that names each entry, which the editor lists it by. */
  entryName?: string;
  /** Only the French edition has it (its files are under content/fr/); other collections have a file per language. */
  frenchOnly?: true;
  /**
   * Each edition's file lists its own items, not a translation of the other's (the redirects: each
   * edition's old addresses): no French-against-English checks, no translation status.
   */
  ownItems?: true;
  /** Values its copy names in braces that the page fills in, in the browser (`{count}`) or at build (`{branch}`), kept as written. */
  browserValues?: readonly string[];
};

/** What the editor's sidebar adds to a collection's label for each edition ("Services · Français"), and the notices that name its entries. */
export const languageMarkers = { en: ' · English', fr: ' · Français' } as const;

/** The editor's sidebar, in this order; each collection names its section (Articles: Blog). */
export const editorSections = ['Whole site', 'Home and contact', 'Services and cities', 'Case studies', 'Blog', 'Company and legal pages'] as const;
type EditorSection = (typeof editorSections)[number];

/** A collection of one file: a page's copy or the site's settings. */
const file = <S extends z.ZodType>(section: EditorSection, label: string, path: string, schema: S, options: Options = {}) =>
  ({ section, label, files: [path] as readonly [string], schema, ...options }) as const;
/**
 * A folder of Markdown files, one entry each (`<file name>.md`): front matter its schema validates,
 * then the body. `parse` reads one file into its entry, with what the site computes from it (an
 * article's read time), checking what the schema cannot see (an article's cover path, made from its
 * file name). `ownEntries`: each edition has its own file names, paired by `translationOf` (a
 * French article is named in French); otherwise the French folder mirrors the English one. `body`:
 * the body's name in the editor and in messages ("Story").
 */
export type MarkdownFolder<E = unknown> = { folder: string; markdown: true; body: string; ownEntries?: true; parse: (file: string, source: string) => E };
const markdownFolder = <S extends z.ZodType, E>(section: EditorSection, label: string, where: MarkdownFolder<E>, schema: S, options: Options & { entryName: string }) =>
  ({ section, label, files: where, schema, ...options }) as const;

/** A collection of many files, one per entry, in a folder. */
const folder = <S extends z.ZodType>(section: EditorSection, label: string, where: ContentFolder, schema: S, options: Options & { entryName: string }) =>
  ({ section, label, files: where, schema, ...options }) as const;

/**
 * Every collection, declared once: where its files are, the schema that validates them (and so
 * the TypeScript type of its entries, `ContentOf`), its label and place in the editor. Code reads
 * them with model/content/content.ts; the build loads and checks them with model/content/content-files.ts.
 */
export const collectionDeclarations = {
  site: file('Whole site', 'Site settings', 'content/site.yaml', siteSettingsSchema),
  navigation: file('Whole site', 'Header and footer', 'content/pages/navigation.yaml', navigationSchema, { browserValues: ['branch'] }),
  addresses: file('Whole site', 'French page addresses', 'content/fr/addresses.yaml', addressesSchema, { frenchOnly: true }),
  notFoundPage: file('Whole site', '404 page', 'content/pages/not-found.yaml', notFoundPageSchema),
  homePage: file('Home and contact', 'Home page', 'content/pages/home.yaml', homePageSchema),
  homeHero: file('Home and contact', 'Home page hero', 'content/pages/home-hero.yaml', homeHeroSchema),
  contactPage: file('Home and contact', 'Contact page', 'content/pages/contact.yaml', contactPageSchema),
  services: folder('Services and cities', 'Services', { folder: 'content/services' }, serviceSchema, { pageValues: true, entryName: 'name' }),
  servicePage: file('Services and cities', 'Service page', 'content/pages/service-page.yaml', servicePageSchema),
  serviceCta: file('Services and cities', 'Service page calls to action', 'content/pages/service-cta.yaml', serviceCtaSchema),
  deliveryModels: folder(
    'Services and cities',
    'Delivery models',
    { folder: 'content/delivery-models', required: ['generic'] },
    deliveryModelSetSchema,
    { entryName: 'label' },
  ),
  cityPages: file('Services and cities', 'City pages', 'content/pages/city-pages.yaml', cityPagesSchema, { pageValues: true }),
  locations: folder('Services and cities', 'Locations', { folder: 'content/locations' }, locationSchema, { entryName: 'city' }),
  officesPage: file('Services and cities', 'Offices page', 'content/pages/offices.yaml', officesPageSchema),
  caseStudies: markdownFolder('Case studies', 'Case studies', { folder: 'content/case-studies', markdown: true, body: 'Story', parse: parseCaseStudy }, caseStudySchema, { entryName: 'title' }),
  industries: folder('Case studies', 'Industries', { folder: 'content/industries' }, industrySchema, { entryName: 'name' }),
  caseStudyPages: file('Case studies', 'Case study pages', 'content/pages/case-study-pages.yaml', caseStudyPagesSchema, { pageValues: true }),
  articles: markdownFolder('Blog', 'Articles', { folder: 'content/posts', markdown: true, body: 'Article', ownEntries: true, parse: parsePost }, postFrontMatterSchema, { entryName: 'title' }),
  blogPage: file('Blog', 'Blog page', 'content/pages/blog.yaml', blogPageSchema),
  redirects: file('Whole site', 'Redirects', 'content/redirects.yaml', redirectsSchema, { ownItems: true }),
  searchPage: file('Whole site', 'Search page', 'content/pages/search.yaml', searchPageSchema, { browserValues: ['count', 'query', 'corrected'] }),
  about: file('Company and legal pages', 'About page', 'content/company/about.yaml', aboutPageSchema),
  careers: file('Company and legal pages', 'Careers page', 'content/company/careers.yaml', careersPageSchema),
  press: file('Company and legal pages', 'Press page', 'content/company/press.yaml', pressPageSchema),
  docs: file('Company and legal pages', 'Documentation page', 'content/company/docs.yaml', docsPageSchema),
  api: file('Company and legal pages', 'API page', 'content/company/api.yaml', apiPageSchema),
  status: file('Company and legal pages', 'Status page', 'content/company/status.yaml', statusPageSchema),
  support: file('Company and legal pages', 'Support page', 'content/company/support.yaml', supportPageSchema),
  legal: folder(
    'Company and legal pages',
    'Legal pages',
    { folder: 'content/legal', fixed: ['privacy', 'terms', 'security', 'cookies', 'accessibility'] },
    legalPageSchema,
    { entryName: 'title' },
  ),
} as const;

type Declarations = typeof collectionDeclarations;
type CollectionName = keyof Declarations;
/** The collections of many files (services, locations, delivery models, legal pages). */
export type FolderCollectionName = {
  [C in CollectionName]: Declarations[C]['files'] extends { markdown: true } ? never : Declarations[C]['files'] extends ContentFolder ? C : never;
}[CollectionName];
/** The collections of Markdown files (the articles, the case studies). */
type MarkdownCollectionName = { [C in CollectionName]: Declarations[C]['files'] extends { markdown: true } ? C : never }[CollectionName];
/** One entry of a collection as its schema gives it, validated. */
export type EntryOf<C extends CollectionName> = z.output<Declarations[C]['schema']>;
/** A collection's content in one language: its entry, or its entries by file name. */
export type ContentOf<C extends CollectionName> = C extends MarkdownCollectionName
  ? Readonly<Record<string, ReturnType<Declarations[C]['files']['parse']>>>
  : C extends FolderCollectionName
    ? Readonly<Record<string, EntryOf<C>>>
    : EntryOf<C>;
/** All the content, per collection and language (content/ in English, content/fr/ in French; addresses are French only). */
export type BilingualCollectionName = Exclude<CollectionName, 'addresses'>;
export type BilingualContent = { readonly [C in BilingualCollectionName]: Readonly<Record<Language, ContentOf<C>>> };
export type ContentData = BilingualContent & { readonly addresses: { readonly fr: ContentOf<'addresses'> } };

export type Collection = Options & {
  name: CollectionName;
  /** Where the editor lists it. */
  section: EditorSection;
  /** What the staff call it. */
  label: string;
  /** The files it holds: its one file, or a folder of .yaml files, one per entry, or of Markdown files. */
  files: readonly string[] | ContentFolder | MarkdownFolder;
  schema: z.ZodType;
};

/** The collections in the editor's order. */
export const collections: readonly Collection[] = Object.entries(collectionDeclarations).map(([name, declaration]) => ({
  name: name as CollectionName,
  ...declaration,
}));


/** Whether a collection's files are Markdown (the articles, the case studies). */
export const isMarkdown = (files: Collection['files']): files is MarkdownFolder => !Array.isArray(files) && (files as MarkdownFolder).markdown === true;

/** `content/pages/city-pages.yaml` or `content/delivery-models`: `cityPages`, `deliveryModels`, the key the editor names a collection by (its address, /keystatic/singleton/cityPages). */
export const keyOf = (path: string) =>
  (path.split('/').at(-1) ?? path).replace(/\.yaml$/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A collection of one file is a page; one of many files (a folder, or files in one folder) lists its entries. */
export const isPage = (files: readonly string[] | { folder: string }): files is readonly [string] => Array.isArray(files) && files.length === 1;

/** The folder of a collection of many files. */
export const folderOf = (files: Collection['files']) => (Array.isArray(files) ? files[0]!.slice(0, files[0]!.lastIndexOf('/')) : (files as { folder: string }).folder);

/** A collection's key in the editor (its English edition's; the French one's ends in Fr): its file's or folder's name; a Markdown collection's, its name (articles). */
export const keyOfCollection = ({ files, name }: Collection) => (isMarkdown(files) && files.ownEntries ? name : keyOf(isPage(files) ? files[0] : folderOf(files)));

/** The collections of YAML files: every one but the Markdown folders, whose French files mirror the English ones file for file. */
export const yamlCollections: readonly Collection[] = collections.filter(({ files }) => !isMarkdown(files));

/** Where each edition's articles are (content/posts, content/fr/posts). */
export const postFolders: Record<Language, string> = {
  en: collectionDeclarations.articles.files.folder,
  fr: frenchContentFile(collectionDeclarations.articles.files.folder),
};

/** The collection that holds a file (an English one, or a French-only one): its file, or a .yaml file directly in its folder. */
export function collectionOf(file: string): Collection | undefined {
  const path = file.replace(/\\/g, '/');
  return collections.find(({ files }) => {
    if (Array.isArray(files)) return files.includes(path);
    const { folder } = files as ContentFolder;
    return path.startsWith(`${folder}/`) && path.endsWith(isMarkdown(files) ? '.md' : '.yaml') && !path.slice(folder.length + 1).includes('/');
  });
}
