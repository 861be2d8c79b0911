/**
 * Redirects as content (issue 55): each edition's old addresses and the page each now leads to
 * (content/redirects.yaml, content/fr/redirects.yaml; the schema is model/content/schemas/whole-site.ts).
 * The build writes them into `_redirects` (scripts/edge-files.ts), where Workers Static Assets
 * answers them with a 301 before any file or the worker. Pure.
 *
 * A `*` in an old address stands for one part of it: `/services/*\/london` is the city under every
 * service. A redirect whose old address is still a page of the site waits: it is left out of
 * `_redirects` (it would hide the page) until the page is removed, so staff add it first and then
 * retire the entry.
 */
import { collections, folderOf, languageMarkers, type ContentData } from './collections.ts';
import { frenchContentFile, languageOfPath, languagePrefixes, languages, type Language } from '../site/languages.ts';
import { sitePages } from './link-checks.ts';
import { literally } from '../site/pattern.ts';

export type Redirect = { oldAddress: string; newAddress: string; retiredName?: string };

/** Each edition's redirects file. */
export const redirectsFiles: Record<Language, string> = { en: 'content/redirects.yaml', fr: 'content/fr/redirects.yaml' };

/** At most this many redirects with a `*` (Workers Static Assets' limit of dynamic rules is 100; the build's own are static). */
export const wildcardRedirectsMax = 100;

/** Whether `path` is an address the old address names (`*`: any one part). */
export function matchesOldAddress(oldAddress: string, path: string): boolean {
  const pattern = oldAddress
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part === '*' ? '[^/]+' : literally(part)))
    .join('/');
  return new RegExp(`^${pattern || '/'}$`).test(path);
}

/** A page's path without its # part. */
const pageOf = (address: string) => address.split('#')[0]!.replace(/(.)\/$/, '$1');

/** Whether a redirect waits: a page of the site still fits its old address (it would hide the page). */
const waits = (oldAddress: string, pages: Iterable<string>) => [...pages].some((page) => matchesOldAddress(oldAddress, page));

/** Every redirect of both editions, in order, with where it is written. */
function redirectsIn(data: ContentData): { language: Language; index: number; redirect: Redirect }[] {
  return languages.flatMap((language) => (data.redirects[language].redirects as readonly Redirect[]).map((redirect, index) => ({ language, index, redirect })));
}

/**
 * What is wrong with the redirects, as "file: field: what is wrong": a new address that is no page
 * (or a page scheduled for later), an old address written twice, a redirect to itself, too many `*`.
 */
export function redirectProblems(data: ContentData, pages: ReadonlySet<string>, scheduled: ReadonlyMap<string, string> = new Map()): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const all = redirectsIn(data);
  for (const { language, index, redirect } of all) {
    const where = `${redirectsFiles[language]}: Redirects ${index + 1} ("${redirect.oldAddress}")`;
    const target = pageOf(redirect.newAddress);
    const day = scheduled.get(target);
    if (day) problems.push(`${where} > New address: is ${redirect.newAddress}, which is scheduled for ${day}: until then visitors would land on the 404 page; choose a page that is on the site today`);
    else if (!pages.has(target)) problems.push(`${where} > New address: is ${redirect.newAddress}, which is no page of the site: copy the address of the page visitors should land on, from the / after the domain`);
    else if (matchesOldAddress(redirect.oldAddress, target)) problems.push(`${where} > New address: is the old address itself: choose another page`);
    // Visitors of one edition stay in it (a walk-through of 2026-12-01 sent an old French address to an English page, unflagged).
    else if (languageOfPath(target) !== language)
      problems.push(
        language === 'fr'
          ? `${where} > New address: is ${redirect.newAddress}, an English page: French visitors land on a French one; choose one whose address starts with ${languagePrefixes.fr}`
          : `${where} > New address: is ${redirect.newAddress}, a French page: English visitors land on an English one; choose one whose address does not start with ${languagePrefixes.fr}`,
      );
    const old = redirect.oldAddress.replace(/(.)\/$/, '$1');
    const first = seen.get(old);
    if (first) problems.push(`${where} > Old address: ${redirect.oldAddress} is already redirected by ${first}: keep one`);
    else seen.set(old, `${redirectsFiles[language]}, Redirects ${index + 1}`);
  }
  const wildcards = all.filter(({ redirect }) => redirect.oldAddress.includes('*')).length;
  if (wildcards > wildcardRedirectsMax) problems.push(`${redirectsFiles.en}: Redirects: ${wildcards} old addresses have a *, the site takes ${wildcardRedirectsMax} at most: write some without *, or remove the oldest`);
  return problems;
}

