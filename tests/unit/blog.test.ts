import { translationProblems } from '../../model/content/post-parse';
import { describe, expect, it } from 'vitest';
import { rssXml } from '../../model/page-data/feed';
import { formatLongDate } from '../../model/site/format';
import { contentsMinSections, headingId, renderMarkdown, sectionLinkLabelId, sectionsOf } from '../../model/content/markdown';
import { countWords, postMeta, postsIn, relatedPosts } from '../../model/content/posts';
import { languages } from '../../model/site/languages';
import { listPostSlugs, readPosts } from '../../model/content/posts-files';
import { searchDescriptionOf, seoDescriptionMax } from '../../model/content/schemas/fields';
import { excerptSearchMin, postFrontMatterSchema } from '../../model/content/schemas/blog';

// The articles (spec 2.10) and their rendering, the RSS feed and the translations between the
// editions, from the content; the built pages and feed are checked in tests/site/blog.test.ts.

// The English edition, as the specification names it.
const posts = postsIn.en;

/** The articles the site opened with (spec 2.10): dated up to March 2024. Staff publish later ones in the editor. */
const opening = posts.filter((post) => post.date <= '2024-03-31');

describe('the 19 articles (spec 2.10)', () => {
  it('are 19 dated February to March 2024, and every article has a unique slug equal to its file name', () => {
    expect(opening).toHaveLength(19); // the specification fixes this count
    for (const post of opening) expect(post.date >= '2024-02-01', post.slug).toBe(true);
    expect(opening.some((p) => p.date.startsWith('2024-02'))).toBe(true);
    expect(opening.some((p) => p.date.startsWith('2024-03'))).toBe(true);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(posts.map((p) => p.slug).sort()).toEqual(listPostSlugs());
  });

  it('have read times computed at 200 words a minute that span exactly 8 to 20 minutes', () => {
    for (const post of posts) expect(post.readTime).toBe(Math.ceil(countWords(post.body) / 200));
    const times = opening.map((p) => p.readTime);
    expect(Math.min(...times)).toBe(8);
    expect(Math.max(...times)).toBe(20);
  });

  it('have titles, excerpts, authors, tags, images and alt texts', () => {
    for (const post of posts) {
      expect(post).toMatchObject({ title: expect.any(String), excerpt: expect.any(String), author: expect.any(String), imageAlt: expect.any(String) });
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
    }
  });

  it('the build reads the same articles as the site', () => {
    expect(readPosts().map(postMeta)).toEqual(posts.map(postMeta));
  });

  it('related articles share tags and exclude the article itself', () => {
    for (const post of posts) {
      for (const other of relatedPosts(post, posts)) {
        expect(other.slug).not.toBe(post.slug);
        expect(other.tags.some((tag) => post.tags.includes(tag))).toBe(true);
      }
    }
  });
});

