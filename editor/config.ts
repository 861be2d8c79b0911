/**
 * The content editor (Keystatic, https://keystatic.com): one entry per collection of
 * model/collections.ts, its fields derived from the same zod schema (editor/fields.ts).
 *
 * Storage: `local` in development (`npm run editor` edits the files on disk), `github` in the
 * deployed site, where each save is a commit to EDITOR_GITHUB_REPO (owner/name) and sign-in runs
 * through the worker (worker/editor-auth.ts).
 */
import { collection, config, fields, singleton, type Collection, type ComponentSchema, type Config } from '@keystatic/core';
import { site } from '../model/site';
import {
  aboutPageSchema,
  apiPageSchema,
  blogPageSchema,
  careersPageSchema,
  cityPagesSchema,
  contactPageSchema,
  deliveryModelSetSchema,
  docsPageSchema,
  homeHeroSchema,
  homePageSchema,
  legalPageSchema,
  locationSchema,
  navigationSchema,
  notFoundPageSchema,
  postFrontMatterSchema,
  pressPageSchema,
  serviceCtaSchema,
  servicePageSchema,
  serviceSchema,
  statusPageSchema,
  siteSettingsSchema,
  supportPageSchema,
} from '../model/schemas';
import { editorFields, labelOf } from './fields';

/** The repository the deployed editor commits to, when EDITOR_GITHUB_REPO does not name one. */
export const defaultGithubRepo = 'northbeam-digital/website';

const page = (label: string, file: string, schema: Parameters<typeof editorFields>[0]) =>
  singleton({ label, path: `content/${file}`, format: { data: 'yaml' }, schema: editorFields(schema) });

/**
 * A folder of files, one entry each, named by its file (the slug) and titled by `slugKey`, which
 * the editor shows as the entry's name and keeps in the file.
 */
const folder = (label: string, path: `content/${string}/*`, schema: Parameters<typeof editorFields>[0], slugKey: string) =>
  collection({
    label,
    path,
    format: { data: 'yaml' },
    // Keystatic's types want the slug key as a literal; the fields are derived, so it is named here.
    slugField: slugKey as never,
    schema: editorFields(schema, { [slugKey]: fields.slug({ name: { label: labelOf(slugKey), validation: { isRequired: true } } }) }),
  }) as Collection<Record<string, ComponentSchema>, string>;

/**
 * The blog's articles: Markdown with front matter, content/posts/<slug>.md. The body is edited as
 * MDX, whose editor writes plain Markdown (GitHub tables, lists, code blocks) that the site
 * renders as before.
 */
const articles = collection({
  label: 'Articles',
  path: 'content/posts/*',
  format: { contentField: 'body' },
  entryLayout: 'content',
  slugField: 'title' as never,
  schema: {
    ...editorFields(postFrontMatterSchema, {
      title: fields.slug({
        name: { label: 'Title', validation: { isRequired: true } },
        slug: { label: 'File name and URL', description: 'Set when the article is created; the cover image is /images/blog/<this>.svg.' },
      }),
    }),
    body: fields.mdx({ label: 'Article', extension: 'md' }),
  },
}) as Collection<Record<string, ComponentSchema>, string>;

export const editorCollections = {
  articles,
  services: folder('Services', 'content/services/*', serviceSchema, 'name'),
  locations: folder('Locations', 'content/locations/*', locationSchema, 'city'),
  legal: folder('Legal pages', 'content/legal/*', legalPageSchema, 'title'),
  deliveryModels: folder('Delivery models', 'content/delivery-models/*', deliveryModelSetSchema, 'label'),
};

export const editorSingletons = {
  about: page('About page', 'company/about', aboutPageSchema),
  careers: page('Careers page', 'company/careers', careersPageSchema),
  press: page('Press page', 'company/press', pressPageSchema),
  docs: page('Documentation page', 'company/docs', docsPageSchema),
  api: page('API page', 'company/api', apiPageSchema),
  status: page('Status page', 'company/status', statusPageSchema),
  support: page('Support page', 'company/support', supportPageSchema),
  site: page('Site settings', 'site', siteSettingsSchema),
  cityPages: page('City pages', 'pages/city-pages', cityPagesSchema),
  notFound: page('404 page', 'pages/not-found', notFoundPageSchema),
  home: page('Home page', 'pages/home', homePageSchema),
  homeHero: page('Home page hero', 'pages/home-hero', homeHeroSchema),
  contact: page('Contact page', 'pages/contact', contactPageSchema),
  serviceCta: page('Service page calls to action', 'pages/service-cta', serviceCtaSchema),
  servicePage: page('Service page headings', 'pages/service-page', servicePageSchema),
  blog: page('Blog page', 'pages/blog', blogPageSchema),
  navigation: page('Header and footer', 'pages/navigation', navigationSchema),
};

/** `local`: the files on disk; otherwise `owner/name` of the GitHub repository to commit to. */
export function editorConfig(storage: 'local' | `${string}/${string}`): Config {
  const [owner, name] = storage.split('/') as [string, string];
  return config({
    storage: storage === 'local' ? { kind: 'local' } : { kind: 'github', repo: { owner, name } },
    ui: { brand: { name: `${site.brand} content` } },
    collections: editorCollections,
    singletons: editorSingletons,
  }) as unknown as Config; // the entries' own types are not needed by the app
}
