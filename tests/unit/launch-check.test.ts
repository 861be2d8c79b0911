import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fieldLabelsOf, fileOf } from '../../model/content/content-messages';
import { contradictions, contradictionsMessage, launchMessage, launchProblems, measureOf, openDecisions, unreachable } from '../../scripts/launch-check';
import { siteSettingsSchema } from '../../model/content/schemas/whole-site';

/** The owner's decisions, as the schema lists them (Site settings > Owner decisions). */
const decisionKeys = Object.keys(siteSettingsSchema.shape.ownerDecisions.shape);

// Issue 40, legal point L13: the production deploy stops while a page shows a contact that reaches no one.
// The check over the built site (dist/client) is in tests/site/launch-check.test.ts.

/** A page that offers an e-mail address and a telephone number, as links and in its structured data. */
const page = (email: string, telephone: string) =>
  `<a href="mailto:${email}?subject=Hi">write</a><a href="tel:${telephone}">call</a><script type="application/ld+json">{"email":"${email}","telephone":"${telephone}"}</script>`;

describe('what reaches no one', () => {
  it('an e-mail address on a domain reserved for examples, and no other', () => {
    for (const address of ['hello@northbeam.example', 'a@b.test', 'a@x.invalid', 'a@localhost', 'a@example.com', 'a@mail.example.org', 'a@EXAMPLE.NET']) {
      expect(unreachable('email', address), address).toBeDefined();
    }
    for (const address of ['hello@northbeam.ca', 'a@example-corp.com', 'a@myexample.com', 'a@examples.org', 'a@test.ca']) {
      expect(unreachable('email', address), address).toBeUndefined();
    }
  });

  it('a North American number on the 555 exchange, however it is written, and no other', () => {
    for (const number of ['+1-416-555-0110', '416-555-0199', '(514) 555-1234', '+1 604 555 0125', '15195550137']) {
      expect(unreachable('telephone', number), number).toBeDefined();
    }
    for (const number of ['+1-416-555-0110'.replace('555', '556'), '+1-555-416-0110', '+1-416-205-5550']) {
      expect(unreachable('telephone', number), number).toBeUndefined();
    }
  });
});

describe('the check over pages', () => {
  it('names each unreachable contact once, why, and every page that shows it', () => {
    const problems = launchProblems(
      new Map([
        ['/contact', page('hello@northbeam.example', '+1-416-555-0110')],
        ['/fr/nous-joindre', page('hello@northbeam.example', '+1-416-555-0110')],
        ['/about', page('hello@northbeam.ca', '+1-416-205-0110')],
      ]),
    );
    expect(problems).toEqual([
      { contact: 'hello@northbeam.example', why: expect.stringContaining('reserved for examples'), pages: ['/contact', '/fr/nous-joindre'] },
      { contact: '+1-416-555-0110', why: expect.stringContaining('555'), pages: ['/contact', '/fr/nous-joindre'] },
    ]);
    const message = launchMessage(problems);
    expect(message).toContain('not deployed');
    expect(message).toContain('hello@northbeam.example');
    expect(message).toContain('/fr/nous-joindre');
    expect(message).toContain('Site settings');
  });

  it('finds nothing to refuse on pages with real contacts', () => {
    expect(launchProblems(new Map([['/', page('hello@northbeam.ca', '+1-416-205-0110')]]))).toEqual([]);
  });
});

