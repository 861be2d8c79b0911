/** The article's HTML, rendered from its Markdown at build time (model/content/markdown.ts). */
export function ArticleBody({ html }: { html: string }) {
  return <div data-article-body="" className="article-body mt-10" dangerouslySetInnerHTML={{ __html: html }} />;
}
