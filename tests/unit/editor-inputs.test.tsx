import { renderToString } from 'react-dom/server';
import { KeystarProvider } from '@keystar/ui/core';
import { NumberField } from '@keystar/ui/number-field';
import { describe, expect, it } from 'vitest';
import { editorSingletons } from '../../editor/config';
import { withCounter } from '../../editor/fields';
import { withSiteValuesFilled } from '../../model/content/page-values';

// Issue 55: "Founding year" showed "2,016" in the editor: a year's field writes its digits as typed.
describe('a year in the editor', () => {
  it('shows 2016, not 2,016', () => {
    const site = editorSingletons.site as unknown as { schema: Record<string, { Input: (props: { value: number; onChange: () => void; autoFocus: boolean; forceValidation: boolean }) => React.ReactElement }> };
    const { Input } = site.schema.foundingYear!;
    const html = renderToString(<KeystarProvider>{<Input value={2016} onChange={() => {}} autoFocus={false} forceValidation={false} />}</KeystarProvider>);
    expect(html).toContain('value="2016"');
    expect(html).not.toContain('2,016');
    // What Keystatic's own number field shows for it, in the same render.
    expect(renderToString(<KeystarProvider>{<NumberField label="Founding year" value={2016} />}</KeystarProvider>)).toContain('value="2,016"');
  });
});

// Issue 55: counters under limited fields.
describe('a limited text in the editor', () => {
  it('shows how many characters it has against its limit, as the build counts them (trimmed)', () => {
    // Keystatic's own text input runs in the browser only (its Node build refuses to render it): a plain input stands in for it.
    const Counted = withCounter((props) => <input value={props.value} readOnly />, 170);
    const html = renderToString(<KeystarProvider>{<Counted value="  Northbeam builds AI for Canadian businesses.  " onChange={() => {}} autoFocus={false} forceValidation={false} />}</KeystarProvider>);
    expect(html).toContain('44 of 170 characters');
    // Every limited text of the editor has it: the site's default description (170 at most).
    const site = editorSingletons.site as unknown as { schema: Record<string, { Input: { name: string } }> };
    expect(site.schema.defaultDescription!.Input.name).toBe('CountedInput');
    expect(site.schema.brand!.Input.name).not.toBe('CountedInput');
  });
});

// A counter counts what the site shows: {site.brand} as the brand's name (model/content/page-values.ts).
describe('a text as the site shows it', () => {
  it('has its site values filled in, those the page has; page values and unknown ones left as written', () => {
    const values = { brand: 'Northbeam Digital', privacyOfficer: { email: 'privacy@northbeam.example' } };
    expect(withSiteValuesFilled('{site.brand} answers at {site.privacyOfficer.email} in {city.name}, {site.nothing}.', values)).toBe(
      'Northbeam Digital answers at privacy@northbeam.example in {city.name}, {site.nothing}.',
    );
    expect(withSiteValuesFilled('{site.brand}', undefined)).toBe('{site.brand}');
  });
});
