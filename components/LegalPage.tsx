import { useData } from 'vike-react/useData';
import { formatLongDate } from '../model/format';
import type { LegalData } from '../model/page-data';
import { PageHero } from './PageHero';
import { useLanguage } from '../renderer/language';

/** The shared body of /privacy, /terms, /security and /cookies (spec 2.16). */
export function LegalPage() {
  const { page } = useData<LegalData>();
  const language = useLanguage();
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="section-light">
        <div className="container max-w-3xl">
          <p className="text-sm text-slate-600">
            {page.lastUpdatedLabel} <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated, language)}</time>
          </p>
          {page.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
              {section.items && (
                <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
