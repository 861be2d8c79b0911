/**
 * `npm run deploy` runs this between the build and `wrangler deploy` (issue 40, legal point L13):
 * the production site must not go out while a page offers a contact that reaches no one. Quebec's
 * private-sector Act (s. 3.1) asks for the working contact details of the person in charge of
 * personal information, and a buyer who writes to a dead address is a lead lost.
 *
 * It reads what ships, the built pages, not the content files: every `mailto:` and `tel:` link and
 * every `email` and `telephone` of the pages' structured data, wherever it came from (site
 * settings, a city, CONTACT_EMAIL, copy). It refuses an e-mail address on a domain reserved for
 * examples (RFC 2606 and 6761: .example, .test, .invalid, .localhost, example.com/.net/.org) and a
 * North American number on the 555 exchange (reserved for fiction from 555-0100 to 555-0199, and not
 * a number a business publishes). Nor while two figures the firm states about itself contradict
 * each other (issue 53, `contradictions`). Previews (`npm run deploy:preview`) are for staff and skip it.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientDir, htmlFiles } from './html-files.mjs';
import { loadContentFile } from '../model/content/content-files.ts';
import { siteSettingsSchema } from '../model/content/schemas/whole-site.ts';
import type { SiteSettings } from '../model/content/site-values.ts';
import { readContent, siteValues } from '../model/content/content-read.ts';
import { projectContent } from '../model/content/content-files.ts';
import { publishedContent, publishingDay } from '../model/content/publishing.ts';
import { mapTexts } from '../model/content/page-values.ts';
import { fieldPath, labelOf } from '../model/content/content-messages.ts';
import { entryNamesIn } from '../model/content/entry-names.ts';
import { writtenAddress } from '../model/site/format.ts';
import { postingFacts as postingFactKeys, postingMissing } from '../model/site/postings.ts';
import { frenchContentFile, languages } from '../model/site/languages.ts';
import { collectionOf, collections, isMarkdown, type ContentData, type ContentFolder, type MarkdownFolder } from '../model/content/collections.ts';

/** One contact that reaches no one, and the pages that show it. */
type LaunchProblem = { contact: string; why: string; pages: string[] };

const reservedDomain = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;
const fictionalNumber = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?555[\s.-]?\d{4}$/;

/** Why a contact written on a page reaches no one, or undefined when it may. */
export function unreachable(kind: 'email' | 'telephone', value: string): string | undefined {
  if (kind === 'email') {
    const domain = value.split('@')[1] ?? '';
    return reservedDomain.test(domain) ? 'an e-mail address on a domain reserved for examples, which no mail reaches' : undefined;
  }
  return fictionalNumber.test(value.trim()) ? 'a telephone number on the 555 exchange, kept for fiction' : undefined;
}

/** The contacts a page offers: its mailto: and tel: links and the e-mails and telephones of its structured data. */
export function contactsOf(html: string): { kind: 'email' | 'telephone'; value: string }[] {
  const found: { kind: 'email' | 'telephone'; value: string }[] = [];
  for (const [, address] of html.matchAll(/href="mailto:([^"?]+)/g)) found.push({ kind: 'email', value: decodeURIComponent(address!) });
  for (const [, number] of html.matchAll(/href="tel:([^"]+)/g)) found.push({ kind: 'telephone', value: decodeURIComponent(number!) });
  for (const [, address] of html.matchAll(/"email":\s*"([^"]+)"/g)) found.push({ kind: 'email', value: address!.replace(/^mailto:/, '') });
  for (const [, number] of html.matchAll(/"telephone":\s*"([^"]+)"/g)) found.push({ kind: 'telephone', value: number! });
  return found;
}

/** Every unreachable contact of the given pages (path -> HTML), with the pages that show it. */
export function launchProblems(pages: ReadonlyMap<string, string>): LaunchProblem[] {
  const problems = new Map<string, LaunchProblem>();
  for (const [path, html] of pages) {
    for (const { kind, value } of contactsOf(html)) {
      const why = unreachable(kind, value);
      if (!why) continue;
      const problem = problems.get(value) ?? { contact: value, why, pages: [] };
      if (!problem.pages.includes(path)) problem.pages.push(path);
      problems.set(value, problem);
    }
  }
  return [...problems.values()];
}