/** A page in `lang` stating the firm's figures as the pages mark them (components/StatGrid.tsx). */
const figures = (lang: string, ...stats: [string, string][]) =>
  `<html lang="${lang}"><body>${stats.map(([value, label]) => `<div data-firm-figure="${value}" data-firm-figure-label="${label}"><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</body></html>`;

describe('figures about the firm that contradict each other (issue 53)', () => {
  it('knows what a label counts: its last word that is no participle, singular', () => {
    expect(['Clients Served', 'Enterprise Clients', 'Client Satisfaction', 'AI Solutions Deployed', 'Enterprise Solutions', 'Average Cost Reduction'].map(measureOf)).toEqual([
      'client',
      'client',
      'satisfaction',
      'solution',
      'solution',
      'reduction',
    ]);
  });

  it('names two figures of one measure and kind with different values, and each page that states them', () => {
    const found = contradictions(
      new Map([
        ['/', figures('en-CA', ['20+', 'Clients Served'], ['50+', 'Enterprise Solutions'], ['98%', 'Client Satisfaction'])],
        ['/about', figures('en-CA', ['200+', 'Enterprise Clients'], ['50+', 'AI Solutions Deployed'], ['95%', 'Client Retention'])],
        ['/fr/a-propos', figures('fr-CA', ['200+', 'Clients d’entreprise'])],
      ]),
    );
    expect(found).toEqual([
      {
        measure: 'client',
        figures: [
          { value: '20+', label: 'Clients Served', pages: ['/'] },
          { value: '200+', label: 'Enterprise Clients', pages: ['/about'] },
        ],
      },
    ]);
    const message = contradictionsMessage(found);
    expect(message).toContain('not deployed');
    expect(message).toContain('20+ Clients Served (/) and 200+ Enterprise Clients (/about)');
    expect(message).toContain('About page > Stats');
  });

  it('finds nothing when the same figure is stated twice, or figures of different kinds share a word', () => {
    expect(contradictions(new Map([['/', figures('en', ['200+', 'Clients Served'], ['98%', 'Client Satisfaction'])], ['/about', figures('en', ['200+', 'Enterprise Clients'])]]))).toEqual([]);
  });
});

describe('npm run deploy', () => {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

  it('runs the check after the build and before wrangler deploy; a preview, for staff, does not', () => {
    expect(scripts.deploy).toMatch(/^npm run build && node scripts\/launch-check\.ts && wrangler deploy$/);
    expect(scripts['deploy:preview']).not.toContain('launch-check');
    expect(readFileSync('scripts/deploy-preview.mjs', 'utf8')).not.toContain('launch-check');
  });

  it('the check exits 1 with its message over a build that shows a reserved contact, 0 over one that does not', () => {
    const build = (email: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'northbeam-launch-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      mkdirSync(join(dir, 'client', 'fr'), { recursive: true });
      writeFileSync(join(dir, 'client', 'index.html'), page('hello@northbeam.ca', '+1-416-205-0110'));
      writeFileSync(join(dir, 'client', 'fr', 'nous-joindre.html'), page(email, '+1-416-205-0110'));
      return dir;
    };
    // The project's content with the owner's decisions all settled, or none (the end of this test).
    const contentWith = (settled: boolean) => {
      const root = mkdtempSync(join(tmpdir(), 'northbeam-decided-'));
      cpSync('content', join(root, 'content'), { recursive: true });
      for (const file of ['content/site.yaml', 'content/fr/site.yaml']) {
        writeFileSync(join(root, file), readFileSync(join(root, file), 'utf8').replace(new RegExp(`^(  (?:${decisionKeys.join('|')})): (?:true|false)$`, 'gm'), `$1: ${settled}`));
      }
      return root;
    };
    const decided = contentWith(true);
    const run = (dir: string, cwd = decided) => spawnSync(process.execPath, [join(process.cwd(), 'scripts/launch-check.ts')], { cwd, encoding: 'utf8', env: { ...process.env, BUILD_OUT_DIR: dir } });
    const refused = run(build('privacy@northbeam.example'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('privacy@northbeam.example');
    expect(refused.stderr).toContain('/fr/nous-joindre');
    const accepted = run(build('privacy@northbeam.ca'));
    expect(accepted.status, accepted.stderr).toBe(0);
    // Contacts that reach someone, and two figures that contradict each other: refused too.
    const contradicting = build('privacy@northbeam.ca');
    writeFileSync(join(contradicting, 'client', 'about.html'), figures('en-CA', ['200+', 'Enterprise Clients']));
    writeFileSync(join(contradicting, 'client', 'index.html'), figures('en-CA', ['20+', 'Clients Served']));
    const refusedFigures = run(contradicting);
    expect(refusedFigures.status).toBe(1);
    expect(refusedFigures.stderr).toContain('20+ Clients Served (/)');
    expect(refusedFigures.stderr).toContain('200+ Enterprise Clients (/about)');
    // The owner's decisions not yet ticked: refused, each named.
    const open = contentWith(false);
    const undecided = run(build('privacy@northbeam.ca'), open);
    expect(undecided.status).toBe(1);
    expect(undecided.stderr).toContain('npm run deploy: not deployed. The owner has still to settle:');
    expect(undecided.stderr.match(/^ {2}- /gm)).toHaveLength(decisionKeys.length);
    for (const root of [decided, open]) rmSync(root, { recursive: true, force: true });
  });
});

// Issue 54: Ontario asks a public job posting (employers of 25 or more, since 1 January 2026) for its
// pay or range, whether AI screens applicants and whether the vacancy exists.
describe('job postings', () => {
  it('names each English posting that lacks one of the three facts, and what it lacks', async () => {
    const { postingProblems, postingsMessage } = await import('../../scripts/launch-check');
    const careers = (lang: string, title: string, missing?: string) =>
      `<html lang="${lang}"><ul><li${missing ? ` data-posting-missing="${missing}"` : ''} class="x"><div><h3 class="t">${title}</h3></div></li></ul></html>`;
    const pages = new Map([
      ['/careers', careers('en-CA', 'Data Engineering Specialist', 'pay vacancy')],
      ['/fr/carrieres', careers('fr-CA', 'Spécialiste en ingénierie des données', 'pay vacancy')],
      ['/about', careers('en-CA', 'Cloud Security Consultant')],
    ]);
    expect(postingProblems(pages)).toEqual([{ title: 'Data Engineering Specialist', missing: ['pay', 'vacancy'], page: '/careers' }]);
    expect(postingsMessage(postingProblems(pages))).toContain('"Data Engineering Specialist" (/careers): the expected pay or its range; whether the posting is for an existing vacancy');
  });

  it('refuses a pay range wider than $50,000 when its top is $200,000 or less, in either language', async () => {
    const { careersPageSchema } = await import('../../model/content/schemas/company-and-legal');
    const opening = careersPageSchema.shape.openings.element;
    const base = { title: 'T', location: 'L', type: 'Full-time', department: 'D', summary: 'S' };
    expect(opening.safeParse({ ...base, pay: '$120,000 to $145,000 a year' }).success).toBe(true);
    expect(opening.safeParse({ ...base, pay: '120\u00a0000\u00a0$ à 145\u00a0000\u00a0$ par année' }).success).toBe(true);
    expect(opening.safeParse({ ...base, pay: '$220,000 to $290,000 a year' }).success).toBe(true);
    const wide = opening.safeParse({ ...base, pay: '$90,000 to $160,000 a year' });
    expect(wide.success).toBe(false);
    expect(wide.error?.issues[0]?.message).toContain('Ontario allows $50,000 at most');
    expect(opening.safeParse({ ...base, pay: '120\u00a0000\u00a0$ à 190\u00a0000\u00a0$' }).success).toBe(false);
  });
});

// Issue 54: what only the owner can settle (the legal review's N2, N7: the name and art. 55, and N9) stops the deploy until
// ticked in Site settings, each said with why.
describe("the owner's decisions", () => {
  it('each one not ticked is named with why and where to tick it; none once all are', () => {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-decisions-'));
    try {
      cpSync('content', join(root, 'content'), { recursive: true });
      // The English file holds them for both editions (model/content/schemas/whole-site.ts).
      const file = join(root, 'content/site.yaml');
      const decide = (values: boolean) => {
        const document = parseDocument(readFileSync(file, 'utf8'));
        for (const key of decisionKeys) document.setIn(['ownerDecisions', key], values);
        writeFileSync(file, document.toString());
      };
      decide(false);
      const open = openDecisions(root);
      expect(open).toHaveLength(decisionKeys.length);
      for (const line of open) expect(line).toMatch(/^Not yet settled by the owner: .+ \(Whole site > Site settings > Owner decisions\.\)$/);
      expect(open[0]).toContain('written agreement');
      // Read from the settings alone: content mid-change elsewhere (a city in English only, which
      // the content check names) still lists them, as the editor's Dashboard does under npm run editor.
      writeFileSync(join(root, 'content/locations/montreal.yaml'), readFileSync(join(root, 'content/locations', readdirSync(join(root, 'content/locations'))[0]!), 'utf8'));
      expect(openDecisions(root)).toHaveLength(decisionKeys.length);
      decide(true);
      expect(openDecisions(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// Issue 55: the editor's Dashboard lists what the deploy's check would stop on, read from the
// content (no build under `npm run editor`), each fact with the entry to change.
describe('the launch facts read from the content', () => {
  /** The project's content in a folder of its own, changed by `change` (file -> its new text). */
  const contentCopy = (change: (text: (file: string) => string) => Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-launch-content-'));
    cpSync('content', join(root, 'content'), { recursive: true });
    const text = (file: string) => readFileSync(join(root, file), 'utf8');
    for (const [file, written] of Object.entries(change(text))) writeFileSync(join(root, file), written);
    return root;
  };

  it('names each placeholder contact once, at the entry where staff change it, and follows what staff change', async () => {
    const { contentLaunchFacts, contentLaunchLines } = await import('../../scripts/launch-check');
    const { contactEmail, careersEmail } = parseDocument(readFileSync('content/site.yaml', 'utf8')).toJS() as { contactEmail: string; careersEmail: string };
    const article = readdirSync('content/posts').find((name) => name.endsWith('.md'))!;
    const root = contentCopy((text) => ({
      // The careers mailbox made real in both editions; the contact e-mail in English only.
      'content/site.yaml': text('content/site.yaml').replace(careersEmail, 'careers@northbeam.ca').replace(`contactEmail: ${contactEmail}`, 'contactEmail: hello@northbeam.ca'),
      'content/fr/site.yaml': text('content/fr/site.yaml').replace(careersEmail, 'careers@northbeam.ca'),
      // A mailto: link written in an article's copy, to a reserved domain, and one to the French settings' placeholder.
      [`content/posts/${article}`]: `${text(`content/posts/${article}`)}\nWrite to [our desk](mailto:desk@northbeam.test) or [us](mailto:${contactEmail}).\n`,
    }));
    try {
      const { contacts } = contentLaunchFacts(root, {});
      const values = contacts.map(({ value }) => value);
      expect(values).not.toContain('careers@northbeam.ca');
      expect(values).not.toContain(careersEmail);
      expect(contacts.find(({ value }) => value === contactEmail)?.places).toEqual([
        { file: 'content/fr/site.yaml', field: 'Contact email' },
        { file: `content/posts/${article}`, field: expect.any(String) },
      ]);
      // Where else it is written, by the entry's name as the editor's sidebar says it.
      const { entryNamesIn } = await import('../../model/content/entry-names');
      const { projectContent } = await import('../../model/content/content-files');
      const articleName = entryNamesIn(projectContent(root))[`content/posts/${article}`]!;
      expect(contentLaunchLines(root, []).find((each) => each.startsWith('content/fr/site.yaml: Contact email'))).toContain(`It is written in 1 other place too: ${articleName}.`);
      expect(contacts.find(({ value }) => value === 'desk@northbeam.test')?.places).toEqual([{ file: `content/posts/${article}`, field: expect.any(String) }]);
      // CONTACT_EMAIL set for the build replaces the settings' contact e-mail on every page: the address stays only where the copy writes it.
      expect(contentLaunchFacts(root, { CONTACT_EMAIL: 'hello@northbeam.ca' }).contacts.find(({ value }) => value === contactEmail)?.places).toEqual([{ file: `content/posts/${article}`, field: expect.any(String) }]);
      expect(contentLaunchFacts(root, { CONTACT_EMAIL: 'inbox@northbeam.example' }).contacts.find(({ value }) => value === 'inbox@northbeam.example')?.places).toEqual([{ field: 'CONTACT_EMAIL, set for the build,' }]);
      // The Dashboard's line: the entry's file first (shown as its name, a link), then the field and what to do.
      const line = contentLaunchLines(root, []).find((each) => each.includes('desk@northbeam.test'));
      expect(line).toMatch(new RegExp(`^content/posts/${article.replace('.', '\\.')}: .+ is desk@northbeam\\.test, an e-mail address on a domain reserved for examples`));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('leaves out an entry scheduled for a later day, as the build does, and names contradicting figures and incomplete postings', async () => {
    const { contentLaunchFacts } = await import('../../scripts/launch-check');
    const article = readdirSync('content/posts').find((name) => name.endsWith('.md'))!;
    const [city] = readdirSync('content/locations');
    const root = contentCopy((text) => ({
      [`content/posts/${article}`]: text(`content/posts/${article}`).replace(/^date: .*$/m, 'date: 2099-01-01') + '\n[Desk](mailto:desk@northbeam.test)\n',
      // A city mid-change, its telephone not yet written: the Dashboard still reads the rest.
      [`content/locations/${city}`]: text(`content/locations/${city}`).replace(/^telephone: .*\n/m, ''),
    }));
    try {
      const facts = contentLaunchFacts(root, {});
      expect(facts.contacts.map(({ value }) => value)).not.toContain('desk@northbeam.test');
      const home = parseDocument(readFileSync('content/pages/home.yaml', 'utf8')).toJS() as { impact: { stats: { value: string; label: string }[] } };
      const about = parseDocument(readFileSync('content/company/about.yaml', 'utf8')).toJS() as { stats: { value: string; label: string }[] };
      expect(facts.contradictions.map(({ figures: each }) => each.map(({ value }) => value))).toEqual(
        contradictions(new Map([['/', figures('en', ...home.impact.stats.map(({ value, label }): [string, string] => [value, label]))], ['/about', figures('en', ...about.stats.map(({ value, label }): [string, string] => [value, label]))]])).map(({ figures: each }) => each.map(({ value }) => value)),
      );
      const openings = (parseDocument(readFileSync('content/company/careers.yaml', 'utf8')).toJS() as { openings: Record<string, string>[] }).openings;
      expect(facts.postings.map(({ title }) => title)).toEqual(openings.filter((opening) => !opening.pay || !opening.aiScreening || !opening.vacancy).map(({ title }) => title));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// The walk-through of 2026-11-29: the Dashboard's launch links opened their entry's top. Each line names its field as the editor labels it, which the link opens (editor/field-focus.ts).
describe('the launch lines of the Dashboard', () => {
  it('each names its entry, then its field', async () => {
    const { contentLaunchLines } = await import('../../scripts/launch-check');
    const lines = contentLaunchLines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const file = fileOf(line);
      expect(file, line).toBeDefined();
      expect(fieldLabelsOf(line.slice(file!.length + 2)), line).not.toEqual([]);
    }
  });
});
