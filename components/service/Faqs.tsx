import { useContent } from '../content';
import type { z } from 'zod';
import type { faqSchema } from '../../model/content/schemas/services-and-cities';
import { RevealSection } from '../RevealSection';
import { Icon } from '../Icon';
import { useLanguage } from '../../components/language';

/** Questions as native disclosures: keyboard operable and readable without JavaScript. */
export function Faqs({ faqs }: { faqs: z.infer<typeof faqSchema>[] }) {
  const language = useLanguage();
  const servicePage = useContent('servicePage');
  return (
    <RevealSection id="faqs" title={servicePage.faqs.title} tone="light">
      <div className="max-w-3xl divide-y divide-line rounded-2xl border border-line">
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
    </RevealSection>
  );
}