/**
 * The redirects `_redirects` carries (Workers Static Assets' syntax: `*` parts as placeholders),
 * without those that wait for their page to be removed; `pages` is every page the build wrote.
 */
export function redirectLines(data: ContentData, pages: readonly string[]): string[] {
  return redirectsIn(data)
    .map(({ redirect }) => redirect)
    .filter(({ oldAddress }) => !waits(oldAddress, pages))
    .map(({ oldAddress, newAddress }) => {
      let placeholder = 0;
      const from = oldAddress
        .replace(/(.)\/$/, '$1')
        .split('/')
        .map((part) => (part === '*' ? `:part${++placeholder}` : part))
        .join('/');
      return `${from} ${newAddress} 301`;
    });
}

/**
 * Where a visitor asking for `path` is sent, as `_redirects` sends them: the new address of the
 * first redirect whose old address fits `path` and is no page of the site (one that still is
 * waits), or undefined. `npm run editor` answers with it (model/content/redirects-in-dev.ts), so
 * that staff try a redirect before any build.
 */
export function redirectFor(data: ContentData, pages: ReadonlySet<string>, path: string): string | undefined {
  const asked = pageOf(path);
  if (pages.has(asked)) return undefined;
  return redirectsIn(data)
    .map(({ redirect }) => redirect)
    .find(({ oldAddress }) => matchesOldAddress(oldAddress, asked) && !waits(oldAddress, pages))?.newAddress;
}

/** The redirects waiting for their page to be removed, for the Dashboard and the build's log. */
export function waitingRedirects(data: ContentData, pages: readonly string[]): Redirect[] {
  return redirectsIn(data)
    .map(({ redirect }) => redirect)
    .filter(({ oldAddress }) => waits(oldAddress, pages));
}

/**
 * The old addresses that fit `lost` (pages a save removes) in as few lines as staff can write: a
 * `*` where it covers several of them and no page that stays (a city under every service:
 * /services/*\/london), else the address itself.
 */
export function suggestedOldAddresses(lost: readonly string[], kept: ReadonlySet<string>): string[] {
  const left = new Set(lost);
  const suggestions: string[] = [];
  for (const path of lost) {
    if (!left.has(path)) continue;
    const parts = path.split('/');
    const candidates = parts
      .map((_, index) => (index < 2 ? undefined : [...parts.slice(0, index), '*', ...parts.slice(index + 1)].join('/')))
      .filter((candidate): candidate is string => candidate !== undefined)
      .map((candidate) => ({ candidate, covers: [...left].filter((page) => matchesOldAddress(candidate, page)) }))
      .filter(({ candidate, covers }) => covers.length > 1 && ![...kept].some((page) => matchesOldAddress(candidate, page)))
      .sort((a, b) => b.covers.length - a.covers.length);
    const best = candidates[0];
    const chosen = best ? best.candidate : path;
    suggestions.push(chosen);
    for (const page of best ? best.covers : [path]) left.delete(page);
  }
  return suggestions;
}

type Named = Readonly<Record<string, unknown>>;
/** Each collection whose entries have pages, and the field that names an entry. */
const named = [
  ['locations', 'city'],
  ['services', 'name'],
  ['caseStudies', 'title'],
  ['articles', 'title'],
  ['industries', 'name'],
] as const;

/**
 * The names, in each edition, of the entries `before` has and `after` has not, with the entry's own
 * file without its extension (content/fr/case-studies/x): a French entry whose English one is
 * deleted is still there, and still names itself.
 */