/** The message that stops the deploy: each contact, why, where, and what to change, in words staff read. */
export function launchMessage(problems: readonly LaunchProblem[]): string {
  const lines = problems.map(({ contact, why, pages }) => {
    const shown = pages.slice(0, 3).join(', ');
    return `  - ${contact}: ${why}; on ${pages.length} page${pages.length === 1 ? '' : 's'} (${shown}${pages.length > 3 ? ', …' : ''})`;
  });
  return [
    'npm run deploy: not deployed. The site still shows contact details that reach no one:',
    ...lines,
    'Put the real ones in the editor before launch: Whole site > Site settings (the contact e-mail and the privacy officer’s e-mail) in English and in French, and each city’s telephone (Services and cities > Locations); or set CONTACT_EMAIL for the build. docs/deploy.md, "Before launch".',
  ].join('\n');
}

/**
 * Figures the firm states about itself that contradict each other (issue 53: "20+ Clients Served"
 * on the home page, "200+ Enterprise Clients" on About). The pages mark those figures
 * (components/StatGrid.tsx firmFigure); two of them measure the same thing when their labels'
 * head nouns are the same ("Clients Served", "Enterprise Clients": clients) and their values the
 * same kind (a count, a percentage), and contradict each other when the values differ. Read on the
 * English pages: the French ones state the same figures (model/content/translation-checks.ts).
 */
type FirmFigure = { value: string; label: string; pages: string[] };
export type Contradiction = { measure: string; figures: FirmFigure[] };

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The firm's own figures a page shows. */
export function firmFiguresOf(html: string): { value: string; label: string }[] {
  return [...html.matchAll(/data-firm-figure="([^"]*)" data-firm-figure-label="([^"]*)"/g)].map(([, value, label]) => ({ value: decode(value!), label: decode(label!) }));
}

/** What a figure's label measures: its last word that is no participle, singular ("Clients Served": client). */
export function measureOf(label: string): string {
  const words = label.toLowerCase().split(/[^a-z]+/).filter((word) => word !== '' && !/ed$/.test(word));
  return (words.at(-1) ?? '').replace(/(?<!s)s$/, '');
}

const kindOf = (value: string) => (value.includes('%') ? 'percentage' : /^\d[\d,.]*\+?$/.test(value.trim()) ? 'count' : value.trim());

