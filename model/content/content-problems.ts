/**
 * Every problem of the content in one run (issue 30), each naming the file, the entry and the
 * field: what content/ holds that the site cannot use, every file of both languages against its
 * schema, the French twins against the English files (model/content/translation-checks.ts), the
 * articles and their translations, the entries that name one another, and the photos. Pure, over a
 * `ContentSource` (issue 41): the build runs it first on the project's folder
 * (model/content/content-check.ts), so `npm run build` and `npm run deploy` stop with the whole
 * list, not the first group of it; the editor runs it before a save, on disk under `npm run editor`
 * (editor/save-check.ts) and on the branch's files in the deployed editor (editor/branch-check.ts).
 */
import { yamlData } from './yaml-text.ts';
import { collectionDeclarations, yamlCollections, postFolders } from './collections.ts';
import { caseStudyReferenceProblems, collectionFiles, contentFolderProblems, folderEntries, readContent, readContentFile } from './content-read.ts';
import { articleValueProblems, brokenLinkProblems, copyTexts, plainTextMarkdownProblems, rawHtmlProblems, sitePages, storyShapeProblems } from './link-checks.ts';
import { redirectProblems } from './redirects.ts';
import { frenchCopyProblems } from './french-rules.ts';
import { reservedTitleProblems } from './reserved-titles.ts';
import { countClaimProblems, siteCounts } from './count-claims.ts';
import { filledLengthProblems } from './filled-limits.ts';
import { publishedContent, publishingDay, scheduledDayOf } from './publishing.ts';
import { siteHost } from './site-values.ts';
import type { ContentSource } from './content-source.ts';
import { frenchContentFile, languages, type Language } from '../site/languages.ts';
import { photoProblems, usesIn, type PhotoFiles, type PhotoUse } from './photo-checks.ts';
import { translationProblems, type Post } from './post-parse.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { articleTwinProblems, stillEnglishProblems, storyTwinProblems, twinProblems } from './translation-checks.ts';
import { withoutEnglishChecked } from './translation-status.ts';
import { checkedIn, checkedPairs, translationPairsIn } from './translation-pairs.ts';
import { englishOnlyKeys } from './schemas/fields.ts';
import { caseStudySchema } from './schemas/case-studies.ts';

/** An error of the content readers as lines of "file: field: what is wrong". */
function problemLines(error: unknown): string[] {
  const message = error instanceof Error ? error.message : String(error);
  const invalid = /^Invalid content "([^"]+)":?\n?([\s\S]*)$/.exec(message);
  if (!invalid) return [message];
  const [, file, rest] = invalid;
  const lines = rest!.split('\n').map((line) => line.replace(/^\s*-\s*/, '').trim()).filter(Boolean);
  return lines.length > 0 ? lines.map((line) => `${file}: ${line}`) : [`${file}: ${message}`];
}

