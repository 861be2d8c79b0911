import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rssXml } from '../../model/page-data/feed';
import { postMeta, postsIn } from '../../model/content/posts';
import { urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { decode } from '../support/html';
import { contentIn } from '../../model/content/content';
import { literally } from '../../model/site/pattern';

// The blog as the build wrote it (dist/client): every article page and both contact pages ask the
// browser to paint once, whole (issue 44), and the RSS feed is the one the content gives. The
// articles themselves, their rendering and the feed's builder are checked in tests/unit/blog.test.ts.

// The English edition, as the specification names it.
const posts = postsIn.en;

describe('every article page and both contact pages (issue 44)', () => {
  it('asks the browser, in its head, to paint once the footer, its last element, is parsed: one layout, none after the first paint', () => {
    const articles = languages.flatMap((language) => postsIn[language].map((post) => urlsIn[language].blogPost(post.slug)));
    expect(articles.length).toBe(postsIn.en.length + postsIn.fr.length);
    const pages = [...articles, ...languages.map((language) => urlsIn[language].contact())];
    for (const path of pages) {
      const html = readFileSync(join(clientDir, `${path.slice(1)}.html`), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      // Every page waits for <main> (pages/+Head.tsx); these wait for the footer too.
      const targets = [...head.matchAll(/<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/g)].map((match) => match[1]!);
      const footer = targets.find((id) => new RegExp(`<footer\\b[^>]*\\bid="${id}"`).test(html));
      expect(footer, path).toBeDefined();
      const target = html.search(new RegExp(`<footer\\b[^>]*\\bid="${footer}"`));
      expect(target, `${path}: the element the head waits for`).toBeGreaterThan(0);
      expect(html.slice(html.indexOf('</footer>', target) + '</footer>'.length), path).not.toMatch(/<(?:main|article|section|footer|header|h[1-6]|p|img)\b/);
    }
  });
});

// The fifth design reading of 2026-11-30: a reader who finished an article had no way to act but
// a link in its text; case studies ended with a band.
describe('every article of both editions ends with the closing band, its button to the contact page', () => {
  it.each(languages)('%s', (language) => {
    const { cta } = contentIn('blogPage')[language];
    for (const post of postsIn[language]) {
      const html = readFileSync(join(clientDir, `${urlsIn[language].blogPost(post.slug).slice(1)}.html`), 'utf8');
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      const band = main.slice(main.lastIndexOf('<section'));
      expect(decode(band), post.slug).toContain(cta.title);
      expect(band, post.slug).toMatch(new RegExp(`<a class="btn-primary[^"]*" href="${urlsIn[language].contact()}"[^>]*>${literally(cta.label)}</a>`));
    }
  });
});

describe('search descriptions (the French and legal reading of 2026-11-30: 7 articles ran past 170 characters)', () => {
  it('every page of both editions describes itself in whole words within 170 characters, a sentence or its cut first one', () => {
    const pages = htmlFiles(clientDir);
    expect(pages.length).toBeGreaterThan(200);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      if (description === undefined) continue;
      const text = decode(description);
      expect(text.length, file).toBeLessThanOrEqual(170);
      expect(text, file).toMatch(/[.!?…»)]$/);
    }
  });
});

describe('RSS feed', () => {
  it('is written by the build', () => {
    const built = readFileSync(join(process.cwd(), 'dist', 'client', 'blog', 'rss.xml'), 'utf8');
    expect(built).toBe(rssXml(posts.map(postMeta), 'en'));
  });
});