export function contradictions(pages: ReadonlyMap<string, string>): Contradiction[] {
  const shown = [...pages].filter(([, html]) => /<html[^>]* lang="en/.test(html)).flatMap(([path, html]) => firmFiguresOf(html).map((figure) => ({ ...figure, where: path })));
  return contradictionsAmong(shown);
}

/** The figures that measure the same thing with different values, each with where it is (a page, or an entry). */
export function contradictionsAmong(shown: readonly { value: string; label: string; where: string }[]): Contradiction[] {
  const byMeasure = new Map<string, Map<string, FirmFigure>>();
  for (const { value, label, where } of shown) {
    const key = `${measureOf(label)} ${kindOf(value)}`;
    const figures = byMeasure.get(key) ?? new Map<string, FirmFigure>();
    const figure = figures.get(value) ?? { value, label, pages: [] };
    if (!figure.pages.includes(where)) figure.pages.push(where);
    figures.set(value, figure);
    byMeasure.set(key, figures);
  }
  return [...byMeasure.entries()].filter(([, figures]) => figures.size > 1).map(([key, figures]) => ({ measure: key.split(' ')[0]!, figures: [...figures.values()] }));
}

/** The message for contradicting figures: each pair, where, and what to do. */
export function contradictionsMessage(found: readonly Contradiction[]): string {
  return [
    'npm run deploy: not deployed. The site states figures about the firm that contradict each other:',
    ...found.map(({ figures }) => `  - ${figures.map(({ value, label, pages }) => `${value} ${label} (${pages.join(', ')})`).join(' and ')}`),
    'Settle with the owner which is true, then write it in every place, in English and in French, in the editor: Home and contact > Home page > Our Impact, and Company and legal pages > About page > Stats. docs/deploy.md, "Before launch".',
  ].join('\n');
}

/**
 * What the launch check would stop on, one line each in staff's words, for the editor's Dashboard
 * (issue 55: one "Ready to publish"): the contacts that reach no one and the contradicting figures.
 */
export function launchLines(pages: ReadonlyMap<string, string>, decisions: readonly string[] = openDecisions()): string[] {
  return [
    ...decisions,
    ...launchProblems(pages).map(({ contact, why, pages: on }) => `${contact} is ${why}; it is on ${on.length} page${on.length === 1 ? '' : 's'} (${on.slice(0, 3).join(', ')}${on.length > 3 ? ', …' : ''}). Put the real one in Site settings or the city's entry, in both languages.`),
    ...contradictions(pages).map(({ figures }) => `${figures.map(({ value, label }) => `"${value} ${label}"`).join(' and ')} count the same thing differently. Settle with the owner which is true, then write it on the Home page and the About page, in both languages.`),
    ...postingProblems(pages).map(({ title, missing }) => `The posting "${title}" does not state ${missing.map((fact) => postingFacts[fact as keyof typeof postingFacts] ?? fact).join('; ')}, which Ontario asks of a public posting. Write them in the Careers page's openings, in both languages.`),
  ];
}

/**
 * Job postings without what Ontario asks of a publicly advertised posting since 1 January 2026
 * (issue 54; the Employment Standards Act as amended by the Working for Workers Acts, for an
 * employer of 25 or more): the pay or its range, whether AI screens applicants, whether the vacancy
 * exists. The careers page marks each opening with what it lacks (pages/careers/+Page.tsx).
 */
export type PostingProblem = { title: string; missing: string[]; page: string };
const postingFacts: Record<(typeof postingFactKeys)[number], string> = { pay: 'the expected pay or its range', aiScreening: 'whether artificial intelligence screens, assesses or selects applicants', vacancy: 'whether the posting is for an existing vacancy' };

export function postingProblems(pages: ReadonlyMap<string, string>): PostingProblem[] {
  const found: PostingProblem[] = [];
  for (const [path, html] of pages) {
    if (!/<html[^>]* lang="en/.test(html)) continue; // the French postings are the English ones' twins
    for (const [, missing, rest] of html.matchAll(/<li data-posting-missing="([^"]+)"[^>]*>([\s\S]*?)<\/h3>/g)) {
      const title = decode(/<h3[^>]*>([^<]*)$/.exec(rest!)?.[1] ?? '');
      found.push({ title, missing: missing!.split(' '), page: path });
    }
  }
  return found;
}

/** The message for postings that lack what Ontario asks: each, what it lacks, and where to write it. */
export function postingsMessage(found: readonly PostingProblem[]): string {
  return [
    'npm run deploy: not deployed. Job postings do not state what Ontario asks of a public posting (employers of 25 or more, since 1 January 2026):',
    ...found.map(({ title, missing, page }) => `  - "${title}" (${page}): ${missing.map((fact) => postingFacts[fact as keyof typeof postingFacts] ?? fact).join('; ')}`),
    'Write them with the owner in the editor: Company and legal pages > Careers page > Openings (Pay, AI screening, Vacancy), in English and in French. docs/deploy.md, "Before launch".',
  ].join('\n');
}

/**
 * The same facts read from the content rather than from built pages (issue 55: one "Ready to
 * publish"), each with the entry where staff change it: what the editor's Dashboard lists, in
 * `npm run editor` (no build there) as in the deployed editor. The pages show contacts from Site
 * settings (CONTACT_EMAIL over its contact e-mail), each office's telephone, the addresses the
 * legal pages' copy writes and any mailto: or tel: link written in copy; the firm's figures from
 * the home page's impact and About's stats; the careers openings. tests/site/launch-check.test.ts
 * holds these equal to what the deploy's check reads on the built pages.
 */
export type ContactAt = { value: string; kind: 'email' | 'telephone'; why: string; places: { file?: string; field: string }[] };
export type ContentLaunchFacts = { contacts: ContactAt[]; contradictions: Contradiction[]; postings: { title: string; missing: string[]; file: string }[] };

/** Each entry of the content with its file: `content/fr/locations/toronto.yaml` for the French Toronto. */
function entriesOf(data: ContentData): { collection: string; file: string; entry: unknown }[] {
  const found: { collection: string; file: string; entry: unknown }[] = [];
  for (const { name, files } of collections) {
    for (const [language, content] of Object.entries((data as unknown as Record<string, Record<string, unknown>>)[name] ?? {}) as [(typeof languages)[number], unknown][]) {
      const inLanguage = (file: string) => (language === 'fr' && !file.startsWith('content/fr/') ? frenchContentFile(file) : file);
      if (Array.isArray(files)) found.push({ collection: name, file: inLanguage((files as readonly string[])[0]!), entry: content });
      else {
        const where = files as ContentFolder | MarkdownFolder;
        const extension = isMarkdown(where) ? 'md' : 'yaml';
        for (const [slug, entry] of Object.entries(content as Record<string, unknown>)) found.push({ collection: name, file: inLanguage(`${where.folder}/${slug}.${extension}`), entry });
      }
    }
  }
  return found;
}

const linkedContact = /\]\((mailto|tel):([^)\s?]+)/g;

