import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { lowerScriptPriority } from '../../scripts/script-priority.mjs';

// scripts/script-priority.mjs: a page's JavaScript never competes with its HTML and font.
const pages = htmlFiles().map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));

describe('script fetch priority (scripts/script-priority.mjs)', () => {
  it('lowers module scripts and module preloads, and nothing else, once', () => {
    const html = [
      '<link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin>',
      '<script src="/entry.js" type="module" async></script>',
      '<link rel="modulepreload" href="/chunk.js" as="script" type="text/javascript">',
      '<link rel="modulepreload" href="/other.js"/>',
      '<script type="application/ld+json">{}</script>',
    ].join('\n');
    const lowered = lowerScriptPriority(html);
    expect(lowered).toBe(
      [
        '<link rel="preload" href="/a.woff2" as="font" type="font/woff2" crossorigin>',
        '<script src="/entry.js" type="module" async fetchpriority="low"></script>',
        '<link rel="modulepreload" href="/chunk.js" as="script" type="text/javascript" fetchpriority="low">',
        '<link rel="modulepreload" href="/other.js" fetchpriority="low"/>',
        '<script type="application/ld+json">{}</script>',
      ].join('\n'),
    );
    expect(lowerScriptPriority(lowered)).toBe(lowered);
  });

  it.each(pages.map((p) => [p.name, p]))('%s: every module script and preload is low priority', (_name, page) => {
    const tags = page.html.match(/<(?:script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const tag of tags) expect(tag).toMatch(/ fetchpriority="low"/);
    // The font stays a normal preload.
    expect(page.html).toMatch(/<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin>/);
  });
});
