import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 42: the README, docs/ and the comments of the site's code cite files that are in the
// repository: a renamed or removed file leaves no stale pointer behind (eight did).
const sourceFolders = ['model', 'components', 'renderer', 'pages', 'editor', 'worker', 'scripts', 'bench'];
const named = /(?<![\w./@-])((?:model|components|renderer|pages|editor|worker|scripts|tests|bench|docs|\.ci)\/[\w./+@-]*?\.(?:tsx|ts|mjs|js|json|css|sh|toml|md))(?![\w-])/g;
/** Files the project writes when it runs (.gitignore): named, but not in a fresh clone. */
const written = new Set(['bench/results/latest.json', 'bench/results/soak-latest.md']);

function filesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    // The bench's results, and its own dependencies (bench/node_modules, installed by npm run bench).
    if (entry.isDirectory()) return entry.name === 'results' || entry.name === 'node_modules' ? [] : filesIn(path);
    return /\.(tsx?|mjs|js|css|sh)$/.test(entry.name) ? [path] : [];
  });
}

describe('files named in the documentation and the comments', () => {
  it('exist', () => {
    const readers = [...sourceFolders.flatMap(filesIn), 'README.md', ...readdirSync('docs').map((name) => join('docs', name))];
    const missing = readers.flatMap((reader) =>
      [...readFileSync(reader, 'utf8').matchAll(named)]
        .map((match) => match[1]!)
        .filter((path) => !/[*<{]/.test(path) && !written.has(path) && !existsSync(path))
        .map((path) => `${reader}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('what comments and the README cite', () => {
  const readers = () => [...sourceFolders.flatMap(filesIn), 'README.md'];
  it('every "issue N" is in docs/issues.md, with its title', () => {
    const listed = new Set([...readFileSync('docs/issues.md', 'utf8').matchAll(/^\| (\d+) \| [^|]+ \|/gm)].map((match) => match[1]));
    const missing = readers().flatMap((reader) => [...readFileSync(reader, 'utf8').matchAll(/\b[Ii]ssues? (\d+)\b/g)].filter((match) => !listed.has(match[1])).map((match) => `${reader}: issue ${match[1]}`));
    expect(missing).toEqual([]);
  });

  it('every "spec N" and "spec N.N" is a section of docs/spec.md', () => {
    const sections = new Set([...readFileSync('docs/spec.md', 'utf8').matchAll(/^#{2,3} (\d+(?:\.\d+)?)[. ]/gm)].map((match) => match[1]));
    const missing = readers().flatMap((reader) => [...readFileSync(reader, 'utf8').matchAll(/\bspec (\d+(?:\.\d+)?)\b/g)].filter((match) => !sections.has(match[1])).map((match) => `${reader}: spec ${match[1]}`));
    expect(missing).toEqual([]);
  });
});

describe('the repository', () => {
  it('tracks no symbolic link: a link to node_modules committed from a working copy once replaced node_modules itself on merge', () => {
    const links = execFileSync('git', ['ls-files', '-s'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.startsWith('120000 '))
      .map((line) => line.split('\t')[1]);
    expect(links).toEqual([]);
  });
});
