/**
 * Links written in copy that lead nowhere (issue 55): an article linking to `/services/blockchain`
 * reached the site with no word anywhere. Every link written in a content file (Markdown's
 * `[words](/path)`, in a story or in a YAML text) to a path of this site must be one of its pages, in
 * either edition: copy writes the English address or its own edition's, and a French page shows
 * the French one (model/page-data/alternates.ts localizeHref). Pure, over the content as read
 * (model/content/content-read.ts), so the build, the editor's save check and the dashboard say the
 * same. Code's own links are the browser tests' (tests/e2e/quality.spec.ts, "internal links").
 */
import type { ContentData } from './collections.ts';
import type { ContentSource } from './content-source.ts';
import { splitFrontMatter } from './frontmatter.ts';
import { englishContentFile, languagePrefixes, languages, type Language } from '../site/languages.ts';
import { routeKeys } from '../site/routes.ts';
import { englishAddressWords, localizedUrls, pagesOf, type Entries, type Urls } from '../site/urls.ts';
import { keptByText } from './kept.ts';
import { fieldPath } from './content-messages.ts';
import { collectionOf, isMarkdown, postFolders } from './collections.ts';
import { literally } from '../site/pattern.ts';

/** Each edition's pages, from the content as read: every route's, for every entry it has a page per. */
export function sitePages(data: ContentData): Set<string> {
  const french = data.addresses.fr;
  const wordOf = (entries: Readonly<Record<string, { address?: string } | undefined>>) => (slug: string) => entries[slug]?.address ?? slug;
  const urlsIn: Record<Language, Urls> = {
    en: localizedUrls(languagePrefixes.en, englishAddressWords),
    fr: localizedUrls(languagePrefixes.fr, {
      ...french,
      entryWords: { service: wordOf(data.services.fr), study: wordOf(data.caseStudies.fr), industry: wordOf(data.industries.fr) },
    }),
  };
  const pages = new Set<string>();
  for (const language of languages) {
    const entries: Entries = {
      service: Object.keys(data.services.en),
      city: Object.keys(data.locations.en),
      slug: Object.keys(data.articles[language]),
      study: Object.keys(data.caseStudies.en),
      industry: Object.keys(data.industries.en),
    };
    for (const path of pagesOf(urlsIn[language], entries, routeKeys)) pages.add(path);
  }
  return pages;
}

/** Text with its code (fenced blocks, inline code) blanked: an example of HTML in an article is no link. */
export const withoutCode = (text: string) => text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/**
 * The paths of this site that Markdown links in `text` lead to, as written (query and fragment left
 * out): `[words](/path)`, and `[words](https://www.northbeam.example/path)`, a whole address of the
 * site's own (`host`, with or without `www.`; the walk-through of 2026-11-30: staff copy whole
 * addresses from the browser's bar, and one to a missing page was saved without a word).
 */
