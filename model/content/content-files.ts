/**
 * Node only: the content files on disk, loaded at build time and validated on the way (issues 15,
 * 29), by the rules of model/content/content-read.ts.
 *
 * Every collection is read from content/ (and content/fr/) into the `virtual:content` module that
 * model/content/content.ts reads: a bad file fails `npm run build`, `vike dev` and the tests, naming
 * the file, the entry and the field. Only the validated data reaches a bundle: neither the YAML
 * parser nor zod is shipped for it. (A `.yaml` file imported by itself is validated the same way.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Logger, Plugin } from 'vite';
import { collections, type ContentData } from './collections.ts';
import { collectionFiles, contentOf, readContentFile, scheduledIn, siteValues } from './content-read.ts';
import type { ContentSource } from './content-source.ts';
import { contentState } from './content-state.ts';
import { entryNameOf } from './entry-names.ts';
import { languages } from '../site/languages.ts';
import { entryNamesElementId, siteValuesElementId } from './page-values.ts';
import { entryNamesByKey } from './entry-names.ts';
import { byEntryName } from './content-messages.ts';
import { generationAsked, generationTold } from './content-generation.ts';

/** The project's content on disk (`root` is the project's folder), with the process's environment for the site values. */
export function projectContent(root = process.cwd()): ContentSource {
  return {
    exists: (path) => existsSync(join(root, path)),
    read: (path) => readFileSync(join(root, path), 'utf8'),
    list: (folder) =>
      existsSync(join(root, folder)) ? readdirSync(join(root, folder), { withFileTypes: true }).map((entry) => ({ name: entry.name, folder: entry.isDirectory() })) : [],
    env: process.env,
  };
}

/**
 * Every collection's content, validated, per language (model/content/collections.ts ContentData): what the
 * `virtual:content` module gives the build, `vike dev` and the tests, and Node scripts call directly.
 */
export function loadContent(root = process.cwd()): ContentData {
  return contentOf(projectContent(root));
}

/** Outside Vite (Playwright's tests, tests/support/yaml-loader.mjs): a content file read from disk and validated. */
export function loadContentFile(file: string, root = process.cwd()): unknown {
  const source = projectContent(root);
  return readContentFile(file, source.read(file), source);
}

/** Every problem of the content (model/content/content-problems.ts), each a line "file: what". */
async function problemsOf(root: string): Promise<string[]> {
  const { projectProblems } = await import('./content-check.ts');
  return projectProblems(root);
}

/** Problem lines as one message, or undefined when there is none. */
const listed = (problems: readonly string[]) =>
  problems.length === 0 ? undefined : `Content the site cannot use (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`;

/** Every problem of the content as one message, or undefined when there is none. */
export async function checkContent(root = process.cwd()): Promise<string | undefined> {
  return listed(await problemsOf(root));
}

/**
 * The build's list as the pages beside the editor show it: each line's file by its entry's name, as
 * the editor's sidebar says it ("About page · Français: Team: missing…"; issue 55: staff were shown
 * file paths), with the editor's own words (model/content/content-messages.ts byEntryName). The
 * terminal keeps the paths, for whoever opens the files.
 */
function byName(problems: readonly string[], root: string): string | undefined {
  if (problems.length === 0) return undefined;
  return listed(byEntryName(problems, entryNameOf(projectContent(root))));
}

/** The module that gives code all the content (model/content/content.ts reads it). */
const contentModuleId = 'virtual:content';
const resolvedContentModuleId = `\0${contentModuleId}`;

/**
 * The Vite plugin: `*.yaml` under content/ becomes `export default <validated data>`; content/ is
 * checked as a whole first (`check: false` for a build that shows no content, the editor's, so
 * `npm run build` checks it once).
 */