describe('rendering', () => {
  it('dates are en-US long form whatever the time zone', () => {
    expect(formatLongDate('2024-03-05', 'en')).toBe('March 5, 2024');
    expect(formatLongDate('2024-02-29', 'en')).toBe('February 29, 2024');
  });

  it('Markdown becomes HTML with heading ids and highlighted, focusable code', async () => {
    const html = await renderMarkdown('## Step 2: Define the KPIs\n\n## Step 2: Define the KPIs\n\n```sql\nSELECT 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<h2 id="step-2-define-the-kpis">');
    expect(html).toContain('<h2 id="step-2-define-the-kpis-1">');
    expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*tabindex="0"/);
    expect(html).toMatch(/<span style="color:#[0-9A-F]{6}">SELECT<\/span>/i);
    expect(html).toContain('<table tabindex="0">');
    expect(headingId('Why <code>MERGE</code> &amp; not INSERT?')).toBe('why-merge-not-insert');
    expect(headingId('1. Publicly accessible buckets')).toBe('section-1-publicly-accessible-buckets');
  });

  it('a column of figures is set to the right, as is a column the Markdown aligns; the first column and a column of words stay at the start', async () => {
    const html = await renderMarkdown(
      '| Phase | Tool | Annual cost | Rate | Note |\n|---|---|---|---|:---:|\n| 0 | Copilot | $230,400 | **50%** | yes |\n| 1 | Agents | $15,360 | 70 % | no |\n| 2 | Both | 18 000 $ | 85\u00a0% | maybe |\n',
    );
    const cells = [...html.matchAll(/<(th|td)( class="[^"]*")?(?: data-label="[^"]*")?>([^<]*(?:<strong>[^<]*<\/strong>)?)<\/\1>/g)].map(([, tag, attr, text]) => `${tag}${attr ?? ''}:${text}`);
    expect(cells.slice(0, 5)).toEqual(['th:Phase', 'th:Tool', 'th class="align-right":Annual cost', 'th class="align-right":Rate', 'th class="align-center":Note']);
    expect(cells.slice(5, 10)).toEqual(['td:0', 'td:Copilot', 'td class="align-right":$230,400', 'td class="align-right":<strong>50%</strong>', 'td class="align-center":yes']);
    expect(html).not.toContain(' align=');
    // One cell of words in the column keeps it at the start.
    expect(await renderMarkdown('| a | b |\n|---|---|\n| x | 12 |\n| y | about 12 |\n')).not.toContain('align-right');
  });

  it('a table of three columns or more is marked to be stacked on a phone, each cell with its heading; one of two is not (the eighth design reading)', async () => {
    const html = await renderMarkdown('| Item | Calculation | Annual cost (CAD) |\n|---|---|---|\n| **Total** | 2 × "3" | $6 |\n');
    expect(html).toContain('<table tabindex="0" class="stack"><thead><tr><th>Item</th>');
    expect(html).toContain('<td><strong>Total</strong></td><td data-label="Calculation">2 × &quot;3&quot;</td><td class="align-right" data-label="Annual cost (CAD)">$6</td>');
    const two = await renderMarkdown('| a | b |\n|---|---|\n| x | y |\n');
    expect(two).toContain('<table tabindex="0"><thead><tr><th>a</th>');
    expect(two).not.toMatch(/stack|data-label/);
  });

  it('each section heading is followed by a link to itself, named by the page\'s words and the heading; the sections are listed from the HTML (issue 43)', async () => {
    const html = await renderMarkdown("Intro.\n\n## Why <code>MERGE</code> & not INSERT?\n\nText.\n\n### A detail\n\n#### Deeper\n\n## The team's plan\n");
    expect(html).toContain(
      `<div class="heading-anchor heading-anchor-2"><h2 id="why-merge-not-insert">Why <code>MERGE</code> &amp; not INSERT?</h2><a class="heading-link" href="#why-merge-not-insert" aria-labelledby="${sectionLinkLabelId} why-merge-not-insert"><span aria-hidden="true">#</span></a></div>`,
    );
    expect(html).toContain('<a class="heading-link" href="#a-detail" aria-labelledby="section-link-label a-detail">');
    // Only sections and their subsections get one: a fourth-level heading is a label, not a place to share.
    expect(html).toContain('<h4 id="deeper">Deeper</h4>');
    expect(html).not.toContain('href="#deeper"');
    expect(sectionsOf(html)).toEqual([
      { id: 'why-merge-not-insert', title: 'Why MERGE & not INSERT?' },
      { id: 'the-teams-plan', title: "The team's plan" },
    ]);
  });

  it('every article with three sections or more lists them (the table of contents), each pointing at its heading', async () => {
    let listed = 0;
    for (const language of languages) {
      for (const post of postsIn[language]) {
        const sections = sectionsOf(await renderMarkdown(post.body));
        expect(sections.length, post.slug).toBe((post.body.match(/^## /gm) ?? []).length);
        if (sections.length >= contentsMinSections) listed += 1;
      }
    }
    expect(listed).toBeGreaterThan(0);
  });
});

describe('RSS feed', () => {
  it('lists every article with link, date and description', () => {
    const xml = rssXml(posts, 'en');
    expect(xml.match(/<item>/g)).toHaveLength(posts.length);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<pubDate>${new Date(`${posts[0]!.date}T12:00:00Z`).toUTCString()}</pubDate>`);
  });
});

describe('translations between the editions (translationOf)', () => {
  const meta = (slug: string, translationOf?: string) => ({ slug, translationOf }) as unknown as PostMetaLike;
  type PostMetaLike = Parameters<typeof translationProblems>[0]['en'][number];
  const folders = { en: 'content/posts', fr: 'content/fr/posts' };

  it('accepts articles in one language and pairs that name each other', () => {
    expect(translationProblems({ en: [meta('a'), meta('b')], fr: [meta('a-fr', 'a')] }, folders)).toEqual([]);
  });

  it('names the file whose translationOf names no article of the other edition, or one already translated', () => {
    const problems = translationProblems({ en: [meta('a')], fr: [meta('x', 'missing'), meta('y', 'a'), meta('z', 'a')] }, folders);
    expect(problems).toEqual([
      'Invalid content "content/fr/posts/x.md":\n  - Translation of: names “missing”, which no English article is (or no longer): choose the English article it translates (the box offers them by title); to delete that article, delete this translation first',
      'Invalid content "content/fr/posts/z.md":\n  - Translation of: “a” is already translated by content/fr/posts/y.md: an article has one translation',
    ]);
  });
});

describe("an article's search description (its excerpt: the French and legal reading of 2026-11-30)", () => {
  const sentence = (words: number) => `${'Word '.repeat(words).trim()}.`;
  it('is as many whole sentences of the excerpt as fit in 170 characters, and cut with "…" only when its first sentence does not', () => {
    expect(searchDescriptionOf('Short one. Another short one.')).toBe('Short one. Another short one.');
    const first = sentence(20); // 100 characters
    expect(searchDescriptionOf(`${first} ${sentence(20)}`)).toBe(first);
    expect(searchDescriptionOf(`${first} ${sentence(10)} ${sentence(4)}`)).toBe(`${first} ${sentence(10)}`);
    const long = sentence(40);
    expect(searchDescriptionOf(long)).toMatch(/^Word( Word)*…$/);
    expect(searchDescriptionOf(long).length).toBeLessThanOrEqual(seoDescriptionMax);
  });

  it('is refused when the excerpt\'s first sentence runs past 170 characters, saying so before saving', () => {
    const front = (excerpt: string) => ({ title: 'A title', excerpt, date: '2026-11-30', author: 'Maya Chen', tags: ['AI'], image: '/images/blog/a.svg', imageAlt: 'A cover' });
    const refused = postFrontMatterSchema.safeParse(front(`${sentence(36)} ${sentence(4)}`));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('its first sentence runs to 180 characters: search engines show at most 170 under the title, so end the first sentence sooner');
    expect(postFrontMatterSchema.safeParse(front(`${sentence(23)} ${sentence(20)}`)).success).toBe(true);
  });

  it('is refused when it would be a few words: a short first sentence whose next one does not fit beside it', () => {
    const front = (excerpt: string) => ({ title: 'A title', excerpt, date: '2026-11-30', author: 'Maya Chen', tags: ['AI'], image: '/images/blog/a.svg', imageAlt: 'A cover' });
    // « Tableaux de bord défaillants ? » and a second sentence of 203 characters: 30 characters under the title.
    const refused = postFrontMatterSchema.safeParse(front(`Broken dashboards? ${sentence(32)}`));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'search results would show only “Broken dashboards?” (18 characters): the next sentence does not fit beside it in 170, so say what the article gives in the first sentence, or keep the whole excerpt within 170 characters',
    );
    // 18 + 1 + 150 characters fit in 170; a first sentence of 110 alone is enough.
    expect(postFrontMatterSchema.safeParse(front(`Broken dashboards? ${sentence(30)}`)).success).toBe(true);
    expect(postFrontMatterSchema.safeParse(front(`${sentence(22)} ${sentence(20)}`)).success).toBe(true);
  });

  it(`is refused when search results would show only an opening hook: under ${excerptSearchMin} characters (the fourth French reading, 2026-12-03)`, () => {
    const front = (excerpt: string) => ({ title: 'A title', excerpt, date: '2026-11-30', author: 'Maya Chen', tags: ['AI'], image: '/images/blog/a.svg', imageAlt: 'A cover' });
    const hook = 'Les décisions d’ingénierie façonnent la facture infonuagique.';
    const rest = 'Voici comment donner aux équipes l’étiquetage, les budgets, les alertes d’anomalie et les indicateurs de coût unitaire qu’il leur faut pour prendre leurs dépenses en main.';
    const refused = postFrontMatterSchema.safeParse(front(`${hook} ${rest}`));
    expect(refused.error?.issues[0]?.message).toBe(
      `search results would show only “${hook}” (61 characters): the next sentence does not fit beside it in 170, so say what the article gives in the first sentence, or keep the whole excerpt within 170 characters`,
    );
    // Within 170 characters the whole excerpt shows, however short its first sentence; a short excerpt shows whole too.
    expect(postFrontMatterSchema.safeParse(front(`${hook} ${sentence(18)}`)).success).toBe(true);
    expect(postFrontMatterSchema.safeParse(front(`${hook} Étiquetage, budgets, alertes et coûts unitaires : aux équipes de gérer leurs dépenses.`)).success).toBe(true);
  });
});
