import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize, relative, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 29: the folders point one way (model <- components <- renderer <- pages), and a page's
// language is decided in one place. Read from the source itself, so a new import that breaks
// the rule fails here with the file named.
const folders = ['model', 'components', 'renderer', 'pages'] as const;
type Folder = (typeof folders)[number];
/** What each folder may import from the others. */
const allowed: Record<Folder, readonly Folder[]> = {
  model: [],
  components: ['model'],
  renderer: ['model', 'components'],
  pages: ['model', 'components', 'renderer'],
};

function sourcesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesIn(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The project folders a source file imports from, by relative import path. */
function importedFolders(file: string): { folder: string; specifier: string }[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g)].map((match) => {
    const specifier = match[1] ?? match[2]!;
    const target = normalize(join(dirname(file), specifier));
    return { folder: relative('.', target).split(/[\\/]/)[0]!, specifier };
  });
}

describe('folders point one way', () => {
  for (const folder of folders) {
    it(`${folder}/ imports only from ${allowed[folder].join(', ') || 'itself and content/'}`, () => {
      const wrong = sourcesIn(folder).flatMap((file) =>
        importedFolders(file)
          .filter(({ folder: other }) => other !== folder && (folders as readonly string[]).includes(other) && !allowed[folder].includes(other as Folder))
          .map(({ specifier }) => `${file} imports ${specifier}`),
      );
      expect(wrong).toEqual([]);
    });
  }
});

// Issue 42: model/ in rooms a newcomer can name, which point one way too. The site's shape
// (languages, the route table, URLs) needs no content; content (declarations, schemas, loading,
// checks, translations) builds on it; page data (what views, head tags and feeds are made of) on
// both; the build's own steps (derived files, covers, the editor's page links) on all three.
const rooms = ['site', 'content', 'page-data', 'build'] as const;

describe('model/ is in rooms that point one way', () => {
  it('every file of model/ is in a room: none loose at its top', () => {
    expect(readdirSync('model', { withFileTypes: true }).filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(readdirSync('model').sort()).toEqual([...rooms].sort());
  });

  for (const [index, room] of rooms.entries()) {
    const before = rooms.slice(0, index);
    it(`model/${room}/ imports only from ${before.map((other) => `model/${other}/`).join(', ') || 'itself'}`, () => {
      const wrong = sourcesIn(join('model', room)).flatMap((file) =>
        importedRooms(file)
          .filter((other) => other !== room && !(before as readonly string[]).includes(other))
          .map((other) => `${file} imports from model/${other}/`),
      );
      expect(wrong).toEqual([]);
    });
  }
});

/** The rooms of model/ a file of model/ imports from, by relative import path. */
function importedRooms(file: string): string[] {
  return importedFolders(file).flatMap(({ specifier }) => {
    const target = relative('model', normalize(join(dirname(file), specifier))).split(/[\\/]/);
    return target[0] && target[0] !== '..' && target.length > 1 ? [target[0]] : [];
  });
}

describe("a page's language is decided once", () => {
  it('only pages/+onBeforeRoute.ts and pages/+onPrerenderStart.ts work it out from the address, and pages/+onBeforeRender.ts for an error page only; the rest read pageContext.language or useLanguage()', () => {
    const deciders = folders
      .flatMap(sourcesIn)
      .filter((file) => /\blanguageOf\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => file !== join('model', 'site', 'page-language.ts'));
    expect(deciders.sort()).toEqual([join('pages', '+onBeforeRender.ts'), join('pages', '+onBeforeRoute.ts'), join('pages', '+onPrerenderStart.ts')]);
    // An error page a page's hook asks for (throw render(404)) is rendered from a new context, without
    // what +onBeforeRoute.ts gave: there alone the language is read again, where the context has none.
    expect(readFileSync(join('pages', '+onBeforeRender.ts'), 'utf8')).toMatch(/pageContext\.language \?\? languageOf\(pageContext\)/);
  });

  it('one file per way of reading it: no two modules named page-language', () => {
    const named = folders.flatMap(sourcesIn).filter((file) => /page-language\.tsx?$/.test(file));
    expect(named).toEqual([join('model', 'site', 'page-language.ts')]);
  });
});

describe('views link through useUrls() (issue 42)', () => {
  it("no component, shell part or page view picks a table of URLs by language: they call useUrls() (components/links.ts), the page's own", () => {
    const picking = ['components', 'renderer', 'pages']
      .flatMap(sourcesIn)
      // Data hooks and pre-render lists run outside a view, with the page's context or every language.
      .filter((file) => !/[\\/]\+(data|onBeforePrerenderStart|onPrerenderStart|onBeforeRoute)\.ts$/.test(file))
      .filter((file) => file !== join('components', 'links.ts') && /\burlsIn\b/.test(readFileSync(file, 'utf8')));
    expect(picking).toEqual([]);
  });
});

describe('one way for a view to get content (issue 42)', () => {
  it("views read shared copy with useContent() (components/content.ts) and their page's own copy from +data.ts; none reads the content module itself", () => {
    const direct = ['components', 'renderer', 'pages']
      .flatMap(sourcesIn)
      .filter((file) => !/[\\/]\+(data|onBeforePrerenderStart|onPrerenderStart|onBeforeRoute)\.ts$/.test(file) && file !== join('components', 'content.ts'))
      .filter((file) => /import \{[^}]*\b(content|contentIn|entryOf|requiredEntry)\b[^}]*\} from '[^']*model\/content\/content'/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('no module of model/ only forwards the content under another name (pagesIn, companyIn, contactPagesIn... were seven)', () => {
    const forwards = sourcesIn('model').filter((file) => {
      const source = readFileSync(file, 'utf8');
      // A per-language export that is the content itself, or a record of three or more collections read as they are.
      return /^export const \w+In\b[^=]*= contentIn\(/m.test(source) || (source.match(/^\s+\w+: content\('\w+', language\),$/gm) ?? []).length >= 3;
    });
    expect(forwards).toEqual([]);
  });
});

describe('no silent English (issue 42)', () => {
  it('no function of the site takes its language by default: a call that forgets it does not compile', () => {
    const defaults = folders
      .flatMap(sourcesIn)
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, index) => ({ file, line: index + 1, text: line })))
      .filter(({ text }) => /\blanguage\??\s*(?::\s*Language\s*)?=\s*'(?:en|fr)'/.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(defaults).toEqual([]);
  });
});

describe('one place builds the 404 address (issue 42: it was built in four)', () => {
  it('no code but model/site/urls.ts writes a path to the 404 page', () => {
    const files = [...folders, 'worker', 'scripts'].flatMap((folder) =>
      readdirSync(folder, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    const written = files
      .filter((file) => file !== join('model', 'site', 'urls.ts'))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((text, index) => ({ file, line: index + 1, text })))
      .filter(({ text }) => !/^\s*(\/\/|\*|\/\*)/.test(text) && /[`'"][^`'"]*\/404\b/.test(text))
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(written).toEqual([]);
  });
});
