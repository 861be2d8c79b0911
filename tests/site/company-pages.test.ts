import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, h1sOf, hrefsOf, textOf } from '../support/html';
import { contentIn } from '../../model/content/content';

// The company pages as a crawler gets them from the build (dist/client), checked against the
// texts and figures of spec 2.7 to 2.16. Expected values are typed here from the specification,
// never imported from content/, so a slip in the content fails this file. The e-mail address is
// the default for the spec's {email} placeholder (design card), which dist/client is built with.
const client = join(process.cwd(), 'dist', 'client');
const email = 'hello@northbeam.example';
/** Applications go to a mailbox of their own (issue 54, legal point N3: résumés seen only by the people hiring); its default. */
const careersEmail = 'careers@northbeam.example';

const files = {
  about: 'about.html',
  careers: 'careers.html',
  press: 'press.html',
  docs: 'docs.html',
  api: 'api.html',
  status: 'status.html',
  support: 'support.html',
  privacy: 'privacy.html',
  terms: 'terms.html',
  security: 'security.html',
  cookies: 'cookies.html',
  notFound: '404.html',
} as const;
type Page = keyof typeof files;

const documentOf = (page: Page) => readFileSync(join(client, files[page]), 'utf8');

/** The page's own content, without the header and footer every page shares. */
function mainOf(page: Page): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(documentOf(page));
  if (!main) throw new Error(`${files[page]} has no <main>`);
  return main[1]!;
}

/** Inner HTML of each (non-nested) element with this tag name. */
const blocksOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

const headingsOf = (html: string, level: number) => blocksOf(html, `h${level}`).map(textOf);

/** Links and buttons with their visible label and target. */
const controlsOf = (html: string) =>
  [...html.matchAll(/<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/g)].map((m) => {
    const href = /\shref="([^"]*)"/.exec(m[2]!)?.[1];
    return { tag: m[1]!, label: textOf(m[3]!), href: href === undefined ? undefined : decode(href) };
  });

/** The page cut into cards: each heading of this level with everything up to the next one. */
const cardsOf = (html: string, level: number) =>
  html
    .split(new RegExp(`(?=<h${level}\\b)`))
    .slice(1)
    .map((part) => ({ title: textOf(blocksOf(part, `h${level}`)[0] ?? ''), html: part }));

function cardOf(html: string, level: number, title: string) {
  const card = cardsOf(html, level).find((c) => c.title === title);
  if (!card) throw new Error(`no h${level} card titled ${title}`);
  return card.html;
}

/** List items closed inside the card (the next card's own opening <li> is not one). */
const itemCount = (html: string) => blocksOf(html, 'li').length;

describe('the company pages are built, each with one main heading', () => {
  it.each(Object.entries(files))('%s (%s)', (_page, file) => {
    const html = readFileSync(join(client, file), 'utf8');
    expect(h1sOf(html)).toHaveLength(1);
  });
});

