/**
 * The page each content file shows its copy on, in its own language (the editor's "View on the
 * site", issue 41), from the route table's `shows` (model/site/routes.ts): a page's file is its page, a
 * service's file its service page, a city's file its city page for the first service, a legal
 * page's file the route of its name, an article its page in its own edition. Node only: it reads the files under
 * `root` as they are now, so an entry just saved under `npm run editor` has its link at once.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { collectionDeclarations, collections, isMarkdown, type ContentFolder } from '../content/collections.ts';
import { entryNamesByKey, entryNamesIn, fieldsOf } from '../content/entry-names.ts';
import { projectContent } from '../content/content-files.ts';
import { folderEntries } from '../content/content-read.ts';
import { frenchContentFile, languagePrefixes, languages, type Language } from '../site/languages.ts';
import { paramsOf, routeKeys, routeTable, type AddressWords } from '../site/routes.ts';
import { englishAddressWords, localizedUrls, type Urls } from '../site/urls.ts';

/** A file's data under `root` (model/content/entry-names.ts fieldsOf). */
const yamlOf = (root: string, file: string): Record<string, unknown> => fieldsOf(projectContent(root), file);

/**
 * Each edition's URL builders from the files under `root` as they are now (the French words of
 * content/fr/addresses.yaml and the `address` of each French service, case study and industry file), for Node code outside the content
 * module: the editor's page links, the build's edge files.
 */
export function urlsFromFiles(root = process.cwd()): Record<Language, Urls> {
  const frenchWords = yamlOf(root, 'content/fr/addresses.yaml') as unknown as AddressWords;
  const addressOf = (file: string) => (slug: string) => String(yamlOf(root, frenchContentFile(file.replace('*', slug))).address ?? slug);
  return {
    en: localizedUrls(languagePrefixes.en, englishAddressWords),
    fr: localizedUrls(languagePrefixes.fr, {
      ...frenchWords,
      entryWords: {
        service: addressOf(`${collectionDeclarations.services.files.folder}/*.yaml`),
        study: addressOf(`${collectionDeclarations.caseStudies.files.folder}/*.md`),
        industry: addressOf(`${collectionDeclarations.industries.files.folder}/*.yaml`),
      },
    }),
  };
}

/** Page paths by content file (English and French), for the files under `root`. */
export function entryPages(root = process.cwd()): Record<string, string> {
  const servicesFolder = { folder: 'content/services' };
  const services = folderEntries(servicesFolder, projectContent(root))
    .map((slug) => ({ slug, position: Number(yamlOf(root, `content/services/${slug}.yaml`).position ?? 0) }))
    .sort((a, b) => a.position - b.position || (a.slug < b.slug ? -1 : 1))
    .map(({ slug }) => slug);
  const urlsIn = urlsFromFiles(root);
  const pages: Record<string, string> = {};
  const add = (englishFile: string, page: (language: Language) => string) => {
    for (const language of languages) {
      const file = language === 'en' ? englishFile : frenchContentFile(englishFile);
      if (existsSync(join(root, file))) pages[file] = page(language);
    }
  };
  for (const key of routeKeys) {
    const shows: readonly string[] = (routeTable[key] as { shows?: readonly string[] }).shows ?? [];
    for (const collection of collections.filter(({ name }) => shows.includes(name))) {
      if (Array.isArray(collection.files)) {
        for (const file of collection.files as readonly string[]) add(file, (language) => urlsIn[language].at(key, []));
        continue;
      }
      if (isMarkdown(collection.files) && !collection.files.ownEntries) {
        // Twins (case studies): the French file beside the English one, on the twin page.
        const { folder } = collection.files;
        for (const entry of folderEntries(collection.files, projectContent(root))) add(`${folder}/${entry}.md`, (language) => urlsIn[language].at(key, [entry]));
        continue;
      }
      if (isMarkdown(collection.files)) {
        // Each edition's own entries (articles), on its own pages.
        for (const language of languages) {
          const folder = language === 'en' ? collection.files.folder : frenchContentFile(collection.files.folder);
          for (const entry of folderEntries(collection.files, projectContent(root), folder)) pages[`${folder}/${entry}.md`] = urlsIn[language].at(key, [entry]);
        }
        continue;
      }
      const folder = (collection.files as ContentFolder).folder;
      for (const entry of folderEntries(collection.files as ContentFolder, projectContent(root))) {
        const file = `${folder}/${entry}.yaml`;
        const params = paramsOf(key);
        // Its entry's own page (a service's, an industry's list); a city's, the first service's page in it; a legal page's, the route of its name.
        if (params.length === 1) add(file, (language) => urlsIn[language].at(key, [entry]));
        else if (params.join() === 'service,city' && services[0]) add(file, (language) => urlsIn[language].at(key, [services[0]!, entry]));
        else if (params.length === 0 && entry === key) add(file, (language) => urlsIn[language].at(key, []));
      }
    }
  }
  return pages;
}

/** Each content file's name as staff know it, for the files under `root` (model/content/entry-names.ts). */
export function entryNames(root = process.cwd()): Record<string, string> {
  return entryNamesIn(projectContent(root));
}

/** Each English entry's name by its collection's editor key and file name, for the fields choosing an entry (editor/entry-labels.ts). */
export function entryLabels(root = process.cwd()): Record<string, Record<string, string>> {
  return entryNamesByKey(projectContent(root));
}