export function linkedPaths(text: string, host?: string): string[] {
  const plain = withoutCode(text);
  const linked = [...plain.matchAll(linkPattern(host))].map((match) => match[1] ?? '/');
  // And the site's own address written out as text (a walk-through of 2026-11-30: "see
  // www.northbeam.example/services/quantum-computing" was saved, a page that is not there): the
  // sentence's punctuation after it is not part of it.
  const written = host ? [...plain.matchAll(writtenPattern(host))].map((match) => (match[1] ?? '/').replace(/[.,;:!?»”’'"]+$/, '')) : [];
  return [...new Set([...linked, ...written].map((path) => path.replace(/[?#].*$/, '') || '/'))];
}

/** The site's own address written in text, with or without its scheme and `www.`, not inside an e-mail address. */
const writtenPatterns = new Map<string, RegExp>();
function writtenPattern(host: string): RegExp {
  let pattern = writtenPatterns.get(host);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w@.\\/-])(?:https?:\\/\\/)?(?:www\\.)?${literally(host.replace(/^www\./, ''))}(?![\\w-])(\\/[^\\s)<>\\]]*)?`, 'gi');
    writtenPatterns.set(host, pattern);
  }
  return pattern;
}

/** The pattern of linkedPaths, made once per host: it runs over every text of the content at each check. */
const linkPatterns = new Map<string | undefined, RegExp>();
function linkPattern(host: string | undefined): RegExp {
  let pattern = linkPatterns.get(host);
  if (!pattern) {
    const own = host ? `https?:\\/\\/(?:www\\.)?${literally(host.replace(/^www\./, ''))}(?=[/?#)\\s>]|$)` : undefined;
    pattern = new RegExp(`\\]\\(\\s*<?(?:${own ? `${own}|` : ''}(?=\\/(?!\\/)))(\\/[^)\\s>]*)?`, 'gi');
    linkPatterns.set(host, pattern);
  }
  return pattern;
}

/** Every string of a value with where it is: `[['faqs', 1, 'answer'], '…']`. */
const placedTextsOf = (value: unknown, path: readonly PropertyKey[] = []): { path: readonly PropertyKey[]; text: string }[] =>
  typeof value === 'string'
    ? [{ path, text: value }]
    : Array.isArray(value)
      ? value.flatMap((item, index) => placedTextsOf(item, [...path, index]))
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, item]) => placedTextsOf(item, [...path, key]))
        : [];

/** Every string of a YAML file's data. */
const textsOf = (value: unknown): string[] => placedTextsOf(value).map(({ text }) => text);

/** What the editor calls a Markdown file's body, by its collection: "Story", "Article". */
function bodyLabelOf(file: string): string {
  const files = collectionOf(englishContentFile(file))?.files;
  return files && isMarkdown(files) ? files.body : 'Story';
}

/** The content files under content/, YAML and Markdown. */
function contentFilesIn(source: ContentSource, folder = 'content'): string[] {
  return source
    .list(folder)
    .flatMap(({ name, folder: isFolder }) =>
      isFolder ? (name === 'images' ? [] : contentFilesIn(source, `${folder}/${name}`)) : /\.(ya?ml|md)$/.test(name) ? [`${folder}/${name}`] : [],
    );
}

/**
 * The copy of every content file, read once for the checks below and the French edition's
 * (model/content/french-rules.ts): `texts`, a YAML file's strings or a Markdown file's whole text;
 * `prose`, what a reader reads, field by field in the file's order (a Markdown file's front matter
 * values, then its story), the editor's own record of the English it was checked against left out;
 * `story`, a Markdown file's body; `fields`, the same copy as `prose` with each field's name as the
 * editor shows it ("FAQs 2 ("How long…") > Answer", "Story"); when the front matter cannot be read,
 * the whole file, unnamed.
 */
export type CopyTexts = readonly {
  file: string;
  markdown: boolean;
  texts: readonly string[];
  prose: readonly string[];
  fields: readonly { place?: string; text: string; key?: string }[];
  story?: string;
}[];

/**
 * A file's values a reader reads, in order, each with its field's name and the top-level key it is
 * under (`seo`: the search engines', not the page's): `englishChecked` is the editor's, not copy.
 */
const fieldsOf = (data: unknown): { place: string; text: string; key?: string }[] => {
  const copy = typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...(data as Record<string, unknown>), englishChecked: undefined } : data;
  return placedTextsOf(copy).map(({ path, text }) => ({ place: fieldPath(copy, path), text, key: typeof path[0] === 'string' ? path[0] : undefined }));
};

/** Every content file's copy (`parse` reads a YAML file's data); a file that cannot be read is left to the reader's problems. */
export function copyTexts(source: ContentSource, parse: (text: string) => unknown): CopyTexts {
  return contentFilesIn(source).flatMap((file): CopyTexts => {
    try {
      const text = source.read(file);
      // The same file read again (each save check, the Dashboard, the tests): its copy as read before.
      return [copyOf(`${file}\u0000${text}`, () => copyOfFile(file, text, parse))];
    } catch {
      return [];
    }
  });
}

/** Files' copy by name and text (copyTexts). */
const copyOf = keptByText<CopyTexts[number]>();

/** One file's copy; throws when its YAML cannot be read. */
function copyOfFile(file: string, text: string, parse: (text: string) => unknown): CopyTexts[number] {
  if (!file.endsWith('.md')) {
    const data = parse(text);
    const fields = fieldsOf(data);
    return { file, markdown: false, texts: textsOf(data), prose: fields.map(({ text }) => text), fields };
  }
  let split: { data: unknown; body: string } | undefined;
  try {
    split = splitFrontMatter(file, text);
  } catch {
    // Front matter the reader refuses (and names): its links are still read, its prose after it is put right.
  }
  const fields = split ? [...fieldsOf(split.data), { place: bodyLabelOf(file), text: split.body }] : [];
  return { file, markdown: true, texts: [text], prose: fields.map(({ text }) => text), fields: split ? fields : [{ text }], story: split?.body };
}

/**
 * Each link to no page of the site, as "file: what is wrong", `pages` the site's (sitePages), over
 * the content's copy (copyTexts).
 */
export function brokenLinkProblems(
  copy: CopyTexts,
  pages: ReadonlySet<string>,
  /** The pages of the entries scheduled for a later day (model/content/publishing.ts), and that day. */
  scheduled: ReadonlyMap<string, string> = new Map(),
  /** The site's own host: a whole address of it is checked as its path is (linkedPaths). */
  host?: string,
): string[] {
  const problems: string[] = [];
  for (const { file, fields } of copy) {
    // A link with no words (`[](/contact)`): a screen reader says "link" and nothing of where it leads.
    for (const { place, text } of fields) {
      const wordless = [...withoutCode(text).matchAll(/(?<!!)\[\s*\]\(\s*<?([^)\s>]*)/g)].map((match) => match[1]);
      for (const path of new Set(wordless)) {
        problems.push(`${place ? `${file}: ${place}:` : `${file}:`} a link to ${path || 'nowhere'} has no words: a screen reader says only "link"; write what it leads to between the brackets ([our case studies](/case-studies))`);
      }
    }
    const broken = [...new Map(fields.flatMap(({ place, text }) => linkedPaths(text, host).map((path) => [`${place}\u0000${path}`, { place, path }] as const))).values()].filter(
      ({ path }) => !pages.has(path.replace(/\/$/, '') || '/'),
    );
    for (const { place, path } of broken) {
      const day = scheduled.get(path.replace(/\/$/, ''));
      const where = place ? `${file}: ${place}:` : `${file}:`;
      problems.push(
        day
          ? `${where} links to ${path}, which is scheduled for ${day}: until then the link would lead nowhere; remove it until that day, or schedule this entry for the same day`
          : `${where} links to ${path}, which is no page of the site: correct the address (copy the page's address from the site, after the domain), or remove the link`,
      );
    }
  }
  return problems;
}

/** A tag written in copy: `<script>`, `</p>`, `<img src=…>`. */
const tagPattern = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g;
/** The only tags a story may hold: a passage in another language, which screen readers then pronounce in it. */
const allowedInStories = /^(?:<span lang="[A-Za-z]{2}(?:-[A-Za-z]{2})?">|<\/span>)$/;

/** The tags written in a text, outside code, each once, the first three. */
export const htmlTagsIn = (text: string): string[] => [...new Set(withoutCode(text).match(tagPattern) ?? [])].slice(0, 3);

/** What a text the site shows as it is (not a story) is told of the tags it holds. */
export const htmlInTextSaid = (tags: readonly string[]) => `contains HTML (${tags.join(' ')}), which the site shows as text, tags included: remove the tags, or write the words without < and >`;

/**
 * HTML written in copy (issue 55: `<script>` typed into an FAQ answer was shown as text and never
 * flagged), outside code: refused in YAML texts, which the site shows as text; in a story, all but
 * `<span lang="…">`, which marks words in another language.
 */
export function rawHtmlProblems(copy: CopyTexts): string[] {
  const problems: string[] = [];
  for (const { file, markdown, fields } of copy) {
    for (const { place, text } of fields) {
      const story = markdown && (!place || place === bodyLabelOf(file));
      const tags = (withoutCode(text).match(tagPattern) ?? []).filter((tag) => !(story && allowedInStories.test(tag)));
      const shown = [...new Set(tags)].slice(0, 3);
      if (shown.length === 0) continue;
      const where = place ? `${file}: ${place}:` : `${file}:`;
      problems.push(
        story
          ? `${where} contains HTML (${shown.join(' ')}), which the site does not take in a story: write it as text, or between backquotes (\`<p>\`) to show it as code; only <span lang="en">…</span> is kept, for words in another language`
          : `${where} ${htmlInTextSaid(shown)}`,
      );
    }
  }
  return problems;
}

/**
 * Markdown written in a field that shows its text as it is (issue 55): a YAML text or a front
 * matter field (an FAQ answer, a title, an excerpt) is no story, so « [our case studies](/case-studies) »
 * or « **fast** » would show on the page with its brackets and asterisks. Code aside.
 */
export function plainTextMarkdownProblems(copy: CopyTexts): string[] {
  const problems: string[] = [];
  for (const { file, markdown, fields } of copy) {
    for (const { place, text } of fields) {
      if (markdown && (!place || place === bodyLabelOf(file))) continue;
      const written = withoutCode(text);
      const found = [...new Set([...(written.match(/!?\[[^\]\n]*\]\([^)\s]+\)/g) ?? []), ...(written.match(/\*\*[^*\n]+\*\*/g) ?? [])])].slice(0, 3);
      if (found.length === 0) continue;
      problems.push(`${place ? `${file}: ${place}:` : `${file}:`} writes Markdown (${found.map((bit) => `« ${bit} »`).join(', ')}), which this field shows as it is, brackets and asterisks included: write the words alone (links and bold go in an article's or a case study's body)`);
    }
  }
  return problems;
}

