import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';

// scripts/inline-css.mjs: every page carries its styles in one <style> and fetches no stylesheet.
const pages = htmlFiles().map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));

describe('inlined CSS (scripts/inline-css.mjs)', () => {
  it('covers every pre-rendered page', () => expect(pages.length).toBeGreaterThanOrEqual(79));

  it.each(pages.map((p) => [p.name, p]))('%s: one <style> with the build\'s stylesheets, no stylesheet to fetch', (_name, page) => {
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    const disabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(disabled.length).toBeGreaterThan(0);
    // No stylesheet link is left enabled, in the head or anywhere else.
    expect(page.html.match(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/g)).toBeNull();
    // The <style> is the files the disabled links name, in their order.
    for (const href of disabled) expect(existsSync(join(clientDir, href)), href).toBe(true);
    const files = disabled.map((href) => readFileSync(join(clientDir, href), 'utf8').trim()).join('\n');
    expect(styles[0]).toBe(files);
    // Icons are not CSS (components/Icon.tsx): no data URI to turn into an SVG document.
    expect(styles[0]).not.toMatch(/i-lucide-|data:image\/svg/);
    // Text is set in the visitor's system font: no font file to wait for (renderer/global.css).
    expect(styles[0]).not.toContain('@font-face');
    expect(page.html).not.toMatch(/(?:href="|url\()[^")]+\.woff2?[")]/);
  });
});