describe('404 page (spec 2.7, 8)', () => {
  const main = mainOf('notFound');

  it("shows '404', 'Page Not Found' and that the page does not exist or has been moved", () => {
    expect(textOf(main)).toMatch(/(^|\s)404(\s|$)/);
    expect(h1sOf(main)).toEqual(['Page Not Found']);
    expect(textOf(main)).toMatch(/does not exist or has been moved/);
  });

  it("has a 'Back to Home' link to /", () => {
    expect(controlsOf(main).filter((c) => c.label === 'Back to Home')).toEqual([{ tag: 'a', label: 'Back to Home', href: '/' }]);
  });

  it('is titled Page Not Found in the head, with a description that says so, and is not indexed', () => {
    const html = documentOf('notFound');
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toMatch(/^Page Not Found \| /);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)![1]!)).toMatch(/does not exist or has been moved/);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('About (spec 2.8, 3 About stat)', () => {
  const main = mainOf('about');

  it('shows the four stat cards, each value with its label', () => {
    const dl = blocksOf(main, 'dl');
    expect(dl).toHaveLength(1);
    const stats = blocksOf(dl[0]!, 'div').map((card) => [textOf(blocksOf(card, 'dd').join(' ')), textOf(blocksOf(card, 'dt').join(' '))]);
    expect(stats).toEqual([
      ['200+', 'Enterprise Clients'],
      ['95%', 'Client Retention'],
      ['50+', 'AI Solutions Deployed'],
      ['24/7', 'Support Coverage'],
    ]);
  });

  // Issue 53: the place for the people a buyer will work with; nothing shown until staff list real ones
  // (the test site lists one: tests/e2e/photos.spec.ts).
  it('shows the team section only with the people the content lists', () => {
    const { team, headings } = contentIn('about').en;
    if (team?.length) for (const person of team) expect(textOf(main)).toContain(person.name);
    else expect(textOf(main)).not.toContain(headings.team);
  });

  it('names the four core values, three expertise areas and three industries, in that order', () => {
    expect(headingsOf(main, 3)).toEqual([
      'Innovation',
      'Trust',
      'Collaboration',
      'Excellence',
      'AI Solutions',
      'Data Engineering',
      'Software Development',
      'Healthcare',
      'Finance',
      'Manufacturing',
    ]);
  });

  it.each(['AI Solutions', 'Data Engineering', 'Software Development'])('expertise area %s lists 4 capabilities', (area) => {
    expect(itemCount(cardOf(main, 3, area))).toBe(4);
  });

  it.each(['Healthcare', 'Finance', 'Manufacturing'])('industry %s lists 2 achievements', (industry) => {
    expect(itemCount(cardOf(main, 3, industry))).toBe(2);
  });

  it("has a 'Schedule a Consultation' button", () => {
    expect(controlsOf(main).filter((c) => c.label === 'Schedule a Consultation')).toHaveLength(1);
  });
});

describe('Careers (spec 2.9, 3 Job opening, 9)', () => {
  const main = mainOf('careers');
  const openings = cardsOf(main, 3).filter((card) => controlsOf(card.html).some((c) => c.label === 'Apply Now'));

  it("lists 3 openings, each with an 'Apply Now' button, and no other 'Apply Now'", () => {
    expect(openings).toHaveLength(3);
    expect(new Set(openings.map((o) => o.title)).size).toBe(3);
    for (const opening of openings) {
      expect(controlsOf(opening.html).filter((c) => c.label === 'Apply Now'), opening.title).toHaveLength(1);
    }
    expect(controlsOf(main).filter((c) => c.label === 'Apply Now')).toHaveLength(3);
  });

  it('gives each opening a title, a location, a type and a department', () => {
    for (const opening of openings) {
      expect(opening.title.length, 'title').toBeGreaterThan(0);
      const details = blocksOf(opening.html, 'li').map(textOf);
      expect(details, opening.title).toHaveLength(3);
      for (const detail of details) expect(detail.length, opening.title).toBeGreaterThan(0);
    }
  });

  it("opens an e-mail to the careers mailbox whose subject names the opening ('Application: <title>')", () => {
    for (const opening of openings) {
      const [apply] = controlsOf(opening.html).filter((c) => c.label === 'Apply Now');
      expect(apply!.href, opening.title).toBe(`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${opening.title}`)}`);
    }
  });

  it('tells applicants, before the first posting, who sees an application and how long it is kept, with a link to the privacy policy, in both editions', () => {
    // Quebec's Act art. 8 and PIPEDA 4.2.3: the purpose is said where the information is collected (the French and legal reading of 2026-11-30).
    for (const [file, privacy] of [['careers.html', '/privacy'], ['fr/carrieres.html', '/fr/confidentialite']] as const) {
      const html = readFileSync(join(client, file), 'utf8');
      const section = html.slice(html.indexOf('id="openings-title"'));
      const notice = /<p\b[^>]*>([\s\S]*?)<\/p>/.exec(section)?.[1] ?? '';
      expect(section.indexOf(notice), file).toBeLessThan(section.indexOf('mailto:'));
      expect(textOf(notice), file).toMatch(/12\u00a0?\s?(?:months|mois)/);
      expect(hrefsOf(notice), file).toEqual([privacy]);
    }
  });
});

describe('Press (spec 2.1, 2.11, 3 Press item, 9)', () => {
  const main = mainOf('press');
  const items = blocksOf(main, 'article').map((html) => ({
    html,
    title: textOf(blocksOf(html, 'h2')[0] ?? blocksOf(html, 'h3')[0] ?? ''),
    texts: blocksOf(html, 'p').map(textOf),
    links: controlsOf(html).filter((c) => c.tag === 'a'),
  }));

  it('shows two items dated March 20, 2024 and March 1, 2024 (en-US long form)', () => {
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.texts.find((t) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(t)))).toEqual([
      'March 20, 2024',
      'March 1, 2024',
    ]);
  });

  it('gives each item a title, an excerpt and an image', () => {
    for (const item of items) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.texts.some((t) => t.split(' ').length >= 10), `${item.title}: excerpt`).toBe(true);
      expect(item.html, `${item.title}: image`).toMatch(/<img\b[^>]*\ssrc="[^"]+"/);
    }
  });

  it('links each item to /press/{title lowercased, spaces replaced by hyphens}, a path with no page', () => {
    for (const item of items) {
      const href = `/press/${item.title.toLowerCase().replace(/ /g, '-')}`;
      expect(item.links.map((l) => l.href)).toContain(href);
      expect(existsSync(join(client, `${href}.html`)) || existsSync(join(client, href, 'index.html')), href).toBe(false);
    }
  });
});

describe('Docs (spec 2.12, 9)', () => {
  it('has the four cards Getting Started, API Reference, Tutorials, SDK Documentation', () => {
    expect(headingsOf(mainOf('docs'), 2)).toEqual(['Getting Started', 'API Reference', 'Tutorials', 'SDK Documentation']);
  });
});

describe('API reference (spec 2.13)', () => {
  const main = mainOf('api');

  it('shows an authentication request example: a POST with a JSON body holding api_key', () => {
    const request = blocksOf(main, 'pre').map(textOf).find((code) => code.includes('api_key'));
    expect(request).toBeDefined();
    expect(request).toMatch(/\bPOST\b/);
    const body = /\{[^{}]*"api_key"[^{}]*\}/.exec(request!);
    expect(body).not.toBeNull();
    expect(JSON.parse(body![0])).toHaveProperty('api_key');
  });

  it('has the four cards REST API, CLI Tools, Data Models, Security, each with a link', () => {
    const cards = cardsOf(main, 3);
    expect(cards.map((c) => c.title)).toEqual(['REST API', 'CLI Tools', 'Data Models', 'Security']);
    for (const card of cards) expect(hrefsOf(card.html).length, card.title).toBeGreaterThan(0);
  });
});

describe('Status (spec 2.14, 4)', () => {
  const main = mainOf('status');
  const rows = blocksOf(blocksOf(main, 'tbody').join(''), 'tr').map((row) =>
    [...row.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => textOf(cell[1]!)),
  );

  it("shows the banner 'All Systems Operational'", () => {
    expect(textOf(main)).toContain('All Systems Operational');
  });

  it('lists three services, all operational', () => {
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row[1], row[0]).toMatch(/^operational$/i);
  });

  // The French reading of 2026-11-30: « opérationnel » beside a plural and a feminine service read
  // as agreement errors; the French says « en service », shown with its first letter a capital
  // only (CSS capitalize made every word's).
  it('shows each state as written, its first letter a capital and no other, in either language', () => {
    const frenchMain = textOf(readFileSync(join(client, 'fr', 'etat-des-services.html'), 'utf8'));
    for (const { status } of contentIn('status').fr.services) expect(frenchMain).toContain(`${status.charAt(0).toUpperCase()}${status.slice(1)}`);
    expect(blocksOf(main, 'tbody').join('')).not.toMatch(/class="[^"]*\bcapitalize\b/);
    for (const row of rows) expect(row[1]).toBe('Operational');
  });

  it('shows uptimes 99.99%, 99.95%, 99.98% with last incidents None, 3 days ago, 7 days ago', () => {
    expect(rows.map((row) => row.slice(2))).toEqual([
      ['99.99%', 'None'],
      ['99.95%', '3 days ago'],
      ['99.98%', '7 days ago'],
    ]);
  });
});

describe('Support (spec 2.15, 9)', () => {
  const main = mainOf('support');
  const cards = cardsOf(main, 2);
  const chat = cards.find((c) => controlsOf(c.html).some((control) => control.label === 'Start Chat'));
  const mail = cards.find((c) => hrefsOf(c.html).includes(`mailto:${email}`));

  it("has a live chat card with a 'Start Chat' button", () => {
    expect(chat).toBeDefined();
    expect(controlsOf(main).filter((c) => c.label === 'Start Chat')).toHaveLength(1);
  });

  it('has an e-mail support card with a mailto link, promising a response within 24 hours', () => {
    expect(mail).toBeDefined();
    expect(mail).not.toBe(chat);
    expect(textOf(mail!.html)).toContain('within 24 hours');
  });
});

describe('Privacy, Terms, Security, Cookies (spec 2.16)', () => {
  it.each([
    ['privacy', /Privacy/],
    ['terms', /Terms/],
    ['security', /Security/],
    ['cookies', /Cookie/],
  ] as const)('%s is static text in sections under a heading that names it', (page, topic) => {
    const main = mainOf(page);
    expect(h1sOf(main)).toHaveLength(1);
    expect(h1sOf(main)[0]).toMatch(topic);
    const sections = cardsOf(main, 2);
    expect(sections.length).toBeGreaterThanOrEqual(2);
    for (const section of sections) {
      expect(section.title.length).toBeGreaterThan(0);
      expect(textOf(section.html).length, section.title).toBeGreaterThan(section.title.length + 40);
    }
    expect(main).not.toMatch(/<(form|input|textarea|select|button)\b/);
  });
});
