import { describe, expect, it } from 'vitest';
import { diff, headOf, textOf } from '../../scripts/compare-pages.mjs';

// scripts/compare-pages.mjs: the check that a move changes no page (issue 15).
const page = ({ title = 'AI Integration | Northbeam Digital', chunk = 'chunk-B6A8nCYk.js', css = 'renderer_global-d676a335.B3Er2joK.css', body = '<main><h1>AI Integration</h1><p>We <a href="/contact">talk</a> first.</p></main>' } = {}) =>
  `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="Hello" /><link rel="stylesheet" href="/assets/static/${css}" disabled><link rel="modulepreload" href="/assets/chunks/${chunk}"><script type="application/ld+json">{"@type":"Service","name":"AI Integration"}</script><style>h1{color:red}</style></head><body>${body}<script type="module">import("/x.js")</script></body></html>`;
const snap = (html: string) => ({ '/p.html': { head: headOf(html), text: textOf(html) } });

describe('the page comparison', () => {
  it('reads the head as tags and the text as blocks, with link targets', () => {
    expect(headOf(page())).toContain('<title>AI Integration | Northbeam Digital</title>');
    expect(headOf(page())).toContain('<link rel="modulepreload" href="/assets/chunks/chunk-HASH.js">');
    expect(textOf(page())).toEqual(['AI Integration', 'We [→/contact] talk first.']);
  });

  it('finds two builds of the same pages identical when only file hashes differ', () => {
    const result = diff(snap(page()), snap(page({ chunk: 'chunk-Zz9_x-12.js', css: 'renderer_global-0badf00d.Q1w2E3r4.css' })));
    expect(result).toEqual({ same: true, report: ['1 pages and files: 1 identical in head and text, 0 differ.'] });
  });

  it('names the page and the line when the head or the text changes', () => {
    const changed = diff(snap(page()), snap(page({ title: 'Ai integration | Northbeam Digital', body: '<main><h1>AI Integration</h1><p>We <a href="/about">talk</a> first.</p></main>' })));
    expect(changed.same).toBe(false);
    expect(changed.report).toEqual([
      '/p.html:',
      '  head - <title>AI Integration | Northbeam Digital</title>',
      '  head + <title>Ai integration | Northbeam Digital</title>',
      '  text - We [→/contact] talk first.',
      '  text + We [→/about] talk first.',
      '1 pages and files: 0 identical in head and text, 1 differ.',
    ]);
  });

  it('notices a changed inline style, a reordering and a page that is gone', () => {
    const styled = page().replace('h1{color:red}', 'h1{color:blue}');
    expect(diff(snap(page()), snap(styled)).same).toBe(false);
    const reordered = page({ body: '<p>Two</p><p>One</p>' });
    expect(diff(snap(page({ body: '<p>One</p><p>Two</p>' })), snap(reordered)).report[1]).toBe('  text ~ the same lines in another order');
    expect(diff({ ...snap(page()), '/q.html': { head: [], text: [] } }, snap(page())).report[0]).toBe('/q.html: gone');
  });
});
