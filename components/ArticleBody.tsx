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

/**
 * A long article's or case study's list of sections, above its body (issue 43): a `nav` named by its
 * title. From 1280 px it moves to the right of the column, in the room the column leaves, and stays
 * in view as the visitor reads (the sixth design reading: on an 11,000 px article the list scrolled
 * away with 350 px of empty page on each side). The page's column is `relative`: the list's holder
 * runs its whole height, so the list stays in view to the end of the article, not past it.
 */
export function SectionContents({ title, sections }: { title: string; sections: readonly Section[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="xl:absolute xl:inset-y-0 xl:left-full xl:w-56 2xl:w-64">
      <nav aria-labelledby="contents-title" className="mt-10 rounded-2xl border border-line bg-surface-2 p-6 xl:sticky xl:top-24 xl:mt-0 xl:max-h-[calc(100vh-7rem)] xl:overflow-y-auto xl:p-5 xl:text-sm">
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
    </div>
  );
}
