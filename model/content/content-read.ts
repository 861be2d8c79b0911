/**
 * The content read and validated, wherever it is (issues 15, 29, 41): pure, over a `ContentSource`
 * (model/content/content-source.ts), so that the build and `npm run editor` (the project's folder,
 * model/content/content-files.ts) and the deployed editor's check of a save (the branch's files,
 * editor/branch-check.ts) read it with the same rules.
 *
 * Every collection of model/content/collections.ts is read from content/ (and content/fr/), each file checked by
 * its collection's zod schema and with its site values filled in: a bad file names the file, the
 * entry and the field.
 *
 * Site values: copy may write `{site.brand}`, `{site.legalName}`, `{site.contactEmail}`,
 * `{site.origin}`, `{site.postalAddress}`, `{site.foundingYear}` or `{site.headquarters.city}` (any leaf of
 * content/site.yaml) where the brand or a deploy-time value belongs. Page values, `{city.name}` or
 * `{service.name}`, are filled in per page (model/content/page-values.ts) and only in the collections
 * that allow them (model/content/collections.ts `pageValues`); anything else in braces is refused.
 */
import { parseDocument } from 'yaml';
import { readYaml } from './yaml-text.ts';
import { siteFrom, type SiteSettings } from './site-values.ts';
import { collectionOf, collections, isMarkdown, yamlCollections, type Collection, type ContentData, type ContentFolder, type MarkdownFolder } from './collections.ts';
import { englishContentFile, frenchContentFile, languageOfContentFile, languages, type Language } from '../site/languages.ts';
import { mapTexts, valueAt, valueToken as token } from './page-values.ts';
import { fieldPath, fieldPathOf, namesNoEntry } from './content-messages.ts';
import { englishOnlyKeys, forLanguage, parseContent, photoPlaces, type PhotoPlace } from './schemas/fields.ts';
import { siteSettingsSchema } from './schemas/whole-site.ts';
import { withoutEnglishChecked } from './translation-status.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { publishedContent, publishingDay, scheduledList, type ScheduledEntry } from './publishing.ts';
import { featuredCaseStudiesMax } from './schemas/case-studies.ts';
import type { ContentSource } from './content-source.ts';


/** The site values the `{site.*}` copy names: content/site.yaml, with the source's environment over it. */
export function siteValues(language: Language, source: ContentSource) {
  const file = language === 'fr' ? frenchContentFile('content/site.yaml') : 'content/site.yaml';
  const text = source.read(file);
  // Read as far as it goes when it is not whole YAML (the content check names the error).
  const data = readYaml(text).data ?? parseDocument(text).toJS();
  const settings = parseContent(forLanguage(siteSettingsSchema, language), file, withoutEnglishChecked(file, data)) as SiteSettings;
  return siteFrom(settings, source.env, language);
}

/** Page values, filled per page: left as they are here where the collection allows them. */
const pageValue = /^(city|service|industry)\./;

/** Every string with its `{site.*}` values filled in; an unknown one is an error naming where it is. */
function fillSiteValues(value: unknown, file: string, source: ContentSource, pageValues = false, browserValues: readonly string[] = []): unknown {
  // content/site.yaml is read at most once per file, and only when the file names a site value.
  // A French file's values are the French site settings' (content/fr/site.yaml).
  let values: ReturnType<typeof siteValues> | undefined;
  const siteValue = (path: string) => valueAt((values ??= siteValues(languageOfContentFile(file), source)), path);
  return mapTexts(value, (text, at) =>
    text.replace(token, (whole, path: string) => {
      if (pageValues && pageValue.test(path)) return whole;
      if (browserValues.includes(path)) return whole;
      const filled = path.startsWith('site.') ? siteValue(path.slice('site.'.length)) : undefined;
      if (filled === undefined) {
        // Said with the field's name as the editor shows it ("Hero > Intro", "FAQs 4 ("…") > Answer"), not its key (the walk-through of 2026-11-30).
        const allowed = pageValues ? ', a page value such as {city.name} or {service.name},' : '';
        throw new Error(`Invalid content "${file}":\n  - ${fieldPath(value, at)}: ${whole} is not a value the site knows: check its spelling (write {site.brand}, {site.contactEmail}${allowed} or the name of another value of Site settings)`);
      }
      return filled;
    }),
  );
}

/** Where photos' originals are kept (model/content/photo-files.ts). */
const photoOriginals = 'content/images';

