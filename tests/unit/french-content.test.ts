import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { collections } from '../../model/collections';
import { collectionFiles } from '../../model/content-files';
import { englishContentFile, frenchContentFile, postFolders } from '../../model/languages';
import { forLanguage, notFoundPageSchema, postFrontMatterSchema } from '../../model/schemas';
import { splitFrontMatter } from '../../model/frontmatter';
import { loadContentFile } from '../../model/content-files';

// The French edition's content files (issue 23), as they land before the pages that show them:
// each mirrors an English file of the same collection, key for key, with the same values the
// site fills in ({site.brand}, {city.name}...), the same figures, and OQLF typography; each French
// article translates an English one. Each passes its collection's schema (model/schemas.ts
// forLanguage: the specification's English texts are French there).
const englishFiles = collections.filter((collection) => !collection.frenchOnly).flatMap((collection) => collectionFiles(collection));
/** Files only the French edition has (its URL words). */
const frenchOnlyFiles = collections.filter((collection) => collection.frenchOnly).flatMap((collection) => collectionFiles(collection));
const frenchFiles = englishFiles.map(frenchContentFile).filter((file) => existsSync(file));

/** Every path of a YAML document with the kind of value there: the shape two languages share. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => shape(item, path ? `${path}.${key}` : key));
  return [`${path}: ${typeof value}`];
}
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(texts) : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : typeof value === 'string' ? [value] : [];
/** The values a file has the site fill in; a sentence may use another of them than its English twin (a name for a keyword). */
const tokens = (value: unknown) => [...new Set(texts(value).flatMap((text) => text.match(/\{[\w.]+\}/g) ?? []))].sort();
/** The figures a text states (20+, 98 %, 1 000 $, 6 p.m. as 18 h...), without separators. */
const figures = (text: string): string[] =>
  text
    .replace(/(\d)[\u00a0\u202f ,](?=\d{3}\b)/g, '$1')
    .replace(/\b(\d+)(?:er|re|e)\b/g, '$1')
    .replace(/\b(\d{1,2})(?::\d\d)?\s?p\.m\./g, (_, hour: string) => String((Number(hour) % 12) + 12))
    // French spells one out after « moins » and « plus »: « moins d’une minute » for "under 1 minute".
    .replace(/\b(moins|plus) d[’']une?\b/g, '$1 de 1')
    // A number inside a name (B2B, S3, EC2) is no figure.
    .match(/(?<![A-Za-z\d])\d+(?![A-Za-z\d])/g) ?? [];

/** OQLF spacing: what a French text must not contain outside code, URLs and values filled in. */
function typographyProblems(text: string): string[] {
  const prose = text
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\{[\w.]+\}/g, 'X');
  const problems: string[] = [];
  for (const [pattern, rule] of [
    [/[^\s\u00a0\u202f]:(?=\s)/g, 'a colon needs a non-breaking space before it'],
    [/[ ][:;!?%»](?!\S*\/)/g, 'an ordinary space before : ; ! ? % or »'],
    [/«[^\u00a0\u202f]/g, '« needs a non-breaking space after it'],
    [/\d[.]\d+\s?%/g, 'a decimal point in a percentage (3,5 %)'],
  ] as const) {
    for (const match of prose.matchAll(pattern)) problems.push(`${rule}: …${prose.slice(Math.max(0, match.index - 25), match.index + 10)}…`);
  }
  return problems;
}

describe('French content files mirror the English ones', () => {
  it('content/fr/ holds only counterparts of English files and articles', () => {
    const under = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? under(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
      );
    for (const file of under('content/fr')) {
      if (file.startsWith(`${postFolders.fr}/`)) expect(file).toMatch(/\.md$/);
      else if (!frenchOnlyFiles.includes(file)) expect(englishFiles, file).toContain(englishContentFile(file));
    }
  });

  it.each(frenchFiles)('%s: same keys, lists, values filled in and figures as the English file', (file) => {
    const english = parse(readFileSync(englishContentFile(file), 'utf8'));
    const french = parse(readFileSync(file, 'utf8'));
    // A French service names its French address word, which its English twin (addressed by its file name) has not.
    if (file.startsWith('content/fr/services/')) delete french.address;
    expect(shape(french)).toEqual(shape(english));
    expect(tokens(french)).toEqual(tokens(english));
    const englishTexts = texts(english);
    texts(french).forEach((text, i) => {
      // Every figure of the English text is in its French twin (which may spell out more: « 24 h sur 24 » for "around the clock").
      const missing = figures(englishTexts[i]!).filter((figure) => !figures(text).includes(figure));
      expect(missing, `${file}: « ${text} » lacks the figures of "${englishTexts[i]}"`).toEqual([]);
    });
  });

  it.each(frenchFiles)("%s: passes its collection's schema, the specification's English texts in French", (file) => {
    expect(() => loadContentFile(file)).not.toThrow();
  });

  it.each(frenchFiles)('%s: OQLF typography', (file) => {
    // A value left as the English one is no French prose: code, an uptime such as 99.99%.
    const englishTexts = texts(parse(readFileSync(englishContentFile(file), 'utf8')));
    const prose = texts(parse(readFileSync(file, 'utf8'))).filter((text, i) => text !== englishTexts[i]);
    expect(prose.flatMap(typographyProblems)).toEqual([]);
  });
});

describe("the specification's English texts (model/schemas.ts spec, forLanguage)", () => {
  const notFound = parse(readFileSync('content/pages/not-found.yaml', 'utf8'));
  const french = { ...notFound, title: 'Page introuvable', back: 'Retour à l’accueil' };

  it('are required word for word in English files and free in French ones; a code stays a code', () => {
    expect(notFoundPageSchema.safeParse(notFound).success).toBe(true);
    expect(notFoundPageSchema.safeParse(french).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse(french).success).toBe(true);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse({ ...french, code: '400' }).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse({ ...french, title: '' }).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'en')).toBe(notFoundPageSchema);
  });
});

