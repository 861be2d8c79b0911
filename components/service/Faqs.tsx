import { useContent } from '../content';
import type { z } from 'zod';
import type { faqSchema } from '../../model/content/schemas/services-and-cities';
import { RevealSection } from '../RevealSection';
import { Icon } from '../Icon';
import { useLanguage } from '../../components/language';
import { useUrls } from '../links';

/**
 * Questions as native disclosures: keyboard operable and readable without JavaScript. Beside them
 * on a laptop (under them on a phone), the service pages' second closing block: the blog, or a
 * question for a specialist (issue 53: the questions left the right third of the band empty, and
 * this block followed the consultation band as a second band back to back).
 */
export function Faqs({ faqs }: { faqs: z.infer<typeof faqSchema>[] }) {
  const language = useLanguage();
  const urls = useUrls();
  const servicePage = useContent('servicePage');
  const { explore } = useContent('serviceCta');
  return (
    <RevealSection id="faqs" title={servicePage.faqs.title} tone="light">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)] lg:gap-12">
        <div className="divide-y divide-line rounded-2xl border border-line">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-6 py-4">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded text-lg font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <Icon name="i-lucide-chevron-down" className="mt-1 h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-7 text-fg-2">{faq.answer}</p>
            </details>
          ))}
        </div>
        <div className="rounded-2xl bg-surface-2 p-6 sm:p-8 lg:sticky lg:top-24">
          <h3 id="cta-explore" className="text-xl font-semibold">
            {explore.title}
          </h3>
          <p className="mt-3 leading-7 text-fg-2">{explore.text}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {/* Both in outline: the page's filled action is its consultation (the sixth design reading of
                2026-11-30: a filled "Read Our Blog" weighed as much as the consultation band). */}
            <a className="btn-secondary text-accent-strong" href={urls.blog()}>
              {explore.blogLabel}
            </a>{' '}
            <a className="btn-secondary text-accent-strong" href={urls.contact()}>
              {explore.contactLabel}
            </a>
          </div>
        </div>
      </div>
    </RevealSection>
  );
}