export function contentLaunchFacts(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): ContentLaunchFacts {
  const source = { ...projectContent(root), env };
  // Leniently: a file its schema refuses is already on the Dashboard's "Cannot be published".
  const data = publishedContent(readContent(source, { lenient: true }).data, publishingDay(source.env));
  const contacts = new Map<string, ContactAt>();
  const add = (kind: 'email' | 'telephone', value: string, file: string | undefined, field: string) => {
    const why = unreachable(kind, value);
    if (!why) return;
    const contact = contacts.get(value) ?? { value, kind, why, places: [] };
    if (!contact.places.some((place) => place.file === file)) contact.places.push({ file, field });
    contacts.set(value, contact);
  };
  const written = (file: string, value: string) => {
    try {
      return source.read(file).includes(value);
    } catch {
      return false;
    }
  };
  for (const language of languages) {
    const settingsFile = language === 'fr' ? frenchContentFile('content/site.yaml') : 'content/site.yaml';
    let site: ReturnType<typeof siteValues> | undefined;
    try {
      site = siteValues(language, source);
    } catch {
      site = undefined; // named on "Cannot be published"
    }
    if (site) {
      const fromEnv = Boolean(source.env.CONTACT_EMAIL?.trim());
      add('email', site.contactEmail, fromEnv ? undefined : settingsFile, fromEnv ? 'CONTACT_EMAIL, set for the build,' : 'Contact email');
      add('email', site.careersEmail, settingsFile, 'Careers email');
      add('email', site.privacyOfficer.email, settingsFile, 'Privacy officer > Email');
    }
  }
  for (const { collection, file, entry } of entriesOf(data)) {
    const telephone = (entry as { telephone?: unknown } | undefined)?.telephone;
    if (collection === 'locations' && typeof telephone === 'string') add('telephone', telephone, file, 'Telephone');
    mapTexts(entry, (text, at) => {
      const found: { kind: 'email' | 'telephone'; value: string }[] = [...text.matchAll(linkedContact)].map(([, scheme, value]) => ({ kind: scheme === 'mailto' ? 'email' : 'telephone', value: decodeURIComponent(value!) }));
      if (collection === 'legal') for (const [address] of text.matchAll(writtenAddress)) if (!address.startsWith('https:')) found.push({ kind: 'email', value: address });
      // Named where it is written: one that Site settings fills in ({site.contactEmail}) is changed there.
      for (const { kind, value } of found) if (written(file, value)) add(kind, value, file, fieldPath(entry, at));
      return text;
    });
  }
  // Read as written where a file is mid-change (lenient): what is missing counts as nothing here.
  const figures = [
    ...(data.homePage?.en?.impact?.stats ?? []).map((stat) => ({ ...stat, where: 'content/pages/home.yaml' })),
    ...(data.about?.en?.stats ?? []).map((stat) => ({ ...stat, where: 'content/company/about.yaml' })),
  ];
  const postings = (data.careers?.en?.openings ?? [])
    .map((opening) => ({ title: opening.title, missing: postingMissing(opening), file: 'content/company/careers.yaml' }))
    .filter(({ missing }) => missing.length > 0);
  return { contacts: [...contacts.values()], contradictions: contradictionsAmong(figures), postings };
}

/**
 * The Dashboard's lines: the owner's open decisions, then each fact with the entry to change first
 * (`content/site.yaml: …`, which the Dashboard shows as the entry's name, a link), in staff's words.
 */
