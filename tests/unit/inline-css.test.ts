import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { pageModules, reachableModules, stylesheetDependencies } from '../../scripts/module-graph.mjs';
import { sitePages } from '../support/site-pages';
import { frenchPages } from '../support/french-pages';

// scripts/inline-css.mjs: every page carries its styles in one <style> and fetches no stylesheet.
/** The stylesheets Vike wrote for the pages (assets/static/), as inline-css.mjs reads them. */
const stylesheets = readdirSync(join(clientDir, 'assets/static'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(clientDir, 'assets/static', file), 'utf8').trim());
const pages = htmlFiles().map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));

describe('inlined CSS (scripts/inline-css.mjs)', () => {
  it('covers every pre-rendered page', () => expect(pages.length).toBeGreaterThanOrEqual(sitePages.length + frenchPages.length));

  it.each(pages.map((p) => [p.name, p]))('%s: one <style> with the build\'s stylesheets, no stylesheet to fetch', (_name, page) => {
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    // No link to a stylesheet, enabled or not, anywhere: Chromium 150 and later fetch disabled ones (issue 44).
    expect(page.html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)).toBeNull();
    // The <style> is the build's stylesheets, each once, and nothing else.
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const text of stylesheets) expect(styles[0]!.split(text).length - 1).toBe(1);
    expect(styles[0]!.length).toBe(stylesheets.reduce((sum, text) => sum + text.length, 0) + stylesheets.length - 1);
    // Icons are not CSS (components/Icon.tsx): no data URI to turn into an SVG document.
    expect(styles[0]).not.toMatch(/i-lucide-|data:image\/svg/);
    // Text is set in the visitor's system font: no font file to wait for (renderer/global.css).
    expect(styles[0]).not.toContain('@font-face');
    expect(page.html).not.toMatch(/(?:href="|url\()[^")]+\.woff2?[")]/);
  });

  it('no script a page can load, after any interaction, asks Vite\'s preload helper for a stylesheet', () => {
    // The check the build makes (scripts/inline-css.mjs) finds such a request where one is: Vike's
    // client router, which no page of the site loads, lists the stylesheets of the pages it can open.
    const router = readdirSync(join(clientDir, 'assets/entries')).find((file) => file.startsWith('entry-client-routing.'));
    expect(router).toBeDefined();
    expect(stylesheetDependencies(clientDir, `/assets/entries/${router}`).length).toBeGreaterThan(0);
    for (const page of pages) {
      const modules = reachableModules(clientDir, pageModules(page.html));
      expect(modules, page.name).not.toContain(`/assets/entries/${router}`);
      expect(modules.flatMap((module) => stylesheetDependencies(clientDir, module)), page.name).toEqual([]);
    }
  });
});
