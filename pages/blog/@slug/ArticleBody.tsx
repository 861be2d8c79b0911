import { sectionLinkLabelId } from '../../../model/content/markdown';

/**
 * The article's HTML, rendered from its Markdown at build time (model/content/markdown.ts), and the
 * words that name the link beside each of its headings (`sectionLink`, followed by the heading).
 */
export function ArticleBody({ html, sectionLink }: { html: string; sectionLink: string }) {
  return (
    <>
      <span id={sectionLinkLabelId} hidden>
        {sectionLink}
      </span>
      <div data-article-body="" className="article-body mt-10" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
