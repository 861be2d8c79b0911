import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { pageModules, reachableModules, stylesheetDependencies } from '../../scripts/module-graph.mjs';
import { cuttableCss, htmlText, words } from '../../scripts/used-css.mjs';
import { sitePages } from '../support/site-pages';
import { frenchPages } from '../support/french-pages';
import { brandFont } from '../../model/site/theme';

// scripts/inline-css.mjs: every page carries its styles in one <style> and fetches no stylesheet.
/** The stylesheets Vike wrote for the pages (assets/static/), as inline-css.mjs reads them. */
const stylesheets = readdirSync(join(clientDir, 'assets/static'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(clientDir, 'assets/static', file), 'utf8').trim());
const pages = htmlFiles().map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));
/** The whole site's sheet, as the build reads it before cutting it for each page. */
const whole = cuttableCss(stylesheets.join('\n'));
/** The class names of an HTML text's class attributes (read another way than the build reads them). */
const classAttributes = (html: string) => [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => htmlText(m[1]!).split(/\s+/)).filter(Boolean);

describe('inlined CSS (scripts/inline-css.mjs)', () => {
  it('covers every pre-rendered page', () => expect(pages.length).toBeGreaterThanOrEqual(sitePages.length + frenchPages.length));

  it.each(pages.map((p) => [p.name, p]))('%s: one <style> with the build\'s stylesheets, no stylesheet to fetch', (_name, page) => {
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    // No link to a stylesheet, enabled or not, anywhere: Chromium 150 and later fetch disabled ones (issue 44).
    expect(page.html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)).toBeNull();
    // The <style> is the rules of the build's stylesheets the page can use (scripts/used-css.mjs):
    // every class of its HTML that the site styles is styled, and no class the site does not style.
    expect(stylesheets.length).toBeGreaterThan(0);
    const own = cuttableCss(styles[0]!).classes;
    const used = classAttributes(page.html).filter((name) => whole.classes.has(name));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((name) => !own.has(name))).toEqual([]);
    expect([...own].filter((name) => !whole.classes.has(name))).toEqual([]);
    expect(styles[0]!.length).toBeLessThan(stylesheets.join('\n').length);
    // Icons are not CSS (components/Icon.tsx): no data URI to turn into an SVG document.
    expect(styles[0]).not.toMatch(/i-lucide-|data:image\/svg/);
    // Text is set in the visitor's system font: no font file to wait for (renderer/global.css). The
    // headings' typeface and its fallback are declared (model/site/theme.ts brandFont), `optional`
    // (never a late swap), and the file preloaded from the head (issue 53: not preloaded, it came
    // after the first frame and a visitor's first page never showed it): as a font, anonymously,
    // as the @font-face asks for it (any other preload is a second download).
    expect(styles[0]!.match(/@font-face/g)).toHaveLength(2);
    expect(styles[0]).toContain('font-display:optional');
    expect([...page.html.matchAll(/(?:href="|url\()([^")]+\.woff2?)[")]/g)].map((m) => m[1])).toEqual([brandFont.file, brandFont.file]);
    expect(head.match(/<link\b[^>]*\.woff2[^>]*>/g)).toEqual([`<link rel="preload" href="${brandFont.file}" as="font" type="font/woff2" crossorigin=""/>`]);
  });

  it('a page keeps the rules of the classes its scripts add, and only drops rules no word of it names', () => {
    const contact = pages.find((p) => p.name === 'contact.html')!;
    const own = cuttableCss(contact.html.match(/<style>([\s\S]*?)<\/style>/)![1]!).classes;
    const scripts = reachableModules(clientDir, pageModules(contact.html)).map((module) => words(readFileSync(join(clientDir, module), 'utf8')));
    // A class is dropped only where every selector naming it also needs a class named nowhere in
    // the page or its scripts.
    // (The page's words without its <style>, as the build read it before inlining.)
    const pageWords = words(htmlText(contact.html.replace(/<style>[\s\S]*?<\/style>/, '')));
    const named = (name: string) => pageWords.has(name) || scripts.some((set) => set.has(name));
    // Every selector whose classes the page or its scripts all name is kept, some of them named by
    // the form's scripts only (an error's border, for one).
    const usable = whole.selectors.filter((classes) => classes.length > 0 && classes.every(named));
    expect(usable.flat().filter((name) => !own.has(name))).toEqual([]);
    expect(usable.flat().filter((name) => !classAttributes(contact.html).includes(name)).length).toBeGreaterThan(0);
    const dropped = [...whole.classes].filter((name) => !own.has(name));
    expect(dropped.length).toBeGreaterThan(0);
    for (const name of dropped) {
      for (const selector of whole.selectors.filter((classes) => classes.includes(name))) expect(selector.every(named), `${name} in .${selector.join('.')}`).toBe(false);
    }
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
