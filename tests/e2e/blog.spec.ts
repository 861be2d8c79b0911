import { searchDescriptionOf } from '../../model/content/schemas/fields';
import { formatLongDate } from '../../model/site/format';
import { readPosts } from '../../model/content/posts-files';
import { site } from '../../model/page-data/site';
import { urls } from '../../model/site/urls';
import { canonicalOf, decode, h1sOf, jsonLdOf, metaOf, titleOf } from '../support/html';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { testSitePort } from '../../playwright.config';
import { join } from 'node:path';
import { contentIn } from '../../model/content/content';
import { postFolders } from '../../model/content/collections';
import { contentsMinSections } from '../../model/content/markdown';
import { urlsIn } from '../../model/page-data/addresses';
import { languages } from '../../model/site/languages';

const posts = readPosts();
/** Six plain words from the start of the article: the same in Markdown, HTML and text. */
const firstSentence = (body: string) => /(?:[A-Za-z]+ ){5}[A-Za-z]+/.exec(body)![0];

test.describe('blog pages in raw HTML (spec 2.10)', () => {
  test('/blog: the cards, newest first, and the feed link', async ({ request }) => {
    const html = await (await request.get(urls.blog())).text();
    expect(titleOf(html)).toBe(`Blog | ${site.brand}`);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${site.brand} Blog" href="/blog/rss.xml"/>`);
    const order = posts.map((post) => html.indexOf(`href="${urls.blogPost(post.slug)}"`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Each card: image, date, author, read time, title, excerpt and Read More (spec 2.10).
    const cards = [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(cards).toHaveLength(posts.length);
    for (const [index, post] of posts.entries()) {
      // React's text separators (<!-- -->) and its dateTime spelling are not what is checked.
      const card = cards[index]!.replace(/<!-- -->/g, '');
      expect(card).toContain(`src="${post.image}"`);
      // Each item of the line whole, the dot after it (the fifth design reading: "14 min / read").
      expect(card.toLowerCase()).toContain(`<time class="whitespace-nowrap" datetime="${post.date}">${formatLongDate(post.date, 'en').toLowerCase()}</time>`);
      expect(card).toContain(`<span class="whitespace-nowrap">${post.readTime} min read</span>`);
      const text = decode(card);
      expect(text).toContain(`\u00a0· <span class="whitespace-nowrap">${post.author}</span>\u00a0· `);
      // The title's words, a hyphenated word kept whole in its own span (components/Unbroken.tsx).
      expect(text.replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, '$1')).toContain(`>${post.title}</a>`);
      expect(text).toContain(`>${post.excerpt}</p>`);
      // The link reads 'Read More' (its arrow a picture), then, for screen readers only, which article.
      const link = new RegExp(`<a class="text-link[^"]*" href="${urls.blogPost(post.slug)}">([\\s\\S]*?)</a>`).exec(card)?.[1] ?? '';
      expect(link.replace(/<span class="sr-only">[\s\S]*?<\/span>/, '').replace(/<[^>]+>/g, '')).toBe('Read More');
      expect(link).toMatch(/<span class="sr-only"> about /);
    }
    const [blog] = jsonLdOf(html);
    expect(blog).toMatchObject({ '@type': 'Blog', url: `${site.origin}${urls.blog()}` });
    expect((blog!.blogPost as { url: string }[]).map((entry) => entry.url)).toEqual(posts.map((post) => `${site.origin}${urls.blogPost(post.slug)}`));
  });

  for (const post of posts) {
    test(urls.blogPost(post.slug), async ({ request }) => {
      const res = await request.get(urls.blogPost(post.slug));
      expect(res.status()).toBe(200);
      const html = await res.text();
      const url = `${site.origin}${urls.blogPost(post.slug)}`;
      expect(titleOf(html)).toBe(`${post.title} | ${site.brand}`);
      expect(h1sOf(html)).toEqual([post.title]);
      expect(canonicalOf(html)).toBe(url);
      // The excerpt's whole sentences that fit what search engines show (tests/site/blog.test.ts checks every page's length).
      expect(metaOf(html, 'description')).toBe(searchDescriptionOf(post.excerpt));
      expect(metaOf(html, 'og:type')).toBe('article');
      expect(metaOf(html, 'article:published_time')).toBe(post.date);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<link rel="alternate" type="application/rss+xml" title="${site.brand} Blog" href="/blog/rss.xml"/>`);
      const [article] = jsonLdOf(html);
      expect(article).toMatchObject({
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author },
        image: `${site.origin}${post.image}`,
        url,
      });
      expect(html).toContain(`${formatLongDate(post.date, 'en')}</time>`);
      // React separates adjacent texts with empty comments; the reader sees "12 min read".
      expect(html.replace(/<!-- -->/g, '')).toContain(`${post.readTime} min read`);
      // The body is in the page once, and no data is serialised for the browser (HTML-only page).
      const sentence = firstSentence(post.body);
      expect(html.split(sentence).length - 1).toBe(1);
      expect(html).not.toContain('vike_pageContext');
    });
  }

  test('images ship with the site with fixed sizes, lazy below the fold', async ({ request }) => {
    const html = await (await request.get(urls.blog())).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(posts.length);
    for (const [index, img] of images.entries()) {
      expect(img).toMatch(/width="1200" height="630"/);
      expect(img).toMatch(/alt="[^"]+"/);
      expect(img).toContain(index < 3 ? 'loading="eager"' : 'loading="lazy"');
    }
    const cover = await request.get(posts[0]!.image);
    expect(cover.status()).toBe(200);
    expect(cover.headers()['content-type']).toContain('image/svg+xml');
  });
});

test.describe('blog in the browser', () => {
  test('a card leads to its post and back, with the body shown after hydration', async ({ page, problems }) => {
    await page.goto(urls.blog());
    await hydrated(page);
    const post = posts[4]!;
    await page.getByRole('link', { name: `Read More about ${post.title}` }).click();
    await expect(page).toHaveURL(urls.blogPost(post.slug));
    await expect(page.locator('h1')).toHaveText(post.title);
    await expect(page.locator('[data-article-body]')).toContainText(firstSentence(post.body));
    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(urls.blog());
    await expect(page.locator('h1')).toHaveText(contentIn('blogPage').en.title);
    expect(problems).toEqual([]);
  });

  test('hydration keeps the pre-rendered body; a related article opens with its body', async ({ page, problems }) => {
    const post = posts.find((p) => p.slug === 'batch-vs-streaming-data-architecture')!;
    await page.goto(urls.blogPost(post.slug));
    await hydrated(page);
    const body = page.locator('[data-article-body]');
    await expect(body).toContainText(firstSentence(post.body));
    await expect(body.locator('h2').first()).toHaveAttribute('id', /^[a-z0-9-]+$/);
    await expect(body.locator('pre.shiki').first()).toBeVisible();
    const related = page.locator('#related-title + ul a', { hasText: 'Read More' }).first();
    const label = (await related.textContent())!.replace('Read More about ', '');
    const next = posts.find((p) => p.title === label)!;
    await related.click();
    await expect(page.locator('h1')).toHaveText(next.title);
    await expect(body).toContainText(firstSentence(next.body));
    await expect(body).not.toContainText(firstSentence(post.body));
    expect(problems).toEqual([]);
  });

  for (const timezoneId of ['America/Toronto', 'Asia/Tokyo']) {
    test.describe(`in ${timezoneId}`, () => {
      test.use({ timezoneId });
      test('dates show the same, in en-US long form', async ({ page, problems }) => {
        // Written out, not computed: a date shifted by the time zone would read February 29 or March 28.
        const first = posts.find((p) => p.date === '2024-02-01')!;
        const newest = posts.find((p) => p.date === '2024-03-29')!;
        await page.goto(urls.blog());
        await hydrated(page);
        await expect(page.locator(`time[datetime="${first.date}"]`)).toHaveText('February 1, 2024');
        await expect(page.locator(`time[datetime="${newest.date}"]`)).toHaveText('March 29, 2024');
        await page.goto(urls.blogPost(newest.slug));
        await hydrated(page);
        await expect(page.locator('h1 + p time')).toHaveText('March 29, 2024');
        // A date rendered differently in the browser than in the pre-rendered HTML would be a hydration error.
        expect(problems).toEqual([]);
      });
    });
  }

  for (const [width, columns] of [[1280, 3], [390, 1]] as const) {
    test(`the cards stand in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(urls.blog());
      const lefts = await page.locator('main article').evaluateAll((cards) => cards.slice(0, 6).map((card) => Math.round(card.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(columns);
    });
  }

  // The design reading of 2026-11-30: the 19th card stood alone on its row, two columns empty
  // beside it. The latest article leads across the grid; a last card alone on its row stands in
  // its middle, whatever the number of articles.
  // The test site has one article more than the content (tests/support/test-site.ts), so one of the two ends on a lone card.
  const sites = [
    ['the site', ''],
    ['the test site', `http://127.0.0.1:${testSitePort}`],
  ] as const;
  for (const [width, columns] of [[1280, 3], [820, 2]] as const) {
    test(`at ${width} px the latest article leads across the grid, and the last row is full or centred, on the site and the test site`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const lastRows: number[] = [];
      for (const [, origin] of sites) {
        await page.goto(`${origin}${urls.blog()}`);
        const boxes = await page.locator('main ul > li').evaluateAll((items) =>
          items.map((item) => {
            const { left, right, top } = item.getBoundingClientRect();
            return { left: Math.round(left), right: Math.round(right), top: Math.round(top) };
          }),
        );
        const [latest, ...rest] = boxes;
        expect(rest.length).toBeGreaterThan(columns);
        // Across: from the first column's left to the last column's right.
        expect(latest!.left).toBe(Math.min(...rest.map((box) => box.left)));
        expect(latest!.right).toBe(Math.max(...rest.map((box) => box.right)));
        const lastRow = rest.filter((box) => box.top === rest.at(-1)!.top);
        const gapLeft = lastRow[0]!.left - latest!.left;
        const gapRight = latest!.right - lastRow.at(-1)!.right;
        expect(lastRow.length === columns || Math.abs(gapLeft - gapRight) <= 1, `last row ${JSON.stringify(lastRow)}`).toBe(true);
        if (lastRow.length < columns) expect(gapLeft).toBeGreaterThan(0);
        lastRows.push(lastRow.length);
      }
      // The two lists differ by one article: their last rows differ too, so the rule is seen at work.
      expect(new Set(lastRows).size).toBe(2);
    });
  }

  test('the feed parses as RSS with an item per article', async ({ page }) => {
    await page.goto(urls.blog());
    const result = await page.evaluate(async () => {
      const xml = new DOMParser().parseFromString(await (await fetch('/blog/rss.xml')).text(), 'application/xml');
      return {
        error: xml.querySelector('parsererror')?.textContent ?? null,
        root: xml.documentElement.nodeName,
        items: [...xml.querySelectorAll('item')].map((item) => item.querySelector('link')?.textContent),
      };
    });
    expect(result.error).toBeNull();
    expect(result.root).toBe('rss');
    expect(result.items).toEqual(posts.map((post) => `${site.origin}${urls.blogPost(post.slug)}`));
  });
});

/** The list of sections in view, right of the article's text and clear of it. */
async function expectBeside(page: Page, contents: Locator) {
  await expect(contents).toBeInViewport();
  const [list, text] = [(await contents.boundingBox())!, (await page.locator('[data-article-body]').boundingBox())!];
  expect(list.x).toBeGreaterThanOrEqual(text.x + text.width + 16);
  expect(list.x + list.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('long articles: their sections listed, each heading linkable (issue 43)', () => {
  for (const language of languages) {
    test(`${language}: a table of contents named in the page's language leads to each section; each heading's link shows on keyboard focus, named by its heading`, async ({ page, problems }) => {
      const words = contentIn('blogPage')[language];
      const post = readPosts(join(process.cwd(), postFolders[language])).find((candidate) => (candidate.body.match(/^## /gm) ?? []).length >= contentsMinSections)!;
      expect(post, 'an article with three sections or more').toBeDefined();
      await page.goto(urlsIn[language].blogPost(post.slug));
      const contents = page.getByRole('navigation', { name: words.contents });
      await expect(contents).toBeVisible();
      const headings = page.locator('[data-article-body] h2');
      const entries = contents.getByRole('link');
      await expect(entries).toHaveCount(await headings.count());
      // The last entry leads to the last section.
      const last = entries.last();
      const target = (await last.getAttribute('href'))!;
      await expect(page.locator(`[data-article-body] h2${target}`)).toHaveText((await last.textContent())!);
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
      // On a laptop (1280 px) the list stays in view beside the text at the last section (the sixth design reading).
      await expectBeside(page, contents);
      // From the first entry, Tab goes on into the body until the first heading's link: hidden until then, shown once focused.
      const firstTitle = (await headings.first().textContent())!;
      const headingLink = page.getByRole('link', { name: `${words.sectionLink} ${firstTitle}`, exact: true });
      await expect(headingLink).toHaveCSS('opacity', '0');
      await entries.first().focus();
      for (let presses = 0; presses < 60 && !(await headingLink.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
      await expect(headingLink).toBeFocused();
      await expect(headingLink).toHaveCSS('opacity', '1');
      // With the site's ring, not the browser's (the design reading of 2026-12-03).
      await expect(headingLink).toHaveCSS('outline-style', 'solid');
      expect(problems).toEqual([]);
    });
  }
});

test('on a phone the list of sections comes before the text, in its column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const post = readPosts(join(process.cwd(), postFolders.en)).find((candidate) => (candidate.body.match(/^## /gm) ?? []).length >= contentsMinSections)!;
  await page.goto(urlsIn.en.blogPost(post.slug));
  const [list, text] = [(await page.getByRole('navigation', { name: contentIn('blogPage').en.contents }).boundingBox())!, (await page.locator('[data-article-body]').boundingBox())!];
  expect(list.y + list.height).toBeLessThanOrEqual(text.y);
  expect(list.x).toBe(text.x);
});

// Issue 53: a table of three columns or more is a card a row on a phone (the eighth design reading:
// scrolled sideways in a 358-px column, the amounts of its last column were cut off), every cell
// under its column's heading, and still a table to a screen reader (its roles: model/content/markdown.ts).
test('on a phone a table of three columns is a card a row: nothing cut off, each figure beside its heading, still a table', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const withTables = posts.filter((post) => /\n\|[^\n]*\|[^\n]*\|[^\n]*\|/.test(post.body));
  expect(withTables.length).toBeGreaterThan(0);
  await page.goto(urls.blogPost(withTables[0]!.slug));
  const table = page.locator('[data-article-body] table').first();
  await table.scrollIntoViewIfNeeded();
  // Nothing to scroll sideways, no cell past the column's edge.
  expect(await table.evaluate((t) => t.scrollWidth - t.clientWidth)).toBeLessThanOrEqual(1);
  const right = (await table.boundingBox())!;
  for (const box of await table.locator('td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(right.x + right.width + 1);
  // Each cell but the row's name says its column's heading; its table, its rows and headings as a screen reader finds them.
  const headings = await table.locator('th').allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(3);
  const labels = await table.locator('tbody tr').first().locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  expect(labels.slice(1)).toEqual(headings.slice(1).map((heading) => JSON.stringify(heading.trim())));
  await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveCount(headings.length);
  await expect(page.getByRole('table').first().getByRole('row')).toHaveCount((await table.locator('tr').count()));
});
