/**
 * Markdown to HTML during pre-rendering (blog articles): GitHub-flavoured Markdown by marked,
 * code highlighted by shiki, headings with anchor ids. Neither library reaches the browser.
 */
import { Marked, type Tokens } from 'marked';
import { createHighlighter, type Highlighter } from 'shiki';

const theme = 'github-dark-default';
const languages = ['bash', 'css', 'hcl', 'html', 'js', 'json', 'nginx', 'python', 'sql', 'ts', 'xml', 'yaml'];
let highlighter: Promise<Highlighter> | undefined;

/** 'Step 2: Define the KPIs' -> 'step-2-define-the-kpis'; '1. Buckets' -> 'section-1-buckets'. */
export function headingId(text: string): string {
  const id = text
    .replace(/<[^>]+>/g, '')
    .replace(/&[#a-z0-9]+;/gi, '')
    // French headings keep their letters: « Étape 2 » is etape-2.
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
  // An id that starts with a letter works unescaped in CSS selectors and URLs alike.
  return /^[a-z]/.test(id) ? id : `section-${id}`;
}

/**
 * The id of the element that names every section link (issue 43): the page writes the words once,
 * from content (its `sectionLink`), and each link is named by them followed by its heading
 * (`aria-labelledby`), so no sentence is put together in code.
 */
export const sectionLinkLabelId = 'section-link-label';

/** The fewest sections (`##` headings) an article has for its page to list them above its body. */
export const contentsMinSections = 3;

/** One section of a rendered article: its heading's id and words. */
export type Section = { id: string; title: string };

const decodeEntities = (text: string) =>
  text.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The `##` sections of HTML from `renderMarkdown`, in order: what a table of contents lists. */
export function sectionsOf(html: string): Section[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map(([, id, inner]) => ({ id: id!, title: decodeEntities(inner!.replace(/<[^>]+>/g, '')).trim() }));
}

/** A cell that is one figure: an amount, a count, a percentage (« 230 400 $ », "$84,480", "38%", "3"), in bold or not. */
const figureCell = /^[−–+~≈<>]?\s?\$?\s?\d[\d\u00a0\u202f ,.]*\s?(?:%|\$|×)?$/;

/** HTML's text, its tags left out and its entities as written (a heading's words, for an attribute). */
const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();
/** Text for a double-quoted attribute (its entities already escaped by marked). */
const attribute = (text: string) => text.replace(/"/g, '&quot;');

/**
 * A column whose every cell below the heading is a figure is set to the right, where its digits line
 * up (the sixth design reading: amounts set to the left read as a spreadsheet's draft). Not the
 * first column (its cells name the rows: a phase's number), nor one whose alignment the Markdown gives.
 */
function alignFigures(table: Tokens.Table): void {
  table.header.forEach((heading, column) => {
    if (column === 0 || heading.align !== null || table.rows.length === 0) return;
    if (!table.rows.every((row) => figureCell.test((row[column]?.text ?? '').replace(/\*\*|__/g, '').trim()))) return;
    table.align[column] = 'right';
    for (const cell of [heading, ...table.rows.map((row) => row[column]!)]) cell.align = 'right';
  });
}

/**
 * `localizeHref` rewrites each link's target (a French article's links to the site lead to French pages).
 * Each `##` and `###` heading is followed by a link to itself (visible on focus and hover,
 * renderer/global.css `.heading-link`), named by the page's words for it and the heading.
 */
export async function renderMarkdown(markdown: string, { localizeHref }: { localizeHref?: (href: string) => string } = {}): Promise<string> {
  const shiki = await (highlighter ??= createHighlighter({ themes: [theme], langs: languages }));
  const ids = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link' && localizeHref) token.href = localizeHref(token.href);
      if (token.type === 'table') alignFigures(token as Tokens.Table);
    },
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const base = headingId(html);
        const count = ids.get(base) ?? 0;
        ids.set(base, count + 1);
        const id = count ? `${base}-${count}` : base;
        const heading = `<h${depth} id="${id}">${html}</h${depth}>`;
        if (depth !== 2 && depth !== 3) return `${heading}\n`;
        return `<div class="heading-anchor heading-anchor-${depth}">${heading}<a class="heading-link" href="#${id}" aria-labelledby="${sectionLinkLabelId} ${id}"><span aria-hidden="true">#</span></a></div>\n`;
      },
      // A column's alignment as a class (`align` is obsolete in HTML): written in the Markdown
      // (`| ---: |`) or given to a column of figures (alignFigures). A table of three columns or
      // more is stacked on a phone, a card a row (renderer/global.css `.stack`; the eighth design
      // reading: scrolled sideways in a 358-px column, its last column, the amounts, was cut off):
      // each cell carries its column's heading, shown beside it there. The table keeps its roles
      // laid out so (Chromium's, which the blog test reads; no role written, which html-validate
      // refuses as redundant).
      table({ header, rows }) {
        const stacked = header.length >= 3;
        const labels = header.map((cell) => attribute(plainText(this.parser.parseInline(cell.tokens))));
        const cell = ({ tokens, header: isHeading, align }: Tokens.TableCell, column: number) => {
          const tag = isHeading ? 'th' : 'td';
          const label = stacked && !isHeading && column > 0 ? ` data-label="${labels[column]}"` : '';
          return `<${tag}${align ? ` class="align-${align}"` : ''}${label}>${this.parser.parseInline(tokens)}</${tag}>`;
        };
        const row = (cells: Tokens.TableCell[]) => `<tr>${cells.map(cell).join('')}</tr>\n`;
        return `<table${stacked ? ' class="stack"' : ''}><thead>${row(header)}</thead><tbody>${rows.map(row).join('')}</tbody></table>\n`;
      },
      // shiki's <pre> carries tabindex="0": code that scrolls sideways takes keyboard focus.
      code({ text, lang }) {
        const language = lang && shiki.getLoadedLanguages().includes(lang) ? lang : 'text';
        // No time limit a line (shiki's default, 500 ms, gives up on a line and leaves it one plain
        // token): on a busy machine the first line of a grammar compiling its patterns ran past it,
        // and the same Markdown built different HTML (blog.test's SQL line, under a loaded run).
        return `${shiki.codeToHtml(text, { lang: language, theme, tokenizeTimeLimit: 0 })}\n`;
      },
    },
  });
  // Tables also scroll sideways on phones, so they take keyboard focus too (WCAG 2.1.1).
  return (marked.parse(markdown, { async: false }) as string).replace(/<table(?= |>)/g, '<table tabindex="0"');
}