/**
 * A value in braces written in an article (the walk-through of 2026-11-30: `{site.brnd}` typed in
 * an article's text reached the site as it was, with the build and the Dashboard saying ready):
 * an article shows its words as written, the site fills no value in it (YAML copy and case
 * studies' stories are checked where they are read: model/content/content-read.ts,
 * case-study-parse.ts), so any `{site.…}` there, or one the editor wrote back escaped (`\{…}`),
 * would show braces and all. Code aside: a JSON example keeps its braces.
 */
export function articleValueProblems(copy: CopyTexts): string[] {
  const problems: string[] = [];
  for (const { file, markdown, fields } of copy) {
    if (!markdown || !Object.values(postFolders).some((folder) => file.startsWith(`${folder}/`))) continue;
    for (const { place, text } of fields) {
      const found = [...new Set([...withoutCode(text).matchAll(/\\?\{([a-z]\w*(?:\.\w+)+)\\?\}/gi)].map((match) => `{${match[1]}}`))];
      for (const value of found) {
        problems.push(`${place ? `${file}: ${place}:` : `${file}:`} ${value} would show on the page as it is, braces included: an article shows its words as written, with no value filled in; write the name or address itself`);
      }
    }
  }
  return problems;
}

/** A Markdown heading as written: its level and words (`## The situation`). */
const headingPattern = /^(#{1,6})[ \t]+(.+?)[ \t#]*$/gm;
/** The same, for one line. */
const headingLine = new RegExp(headingPattern.source);

/**
 * The headings a story writes inside a list item or a quote (a walk-through of 2026-12-02: a
 * Heading 2 typed in a bullet reached the page inside the list, and its list of sections): on the
 * item's line (`- ## Words`), on a line the item goes on with (indented), or after a quote's `>`.
 */
function nestedHeadings(text: string): { words: string; inside: string }[] {
  const found: { words: string; inside: string }[] = [];
  const heading = (line: string) => headingLine.exec(line)?.[2];
  let inList = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const item = /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+(.*))?$/.exec(line);
    const quoted = /^[ \t]{0,3}>[ \t]?(.*)$/.exec(line);
    const words = item ? heading(item[1] ?? '') : quoted ? heading(quoted[1]!.trim()) : inList && /^[ \t]/.test(line) ? heading(line.trim()) : undefined;
    if (words) found.push({ words, inside: quoted && !item ? 'a quote' : 'a list item' });
    if (item) inList = true;
    else if (!/^[ \t]/.test(line)) inList = false;
  }
  return found;
}

