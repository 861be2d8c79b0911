import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { clientDir as client, htmlFiles } from '../../bench/page-bytes.mjs';
import { urlsIn } from '../../model/page-data/addresses';
import { languages, type Language } from '../../model/site/languages';
import { textOf } from '../support/html';

// Issue 28: the privacy policy a Quebec buyer or a compliance officer reads (PIPEDA and Law 25,
// the person in charge, the rights, transfers, retention, incidents, the contact form's draft)
// and the accessibility statement, as a crawler gets them from the build, in both editions. The
// law's words are typed here, never imported from content/, so a policy that drops one fails; the
// person in charge comes from the site settings staff edit, so the test follows their edit.
// (textOf folds no-break spaces into spaces: the French typography has its own tests.)

const fileOf = (path: string) => join(client, `${path === '/' ? 'index' : path.slice(1)}.html`);
const html = (path: string) => readFileSync(fileOf(path), 'utf8');
const mainOf = (path: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html(path))![1]!;
const settings = (language: Language) =>
  parse(readFileSync(language === 'fr' ? 'content/fr/site.yaml' : 'content/site.yaml', 'utf8')) as {
    contactEmail: string;
    privacyOfficer: { title: string; email: string };
    headquarters: { postalCode: string };
    teamInbox: { provider: string; location: string };
  };
const links = (main: string) => [...main.matchAll(/<a\b[^>]*href="([^"]+)"/g)].map((m) => m[1]);

/** What each edition's privacy policy must say, in its own words. */
const privacyWords = {
  en: {
    laws: ['PIPEDA', 'Personal Information Protection and Electronic Documents Act', "Law 25", 'Act respecting the protection of personal information in the private sector'],
    officer: 'Person in charge of the protection of personal information',
    rights: ['Access:', 'Rectification:', 'Withdrawal of consent:', 'Portability:', 'De-indexation:', 'Complaint:'],
    authorities: ["Commission d'accès à l'information du Québec", 'Office of the Privacy Commissioner of Canada'],
    facts: ['within 30 days', 'up to 24 months', 'outside Quebec and Canada', 'Cloudflare', 'EmailJS', 'Google', 'we assessed', 'Confidentiality incidents', 'register of confidentiality incidents'],
    draft: ['session storage', 'stays on your device', 'when your message is sent', '"Clear the form"', 'when you close the tab'],
    lastUpdated: 'Last updated:',
    // Issue 40: what a Quebec privacy lawyer found missing (review points L2, L4, L5, L8, L15).
    providersKeep: ['turned off EmailJS', 'no more than 7 days', 'Workers Logs'],
    governance: ['Governance and complaints', 'within 5 business days'],
    recourse: ['request for examination of disagreement', 'within 30 days of the refusal'],
    notice: 'publish there a notice summarizing what changed',
    children: 'not directed at children under 14',
  },
  fr: {
    laws: ['LPRPDE', 'Loi sur la protection des renseignements personnels et les documents électroniques', 'Loi 25', 'Loi sur la protection des renseignements personnels dans le secteur privé'],
    officer: 'Responsable de la protection des renseignements personnels',
    rights: ['Accès :', 'Rectification :', 'Retrait du consentement :', 'Portabilité :', 'Désindexation :', 'Plainte :'],
    authorities: ['Commission d’accès à l’information du Québec', 'Commissariat à la protection de la vie privée du Canada'],
    facts: ['dans les 30 jours', 'au plus 24 mois', 'à l’extérieur du Québec et du Canada', 'Cloudflare', 'EmailJS', 'Google', 'nous avons réalisé, pour la communication des renseignements', 'Incidents de confidentialité', 'registre des incidents de confidentialité'],
    draft: ['stockage de session', 'reste sur votre appareil', 'dès l’envoi de votre message', '« Effacer le formulaire »', 'à la fermeture de l’onglet'],
    lastUpdated: 'Dernière mise à jour :',
    providersKeep: ['désactivé l’historique des messages d’EmailJS', 'au plus 7 jours', 'Workers Logs'],
    governance: ['Gouvernance et traitement des plaintes', 'dans les 5 jours ouvrables'],
    recourse: ['demande d’examen de mésentente', 'dans les 30 jours suivant le refus'],
    notice: 'un avis qui résume les modifications',
    children: 'ne vise pas les enfants de moins de 14 ans',
  },
} as const;

