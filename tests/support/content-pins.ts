/**
 * What in a test's source pins the content staff change (issue 56, replacing issue 44's run of the
 * unit and worker suites again in a copy with a new city and service): a count equal to the number
 * of entries of a collection staff add to (a city more and `toHaveCount(9)` fails), or a value
 * expected to equal a list of every entry of one (a city more and the list is short). Tests read counts and lists from the
 * catalog instead (`serviceSlugs.length`), so that staff adding a city, a service, a case study or
 * an article never turn them red.
 */

/** A collection staff add entries to: its name, its entries' slugs (or page paths), and the words a line about it uses. */
export type Addable = { name: string; entries: readonly string[]; words: RegExp };

/** A line that pins a count on purpose, because the specification fixes it, ends with this comment. */
export const specificationCount = '// the specification fixes this count';

const countAssertion = /\.(toHaveLength|toHaveCount|toBe|toEqual|toBeGreaterThanOrEqual|toBeLessThanOrEqual|toBeLessThan|toBeGreaterThan)\((\d+)\)/g;

/** The pins of one source file, each as `line N: what`. */
export function contentPins(source: string, collections: readonly Addable[]): string[] {
  const found: string[] = [];
  const lines = source.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trimEnd().endsWith(specificationCount)) continue;
    for (const [, , digits] of line.matchAll(countAssertion)) {
      const count = Number(digits);
      for (const { name, entries, words } of collections) {
        // A small number pins a collection when the line speaks of it; a larger one wherever it stands.
        if (entries.length === count && (count >= 9 || words.test(line))) found.push(`line ${index + 1}: ${count}, the number of ${name}: ${line.trim()}`);
      }
    }
  }
  // A list of every entry of a collection that a value must equal (in any order, one or several lines).
  for (const [list] of source.matchAll(/\.(?:toEqual|toStrictEqual|toHaveText|toContainText)\(\[[^\][]*\]/g)) {
    const named = new Set([...list.matchAll(/'([^']+)'|"([^"]+)"|`([^`$]+)`/g)].map((match) => match[1] ?? match[2] ?? match[3]!));
    for (const { name, entries } of collections) {
      if (entries.length >= 2 && entries.every((entry) => named.has(entry))) {
        const line = source.slice(0, source.indexOf(list)).split('\n').length;
        found.push(`line ${line}: a list of every one of the ${name}`);
      }
    }
  }
  return found;
}
