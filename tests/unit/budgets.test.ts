import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles, pageBytes, total, type Asset } from '../../bench/page-bytes.mjs';

// Issue 7: gzip bytes a page loads before interaction.
const budgets = { js: 130 * 1024, css: 15 * 1024, html: 40 * 1024 };
const pages = htmlFiles().map(pageBytes);
const list = (assets: Asset[]) => assets.map((a) => `${a.file} ${a.gzip} B`).join(', ');

describe('byte budgets (gzip, before interaction)', () => {
  it('covers every pre-rendered page', () => expect(pages.length).toBeGreaterThanOrEqual(79));

  it.each(pages.map((p) => [p.page, p]))('%s', (_page, page) => {
    const problems: string[] = [];
    if (total(page.js, 'gzip') > budgets.js) problems.push(`JavaScript ${total(page.js, 'gzip')} B > ${budgets.js} B: ${list(page.js)}`);
    if (total(page.css, 'gzip') > budgets.css) problems.push(`CSS ${total(page.css, 'gzip')} B > ${budgets.css} B: ${list(page.css)}`);
    if (page.html.gzip > budgets.html) problems.push(`HTML ${page.html.gzip} B > ${budgets.html} B: ${page.html.file}`);
    expect(problems, page.page).toEqual([]);
  });

  it('the particles, the e-mail client and the form validation are not loaded up front', () => {
    const upFront = new Set(pages.flatMap((page) => page.js.map((script) => script.file)));
    expect(upFront.size).toBeGreaterThan(0);
    for (const file of upFront) {
      const code = readFileSync(join(clientDir, file), 'utf8');
      expect(code, file).not.toContain('pauseOnOutsideViewport');
      expect(code, file).not.toContain('/api/v1.0/email/send');
      expect(code, file).not.toContain('Please enter a valid website URL');
    }
  });
});