/**
 * What a story (an article's or a case study's Markdown) holds that its page cannot show as staff
 * meant it (issue 55: each reached the site with no word anywhere): a Heading 1, which would stand
 * beside the page's title as a second one; a Heading 4 or deeper, which the editor does not offer
 * (it offers Heading 2 and 3: editor/config.ts) and so could not open; a picture, which a story does
 * not show (one from another site would not load: the site loads nothing from elsewhere).
 * Code is left alone: a `# comment` in a shell example is no heading.
 */
export function storyShapeProblems(copy: CopyTexts): string[] {
  const problems: string[] = [];
  for (const { file, markdown, story } of copy) {
    if (!markdown || story === undefined) continue;
    const where = `${file}: ${bodyLabelOf(file)}:`;
    const text = withoutCode(story);
    for (const [, marks, words] of text.matchAll(headingPattern)) {
      const level = marks!.length;
      if (level === 1) problems.push(`${where} « ${words} » is a Heading 1, a second title beside the page's own: make it a Heading 2 (a section) or a Heading 3 (a part of one)`);
      else if (level > 3) problems.push(`${where} « ${words} » is a Heading ${level}, which the pages and the editor do not use: make it a Heading 3`);
    }
    for (const { words, inside } of nestedHeadings(text)) {
      problems.push(`${where} « ${words} » is a heading inside ${inside}: the page shows it there, not as a section, and its list of sections would name it; move it out (on its own line, after a blank line), or make it plain text`);
    }
    // Also as the editor writes one back once pictures are off (`!\[alt]\(…)`): the page would show its Markdown as text.
    for (const [, alt] of text.matchAll(/!\\?\[([^\]]*?)\\?\]\\?\([^)]*\)/g)) {
      problems.push(`${where} holds a picture${alt ? ` (« ${alt} »)` : ''}, which a story does not show: remove it; the entry's photo goes in its Photo field`);
    }
  }
  return problems;
}