/** The extension of a folder collection's files: .md for Markdown folders (the articles), else .yaml. */
const extensionOf = (where: ContentFolder | MarkdownFolder): string => ('markdown' in where ? '.md' : '.yaml');

/** The entries of a folder collection: the names of its files in `folder` (its English one unless said), in name order. */
export function folderEntries(where: ContentFolder | MarkdownFolder, source: ContentSource, folder = where.folder): string[] {
  const extension = extensionOf(where);
  return source
    .list(folder)
    .map(({ name }) => name)
    .filter((name) => name.endsWith(extension) && !name.startsWith('.'))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

/** The English files of a collection: its one file, or one per entry its folder holds (or must hold). */
export function collectionFiles({ files }: Collection, source: ContentSource): string[] {
  if (Array.isArray(files)) return [...files];
  if (isMarkdown(files)) return folderEntries(files, source).map((entry) => `${files.folder}/${entry}.md`);
  const where = files as ContentFolder;
  const entries = where.fixed ?? [...new Set([...(where.required ?? []), ...folderEntries(where, source)])].sort();
  return entries.map((entry) => `${where.folder}/${entry}.yaml`);
}

/** A content file's text to its validated data; errors name the file (relative to the project). */
export function readContentFile(file: string, text: string, source: ContentSource): unknown {
  // A French file is validated by the schema of the English file it mirrors (model/site/languages.ts).
  const collection = collectionOf(file) ?? collectionOf(englishContentFile(file));
  if (!collection) throw new Error(`Invalid content "${file}": no collection in model/content/collections.ts holds this file`);
  // A Markdown file (an article): its collection's reader validates the front matter and keeps the body.
  if (isMarkdown(collection.files)) return collection.files.parse(file, text);
  const { errors, data } = readYaml(text);
  if (errors.length > 0) {
    throw new Error(`Invalid content "${file}": it is not valid YAML\n${errors.map((error) => `  - ${error}`).join('\n')}`);
  }
  const schema = forLanguage(collection.schema, languageOfContentFile(file));
  return parseContent(schema, file, fillSiteValues(withoutEnglishChecked(file, structuredClone(data)), file, source, collection.pageValues === true, collection.browserValues));
}

/** Every file under `folder`, as project paths in name order, hidden files left out. */
function filesUnder(source: ContentSource, folder: string): string[] {
  return source
    .list(folder)
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => (entry.folder ? filesUnder(source, `${folder}/${entry.name}`) : [`${folder}/${entry.name}`]));
}

/**
 * What content/ holds that the site cannot use, or lacks: a file no collection holds, an entry of
 * a folder the site builds no page from (a service created in the editor), or a missing one (a
 * city deleted in the editor), or a French counterpart missing (content/fr/ mirrors content/). Each
 * would otherwise vanish without a word, or fail as a missing import; articles
 * (content/posts/*.md, content/fr/posts/*.md) are any the folders hold, photos (content/images/)
 * any file: model/content/photo-files.ts checks those content names.
 */
export function contentFolderProblems(source: ContentSource): string[] {
  const problems: string[] = [];
  for (const file of filesUnder(source, 'content')) {
    // Photos' originals (model/content/photo-files.ts checks the ones content names).
    if (file.startsWith(`${photoOriginals}/`)) continue;
    // A French file is checked as the English file it mirrors (model/site/languages.ts).
    const collection = collectionOf(file) ?? collectionOf(englishContentFile(file));
    if (!collection) {
      problems.push(`${file}: no collection in model/content/collections.ts holds this file, so no page shows it; remove it, or ask a developer to add its collection`);
      continue;
    }
    if (Array.isArray(collection.files)) continue;
    // Each edition names its own articles (their twins are checked by translationOf).
    if (isMarkdown(collection.files) && collection.files.ownEntries) continue;
    const { fixed } = collection.files as ContentFolder;
    const entry = file.slice(file.lastIndexOf('/') + 1).replace(/\.yaml$/, '');
    if (fixed && !fixed.includes(entry)) {
      problems.push(`${file}: the site builds no page from a ${collection.label} entry "${entry}" (its entries are ${fixed.join(', ')}); rename the file to one of them or remove it (a new one needs a developer)`);
    } else if (!fixed && languageOfContentFile(file) === 'fr' && !source.exists(englishContentFile(file))) {
      // In staff's words (a walk-through of 2026-12-01 deleted an English case study and was told to
      // "rename" its French one, whose file name the editor does not let change).
      problems.push(
        `${file}: has no English version: the English ${collection.label} entry it translates, of the same file name (${englishContentFile(file)}), is not there. If that English entry was deleted, delete this one too; otherwise delete it and create it again from its English entry (Create the French version)`,
      );
    }
  }
  for (const collection of collections) {
    const { label } = collection;
    for (const file of collectionFiles(collection, source)) {
      if (!source.exists(file)) problems.push(`${file}: missing; the site needs this ${label} file`);
      // Each file of the fixed set has its French counterpart (model/site/languages.ts).
      if (collection.frenchOnly || (isMarkdown(collection.files) && collection.files.ownEntries)) continue;
      const french = frenchContentFile(file);
      if (!source.exists(french)) problems.push(`${french}: missing; the French edition needs this ${label} file, the counterpart of ${file}`);
    }
  }
  return problems;
}

