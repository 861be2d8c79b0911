/**
 * What Workers Static Assets does without running the worker, written by the build into
 * dist/client (scripts/edge-files.ts) from the same values the worker uses:
 *
 * - `_headers` (https://developers.cloudflare.com/workers/static-assets/headers/): the security
 *   headers of worker/headers.ts on every file, the year-long cache of content-hashed files, the
 *   Speculation-Rules header on pages, the rule set's own content type;
 * - `_redirects` (https://developers.cloudflare.com/workers/static-assets/redirects/): the slash and
 *   `.html` forms of every page answer 301 to the page (the asset server's own html_handling
 *   redirects answer 307), and /admin leads to the editor.
 *
 * Rules match as Cloudflare matches them (`matchesRule`): `*` is a splat (once per rule), `:name`
 * one path segment; every matching `_headers` rule applies in order, a `! Name` line removes a
 * header an earlier rule set.
 */
import { editorPaths } from '../editor/paths.ts';
import { documentHeaders, formContentSecurityPolicy, immutablePaths, immutableCache, searchContentSecurityPolicy, securityHeaders, subresourcePaths } from './headers.ts';
import { previewRobotsHeader } from '../model/site/preview.ts';
import { speculationRulesHeader, speculationRulesType } from './speculation-rules.ts';
import { notFoundPathIn, urls } from '../model/site/urls.ts';
import { languages } from '../model/site/languages.ts';
import { literally } from '../model/site/pattern.ts';

/**
 * The requests the worker runs for before any file is looked up (wrangler.toml
 * `run_worker_first`): the editor's app and API, and the 404 page's own file, which is no page
 * of the site. Every other request is answered by a file when one matches; a path no file matches
 * goes to the worker (not_found_handling = "none").
 */
export const workerFirstRoutes = [
  editorPaths.page,
  `${editorPaths.page}/*`,
  `${editorPaths.api}/*`,
  ...notFoundPaths(),
];

/** Each edition's 404 page (/404, /fr/404), and its file's `.html` form: the worker answers them with status 404. */
function notFoundPaths(): string[] {
  return languages.flatMap((language) => [notFoundPathIn(language), `${notFoundPathIn(language)}.html`]);
}

/** Cloudflare's matcher for `_headers` and `_redirects` rules (workers-shared rules-engine). */
export function matchesRule(rule: string, path: string): boolean {
  const pattern = rule
    .split('*')
    .map(literally)
    .join('(?<splat>.*)')
    .replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${pattern}$`).test(path);
}

/**
 * The `_headers` patterns that name exactly the pages: a one-segment page by its path, deeper ones
 * by their first segment and one placeholder per further segment (`/services/:p1/:p2`), so the
 * rules stay few (Cloudflare allows 100) however many pages there are. A placeholder also
 * matches files with an extension below that folder (Vike's `index.pageContext.json`, the feed,
 * the `.html` form of a page); `pageRulesExceptions` lists the ones to take the header off again.
 */
export function pageRules(pagePaths: readonly string[]): string[] {
  const rules = pagePaths.map((path) => {
    const [first, ...rest] = path.split('/').slice(1);
    return rest.length === 0 ? path : `/${first}${rest.map((_, i) => `/:p${i + 1}`).join('')}`;
  });
  return [...new Set(rules)];
}

/** Extension patterns (`/*.json`) for the files that page rules match but are no page. */
function pageRulesExceptions(pagePaths: readonly string[], filePaths: readonly string[]): string[] {
  const rules = pageRules(pagePaths);
  const pages = new Set(pagePaths);
  const extensions = filePaths
    .filter((path) => !pages.has(path) && rules.some((rule) => matchesRule(rule, path)))
    .map((path) => {
      const extension = /\.[^./]+$/.exec(path)?.[0];
      if (!extension) throw new Error(`_headers: a page rule matches ${path}, a file that is no page and has no extension to exclude it by`);
      return `/*${extension}`;
    });
  return [...new Set(extensions)].sort();
}

/**
 * The asset server answers other methods than GET and HEAD with 405 but without the Allow header
 * a 405 must carry (RFC 9110, 15.5.6); the worker's 405 has it. It is true of every file.
 */
const methodHeaders = ['Allow: GET, HEAD'];

type Block = [pattern: string, lines: string[]];
const block = (pattern: string, lines: string[]): Block => [pattern, lines];

/**
 * The rules as `_headers` text, one block per pattern: Cloudflare keeps one rule per pattern (the
 * last written, at the place of the first), so the lines of blocks with the same pattern (a page
 * rule and a page's own policy) are joined into the first.
 */
function headersText(blocks: Block[]): string {
  const byPattern = new Map<string, string[]>();
  for (const [pattern, lines] of blocks) byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), ...lines]);
  return [...byPattern].map(([pattern, lines]) => [pattern, ...lines.map((line) => `  ${line}`)].join('\n')).join('\n');
}

