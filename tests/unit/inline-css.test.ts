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
    // The <style> is the files the disabled links name, in their order, with the rules of
    // exactly the icons the page shows.
    for (const href of disabled) expect(existsSync(join(clientDir, href)), href).toBe(true);
    const files = disabled.map((href) => readFileSync(join(clientDir, href), 'utf8').trim()).join('\n');
    const markup = page.html.replace(/<style>[\s\S]*?<\/style>/, '');
    const shown = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter((c) => c.startsWith('i-lucide-')));
    const icons = (css: string) => new Set([...css.matchAll(/\.(i-lucide-[a-z0-9-]+)\{/g)].map((m) => m[1]));
    expect([...icons(styles[0]!)].sort()).toEqual([...shown].filter((icon) => icons(files).has(icon)).sort());
    expect([...shown].filter((icon) => !icons(styles[0]!).has(icon)), 'icons without a rule').toEqual([]);
    const withoutIcons = (css: string) => css.replace(/\.i-lucide-[a-z0-9-]+\{[^}]*\}/g, '');
    expect(withoutIcons(styles[0]!)).toBe(withoutIcons(files));
    // Text is set in the visitor's system font: no font file to wait for (renderer/global.css).
    expect(styles[0]).not.toContain('@font-face');
    expect(page.html).not.toMatch(/(?:href="|url\()[^")]+\.woff2?[")]/);
  });
});
