import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { formatLongDate, writtenAddress } from '../model/site/format';
import type { LegalData } from '../model/page-data/page-data';
import { PageHero } from './PageHero';
import { useLanguage } from './language';

/** The copy as written, each address in it a link (the authority's site, the person in charge's e-mail). */
function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(writtenAddress)) {
    parts.push(text.slice(from, match.index));
    const written = match[0];
    parts.push(
      <a key={match.index} className="text-link" href={written.includes('@') && !written.startsWith('https:') ? `mailto:${written}` : written}>
        {written}
      </a>,
    );
    from = match.index + written.length;
  }
  parts.push(text.slice(from));
  return parts;
}

type Section = LegalData['page']['sections'][number];

/**
 * One section, in the order staff write it in the editor (issue 40, review item 6): its
 * paragraphs, its list, then the paragraphs that follow the list.
 */
export function LegalSection({ section }: { section: Section }) {
  const paragraphs = (texts: readonly string[] | undefined) =>
    texts?.map((paragraph) => (
      <p key={paragraph} className="mt-4 leading-7 text-fg-2">
        {withLinks(paragraph)}
      </p>
    ));
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold">{section.heading}</h2>
      {paragraphs(section.paragraphs)}
      {section.items && section.items.length > 0 && (
        <ul className="mt-4 list-disc space-y-2 pl-6 text-fg-2">
          {section.items.map((item) => (
            <li key={item}>{withLinks(item)}</li>
          ))}
        </ul>
      )}
      {paragraphs(section.closing)}
    </section>
  );
}

/** The shared body of /privacy, /terms, /security and /cookies (spec 2.16), and of /accessibility (issue 28). */
export function LegalPage() {
  const { page } = useData<LegalData>();
  const language = useLanguage();
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="section-light">
        <div className="container max-w-3xl">
          <p className="text-sm text-fg-3">
            {page.lastUpdatedLabel} <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated, language)}</time>
          </p>
          {page.changeNotice && <p className="mt-3 border-l-4 border-accent pl-4 text-fg-2">{page.changeNotice}</p>}
          {page.sections.map((section) => (
            <LegalSection key={section.heading} section={section} />
          ))}
        </div>
      </div>
    </>
  );
}