describe('French articles translate English ones', () => {
  const folder = postFolders.fr;
  const articles = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : [];

  it.each(articles)('%s: valid front matter, the English article it translates, same date and author, same figures and structure', (name) => {
    const { data, body } = splitFrontMatter(name, readFileSync(join(folder, name), 'utf8'));
    const meta = postFrontMatterSchema.parse(data);
    expect(meta.translationOf, 'translationOf').toBeDefined();
    const englishFile = join(postFolders.en, `${meta.translationOf}.md`);
    expect(existsSync(englishFile), englishFile).toBe(true);
    const english = splitFrontMatter(englishFile, readFileSync(englishFile, 'utf8'));
    const englishMeta = postFrontMatterSchema.parse(english.data);
    expect([meta.date, meta.author, meta.tags.length]).toEqual([englishMeta.date, englishMeta.author, englishMeta.tags.length]);
    expect(meta.image).toBe(`/images/blog/${name.replace(/\.md$/, '')}.svg`);
    const outline = (markdown: string) => markdown.split('\n').filter((line) => /^(#{1,6} |```|\|)/.test(line)).map((line) => line.replace(/^(#+|```\w*|\|).*$/, '$1'));
    expect(outline(body)).toEqual(outline(english.body));
    expect(typographyProblems(`${meta.title}\n${meta.excerpt}\n${body}`)).toEqual([]);
  });

  it('each English article is translated at most once', () => {
    const of = articles.map((name) => splitFrontMatter(name, readFileSync(join(folder, name), 'utf8')).data.translationOf);
    expect(new Set(of).size).toBe(of.length);
  });
});

describe('forLanguage keeps what a schema tells the editor', () => {
  it("a French copy keeps each field's description, on optional fields and objects too", () => {
    const french = forLanguage(postFrontMatterSchema, 'fr') as unknown as { shape: Record<string, { description?: string }> };
    const english = postFrontMatterSchema.shape;
    for (const key of ['translationOf', 'excerpt', 'date', 'image'] as const) {
      expect(english[key].description, key).toBeTruthy();
      expect(french.shape[key]!.description, key).toBe(english[key].description);
    }
  });
});