/**
 * The `_headers` file: pages are the site's page URLs, files every file the build wrote (as URL
 * paths), search pages the pages that run Pagefind and form pages the contact pages, whose
 * policies replace the site's.
 */
export function headersFile(
  pagePaths: readonly string[],
  filePaths: readonly string[],
  searchPaths: readonly string[] = [],
  formPaths: readonly string[] = [],
  preview = false,
): string {
  // A preview build (model/site/preview.ts): no response of it may be indexed.
  const robots = preview ? [`${previewRobotsHeader.name}: ${previewRobotsHeader.value}`] : [];
  return `${[
    '# Written by the build (worker/edge-rules.ts) from worker/headers.ts: edit those, not this file.',
    headersText([
      block('/*', [...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`), ...methodHeaders, ...robots]),
      ...immutablePaths.map((pattern) => block(pattern, [`Cache-Control: ${immutableCache}`])),
      block(urls.speculationRules(), [`Content-Type: ${speculationRulesType}`]),
      ...pageRules(pagePaths).map((pattern) => block(pattern, [`Speculation-Rules: ${speculationRulesHeader}`])),
      ...pageRulesExceptions(pagePaths, filePaths).map((pattern) => block(pattern, ['! Speculation-Rules'])),
      ...subresourcePaths.map((pattern) => block(pattern, Object.keys(documentHeaders).map((name) => `! ${name}`))),
      ...searchPaths.map((path) => block(path, ['! Content-Security-Policy', `Content-Security-Policy: ${searchContentSecurityPolicy}`])),
      ...formPaths.map((path) => block(path, ['! Content-Security-Policy', `Content-Security-Policy: ${formContentSecurityPolicy}`])),
    ]),
  ].join('\n')}\n`;
}

/** The `_redirects` file: one 301 per non-canonical form of each page, and the editor's entry. */
export function redirectsFile(pagePaths: readonly string[], contentRedirects: readonly string[] = []): string {
  const lines = [
    '# Written by the build (worker/edge-rules.ts): edit that, not this file.',
    `${editorPaths.entry} ${editorPaths.page} 302`,
    `${editorPaths.entry}/ ${editorPaths.page} 302`,
    // Staff's redirects without a placeholder (content/redirects.yaml, content/fr/redirects.yaml: model/content/redirects.ts).
    ...contentRedirects.filter((line) => !isDynamic(line)),
    ...pagePaths.flatMap((path) =>
      path === urls.home() ? [`/index ${path} 301`, `/index.html ${path} 301`] : [`${path}/ ${path} 301`, `${path}.html ${path} 301`],
    ),
    // Then those with one, last: Workers Static Assets counts every rule after the first dynamic one
    // as dynamic, and reads 100 at most (the pages' 500 static rules after one were dropped).
    ...contentRedirects.filter(isDynamic),
  ];
  return `${lines.join('\n')}\n`;
}

/** A redirect rule with a placeholder or a splat (`:part1`, `*`): a dynamic rule of Workers Static Assets. */
export const isDynamic = (line: string) => /(^|\/)(:\w+|\*)/.test(line.split(/\s+/)[0] ?? '');
