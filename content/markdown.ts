import { marked } from 'marked';

/**
 * Markdown to HTML at build time (blog articles). Code blocks and tables scroll sideways on
 * small screens, so they take keyboard focus (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function renderMarkdown(markdown: string): string {
  return marked
    .parse(markdown, { async: false, gfm: true })
    .replace(/<pre>/g, '<pre tabindex="0">')
    .replace(/<table>/g, '<table tabindex="0">');
}
