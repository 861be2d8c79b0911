/**
 * Which schema validates which content file: the collections the consultancy's staff edit
 * (issue 15). Files are named relative to the project, e.g. content/company/careers.yaml.
 */
import type { z } from 'zod';
import { citySlugs, serviceSlugs } from './catalog.ts';
import { deliveryModelServices } from './delivery-choice.ts';
import {
  aboutPageSchema,
  apiPageSchema,
  blogPageSchema,
  careersPageSchema,
  contactPageSchema,
  deliveryModelSetSchema,
  docsPageSchema,
  homeHeroSchema,
  homePageSchema,
  legalPageSchema,
  locationSchema,
  navigationSchema,
  notFoundPageSchema,
  pressPageSchema,
  cityPagesSchema,
  serviceCtaSchema,
  servicePageSchema,
  serviceSchema,
  siteSettingsSchema,
  addressesSchema,
  searchPageSchema,
  statusPageSchema,
  supportPageSchema,
} from './schemas.ts';

/**
 * A folder of entries, and the entries the site builds pages from, by file name (the services and
 * cities of model/catalog.ts): the editor can add and delete files, so the build refuses a folder
 * that has another file or lacks one of these (model/content-files.ts contentFolderProblems).
 */
export type ContentFolder = { folder: string; entries: readonly string[] };

export type Collection = {
  /** Where the editor lists it. */
  section: EditorSection;
  /** What the staff call it. */
  label: string;
  /** The files it holds: their paths, or a folder of .yaml files, one per entry. */
  files: readonly string[] | ContentFolder;
  schema: z.ZodType;
  /** Its copy may name the page's city or service: `{city.name}`, `{service.name}` (model/page-values.ts). */
  pageValues?: true;
  /** A collection of many files: the field that names each entry, which the editor lists it by. */
  entryName?: string;
  /** Only the French edition has it (its files are under content/fr/); other collections have a file per language. */
  frenchOnly?: true;
  /** Values its copy names in braces that the page fills in the browser (`{count}`), kept as written. */
  browserValues?: readonly string[];
};

/** The editor's sidebar, in this order; each collection names its section (Articles: Blog). */
export const editorSections = ['Whole site', 'Home and contact', 'Services and cities', 'Blog', 'Company and legal pages'] as const;
export type EditorSection = (typeof editorSections)[number];

export const collections: readonly Collection[] = [
  { section: 'Whole site', label: 'Site settings', files: ['content/site.yaml'], schema: siteSettingsSchema },
  { section: 'Whole site', label: 'Header and footer', files: ['content/pages/navigation.yaml'], schema: navigationSchema },
  { section: 'Whole site', label: 'French page addresses', files: ['content/fr/addresses.yaml'], schema: addressesSchema, frenchOnly: true },
  { section: 'Whole site', label: '404 page', files: ['content/pages/not-found.yaml'], schema: notFoundPageSchema },
  { section: 'Home and contact', label: 'Home page', files: ['content/pages/home.yaml'], schema: homePageSchema },
  { section: 'Home and contact', label: 'Home page hero', files: ['content/pages/home-hero.yaml'], schema: homeHeroSchema },
  { section: 'Home and contact', label: 'Contact page', files: ['content/pages/contact.yaml'], schema: contactPageSchema },
  {
    section: 'Services and cities',
    label: 'Services',
    files: { folder: 'content/services', entries: serviceSlugs },
    schema: serviceSchema,
    pageValues: true,
    entryName: 'name',
  },
  { section: 'Services and cities', label: 'Service page headings', files: ['content/pages/service-page.yaml'], schema: servicePageSchema },
  { section: 'Services and cities', label: 'Service page calls to action', files: ['content/pages/service-cta.yaml'], schema: serviceCtaSchema },
  {
    section: 'Services and cities',
    label: 'Delivery models',
    files: { folder: 'content/delivery-models', entries: ['generic', ...deliveryModelServices] },
    schema: deliveryModelSetSchema,
    entryName: 'label',
  },
  { section: 'Services and cities', label: 'City pages', files: ['content/pages/city-pages.yaml'], schema: cityPagesSchema, pageValues: true },
  {
    section: 'Services and cities',
    label: 'Locations',
    files: { folder: 'content/locations', entries: citySlugs },
    schema: locationSchema,
    entryName: 'city',
  },
  { section: 'Blog', label: 'Blog page', files: ['content/pages/blog.yaml'], schema: blogPageSchema },
  { section: 'Whole site', label: 'Search page', files: ['content/pages/search.yaml'], schema: searchPageSchema, browserValues: ['count', 'query'] },
  { section: 'Company and legal pages', label: 'About page', files: ['content/company/about.yaml'], schema: aboutPageSchema },
  { section: 'Company and legal pages', label: 'Careers page', files: ['content/company/careers.yaml'], schema: careersPageSchema },
  { section: 'Company and legal pages', label: 'Press page', files: ['content/company/press.yaml'], schema: pressPageSchema },
  { section: 'Company and legal pages', label: 'Documentation page', files: ['content/company/docs.yaml'], schema: docsPageSchema },
  { section: 'Company and legal pages', label: 'API page', files: ['content/company/api.yaml'], schema: apiPageSchema },
  { section: 'Company and legal pages', label: 'Status page', files: ['content/company/status.yaml'], schema: statusPageSchema },
  { section: 'Company and legal pages', label: 'Support page', files: ['content/company/support.yaml'], schema: supportPageSchema },
  {
    section: 'Company and legal pages',
    label: 'Legal pages',
    files: ['content/legal/privacy.yaml', 'content/legal/terms.yaml', 'content/legal/security.yaml', 'content/legal/cookies.yaml', 'content/legal/accessibility.yaml'],
    schema: legalPageSchema,
    entryName: 'title',
  },
];

/** The files a collection needs: its list, or one per entry of its folder. */
export function collectionFiles({ files }: Collection): string[] {
  return Array.isArray(files) ? [...files] : (files as ContentFolder).entries.map((entry) => `${(files as ContentFolder).folder}/${entry}.yaml`);
}

export function collectionOf(file: string): Collection | undefined {
  const path = file.replace(/\\/g, '/');
  return collections.find(({ files }) =>
    Array.isArray(files) ? files.includes(path) : path.startsWith(`${(files as { folder: string }).folder}/`) && path.endsWith('.yaml'),
  );
}
