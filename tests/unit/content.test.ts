import { describe, expect, it } from 'vitest';
import { content, requiredEntry } from '../../model/content/content';
import { splitFrontMatter } from '../../model/content/frontmatter';
import { countWords, parsePost, readTimeMinutes, postsIn } from '../../model/content/posts';
import { aboutPageSchema, statusPageSchema } from '../../model/content/schemas/company-and-legal';
import { parseContent } from '../../model/content/schemas/fields';
import { site } from '../../model/page-data/site';

// The English edition, as the specification names it.
const about = content('about', 'en');
const api = content('api', 'en');
const careers = content('careers', 'en');
const docs = content('docs', 'en');
const press = content('press', 'en');
const status = content('status', 'en');
const support = content('support', 'en');
const [accessibility, cookies, privacy, security, terms] = ['accessibility', 'cookies', 'privacy', 'security', 'terms'].map((name) => requiredEntry('legal', name, 'en'));
const posts = postsIn.en;

const everyPage = { about, api, careers, docs, press, status, support, privacy, terms, security, cookies, accessibility };

describe('company pages content (spec 2.8 to 2.16)', () => {
  it('about has the four stats, values, expertise areas and industries of the spec', () => {
    expect(about.stats).toEqual([
      { value: '200+', label: 'Enterprise Clients' },
      { value: '95%', label: 'Client Retention' },
      { value: '50+', label: 'AI Solutions Deployed' },
      { value: '24/7', label: 'Support Coverage' },
    ]);
    expect(about.values.map((v) => v.title)).toEqual(['Innovation', 'Trust', 'Collaboration', 'Excellence']);
    expect(about.expertise.map((e) => [e.title, e.capabilities.length])).toEqual([
      ['AI Solutions', 4],
      ['Data Engineering', 4],
      ['Software Development', 4],
    ]);
    expect(about.industries.map((i) => [i.title, i.achievements.length])).toEqual([
      ['Healthcare', 2],
      ['Finance', 2],
      ['Manufacturing', 2],
    ]);
  });

  it('careers lists three openings with title, location, type and department', () => {
    expect(careers.openings).toHaveLength(3);
    for (const job of careers.openings) expect(job).toMatchObject({ title: expect.any(String), location: expect.any(String), type: expect.any(String), department: expect.any(String) });
  });

  it('press has the two dated items, newest first', () => {
    expect(press.items.map((i) => i.date)).toEqual(['March 20, 2024', 'March 1, 2024']);
  });

  it('docs has the four cards and api the four cards of the spec', () => {
    expect(docs.cards.map((c) => c.title)).toEqual(['Getting Started', 'API Reference', 'Tutorials', 'SDK Documentation']);
    expect(api.cards.map((c) => c.title)).toEqual(['REST API', 'CLI Tools', 'Data Models', 'Security']);
    // An authentication request: a POST with a JSON body holding api_key (spec 2.13).
    expect(api.example.request).toMatch(/\bPOST\b/);
    expect(api.example.request).toContain('application/json');
    expect(api.example.request).toMatch(/"api_key":\s*"/);
  });

  it('status shows three operational services with the spec figures', () => {
    expect(status.banner).toBe('All Systems Operational');
    expect(status.services.map((s) => [s.status, s.uptime, s.lastIncident])).toEqual([
      ['operational', '99.99%', 'None'],
      ['operational', '99.95%', '3 days ago'],
      ['operational', '99.98%', '7 days ago'],
    ]);
  });

  it('support promises an e-mail response within 24 hours', () => {
    expect(support.email.promise).toMatch(/within 24 hours/);
    expect(support.chat.buttonLabel).toBe('Start Chat');
  });

  it('no page carries placeholder copy', () => {
    const text = JSON.stringify(everyPage);
    expect(text).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|TBD|\[insert|example\.com/i);
    expect(text).not.toContain('Northbeam Digital'.replace('Digital', 'Digitl'));
  });

  it('every page names the brand from the site config, never another', () => {
    expect(JSON.stringify(everyPage)).toContain(site.brand);
  });
});

describe('content validation names the entry and the field', () => {
  it('rejects a bad about page with the entry and the field path', () => {
    const broken = { ...about, stats: about.stats.slice(0, 3) };
    expect(() => parseContent(aboutPageSchema, 'company/about', broken)).toThrow(/Invalid content "company\/about":\n {2}- Stats:/);
  });

  it('rejects a status entry that is not operational', () => {
    const broken = { ...status, services: [{ ...status.services[0], status: 'degraded' }, ...status.services.slice(1)] };
    expect(() => parseContent(statusPageSchema, 'company/status', broken)).toThrow(/Services 1 \("[^"]+"\) > Status/);
  });
});

describe('blog posts', () => {
  it('parse and carry a computed read time', () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.readTime).toBe(readTimeMinutes(post.body));
  });

  it('are sorted newest first', () => {
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('computes read time at 200 words a minute, rounded up', () => {
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('word '.repeat(1600))).toBe(8);
  });

  it('counts the words a reader reads, not Markdown syntax or lone symbols', () => {
    expect(countWords('## A heading\n\n| b | c |\n|---|---|\n- item\n\n```ts\nconst x = 1;\n```')).toBe(8);
    expect(readTimeMinutes(`${'word '.repeat(200)}${'| - ## ``` = '.repeat(100)}`)).toBe(1);
  });

  it('refuses a typed read time and an impossible date in front matter', () => {
    const front = (extra: string, date = '2024-02-12') =>
      `---\ntitle: "A title"\nexcerpt: "${'x'.repeat(100)}"\ndate: ${date}\nauthor: Someone\ntags: ["AI"]\nimage: /images/blog/a-post.svg\nimageAlt: "Cover"\n${extra}---\nBody`;
    expect(() => parsePost('./posts/a-post.md', front('readTime: 5\n'))).toThrow(/Invalid content "\.\/posts\/a-post\.md":[\s\S]*readTime/);
    expect(() => parsePost('./posts/a-post.md', front('', '2024-02-30'))).toThrow(/Date: must be a real calendar date/);
    expect(parsePost('./posts/a-post.md', front('', '2024-02-29')).date).toBe('2024-02-29');
    // An article the staff write today.
    expect(parsePost('./posts/a-post.md', front('', '2026-11-23')).date).toBe('2026-11-23');
  });

  it('names the file and the field of a bad front matter', () => {
    const source = '---\ntitle: "A title"\nexcerpt: "' + 'x'.repeat(100) + '"\ndate: 23 November 2026\nauthor: Someone\ntags: ["AI"]\nimage: /images/blog/bad-date.svg\nimageAlt: "Cover"\n---\nBody';
    expect(() => parsePost('./posts/bad-date.md', source)).toThrow(/Invalid content "\.\/posts\/bad-date\.md":\n {2}- Date: write it as year-month-day, e.g. 2026-11-30$/);
  });

  it('takes the slug from the file name, and refuses a typed one or a file name that is not a slug', () => {
    const source = (extra = '') => '---\ntitle: "A title"\nexcerpt: "' + 'x'.repeat(100) + '"\ndate: 2024-02-10\nauthor: Someone\ntags: ["AI"]\nimage: /images/blog/mine.svg\nimageAlt: "Cover"\n' + extra + '---\nBody';
    expect(parsePost('./posts/mine.md', source()).slug).toBe('mine');
    expect(() => parsePost('./posts/mine.md', source('slug: other\n'))).toThrow('  - "slug": is not a field here (a misspelt name?)');
    expect(() => parsePost('./posts/My Post.md', source())).toThrow(/file name: must be lowercase words joined by hyphens/);
  });

  it('reads front matter as the editor writes it (YAML lists, folded text, quoted dates)', () => {
    const source = "---\ntitle: A title\nexcerpt: >-\n  One line\n  and the next.\ndate: '2024-02-10'\ntags:\n  - AI\n  - Data\n---\nBody";
    expect(splitFrontMatter('x.md', source)).toEqual({ data: { title: 'A title', excerpt: 'One line and the next.', date: '2024-02-10', tags: ['AI', 'Data'] }, body: 'Body' });
  });

  it('reports front matter that is not YAML key: value', () => {
    expect(() => splitFrontMatter('x.md', '---\njust text\n---\n')).toThrow(/x\.md: front matter must be "key: value" lines/);
    expect(() => splitFrontMatter('x.md', '---\ntitle: [unclosed\n---\n')).toThrow(/x\.md: front matter is not valid YAML/);
    expect(() => splitFrontMatter('x.md', 'no front matter')).toThrow(/missing front matter/);
  });
});
