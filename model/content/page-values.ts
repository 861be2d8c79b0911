/**
 * Page values: copy written once for many pages names the page's city or service in braces,
 * `{city.name}`, `{city.province}`, `{city.nearbyAreas.0}`, `{service.name}`,
 * `{service.keyword}`, `{industry.name}` (any text of the city's, the service's or the industry's
 * content file). The sentence is
 * the content file's, reviewed as copy; this only puts the names in. A value a page does not
 * have fails the build, naming the copy.
 */

/** A value in braces: `{site.brand}`, `{city.name}`. */
export const valueToken = /\{([^{}\s]*)\}/g;

/** The text at `path` (`headquarters.city`, `nearbyAreas.0`) of `root`, if there is one. */
export function valueAt(root: unknown, path: string): string | undefined {
  let value: unknown = root;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The element of the editor's page that holds the site values of both editions (model/content/content-files.ts). */
export const siteValuesElementId = 'site-values';

/** The editor page's element that carries each entry's name (model/content/content-files.ts, editor/entry-labels.ts). */
export const entryNamesElementId = 'entry-names';

/** A text with its `{site.*}` values filled in from `values`, those it has; what the site shows of it. */
export function withSiteValuesFilled(text: string, values: unknown): string {
  return text.replace(valueToken, (whole, path: string) => (path.startsWith('site.') ? (valueAt(values, path.slice('site.'.length)) ?? whole) : whole));
}

type PageValues = { city?: object; service?: object; industry?: object };

export function fillPageValues(copy: string, values: PageValues, where: string): string {
  return copy.replace(valueToken, (whole, path: string) => {
    const [root, ...rest] = path.split('.');
    const filled = root === 'city' || root === 'service' || root === 'industry' ? valueAt(values[root], rest.join('.')) : undefined;
    if (filled === undefined) throw new Error(`${where}: ${whole} has no value on this page`);
    return filled;
  });
}

/** `copy` (a text, or an object or list of texts) with `fill` applied to every text; `at` is where the text is. */
export function mapTexts<T>(copy: T, fill: (text: string, at: (string | number)[]) => string, at: (string | number)[] = []): T {
  if (typeof copy === 'string') return fill(copy, at) as T;
  if (Array.isArray(copy)) return copy.map((item, index) => mapTexts(item, fill, [...at, index])) as T;
  if (typeof copy === 'object' && copy !== null) {
    return Object.fromEntries(Object.entries(copy).map(([key, item]) => [key, mapTexts(item, fill, [...at, key])])) as T;
  }
  return copy;
}

/** Every text of `copy` (an object or list of texts) with the page's values filled in. */
export function fillPageCopy<T>(copy: T, values: PageValues, where: string): T {
  return mapTexts(copy, (text, at) => fillPageValues(text, values, [where, ...at].join('.')));
}