describe.each(languages)('the privacy policy (%s)', (language) => {
  const words = privacyWords[language];
  const main = mainOf(urlsIn[language].privacy());
  const text = textOf(main);
  const { privacyOfficer, headquarters } = settings(language);

  it('names PIPEDA and Quebec’s Law 25', () => {
    for (const law of words.laws) expect(text).toContain(law);
  });

  it('names the person in charge of the protection of personal information by title, with an e-mail link and a postal address', () => {
    expect(text).toContain(words.officer);
    expect(text).toContain(privacyOfficer.title);
    expect(links(main)).toContain(`mailto:${privacyOfficer.email}`);
    expect(text).toContain(headquarters.postalCode);
  });

  it('lists a Quebec resident’s rights and the two authorities, each linked', () => {
    for (const right of words.rights) expect(text).toContain(right);
    for (const authority of words.authorities) expect(text).toContain(authority);
    expect(links(main)).toEqual(expect.arrayContaining(['https://www.cai.gouv.qc.ca', 'https://www.priv.gc.ca']));
  });

  it('says the response time, retention, transfers and their assessment, and confidentiality incidents', () => {
    for (const fact of words.facts) expect(text).toContain(fact);
  });

  it('says what the contact form’s draft keeps in the browser, and until when', () => {
    for (const fact of words.draft) expect(text).toContain(fact);
  });

  it('names the team inbox’s host and where it keeps messages, from the site settings, and what each provider keeps and how long (L2)', () => {
    const { teamInbox } = settings(language);
    expect(text).toContain(teamInbox.provider);
    expect(text).toContain(teamInbox.location);
    for (const fact of words.providersKeep) expect(text).toContain(fact);
  });

  it('says who answers for personal information and how a complaint is handled, the recourse after a refusal and its limit, and that it is not for children (L4, L5, L15)', () => {
    for (const fact of [...words.governance, ...words.recourse, words.children]) expect(text).toContain(fact);
  });

  it('publishes a notice of its last change at the top, under the date, as the content writes it, and says it does so (L8)', () => {
    const { changeNotice } = parse(readFileSync(language === 'fr' ? 'content/fr/legal/privacy.yaml' : 'content/legal/privacy.yaml', 'utf8')) as { changeNotice?: string };
    expect(changeNotice, 'the privacy policy must carry a notice of its last change').toBeTruthy();
    const afterDate = main.slice(main.search(/<time dateTime=/i));
    expect(textOf(afterDate.slice(0, afterDate.indexOf('<h2')))).toContain(textOf(changeNotice!));
    expect(text).toContain(words.notice);
  });

  it('shows its date of last update', () => {
    expect(text).toContain(words.lastUpdated);
    expect(main).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">|<time datetime="\d{4}-\d{2}-\d{2}">/);
  });
});

describe.each(languages)('the cookie policy and the terms agree with it (%s)', (language) => {
  it('the cookie policy says the draft is session storage, not a cookie, and names the staff editor’s cookies', () => {
    const text = textOf(mainOf(urlsIn[language].cookies()));
    expect(text).toContain(language === 'fr' ? 'stockage de session' : 'session storage');
    expect(text).toContain('/admin');
  });

  it('the terms point to the privacy policy and its laws', () => {
    const text = textOf(mainOf(urlsIn[language].terms()));
    expect(text).toContain(language === 'fr' ? 'Loi 25' : 'Law 25');
    expect(text).toContain(language === 'fr' ? 'LPRPDE' : 'PIPEDA');
  });
});

const accessibilityWords = {
  en: { h1: 'Accessibility Statement', standard: 'WCAG) 2.2 at level AA', laws: ['AODA', 'Accessible Canada Act'], limit: 'reCAPTCHA', answer: 'within ten business days', formats: 'large print', partial: ['partially conforms', 'No full manual audit', 'at no cost'] },
  fr: { h1: 'Déclaration d’accessibilité', standard: 'WCAG) 2.2 au niveau AA', laws: ['LAPHO', 'Loi canadienne sur l’accessibilité'], limit: 'reCAPTCHA', answer: 'dix jours ouvrables', formats: 'gros caractères', partial: ['conformité partielle', 'Aucun audit manuel complet', 'sans frais'] },
} as const;

describe.each(languages)('the accessibility statement (%s)', (language) => {
  const words = accessibilityWords[language];
  const path = urlsIn[language].accessibility();
  const main = mainOf(path);
  const text = textOf(main);

  it('is at its address in the edition’s words, with its title', () => {
    expect(path).toBe(language === 'fr' ? '/fr/accessibilite' : '/accessibility');
    expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)![1]!)).toBe(words.h1);
  });

  it('says the standard, how it is checked, the known limit, how to report a barrier and when we answer', () => {
    expect(text).toContain(words.standard);
    for (const law of words.laws) expect(text).toContain(law);
    expect(text).toContain(words.limit);
    expect(text).toContain(words.answer);
    expect(text).toContain(words.formats);
    // Issue 40, L6: partial conformance (third-party content), automated evidence said as such, formats at no cost.
    for (const fact of words.partial) expect(text).toContain(fact);
    expect(links(main)).toContain(`mailto:${settings(language).contactEmail}`);
    expect(main).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">|<time datetime="\d{4}-\d{2}-\d{2}">/);
  });

  it('is in the sitemap, the search index and has its twin in the other language', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`${path}</loc>`);
    expect(html(path)).toMatch(/<main\b[^>]*\sdata-pagefind-body/);
    const other = language === 'fr' ? '/accessibility' : '/fr/accessibilite';
    expect(html(path)).toMatch(new RegExp(`<link rel="alternate" hrefLang="${language === 'fr' ? 'en' : 'fr'}[^"]*" href="[^"]*${other}"`, 'i'));
  });
});

describe('the footer', () => {
  it('links every page of both editions to the accessibility statement in its language', () => {
    const files = htmlFiles().filter((file: string) => !file.includes(`${join(client, 'admin')}`));
    expect(files.length).toBeGreaterThan(150);
    for (const file of files) {
      const page = readFileSync(file, 'utf8');
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(page)?.[0] ?? '';
      const french = /<html lang="fr/.test(page);
      expect(footer, file).toContain(`href="${french ? '/fr/accessibilite' : '/accessibility'}"`);
    }
  });
});
