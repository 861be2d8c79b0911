import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalSection } from '../../components/LegalPage';
import { legalSectionSchema } from '../../model/content/schemas/company-and-legal';

// Issue 40 (review item 6): a legal section reads in the order staff write it: its paragraphs (the
// last may introduce the list), the list, then what follows the list.
describe('a legal section', () => {
  it('shows its paragraphs, then its list, then the paragraphs after the list', () => {
    const section = legalSectionSchema.parse({
      heading: 'Information communicated outside Quebec',
      paragraphs: ['Three providers process it for us:'],
      items: ['Cloudflare', 'EmailJS'],
      closing: ['We assessed each communication.'],
    });
    const html = renderToStaticMarkup(<LegalSection section={section} />);
    const order = [...html.matchAll(/<(h2|p|ul)\b[^>]*>([^<]*)/g)].map(([, tag, text]) => `${tag}:${text}`);
    expect(order).toEqual(['h2:Information communicated outside Quebec', 'p:Three providers process it for us:', 'ul:', 'p:We assessed each communication.']);
  });

  it('without a list or closing paragraphs, shows only its paragraphs', () => {
    const html = renderToStaticMarkup(<LegalSection section={legalSectionSchema.parse({ heading: 'Changes', paragraphs: ['We update it.'], items: [] })} />);
    expect(html).not.toContain('<ul');
    expect(html.match(/<p\b/g)).toHaveLength(1);
  });
});
