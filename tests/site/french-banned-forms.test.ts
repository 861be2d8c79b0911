import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { urlsIn } from '../../model/page-data/addresses';
import { decode } from '../support/html';
import { frenchPages as frenchPagesOfCatalog } from '../support/french-pages';
import { glossedTerms, problemsIn } from '../../model/content/french-rules';

// The French edition's banned forms (issue 28; docs/french-style-sheet.md, "Banned forms"; the list
// is model/content/french-rules.ts) in every French page of the build (dist/client/fr/**),
// which also holds the French words the code writes; the reading time and the address as French
// writes them; English passages marked lang="en". The French content files are checked in
// tests/unit/french-banned-forms.test.ts.

/** What a reader sees of some HTML, no-break spaces kept (textOf turns them into spaces). */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      // React's separators between adjacent texts are no space, nor are the tags inside a line.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?(?:span|em|strong|a|code|time|abbr)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/[ \t\r\n]+/g, ' ');
}
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
/** Texts of the head a reader meets elsewhere (search results, shares) and the images' alternatives. */
const attributeTexts = (html: string) =>
  [...html.matchAll(/<meta (?:name|property)="(?:description|og:description|og:title|twitter:description)" content="([^"]*)"|\balt="([^"]*)"/g)].map((m) => decode(m[1] ?? m[2] ?? ''));

const frenchRoot = join(clientDir, urlsIn.fr.home().slice(1));
const frenchPages = existsSync(frenchRoot)
  ? [`${frenchRoot}.html`, ...htmlFiles(frenchRoot)].map((file) => relative(clientDir, file).split(sep).join('/'))
  : [];
const page = (file: string) => readFileSync(join(clientDir, file), 'utf8');

describe('the French pages of the build hold none of the banned forms', () => {
  it('finds the build (npm run build)', () => {
    expect(frenchPages.length, `no French pages under ${frenchRoot}: run npm run build`).toBeGreaterThanOrEqual(frenchPagesOfCatalog.length);
  });

  it.each(frenchPages)('%s', (file) => {
    const html = page(file);
    expect(problemsIn([visibleText(html), ...attributeTexts(html)].join('\n')), file).toEqual([]);
  });

  it.each(frenchPages)('%s: SLO, webhooks, lakehouse, PGI, GRC and SaaS glossed at their first mention', (file) => {
    // The table of contents of a long article repeats its headings ahead of the text (issue 43): the
    // rule is the running text's, whose first mention the reader meets with its gloss.
    const text = visibleText(mainOf(page(file)).replace(/<nav aria-labelledby="contents-title"[\s\S]*?<\/nav>/, ''));
    for (const { term, first, mention } of glossedTerms) {
      const at = text.search(mention);
      if (at < 0) continue;
      const glossed = text.search(first);
      expect(glossed >= 0 && glossed <= at && at < glossed + (first.exec(text)?.[0].length ?? 0), `${file}: the first « ${term} » is not glossed: …${text.slice(Math.max(0, at - 60), at + 40)}…`).toBe(true);
    }
  });
});

describe('the reading time and the address as French writes them', () => {
  const readingTimes = (file: string) => [...visibleText(page(file)).matchAll(/\d+(\s)min (?:de lecture|read)/gu)];

  it('French pages put a no-break space between the minutes and « min »; English pages keep their space', () => {
    const french = frenchPages.filter((file) => file.startsWith('fr/blogue'));
    // The blog's list and every French article.
    expect(french.length).toBeGreaterThan(frenchPagesOfCatalog.filter(({ path }) => path.startsWith(`${urlsIn.fr.blog()}/`)).length);
    for (const file of french) {
      const times = readingTimes(file);
      expect(times.length, `${file} shows a reading time`).toBeGreaterThan(0);
      for (const time of times) expect(time[1], `${file}: « ${time[0]} »`).toBe('\u00a0');
    }
    for (const file of ['blog.html', 'blog/measuring-roi-of-ai-projects.html']) {
      const times = readingTimes(file);
      expect(times.length, file).toBeGreaterThan(0);
      for (const time of times) expect(time[1], `${file}: "${time[0]}"`).toBe(' ');
    }
  });

  it('no French page writes a street address the English way; the privacy policy gives it the French way', () => {
    // And a direction left in English inside a French address (« rue West Georgia » for « rue Georgia Ouest »).
    const english = /\d+ [A-Z][\p{L}.' ]*? (?:Street|Avenue|Road|Boulevard|Drive)\b|\bSuite \d|, ON\b|\b(?:rue|avenue|boulevard) (?:West|East|North|South)\b/u;
    // Code shown in an article (an example's JSON-LD) stays as written.
    for (const file of frenchPages) expect(visibleText(page(file).replace(/<pre\b[\s\S]*?<\/pre>/g, ' ')).match(english)?.[0], file).toBeUndefined();
    const privacy = visibleText(page(`${urlsIn.fr.privacy().slice(1)}.html`));
    expect(privacy).toContain('155, rue Wellington Ouest, bureau 2200, Toronto (Ontario) M5V 3H1, Canada');
    expect(visibleText(page(`${urlsIn.en.privacy().slice(1)}.html`))).toContain('155 Wellington Street West, Suite 2200, Toronto, ON M5V 3H1, Canada');
  });

  it('French pages write a telephone number as the OQLF does (« 604 555-0125 »), on one line; English pages keep +1-604-555-0125', () => {
    const offices = page(`${urlsIn.fr.locations().slice(1)}.html`);
    const french = [...visibleText(offices).matchAll(/\d{3}\u00a0\d{3}\u2011\d{4}/g)];
    expect(french.length, 'the offices page shows each office\'s number').toBeGreaterThan(0);
    for (const file of frenchPages) expect(visibleText(page(file).replace(/<pre\b[\s\S]*?<\/pre>/g, ' ')).match(/\+1[\u2011-]\d{3}/)?.[0], file).toBeUndefined();
    expect(visibleText(page(`${urlsIn.en.locations().slice(1)}.html`))).toMatch(/\+1\u2011\d{3}\u2011\d{3}\u2011\d{4}/);
  });
});

describe('English passages on French pages carry lang="en" (a screen reader switches voice)', () => {
  /** English kept as such in French articles: metric names, interface and law names, English glosses. */
  const english = ['Interaction to Next Paint', 'First Input Delay', 'Largest Contentful Paint', 'Cumulative Layout Shift', 'Block Public Access', 'Personal Information Protection Act', 'Rich Results Test', 'credential report', 'strangler fig', 'reverse proxy', 'push protection'];
  const articles = frenchPages.filter((file) => file.startsWith('fr/blogue/'));

  it.each(articles)('%s', (file) => {
    const main = mainOf(page(file));
    const outside = visibleText(main.replace(/<pre\b[\s\S]*?<\/pre>|<code\b[\s\S]*?<\/code>|<span lang="en">[^<]*<\/span>/g, ' '));
    expect(english.filter((phrase) => outside.includes(phrase)), file).toEqual([]);
  });

  it('the article on Core Web Vitals names the metrics in English, marked so', () => {
    const main = mainOf(page('fr/blogue/signaux-web-essentiels-sites-entreprise-ce-qui-compte.html'));
    for (const metric of english.slice(0, 4)) expect(main).toContain(`<span lang="en">${metric}</span>`);
  });
});

