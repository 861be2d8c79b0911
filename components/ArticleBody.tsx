import { sectionLinkLabelId, type Section } from '../model/content/markdown';

/**
 * An article's or a case study's HTML, rendered from its Markdown at build time (model/content/markdown.ts), and the
 * words that name the link beside each of its headings (`sectionLink`, followed by the heading).
 */
export function ArticleBody({ html, sectionLink }: { html: string; sectionLink: string }) {
  return (
    <>
      <span id={sectionLinkLabelId} hidden data-pagefind-ignore="">
        {sectionLink}
      </span>
      <div data-article-body="" className="article-body mt-10" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

/** A long article's or case study's list of sections, above its body (issue 43): a `nav` named by its title. */
export function SectionContents({ title, sections }: { title: string; sections: readonly Section[] }) {
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby="contents-title" className="mt-10 rounded-2xl border border-line bg-surface-2 p-6">
      <p id="contents-title" className="font-semibold text-fg">
        {title}
      </p>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-fg-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a className="text-link" href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