export function contentLaunchLines(root = process.cwd(), decisions: readonly DecisionKey[] = openDecisionKeys(root)): string[] {
  const { contacts, contradictions: contradicting, postings } = contentLaunchFacts(root);
  const names = entryNamesIn(projectContent(root));
  // Each line's entry, then its field as the editor labels it ("Owner decisions > Google agreement: …"):
  // a link on the Dashboard that opens the entry at that field (editor/field-focus.ts; the walk-through
  // of 2026-11-29: these opened the entry's top).
  const fieldIn: Record<string, string> = { 'content/pages/home.yaml': 'Impact > Stats', 'content/company/about.yaml': 'Stats' };
  // The same field named with its page ("Home page > Impact > Stats") where a line names another page's.
  const fieldName = (file: string) => (fieldIn[file] ? `${collectionOf(file)?.label ?? file} > ${fieldIn[file]}` : file);
  return [
    ...decisions.map((key) => `content/site.yaml: Owner decisions > ${labelOf(key)}: not yet settled by the owner. ${decisionWhy[key].description}`),
    ...contacts.map(({ value, why, places }) => {
      const [first, ...others] = places;
      const elsewhere = others.filter((place) => place.file !== (first?.file && frenchContentFile(first.file)));
      const where = first?.file ? `${first.file}: ${first.field}` : first?.field;
      const also = elsewhere.length > 0 ? ` It is written in ${elsewhere.length} other place${elsewhere.length > 1 ? 's' : ''} too: ${elsewhere.map((place) => (place.file ? (names[place.file] ?? place.file) : place.field)).join(', ')}.` : '';
      return `${where}: is ${value}, ${why}.${also} Put the real one here before launch, in English and in French.`;
    }),
    ...contradicting.map(({ figures }) => {
      const [first] = figures;
      const entries = (figure: FirmFigure) => figure.pages.map(fieldName).join(', ');
      return `${first!.pages[0]}: ${fieldIn[first!.pages[0]!] ?? 'Stats'}: ${figures.map((figure) => `"${figure.value} ${figure.label}" (${entries(figure)})`).join(' and ')} count the same thing differently. Settle with the owner which is true, then write it on the Home page and the About page, in English and in French.`;
    }),
    ...postings.map(({ title, missing, file }) => `${file}: Openings: the opening "${title}" does not state ${missing.map((fact) => postingFacts[fact as keyof typeof postingFacts]).join('; ')}, which Ontario asks of a public posting. Write them in Openings, in English and in French.`),
  ];
}

/**
 * What only the owner can settle, still open (issue 54: the legal review's N2, N7 and N9), each with
 * why, as Site settings > Owner decisions says it in the editor; ticked there once settled.
 */
export function openDecisions(root = process.cwd()): string[] {
  return openDecisionKeys(root).map((key) => `Not yet settled by the owner: ${decisionWhy[key].description} (Whole site > Site settings > Owner decisions.)`);
}

/** Each decision the owner takes in Site settings > Owner decisions, with why (its description there). */
const decisionWhy = siteSettingsSchema.shape.ownerDecisions.shape;
type DecisionKey = keyof typeof decisionWhy;

/** The owner's decisions still open, by their keys in Site settings. */
export function openDecisionKeys(root = process.cwd()): DecisionKey[] {
  let settings: SiteSettings;
  try {
    // The settings file alone: the rest of the content may be mid-change under `npm run editor` (a
    // city saved in English only), which the content check reports; a settings file it refuses too.
    settings = loadContentFile('content/site.yaml', root) as SiteSettings;
  } catch {
    return [];
  }
  const { ownerDecisions } = settings;
  return (Object.keys(decisionWhy) as DecisionKey[]).filter((key) => !ownerDecisions[key]);
}

/** The built pages by the address a visitor opens (`/fr/nous-joindre`, `/`), with their HTML. */
export function builtPages(dir = buildClientDir()): Map<string, string> {
  return new Map(
    htmlFiles(dir).map((file: string) => {
      const path = `/${relative(dir, file).split(sep).join('/')}`.replace(/\.html$/, '').replace(/\/index$/, '/');
      return [path.length > 1 ? path.replace(/\/$/, '') : path, readFileSync(file, 'utf8')];
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = builtPages();
  const problems = launchProblems(pages);
  const contradicting = contradictions(pages);
  const postings = postingProblems(pages);
  const decisions = openDecisions();
  if (decisions.length > 0) console.error(['npm run deploy: not deployed. The owner has still to settle:', ...decisions.map((line) => `  - ${line.replace(/^Not yet settled by the owner: /, '')}`)].join('\n'));
  if (problems.length > 0) console.error(launchMessage(problems));
  if (contradicting.length > 0) console.error(contradictionsMessage(contradicting));
  if (postings.length > 0) console.error(postingsMessage(postings));
  if (decisions.length > 0 || problems.length > 0 || contradicting.length > 0 || postings.length > 0) process.exit(1);
  console.log('Launch check: the owner has settled every decision of Site settings, every e-mail address and telephone number the pages show can be reached, no two figures about the firm contradict each other, and every job posting states its pay, its use of AI and whether the vacancy exists.');
}