export function contentFiles(root = process.cwd(), { check = true }: { check?: boolean } = {}): Plugin {
  const source = projectContent(root);
  let serving: Logger | undefined;
  // `vike dev` (`npm run editor`): the last content that loaded, shown while a save has a problem.
  let lastGood: string | undefined;
  let checked: Promise<string | undefined> | undefined;
  // `vike dev`: how many content saves the server has seen; a page carries the count its content was read at (model/content/content-generation.ts).
  let generation = 0;
  // The editor page's values, worked out again only when the content, the day or the site values
  // change (issue 56: read on each load of /keystatic, 40 to 90 ms of the dev server's time).
  let kept: { state: string; brand: string; values: string; names: string } | undefined;
  const pageValues = () => {
    const state = contentState(root);
    if (kept?.state !== state) {
      const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
      const values = Object.fromEntries(languages.map((language) => [language, siteValues(language, source)]));
      kept = { state, brand: values.en!.brand, values: json(values), names: json(entryNamesByKey(source, new Set(scheduledIn(source).map(({ file }) => file)))) };
    }
    return kept;
  };
  /** The module's last line: under `vike dev`, the count the content was read at; nothing in a build. */
  const generationLine = (readAt: number) => `export const contentGeneration = ${serving ? readAt : 'undefined'};\n`;
  return {
    name: 'northbeam:content-files',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve' ? config.logger : undefined;
    },
    // Every problem of the content at once (model/content/content-problems.ts), before anything reads it: a
    // build stops with the whole list (Vike reads some content while it loads the pages' config,
    // which would stop at the first bad file).
    async config(_, { command }) {
      if (command !== 'build' || !check) return;
      const problems = await (checked ??= checkContent(root));
      // The list alone, in staff's words (issue 55): the stack under it said only where Vite was.
      if (problems) throw Object.assign(new Error(problems), { stack: problems });
    },
    async buildStart() {
      // `npm run editor` still starts, so the file can be put right in the editor.
      if (!serving) return;
      const problems = await checkContent(root);
      if (problems) serving.warn(problems);
      // The content as it is now, to fall back on when a save leaves it unusable before any page
      // was asked for (a city saved in English before its French version: the site as it was, not an error).
      else lastGood ??= JSON.stringify(loadContent(root));
    },
    resolveId(id) {
      return id === contentModuleId ? resolvedContentModuleId : undefined;
    },
    async load(id) {
      if (id !== resolvedContentModuleId) return undefined;
      // Taken before any file is read: a save seen while this loads leaves the pages behind, and they reload.
      const readAt = generation;
      // Watched so that `npm run editor` reloads the pages on a save (a new entry's file: configureServer).
      for (const collection of collections) for (const file of collectionFiles(collection, source)) this.addWatchFile(join(root, file));
      try {
        lastGood = JSON.stringify(loadContent(root));
        // What only the whole check finds stops a build too (a team member saved in English only, a
        // French answer that lacks the English one's new figures): `npm run editor` shows the save,
        // which the pages can show, and says on every page why a build would stop on it (issue 55:
        // the About page showed such a change with no word).
        const problems = serving ? await problemsOf(root) : [];
        if (problems.length > 0) serving!.warn(listed(problems)!);
        return `export default ${lastGood};\nexport const contentProblem = ${JSON.stringify(byName(problems, root))};\nexport const contentShown = 'saved';\n${generationLine(readAt)}`;
      } catch (error) {
        // A build stops here. `npm run editor` goes on showing the site as it was before the save,
        // with the build's words at the top of every page (renderer/ContentProblem.tsx), instead of
        // an error page that names nothing; the first load has nothing to fall back on. The words
        // are the whole list the build gives (issue 41): every problem at once, and a city saved in
        // English only named as a missing French file, not as the system's "ENOENT".
        const problems = await problemsOf(root);
        const problem = listed(problems) ?? (error as Error).message;
        if (!serving || lastGood === undefined) throw new Error(problem);
        serving.error(problem);
        return `export default ${lastGood};\nexport const contentProblem = ${JSON.stringify(byName(problems, root) ?? problem)};\nexport const contentShown = 'before';\n${generationLine(readAt)}`;
      }
    },
    // The editor's page (editor/keystatic/index.html) names the brand without loading any content,
    // and carries the site values of both editions, so that a limited field's counter counts a text
    // as the site shows it ({site.brand} as the brand's name: editor/fields.ts withCounter), as the
    // build does; and each entry's name, which a field choosing an entry shows (editor/entry-labels.ts),
    // but those of entries scheduled for a later day: the page is open to anyone at /keystatic, and
    // a scheduled title is not public until its day (a walk-through of 2026-11-30 read one there).
    // Signed in, the editor's status (translations.json, for writers only) brings their names.
    transformIndexHtml(html) {
      const { brand, values, names } = pageValues();
      return html
        .replace('{site.brand}', () => brand)
        .replace(
          '</head>',
          () =>
            `<script type="application/json" id="${siteValuesElementId}">${values}</script>` +
            `<script type="application/json" id="${entryNamesElementId}">${names}</script></head>`,
        );
    },
    configureServer(server) {
      // A file added to or removed from a folder collection changes the content module.
      const changed = (file: string) => {
        if (!relative(root, file).startsWith('content')) return;
        generation += 1;
        const module = server.moduleGraph.getModuleById(resolvedContentModuleId);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', changed).on('unlink', changed).on('change', changed);
      // A page connected after a save's reload was sent asks whether it is behind (renderer/ContentCurrent.tsx).
      server.ws.on(generationAsked, (_data, client) => client.send(generationTold, generation));
    },
    transform(text, id) {
      const path = id.split('?')[0]!;
      if (!path.endsWith('.yaml')) return null;
      const data = readContentFile(relative(root, path), text, source);
      return { code: `export default ${JSON.stringify(data)};\n`, map: null };
    },
  };
}
