/**
 * Markdown to HTML during pre-rendering (blog articles): GitHub-flavoured Markdown by marked,
 * code highlighted by shiki, headings with anchor ids. Neither library reaches the browser.
 */
import { Marked } from 'marked';
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

/** `localizeHref` rewrites each link's target (a French article's links to the site lead to French pages). */
export async function renderMarkdown(markdown: string, { localizeHref }: { localizeHref?: (href: string) => string } = {}): Promise<string> {
  const shiki = await (highlighter ??= createHighlighter({ themes: [theme], langs: languages }));
  const ids = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link' && localizeHref) token.href = localizeHref(token.href);
    },
    renderer: {
      heading({ tokens, depth }) {
        const html = this.parser.parseInline(tokens);
        const base = headingId(html);
        const count = ids.get(base) ?? 0;
        ids.set(base, count + 1);
        return `<h${depth} id="${count ? `${base}-${count}` : base}">${html}</h${depth}>\n`;
      },
      // shiki's <pre> carries tabindex="0": code that scrolls sideways takes keyboard focus.
      code({ text, lang }) {
        const language = lang && shiki.getLoadedLanguages().includes(lang) ? lang : 'text';
        return `${shiki.codeToHtml(text, { lang: language, theme })}\n`;
      },
    },
  });
  // Tables also scroll sideways on phones, so they take keyboard focus too (WCAG 2.1.1).
  return (marked.parse(markdown, { async: false }) as string).replace(/<table>/g, '<table tabindex="0">');
}
