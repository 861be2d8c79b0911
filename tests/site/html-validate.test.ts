import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { clientDir as client, htmlFiles } from '../../bench/page-bytes.mjs';
import { sitePages } from '../support/site-pages';
import { frenchPages } from '../support/french-pages';


// Style-only rules that Vike's and React's output does not follow are off in .htmlvalidate.json;
// every rule about correctness and accessibility stays on.
describe('html-validate over every pre-rendered page', () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = htmlFiles();

  it('finds the pages', () => {
    expect(files.length).toBeGreaterThanOrEqual(sitePages.length + frenchPages.length);
  });

  it.each(files.map((file) => [relative(client, file), file]))('%s has no errors', async (_name, file) => {
    const report = await validator.validateFile(file);
    const text = report.valid ? '' : formatterFactory('text')(report.results);
    expect(text).toBe('');
    // html-validate does not look inside inline SVG; ids must be unique there too.
    const ids = [...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