export function retiredNames(before: ContentData, after: ContentData): { language: Language; name: string; file: string }[] {
  const found: { language: Language; name: string; file: string }[] = [];
  for (const language of languages) {
    for (const [collection, field] of named) {
      const folder = folderOf(collections.find((each) => each.name === collection)!.files);
      const was = (before[collection][language] ?? {}) as Readonly<Record<string, Named>>;
      const is = (after[collection][language] ?? {}) as Readonly<Record<string, Named>>;
      for (const [slug, entry] of Object.entries(was)) {
        const name = entry[field];
        const english = `${folder}/${slug}`;
        if (!(slug in is) && typeof name === 'string' && name.trim()) found.push({ language, name: name.trim(), file: language === 'fr' ? frenchContentFile(english) : english });
      }
    }
  }
  return found;
}

/**
 * The names of what a save retires, by edition: its entries' own, and an English entry's French
 * twin's (its pages go with the English entry's, though its file is deleted after).
 */
function namesLeaving(before: ContentData, after: ContentData): Record<Language, string[]> {
  const names: Record<Language, Set<string>> = { en: new Set(), fr: new Set() };
  for (const { language, name } of retiredNames(before, after)) names[language].add(name);
  for (const [collection, field] of named) {
    const [was, is] = [before[collection], after[collection]] as Readonly<Record<Language, Readonly<Record<string, Named>> | undefined>>[];
    for (const slug of Object.keys(was!.en ?? {})) {
      const french = was!.fr?.[slug]?.[field];
      if (!(slug in (is!.en ?? {})) && typeof french === 'string' && french.trim()) names.fr.add(french.trim());
    }
  }
  return { en: [...names.en], fr: [...names.fr] };
}

/**
 * A save that removes pages (a city, a service, an article or a case study deleted) while their
 * addresses are sent nowhere: refused, saying which old addresses to add to Redirects in each
 * edition (issue 55: a retirement leaves no 404). `before` and `after` are the content as the site
 * shows it today, before and after the save.
 */
export function retirementProblems(contentBefore: () => ContentData, contentAfter: () => ContentData): string[] {
  let before: ContentData;
  let after: ContentData;
  try {
    [before, after] = [contentBefore(), contentAfter()];
  } catch {
    return []; // content too broken to read: the save's other problems say why
  }
  const kept = sitePages(after);
  const redirects = redirectsIn(after).map(({ redirect }) => redirect.oldAddress);
  const lost = [...sitePages(before)].filter((page) => !kept.has(page) && !redirects.some((oldAddress) => matchesOldAddress(oldAddress, page)));
  if (lost.length === 0) return [];
  const suggested = suggestedOldAddresses(lost, kept);
  const french = suggested.filter((path) => path === languagePrefixes.fr || path.startsWith(`${languagePrefixes.fr}/`));
  const english = suggested.filter((path) => !french.includes(path));
  // With the name of what goes as each redirect's Retired name: the Dashboard then keeps the list of the entries still naming it (model/content/retired-mentions.ts).
  const leaving = namesLeaving(before, after);
  const retired = (language: Language) => (leaving[language].length > 0 ? ` (Retired name: ${leaving[language].join(', ')})` : '');
  const lists = [
    english.length > 0 ? `in Redirects${languageMarkers.en}: ${english.join(', ')}${retired('en')}` : undefined,
    french.length > 0 ? `in Redirects${languageMarkers.fr}: ${french.join(', ')}${retired('fr')}` : undefined,
  ].filter(Boolean);
  // Where a city's visitors are best sent, said only when a city is what goes (a walk-through of 2026-12-03 deleting an industry was told it).
  const cityGone = Object.keys(before.locations.en).some((city) => !(city in after.locations.en));
  return [
    `This removes ${lost.length} page${lost.length > 1 ? 's' : ''} of the site, whose addresses would then lead to the 404 page. First send them to a page you choose: under Whole site, add as Old address ${lists.join('; and ')}, each with the New address visitors should land on${cityGone ? ' (the offices page, for a city)' : ''}, save, then delete again.`,
  ];
}
