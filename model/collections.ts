/**
 * Which schema validates which content file: the collections the consultancy's staff edit
 * (issue 15). Files are named relative to the project, e.g. content/company/careers.yaml.
 */
import type { z } from 'zod';
import { citySlugs, serviceSlugs } from './catalog';
import { deliveryModelServices } from './delivery-choice';
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
  statusPageSchema,
  supportPageSchema,
} from './schemas';

/**
 * A folder of entries, and the entries the site builds pages from, by file name (the services and
 * cities of model/catalog.ts): the editor can add and delete files, so the build refuses a folder
 * that has another file or lacks one of these (model/content-files.ts contentFolderProblems).
 */
export type ContentFolder = { folder: string; entries: readonly string[] };

export type Collection = {
  /** What the staff call it. */
  label: string;
  /** The files it holds: their paths, or a folder of .yaml files, one per entry. */
  files: readonly string[] | ContentFolder;
  schema: z.ZodType;
  /** Its copy may name the page's city or service: `{city.name}`, `{service.name}` (model/page-values.ts). */
  pageValues?: true;
  /** A collection of many files: the field that names each entry, which the editor lists it by. */
  entryName?: string;
};

export const collections: readonly Collection[] = [
  { label: 'About page', files: ['content/company/about.yaml'], schema: aboutPageSchema },
  { label: 'Careers page', files: ['content/company/careers.yaml'], schema: careersPageSchema },
  { label: 'Press page', files: ['content/company/press.yaml'], schema: pressPageSchema },
  { label: 'Documentation page', files: ['content/company/docs.yaml'], schema: docsPageSchema },
  { label: 'API page', files: ['content/company/api.yaml'], schema: apiPageSchema },
  { label: 'Status page', files: ['content/company/status.yaml'], schema: statusPageSchema },
  { label: 'Support page', files: ['content/company/support.yaml'], schema: supportPageSchema },
  { label: 'Site settings', files: ['content/site.yaml'], schema: siteSettingsSchema },
  { label: 'Services', files: { folder: 'content/services', entries: serviceSlugs }, schema: serviceSchema, pageValues: true, entryName: 'name' },
  { label: 'City pages', files: ['content/pages/city-pages.yaml'], schema: cityPagesSchema, pageValues: true },
  { label: 'Locations', files: { folder: 'content/locations', entries: citySlugs }, schema: locationSchema, entryName: 'city' },
  {
    label: 'Legal pages',
    files: ['content/legal/privacy.yaml', 'content/legal/terms.yaml', 'content/legal/security.yaml', 'content/legal/cookies.yaml'],
    schema: legalPageSchema,
    entryName: 'title',
  },
  {
    label: 'Delivery models',
    files: { folder: 'content/delivery-models', entries: ['generic', ...deliveryModelServices] },
    schema: deliveryModelSetSchema,
    entryName: 'label',
  },
  { label: '404 page', files: ['content/pages/not-found.yaml'], schema: notFoundPageSchema },
  { label: 'Service page calls to action', files: ['content/pages/service-cta.yaml'], schema: serviceCtaSchema },
  { label: 'Service page headings', files: ['content/pages/service-page.yaml'], schema: servicePageSchema },
  { label: 'Home page', files: ['content/pages/home.yaml'], schema: homePageSchema },
  { label: 'Home page hero', files: ['content/pages/home-hero.yaml'], schema: homeHeroSchema },
  { label: 'Contact page', files: ['content/pages/contact.yaml'], schema: contactPageSchema },
  { label: 'Blog page', files: ['content/pages/blog.yaml'], schema: blogPageSchema },
  { label: 'Header and footer', files: ['content/pages/navigation.yaml'], schema: navigationSchema },
];

export function collectionOf(file: string): Collection | undefined {
  const path = file.replace(/\\/g, '/');
  return collections.find(({ files }) =>
    Array.isArray(files) ? files.includes(path) : path.startsWith(`${(files as { folder: string }).folder}/`) && path.endsWith('.yaml'),
  );
}
