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
 * a number a business publishes). Previews (`npm run deploy:preview`) are for staff and skip it.
 */
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientDir, htmlFiles } from './html-files.mjs';

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
  const problems = launchProblems(builtPages());
  if (problems.length > 0) {
    console.error(launchMessage(problems));
    process.exit(1);
  }
  console.log('Launch check: every e-mail address and telephone number the pages show can be reached.');
}
