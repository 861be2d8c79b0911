import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir as client, htmlFiles } from '../../bench/page-bytes.mjs';
import { decode } from '../support/html';

// Two texts side by side in a page's markup with nothing between them (`…insurance</dd><dd>Across
// Canada…`, two buttons in a row) are drawn apart by the layout, but whatever reads the text
// itself runs them together: the search's excerpts showed "ConsultationRead the FAQs" on 45 pages
// and "AnalyticsData Engineering" on every case-study card (issue 55), and a screen reader or a
// copy reads them so too. The indexed part of every page (its <main>), as the search reads it:
// elements marked data-pagefind-ignore left out, a block element a break, inline ones none.

/** Elements whose text runs on with the text around it (Pagefind treats `dt` and `dd` so). */
const inline = new Set(['a', 'abbr', 'b', 'bdi', 'button', 'cite', 'code', 'data', 'dd', 'dt', 'em', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
/** Elements with no text of their own to read. */
const skipped = new Set(['pre', 'script', 'style', 'svg', 'template', 'noscript']);
const voids = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Each place in `html` where a text ends and the next begins with only inline tags between, as
 * "…before|after…". An apostrophe ends no text: French elides into a link (« d’<a>analytique</a> »).
 */
function runTogether(html: string): string[] {
  const found: string[] = [];
  let skipping: { name: string; depth: number } | undefined;
  let last = '';
  let broken = true;
  for (const [, closing, name, attributes, text] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (skipping) continue;
      const words = decode(text);
      if (words.trim() === '') {
        if (words.length > 0) broken = true;
        continue;
      }
      if (!broken && /[\p{L}\p{N}.,:;!?%)»]$/u.test(last) && /^[\p{L}\p{N}(«‘]/u.test(words)) found.push(`…${last.slice(-30)}|${words.slice(0, 30)}…`);
      last = words;
      broken = /\s$/.test(words);
      continue;
    }
    const tag = name!.toLowerCase();
    if (skipping) {
      if (tag === skipping.name && !voids.has(tag)) skipping.depth += closing ? -1 : 1;
      if (skipping.depth === 0) skipping = undefined;
      continue;
    }
    if (!closing && !voids.has(tag) && (skipped.has(tag) || /\sdata-pagefind-ignore\b/.test(attributes!))) {
      skipping = { name: tag, depth: 1 };
      continue;
    }
    if (!inline.has(tag)) broken = true;
  }
  return found;
}

describe('no two texts run together where the search and screen readers read them', () => {
  it('finds what it is there to find, and nothing where a space or a block stands between', () => {
    expect(runTogether('<div><a>Book a consultation</a><a>Read the FAQs</a></div>')).toEqual(['…Book a consultation|Read the FAQs…']);
    expect(runTogether('<dl><dd>Analytics</dd><dt data-pagefind-ignore="">Industry</dt><dd>Retail</dd></dl>')).toEqual(['…Analytics|Retail…']);
    expect(runTogether('<div><a>One</a> <a>Two</a><p>Three</p><p>Four</p><span>Five</span><br><span>Six</span></div>')).toEqual([]);
    expect(runTogether('<p><strong>70 %</strong> de moins, <em>chaque</em> mois</p><pre><span>a</span><span>b</span></pre>')).toEqual([]);
  });

  const files = htmlFiles();
  it.each(files.map((file) => [relative(client, file), file]))('%s', (_name, file) => {
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    expect(runTogether(main)).toEqual([]);
  });
});
