import { renderToString } from 'react-dom/server';
import { KeystarProvider } from '@keystar/ui/core';
import { NumberField } from '@keystar/ui/number-field';
import { describe, expect, it } from 'vitest';
import { editorSingletons } from '../../editor/config';

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