/**
 * Every collection's content, validated, per language (model/content/collections.ts ContentData): what the
 * `virtual:content` module gives the build, `vike dev` and the tests, and Node scripts call directly.
 */
export function contentOf(source: ContentSource): ContentData {
  const { data, problems } = readContent(source);
  if (problems.length > 0) throw new Error(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  // What the site shows today: the entries scheduled for a later day are left out (model/content/publishing.ts).
  return publishedContent(data, publishingDay(source.env));
}

/** The content and what its entries say wrongly of one another (contentOf throws with these). */
export function readContent(source: ContentSource, { lenient = false }: { lenient?: boolean } = {}): { data: ContentData; problems: string[] } {
  // Lenient (model/content/content-problems.ts, issue 55): a file its schema refuses, already named
  // in the list, is taken as it is written, so that what entries say of one another is still checked
  // in the same run (a French service given another's address word beside an unrelated mistake).
  const asWritten = (file: string, strict: () => unknown, raw: () => unknown): unknown => {
    try {
      return strict();
    } catch (error) {
      if (!lenient) throw error;
      try {
        return raw();
      } catch {
        return undefined;
      }
    }
  };
  const read = (file: string) =>
    asWritten(file, () => readContentFile(file, source.read(file), source), () => structuredClone(readYaml(source.read(file)).data ?? parseDocument(source.read(file)).toJS()));
  const inLanguage = (collection: Collection, language: Language): unknown => {
    const { files } = collection;
    if (Array.isArray(files)) return read(language === 'fr' && !collection.frenchOnly ? frenchContentFile(files[0]!) : files[0]!);
    if (isMarkdown(files)) {
      // Each edition's own files (articles), read by the collection's own reader.
      const folder = language === 'fr' ? frenchContentFile(files.folder) : files.folder;
      return Object.fromEntries(
        folderEntries(files, source, files.ownEntries ? folder : files.folder).map((entry) => {
          const file = `${folder}/${entry}.md`;
          return [entry, asWritten(file, () => files.parse(file, source.read(file)), () => ({ ...splitFrontMatter(file, source.read(file)).data, slug: entry }))];
        }).filter(([, entry]) => entry !== undefined),
      );
    }
    return Object.fromEntries(
      collectionFiles(collection, source)
        .map((file) => [file.slice(file.lastIndexOf('/') + 1).replace(/\.yaml$/, ''), read(language === 'fr' ? frenchContentFile(file) : file)])
        .filter(([, entry]) => entry !== undefined),
    );
  };
  const editionsOf = (collection: Collection): readonly Language[] => (collection.frenchOnly ? ['fr'] : languages);
  const data = Object.fromEntries(
    collections.map((collection) => [collection.name, Object.fromEntries(editionsOf(collection).map((language) => [language, inLanguage(collection, language)]))]),
  ) as ContentData; // each entry was just validated by its collection's schema, whose output type ContentData names
  shareEnglishFacts(data);
  return { data, problems: [...sharePhotos(data), ...crossCheck(data)] };
}

/**
 * The facts only an English file holds (model/content/schemas/fields.ts `englishOnlyField`: a case
 * study's services, city, industry, date and Featured box, the owner's decisions in Site settings),
 * given to its French twin, which has no such field.
 */
export function shareEnglishFacts(data: ContentData): void {
  const mutable = data as unknown as Record<string, { en?: Record<string, Record<string, unknown>>; fr?: Record<string, Record<string, unknown>> }>;
  for (const collection of collections) {
    const keys = Object.keys(englishOnlyKeys(collection.schema));
    if (keys.length === 0 || collection.frenchOnly) continue;
    if (Array.isArray(collection.files)) {
      // One file a language (Site settings' owner decisions).
      const { en, fr } = mutable[collection.name]! as unknown as Record<string, Record<string, unknown> | undefined>;
      if (en && fr) for (const key of keys) fr[key] = en[key];
      continue;
    }
    const { en = {}, fr = {} } = mutable[collection.name]!;
    for (const [entry, french] of Object.entries(fr)) {
      // A French file with no English twin (said by the files' check) has no facts to follow: left out.
      if (!en[entry]) {
        delete fr[entry];
        continue;
      }
      for (const key of keys) {
        const english = en[entry]?.[key];
        if (english === undefined) delete french[key];
        else french[key] = english;
      }
    }
  }
}

/** A photo as a schema gives it (model/content/schemas/fields.ts `photo`): its original and the place it is shown in. */
export const isPhoto = (value: unknown): value is { image: string; alt?: string; decorative?: boolean; place: PhotoPlace } =>
  typeof value === 'object' && value !== null && typeof (value as { image?: unknown }).image === 'string' && (photoPlaces as readonly unknown[]).includes((value as { place?: unknown }).place);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The French edition shows the English file's photos with its own words: each French file's photo
 * (its alt text only, model/content/schemas/fields.ts `sharedPhotoWords`) gets the English one's original, place
 * and decorative mark. A photo without French words, or French words without an English photo, is
 * a problem naming the French file and field.
 */
export function sharePhotos(data: ContentData): string[] {
  const problems: string[] = [];
  const share = (english: unknown, french: unknown, file: string, at: string[], root: unknown = french): unknown => {
    if (isPhoto(english)) {
      const words = isObject(french) ? (french as { alt?: string }).alt : undefined;
      if (!english.decorative && !words) problems.push(`${file}: ${fieldPathOf(root, [...at, 'alt'])}: missing; the English version shows a photo here: write what it shows, in French`);
      const { alt: _english, ...shared } = english;
      return words ? { ...shared, alt: words } : shared;
    }
    if (Array.isArray(english) && Array.isArray(french)) return french.map((item, index) => share(english[index], item, file, [...at, String(index)], root));
    if (isObject(english) && isObject(french) && !Array.isArray(french)) {
      for (const [key, value] of Object.entries(french)) {
        if (english[key] === undefined && isObject(value) && Object.keys(value).length === 1 && 'alt' in value && !isPhoto(value)) {
          problems.push(`${file}: ${fieldPathOf(root, [...at, key])}: the English version shows no photo here to describe; add the photo there, or empty this`);
        }
      }
      return Object.fromEntries(
        [...new Set([...Object.keys(french), ...Object.keys(english).filter((key) => isPhoto(english[key]))])].map((key) => [key, share(english[key], french[key], file, [...at, key], root)]),
      );
    }
    return french;
  };
  const mutable = data as unknown as Record<string, { en?: unknown; fr?: unknown }>;
  for (const collection of collections) {
    // Articles have their own files in each edition, photos included.
    if (collection.frenchOnly || (isMarkdown(collection.files) && collection.files.ownEntries)) continue;
    const editions = mutable[collection.name]!;
    if (Array.isArray(collection.files)) {
      editions.fr = share(editions.en, editions.fr, frenchContentFile(collection.files[0]!), []);
    } else {
      const english = editions.en as Record<string, unknown>;
      const french = editions.fr as Record<string, unknown>;
      const where = collection.files as ContentFolder | MarkdownFolder;
      editions.fr = Object.fromEntries(
        Object.entries(french).map(([entry, value]) => [entry, share(english[entry], value, frenchContentFile(`${where.folder}/${entry}${extensionOf(where)}`), [])]),
      );
    }
  }
  return problems;
}

/**
 * What no one file's schema can see: an entry that names another collection's entry, and the
 * facts a French file must share with its English twin. Each problem names the file and field.
 */
export function crossCheck(data: ContentData): string[] {
  const problems: string[] = [];
  const services = data.services.en;
  const frenchWords = new Map<string, string>();
  for (const [slug, service] of Object.entries(services)) {
    const french = data.services.fr[slug];
    if (service.address !== undefined) problems.push(`content/services/${slug}.yaml: Address: only the French file names its address; the English one is the file name (${slug})`);
    if (!french) continue;
    if (french.address === undefined) problems.push(`content/fr/services/${slug}.yaml: Address: missing; write the word of the French address, e.g. ${slug}`);
    else if (frenchWords.has(french.address)) problems.push(`content/fr/services/${slug}.yaml: Address: is "${french.address}", already the address of “${frenchWords.get(french.address)}”: each service needs its own`);
    else frenchWords.set(french.address, french.name);
    if (french.position !== service.position) problems.push(`content/fr/services/${slug}.yaml: Position: is ${french.position}, the English version's is ${service.position}; give both the same`);
  }
  // The entries whose French address word is their French file's (a service's, a case study's, an industry's), each named as staff know it.
  const wordedFolders = [
    { entries: data.caseStudies, file: (slug: string) => `content/case-studies/${slug}.md`, nameOf: (entry: object) => (entry as { title: string }).title },
    { entries: data.industries, file: (slug: string) => `content/industries/${slug}.yaml`, nameOf: (entry: object) => (entry as { name: string }).name },
  ];
  for (const { entries, file, nameOf } of wordedFolders) {
    const words = new Map<string, string>();
    for (const [slug, english] of Object.entries(entries.en) as [string, { address?: string }][]) {
      const french = (entries.fr as Record<string, { address?: string } | undefined>)[slug];
      if (english.address !== undefined) problems.push(`${file(slug)}: Address: only the French file names its address; the English one is the file name (${slug})`);
      if (!french) continue;
      if (french.address === undefined) problems.push(`${frenchContentFile(file(slug))}: Address: missing; write the word of the French address, e.g. ${slug}`);
      else if (words.has(french.address)) problems.push(`${frenchContentFile(file(slug))}: Address: is "${french.address}", already the address of “${words.get(french.address)}”: each needs its own`);
      else words.set(french.address, nameOf(french));
    }
  }
  for (const [slug, industry] of Object.entries(data.industries.en)) {
    const french = data.industries.fr[slug];
    if (french && french.position !== industry.position) problems.push(`content/fr/industries/${slug}.yaml: Position: is ${french.position}, the English version's is ${industry.position}; give both the same`);
  }
  problems.push(...caseStudyProblems(data));
  for (const [city, location] of Object.entries(data.locations.en)) {
    const french = data.locations.fr[city];
    if (french && french.position !== location.position) problems.push(`content/fr/locations/${city}.yaml: Position: is ${french.position}, the English version's is ${location.position}; give both the same`);
  }
  for (const language of languages) {
    const file = language === 'fr' ? 'content/fr/pages/home.yaml' : 'content/pages/home.yaml';
    data.homePage[language].services.cards.forEach((card, index) => {
      if (!services[card.service]) problems.push(`${file}: services.cards.${index}.service: ${namesNoEntry(card.service, 'content/services')}`);
    });
  }
  // The services the Locations menu and the city pages' links name: services that exist, the same in both editions.
  const navigationFiles = { en: 'content/pages/navigation.yaml', fr: 'content/fr/pages/navigation.yaml' };
  /** The Services menu's columns, each its services. */
  const serviceColumnsOf = (language: Language) => data.navigation[language].header.serviceGroups.map((group) => group.services);
  const serviceLists = [
    { files: navigationFiles, field: 'Header > City menu services', of: (language: Language) => data.navigation[language].header.cityMenuServices },
    { files: { en: 'content/pages/city-pages.yaml', fr: 'content/fr/pages/city-pages.yaml' }, field: 'Linked services', of: (language: Language) => data.cityPages[language].linkedServices },
    { files: navigationFiles, field: 'Header > Service groups', of: (language: Language) => serviceColumnsOf(language).flat() },
  ];
  for (const { files, field, of } of serviceLists) {
    for (const language of languages) {
      of(language).forEach((slug, index) => {
        if (!services[slug]) problems.push(`${files[language]}: ${field} ${index + 1}: ${namesNoEntry(slug, 'content/services')}`);
      });
    }
    if (of('fr').join() !== of('en').join()) problems.push(`${files.fr}: ${field}: names ${of('fr').join(', ')}; the English version names ${of('en').join(', ')}: give both the same, in the same order`);
  }
  // The Services menu's columns: each service in one column at most, the same columns in both
  // editions (services in another order are said above, with the lists it compares).
  for (const language of languages) {
    const named = serviceColumnsOf(language).flat();
    for (const slug of new Set(named.filter((slug, index) => named.indexOf(slug) !== index))) {
      problems.push(`${navigationFiles[language]}: Header > Service groups: names "${slug}" twice; put each service in one column`);
    }
  }
  const [englishColumns, frenchColumns] = [serviceColumnsOf('en'), serviceColumnsOf('fr')].map((columns) => columns.map((services) => services.join(', ')).join(' | '));
  if (frenchColumns !== englishColumns && serviceColumnsOf('fr').flat().join() === serviceColumnsOf('en').flat().join()) {
    problems.push(`${navigationFiles.fr}: Header > Service groups: the columns name ${frenchColumns}; the English version's name ${englishColumns}: give both the same services, in the same columns and order`);
  }
  for (const set of Object.keys(data.deliveryModels.en)) {
    if (set !== 'generic' && !services[set]) problems.push(`content/delivery-models/${set}.yaml: no service is named ${set}; name the file after a service (content/services/<name>.yaml) or generic`);
  }
  return problems;
}

/** What a case study names that no file is (a service, a city, an industry), given the entries of each by file name. */
export function caseStudyReferenceProblems(
  file: string,
  study: { services: readonly string[]; city?: string; industry: string },
  entries: Record<'services' | 'locations' | 'industries', Readonly<Record<string, unknown>>>,
): string[] {
  const problems: string[] = [];
  study.services.forEach((service, index) => {
    if (!entries.services[service]) problems.push(`${file}: Services ${index + 1}: ${namesNoEntry(service, 'content/services')}`);
  });
  if (study.city !== undefined && !entries.locations[study.city]) problems.push(`${file}: City: ${namesNoEntry(study.city, 'content/locations')}`);
  if (!entries.industries[study.industry]) problems.push(`${file}: Industry: ${namesNoEntry(study.industry, 'content/industries')}`);
  return problems;
}

/**
 * What a case study names that does not exist (a service, a city, an industry), and a place given
 * twice or not at all. A French case study takes its services, city, industry, date and home-page
 * mark from its English twin (shareEnglishFacts); its figures and list lengths are translation-checks.ts's.
 */
function caseStudyProblems(data: ContentData): string[] {
  const problems: string[] = [];
  // More featured than the home page shows: the ones beyond would be shown in one place and not the other (issue 55).
  const featured = Object.entries(data.caseStudies.en).filter(([, study]) => study.featured);
  if (featured.length > featuredCaseStudiesMax) {
    const titles = featured.map(([, study]) => `"${study.title}"`).join(', ');
    for (const [slug] of featured) {
      problems.push(`content/case-studies/${slug}.md: Featured: ${featured.length} case studies are featured and the home page shows ${featuredCaseStudiesMax}: untick Featured on ${featured.length - featuredCaseStudiesMax} of them (${titles})`);
    }
  }
  for (const language of languages) {
    for (const [slug, study] of Object.entries(data.caseStudies[language])) {
      const file = `${language === 'fr' ? 'content/fr/' : 'content/'}case-studies/${slug}.md`;
      // The English file names them, and is told so; its French twin has only taken them.
      if (language === 'en') problems.push(...caseStudyReferenceProblems(file, study, { services: data.services.en, locations: data.locations.en, industries: data.industries.en }));
      if ((study.city === undefined) === (study.place === undefined)) {
        if (language === 'en') problems.push(`${file}: City: ${study.city === undefined ? 'choose a city, or write the place' : 'a city is chosen: leave the place empty'}`);
        // The French version has no City field: it follows the English one, and writes the place in French where that names none.
        else problems.push(`${file}: Place: ${study.city === undefined ? 'the English version names no city: write the place, in French' : 'the English version names a city, which the French follows: leave the place empty'}`);
      }
    }
  }
  return problems;
}

/**
 * The entries of `source` scheduled for a later day (model/content/publishing.ts): the editor's
 * Dashboard lists them, its page leaves their names out (model/content/content-files.ts). None where
 * the content cannot be read: the Dashboard's "Cannot be published" says why.
 */
export function scheduledIn(source: ContentSource): ScheduledEntry[] {
  try {
    return scheduledList(readContent(source, { lenient: true }).data, publishingDay(source.env));
  } catch {
    return [];
  }
}