/** Every problem of the content `source` holds, its photos' originals found and measured by `photos`. */
export async function contentProblems(source: ContentSource, photos: PhotoFiles): Promise<string[]> {
  const folderProblems = contentFolderProblems(source);
  const problems = [...folderProblems];
  const read = (file: string) => source.read(file);
  const exists = (file: string) => source.exists(file);
  const uses: PhotoUse[] = [];
  let everyFileRead = true;

  for (const collection of yamlCollections) {
    for (const english of collectionFiles(collection, source)) {
      const files = collection.frenchOnly ? [english] : [english, frenchContentFile(english)];
      for (const file of files) {
        if (!exists(file)) continue; // named by contentFolderProblems
        try {
          const data = readContentFile(file, read(file), source);
          if (file === english && !collection.frenchOnly) usesIn(data, file, [], uses);
        } catch (error) {
          everyFileRead = false;
          problems.push(...problemLines(error));
        }
      }
      const french = frenchContentFile(english);
      if (!collection.frenchOnly && !collection.ownItems && exists(english) && exists(french)) {
        try {
          // A folder's French address word, and what only the English file holds (schemas/fields.ts englishOnlyField).
          const ignore = [...(Array.isArray(collection.files) ? [] : ['address']), ...Object.keys(englishOnlyKeys(collection.schema))];
          const frenchData = yamlData(read(french));
          problems.push(...twinProblems(french, yamlData(read(english)), withoutEnglishChecked(french, frenchData), ignore, checkedIn(frenchData)));
        } catch {
          // Not YAML: named above.
        }
      }
    }
  }

  // The case studies, each English file and its French twin (same name), read by their collection's reader: the twin has the English front matter's shape and figures.
  const { files: studyFiles } = collectionDeclarations.caseStudies;
  // What it names, checked here too: the check of entries that name one another waits for every file to be read.
  const named = (where: { folder: string }) => Object.fromEntries(folderEntries(where, source).map((entry) => [entry, true]));
  const entries = { services: named(collectionDeclarations.services.files), locations: named(collectionDeclarations.locations.files), industries: named(collectionDeclarations.industries.files) };
  for (const entry of folderEntries(studyFiles, source)) {
    const english = `${studyFiles.folder}/${entry}.md`;
    const french = frenchContentFile(english);
    for (const file of [english, french]) {
      if (!exists(file)) continue; // named by contentFolderProblems
      try {
        const study = studyFiles.parse(file, read(file));
        // What it names: the English file's (the French follows it: schemas/fields.ts englishOnlyField).
        if (file === english) {
          usesIn({ photo: study.photo }, file, [], uses);
          problems.push(...caseStudyReferenceProblems(file, study, entries));
        }
      } catch (error) {
        everyFileRead = false;
        problems.push(...problemLines(error));
      }
    }
    if (!exists(french)) continue;
    try {
      const frontMatter = (file: string) => splitFrontMatter(file, read(file)).data;
      // Its French address word, and the facts the English file alone holds (services, city, industry, date, Featured: one written in the French file is said by its reading).
      const frenchData = frontMatter(french);
      problems.push(...twinProblems(french, frontMatter(english), withoutEnglishChecked(french, frenchData), ['address', ...Object.keys(englishOnlyKeys(caseStudySchema))], checkedIn(frenchData)));
      const body = (file: string) => splitFrontMatter(file, read(file)).body;
      problems.push(...storyTwinProblems(french, body(english), body(french)));
    } catch {
      // Not front matter: named above.
    }
  }

  // The articles, each edition's own files, read by their collection's reader (model/content/collections.ts).
  const { files: articleFiles } = collectionDeclarations.articles;
  const articles: Record<Language, Post[]> = { en: [], fr: [] };
  for (const language of languages) {
    const folder = postFolders[language];
    for (const entry of folderEntries(articleFiles, source, folder)) {
      const file = `${folder}/${entry}.md`;
      try {
        const post = articleFiles.parse(file, read(file));
        articles[language].push(post);
        usesIn({ photo: post.photo }, file, [], uses);
      } catch (error) {
        everyFileRead = false;
        problems.push(...problemLines(error));
      }
    }
  }
  // An article its schema refused is still there: its translation is not told it "does not exist".
  const present = { en: folderEntries(articleFiles, source, postFolders.en), fr: folderEntries(articleFiles, source, postFolders.fr) };
  for (const problem of translationProblems(articles, postFolders, present)) problems.push(...problemLines(new Error(problem)));
  for (const french of articles.fr) {
    const english = articles.en.find((post) => post.slug === french.translationOf);
    if (!english) continue;
    const [frenchFile, englishFile] = [`${postFolders.fr}/${french.slug}.md`, `${postFolders.en}/${english.slug}.md`];
    const body = (file: string) => splitFrontMatter(file, read(file)).body;
    problems.push(...articleTwinProblems({ ...french, file: frenchFile, body: body(frenchFile) }, { ...english, file: englishFile, body: body(englishFile) }));
  }

  // Entries that name one another (model/content/content-read.ts crossCheck), in the same run as the
  // rest (issue 55): the files refused above are taken as they are written. A file too broken for that
  // (not YAML, a field of another shape) leaves these checks to the run after it is put right.
  // Then the links written in copy (model/content/link-checks.ts), against the pages the content makes.
  const whole = everyFileRead && folderProblems.length === 0;
  try {
    const { data, problems: crossProblems } = readContent(source, { lenient: !whole });
    problems.push(...crossProblems);
    // A link to an entry scheduled for a later day leads nowhere until then (model/content/publishing.ts).
    const today = publishingDay(source.env);
    const publishedData = publishedContent(data, today);
    const published = sitePages(publishedData);
    const scheduled = new Map<string, string>();
    const all = sitePages(data);
    for (const path of all) if (!published.has(path)) scheduled.set(path, scheduledDayOf(data, path));
    const copy = copyTexts(source, yamlData);
    problems.push(...brokenLinkProblems(copy, published, scheduled, siteHost(source.env)));
    problems.push(...redirectProblems(data, published, scheduled));
    problems.push(...rawHtmlProblems(copy));
    problems.push(...storyShapeProblems(copy));
    problems.push(...articleValueProblems(copy));
    problems.push(...plainTextMarkdownProblems(copy));
    problems.push(...frenchCopyProblems(copy));
    problems.push(...reservedTitleProblems(copy));
    problems.push(...stillEnglishProblems(copy, checkedPairs(translationPairsIn(source).pairs)));
    problems.push(...filledLengthProblems(data));
    problems.push(...countClaimProblems(copy, siteCounts(publishedData)));
  } catch (error) {
    if (whole) problems.push(...problemLines(error));
  }
  problems.push(...(await photoProblems(uses, photos)));
  // One line per problem: two checks that find the same one say it in the same words.
  return [...new Set(problems)];
}
