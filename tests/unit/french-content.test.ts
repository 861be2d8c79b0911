import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionOf, collections, postFolders } from '../../model/content/collections';
import { projectContent } from '../../model/content/content-files';
import { collectionFiles } from '../../model/content/content-read';
import { englishContentFile, frenchContentFile } from '../../model/site/languages';
import { postFrontMatterSchema } from '../../model/content/schemas/blog';
import { englishOnlyKeys, forLanguage } from '../../model/content/schemas/fields';
import { notFoundPageSchema } from '../../model/content/schemas/whole-site';
import { splitFrontMatter } from '../../model/content/frontmatter';
import { loadContentFile } from '../../model/content/content-files';
import { articleTwinProblems, stillEnglishProblems, twinProblems, untranslatedCodeLines } from '../../model/content/translation-checks';
import { fingerprintOf, textsOf, withoutEnglishChecked } from '../../model/content/translation-status';

// The French edition's content files (issue 23), as they land before the pages that show them:
// each mirrors an English file of the same collection, key for key, with the same values the
// site fills in ({site.brand}, {city.name}...), the same figures, and OQLF typography; each French
// article translates an English one. Each passes its collection's schema (model/content/schemas/fields.ts
// forLanguage: the specification's English texts are French there).
const englishFiles = collections.filter((collection) => !collection.frenchOnly).flatMap((collection) => collectionFiles(collection, projectContent()));
/** Files only the French edition has (its URL words). */
const frenchOnlyFiles = collections.filter((collection) => collection.frenchOnly).flatMap((collection) => collectionFiles(collection, projectContent()));
const frenchFiles = englishFiles.map(frenchContentFile).filter((file) => existsSync(file));
/** The French files that list their own items, not a translation of the English file's (the redirects: model/content/collections.ts ownItems). */
const ownItemsFiles = collections.filter((collection) => collection.ownItems).flatMap((collection) => collectionFiles(collection, projectContent()).map(frenchContentFile));

/** A content file's data: a YAML file's, or a Markdown file's front matter with its story as `body` (a case study). */
const dataOf = (file: string): Record<string, unknown> => {
  const source = readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return parse(source);
  const { data, body } = splitFrontMatter(file, source);
  return { ...data, body };
};
/** The keys only the French file has: an entry's French address word (its English one is its file name). */
/** The keys one language's file has and the other's not: a French address word, what only the English file holds (a case study's Featured box). */
const oneLanguageKeys = (file: string) => [
  ...(/^content\/fr\/(services|case-studies|industries)\//.test(file) ? ['address'] : []),
  ...Object.keys(englishOnlyKeys(collectionOf(englishContentFile(file))?.schema ?? z.object({}))),
];

describe('French content files mirror the English ones', () => {
  it('content/fr/ holds only counterparts of English files and articles', () => {
    const under = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? under(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`],
      );
    for (const file of under('content/fr')) {
      if (file.startsWith(`${postFolders.fr}/`)) expect(file).toMatch(/\.md$/);
      else if (!frenchOnlyFiles.includes(file)) expect(englishFiles, file).toContain(englishContentFile(file));
    }
  });

  // The check the build makes too (model/content/translation-checks.ts, run by model/content/content-problems.ts).
  it.each(frenchFiles.filter((file) => !ownItemsFiles.includes(file)))('%s: same keys, lists, values filled in and figures as the English file', (file) => {
    // A case study's story is compared by its own check (storyTwinProblems, below).
    const { body: _english, ...english } = dataOf(englishContentFile(file));
    const { body: _french, ...french } = dataOf(file);
    // A French service, case study or industry names its French address word, which its English twin (addressed by its file name) has not.
    // Which English version the French was checked against (model/content/translation-status.ts): French only, set aside as the build does.
    expect(french.englishChecked).toMatch(/^([0-9a-f]{6})+$/);
    expect(twinProblems(file, english, withoutEnglishChecked(file, french), oneLanguageKeys(file))).toEqual([]);
  });

  it('a French figure that drifts from the English one, a key or a list item too many or too few, is named with its field', () => {
    const english = { faqs: [{ answer: 'Most pipelines run within 90 days, at 99.9% uptime.' }], seo: { title: '{site.brand}' } };
    expect(twinProblems('content/fr/x.yaml', english, { faqs: [{ answer: 'La plupart en 60 jours, à 99,9 % de disponibilité.' }], seo: { title: '{site.brand}' } })).toEqual([
      'content/fr/x.yaml: FAQs 1 > Answer: lacks the figure 90 of the English text ("Most pipelines run within 90 days, at 99.9% uptime.")',
      'content/fr/x.yaml: FAQs 1 > Answer: states the figure 60, which the English text does not ("La plupart en 60 jours, à 99,9 % de disponibilité."): both versions say the same figures',
    ]);
    // A promise only the French makes (a walk-through of 2026-11-30: « ou en moins de 2 heures pour une panne » was saved as up to date).
    const support = { promise: 'You will receive a response within 24 hours.' };
    expect(twinProblems('content/fr/x.yaml', support, { promise: 'Vous recevrez une réponse dans les 24 heures, ou en moins de 2 heures pour une panne.' })).toEqual([
      'content/fr/x.yaml: Promise: states the figure 2, which the English text does not ("Vous recevrez une réponse dans les 24 heures, ou en moins de 2 heures pour une panne."): both versions say the same figures',
    ]);
    // Not the French ways of saying what the English says without a figure, nor a number in a name.
    expect(twinProblems('content/fr/x.yaml', { a: 'Monitored around the clock, every day, with GA4.' }, { a: 'Surveillé 24 h sur 24, 7 jours sur 7, avec Google Analytics 4, d’une équipe.' })).toEqual([]);
    // An empty list and none are the same (a walk-through of 2026-11-30: a save wrote `team: []` in the English only).
    expect(twinProblems('content/fr/x.yaml', { title: 'About', team: [] }, { title: 'À propos' })).toEqual([]);
    expect(twinProblems('content/fr/x.yaml', { title: 'About' }, { title: 'À propos', team: [] })).toEqual([]);
    expect(twinProblems('content/fr/x.yaml', english, { faqs: [], seo: { title: 'Northbeam', extra: 'x' } })).toEqual([
      // One line for an item still to write, naming it (a walk-through of 2026-11-30 was told one new FAQ three ways).
      'content/fr/x.yaml: FAQs: has 0 items where the English version has 1: FAQs 1 is still to write here',
      'content/fr/x.yaml: SEO > Title: lacks {site.brand}, which the English text has the site fill in',
      'content/fr/x.yaml: SEO > Extra: is not in the English version; remove it, or add it there first',
    ]);
    const two = { faqs: [{ question: 'Where?', answer: 'Here.' }, { question: 'Can you train our team?', answer: 'Yes.' }] };
    expect(twinProblems('content/fr/x.yaml', two, { faqs: [{ question: 'Où ?', answer: 'Ici.' }] })).toEqual([
      'content/fr/x.yaml: FAQs: has 1 item where the English version has 2: FAQs 2 ("Can you train our team?") is still to write here',
    ]);
    // An English item added and moved first (a walk-through of 2026-12-02): the French, checked against the English as it was,
    // is compared item by item as it has them, and the new one named where it stands, not the last.
    const before = { faqs: [{ question: 'How fast?', answer: 'In 30 days.' }, { question: 'How much?', answer: 'From $5,000.' }, { question: 'Who?', answer: 'Our 12 specialists.' }] };
    const checked = fingerprintOf(textsOf(before));
    const french3 = { faqs: [{ question: 'En combien de temps ?', answer: 'En 30 jours.' }, { question: 'Combien ?', answer: 'À partir de 5 000 $.' }, { question: 'Qui ?', answer: 'Nos 12 spécialistes.' }] };
    const added = { faqs: [{ question: 'Do you sign an NDA?', answer: 'Yes, within 2 days.' }, ...before.faqs] };
    expect(twinProblems('content/fr/x.yaml', added, french3, [], checked)).toEqual([
      'content/fr/x.yaml: FAQs: has 3 items where the English version has 4: FAQs 1 ("Do you sign an NDA?") is still to write here, at its place in the English list',
    ]);
    // Without the fingerprint, by position: the figures' lines the alignment spares.
    expect(twinProblems('content/fr/x.yaml', added, french3).length).toBeGreaterThan(1);
    // Moved only: the French order to follow, by the French items' numbers; a French already put in that order is compared by position.
    const moved = { faqs: [before.faqs[2]!, before.faqs[0]!, before.faqs[1]!] };
    expect(twinProblems('content/fr/x.yaml', moved, french3, [], checked)).toEqual([
      "content/fr/x.yaml: FAQs: its items are not in the English version's order, which moved them since the French was checked: put them in this order, by their numbers here: 3, 1, 2",
    ]);
    expect(twinProblems('content/fr/x.yaml', moved, { faqs: [french3.faqs[2]!, french3.faqs[0]!, french3.faqs[1]!] }, [], checked)).toEqual([]);
    // Checked against the English as it is: by position, as ever.
    expect(twinProblems('content/fr/x.yaml', before, french3, [], checked)).toEqual([]);
    // An English item moved first and another removed (a walk-through of 2026-12-03: the French was told to remove the one that
    // stayed, and following it left one person's name under another's portrait): the one removed, named once.
    const removedFirst = { faqs: [before.faqs[2]!, before.faqs[1]!] };
    expect(twinProblems('content/fr/x.yaml', removedFirst, french3, [], checked)).toEqual([
      "content/fr/x.yaml: FAQs: its items are not in the English version's order, which moved them since the French was checked: put them in this order, by their numbers here: 3, 2",
      'content/fr/x.yaml: FAQs 1 ("En combien de temps ?"): the English version no longer has it (removed there since the French was checked): remove it here',
    ]);
    // Removed only, from the start: the same line, and nothing of the two that stayed.
    expect(twinProblems('content/fr/x.yaml', { faqs: before.faqs.slice(1) }, french3, [], checked)).toEqual([
      'content/fr/x.yaml: FAQs 1 ("En combien de temps ?"): the English version no longer has it (removed there since the French was checked): remove it here',
    ]);
    // Numbers written in words count as figures (issue 55: "two weeks" became "ten business days" and « deux semaines » passed),
    // said where the English text states them.
    const weeks = { faqs: [{ answer: 'Every engagement starts with a discovery phase. Dashboards go live within ten business days of the kick-off meeting.' }] };
    expect(twinProblems('content/fr/x.yaml', weeks, { faqs: [{ answer: 'Chaque mandat commence par un diagnostic. Les tableaux de bord sont en ligne en deux semaines.' }] })).toEqual([
      'content/fr/x.yaml: FAQs 1 > Answer: lacks the figure 10 of the English text ("…phase. Dashboards go live within ten business days of the kick-off meeting.")',
    ]);
    for (const french of ['… en dix jours ouvrables.', '… en 10 jours ouvrables.', '… en une dizaine de jours ouvrables.']) {
      expect(twinProblems('content/fr/x.yaml', weeks, { faqs: [{ answer: french }] }), french).toEqual([]);
    }
    const counts = (english: string, french: string) => twinProblems('content/fr/x.yaml', { a: english }, { a: french });
    expect(counts('twenty-five people, ninety days, seventy-two hours', 'vingt-cinq personnes, quatre-vingt-dix jours, soixante-douze heures')).toEqual([]);
    expect(counts('twenty-one offices and eighty sites', 'vingt et un bureaux et quatre-vingts sites')).toEqual([]);
    // "one" counts nothing on its own ("one of our clients"); a word inside another word is no number ("often", « deuxième »).
    expect(counts('One of our clients often says so.', 'Une cliente le dit souvent.')).toEqual([]);
    expect(counts('The second phase took two weeks.', 'La deuxième phase a pris deux semaines.')).toEqual([]);
    expect(counts('It took two weeks.', 'Elle a pris quelques semaines.')).toEqual(['content/fr/x.yaml: A: lacks the figure 2 of the English text ("It took two weeks.")']);
    // The same number of another unit of time (a walk-through of 2026-12-01: « 21 semaines » where the English said "21 days").
    expect(counts('Most projects ship in 21 days.', 'La plupart des projets sont livrés en 21 semaines.')).toEqual([
      'content/fr/x.yaml: A: says « 21 semaines » where the English text says "21 days": both versions give the same time',
    ]);
    expect(counts('A two-week sprint, then a 90-day pilot.', 'Un sprint de deux mois, puis un projet pilote de 90 jours.')).toEqual([
      'content/fr/x.yaml: A: says « 2 mois » where the English text says "2-week": both versions give the same time',
    ]);
    // Not the same time said another way: a unit between words, a unit left implicit, « 24 h ».
    for (const [english, french] of [
      ['Live within 10 business days, reviewed every 2 weeks.', 'En ligne en 10 jours ouvrables, revu toutes les deux semaines.'],
      ['In the first 90 days, 3 audits.', 'Dans les 90 premiers jours, 3 audits.'],
      ['A reply within 24 hours, 12 months of support.', 'Une réponse en 24 h et un an de soutien, soit 12 mois.'],
      ['It cut 30 minutes a day from 4 hours.', 'Elle a retranché 30 min par jour sur 4 heures.'],
      ['Founded 12 years ago by 12 people.', 'Fondée il y a 12 ans par 12 personnes.'],
      ['Two days a month, over two month-end closes.', 'Deux jours par mois, pendant deux clôtures de fin de mois.'],
    ]) expect(counts(english!, french!), french).toEqual([]);
    // A telephone number is one figure, however each language writes it, and said as one (a walk-through of 2026-12-02: "the figure 6046832290").
    expect(counts('Call (416) 861-2400.', 'Composez le 416 861-2400.')).toEqual([]);
    expect(counts('Call (416) 861-2400.', 'Composez le 416 861-2401.')).toEqual([
      'content/fr/x.yaml: A: lacks the telephone number 416-861-2400 of the English text ("Call (416) 861-2400.")',
      'content/fr/x.yaml: A: states the telephone number 416-861-2401, which the English text does not ("Composez le 416 861-2401."): both versions say the same figures',
    ]);
    // A French entry started as a copy of the English one, not translated yet, states the English figures.
    expect(counts('We then run a two-week discovery.', 'We then run a two-week discovery.')).toEqual([]);
    // A shared photo: the French file holds only its words.
    const withPhoto = { hero: { photo: { image: 'images/services/a.jpg', alt: 'A team' } } };
    expect(twinProblems('content/fr/x.yaml', withPhoto, { hero: { photo: { alt: 'Une équipe' } } })).toEqual([]);
  });

  it.each(frenchFiles)("%s: passes its collection's schema, the specification's English texts in French", (file) => {
    expect(() => loadContentFile(file)).not.toThrow();
  });
});

describe("the specification's English texts (model/content/schemas/fields.ts spec, forLanguage)", () => {
  const notFound = parse(readFileSync('content/pages/not-found.yaml', 'utf8'));
  const french = { ...notFound, title: 'Page introuvable', back: 'Retour à l’accueil' };

  it('are required word for word in English files and free in French ones; a code stays a code', () => {
    expect(notFoundPageSchema.safeParse(notFound).success).toBe(true);
    expect(notFoundPageSchema.safeParse(french).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse(french).success).toBe(true);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse({ ...french, code: '400' }).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'fr').safeParse({ ...french, title: '' }).success).toBe(false);
    expect(forLanguage(notFoundPageSchema, 'en')).toBe(notFoundPageSchema);
  });
});

describe('French articles translate English ones', () => {
  const folder = postFolders.fr;
  const articles = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.md')) : [];

  it.each(articles)('%s: valid front matter, the English article it translates, same date and author, same figures and structure (its OQLF spacing: tests/unit/french-banned-forms.test.ts)', (name) => {
    const { data, body } = splitFrontMatter(name, readFileSync(join(folder, name), 'utf8'));
    // The build reads a French article as parsePost does: its translation status set aside (model/content/translation-status.ts).
    const { englishChecked, ...frontMatter } = data;
    expect(englishChecked).toMatch(/^([0-9a-f]{6})+$/);
    const meta = postFrontMatterSchema.parse(frontMatter);
    expect(meta.translationOf, 'translationOf').toBeDefined();
    const englishFile = join(postFolders.en, `${meta.translationOf}.md`);
    expect(existsSync(englishFile), englishFile).toBe(true);
    const english = splitFrontMatter(englishFile, readFileSync(englishFile, 'utf8'));
    const englishMeta = postFrontMatterSchema.parse(english.data);
    expect(meta.image).toBe(`/images/blog/${name.replace(/\.md$/, '')}.svg`);
    const article = (file: string, data: typeof meta, text: string) => ({ file, date: data.date, author: data.author, tags: data.tags, coverSign: data.coverSign, body: text });
    expect(articleTwinProblems(article(join(folder, name), meta, body), article(englishFile, englishMeta, english.body))).toEqual([]);
  });

  it('names a code line left in English where people read it (a comment, a docstring, a description, a message, an example phrase), and leaves code alone (issue 54)', () => {
    const english = [
      '```python',
      'def plan(chunks):',
      '    """Return chunks that need embedding."""',
      '    log.info("classified %s in %d ms", ticket_id, elapsed)',
      '    assert tool in executed, f"expected call to {tool}"',
      '    return {"error": "order_not_found"}  # the caller retries',
      // A validator's messages, short ones too (the fifth French reading, 2026-12-03); a one-word value is not a message.
      '    errors.append(f"missing column: {name}")',
      '    errors.append(f"{name}: {count} null values")',
      '    errors.append("ok")',
      '```',
      '',
      '```yaml',
      'description: "Order total in CAD, including taxes."',
      'examples:',
      '  - "Can I change where my package goes?"',
      '"detail-type": ["AWS Console Sign In via CloudTrail"]',
      '```',
    ].join('\n');
    // Every line a person reads left as it was: each named, with its block; the code and the values a program compares are not.
    expect(untranslatedCodeLines(english, english)).toEqual([
      { block: 1, line: '"""Return chunks that need embedding."""' },
      { block: 1, line: 'log.info("classified %s in %d ms", ticket_id, elapsed)' },
      { block: 1, line: 'assert tool in executed, f"expected call to {tool}"' },
      { block: 1, line: 'return {"error": "order_not_found"}  # the caller retries' },
      { block: 1, line: 'errors.append(f"missing column: {name}")' },
      { block: 1, line: 'errors.append(f"{name}: {count} null values")' },
      { block: 2, line: 'description: "Order total in CAD, including taxes."' },
      { block: 2, line: '- "Can I change where my package goes?"' },
    ]);
    const french = english
      .replace('Return chunks that need embedding.', 'Renvoie les fragments à vectoriser.')
      .replace('classified %s in %d ms', '%s classée en %d\u00a0ms')
      .replace('expected call to {tool}', 'appel à {tool} attendu')
      .replace('# the caller retries', '# l’appelant réessaie')
      .replace('missing column: {name}', 'colonne manquante\u00a0: {name}')
      .replace('{count} null values', '{count} valeurs nulles')
      .replace('Order total in CAD, including taxes.', 'Total de la commande en\u00a0$ CA, taxes comprises.')
      .replace('Can I change where my package goes?', 'Puis-je faire livrer mon colis ailleurs\u202f?');
    expect(untranslatedCodeLines(french, english)).toEqual([]);
    // The build and the editor say it in staff's words, with the article's name.
    const article = (file: string, body: string) => ({ file, title: 'Plans', date: '2026-01-01', author: 'Maya Chen', tags: ['AI'], body });
    const [problem] = articleTwinProblems(article('content/fr/posts/plans.md', english), article('content/posts/plans.md', english));
    expect(problem).toBe(
      'content/fr/posts/plans.md: Article: code block 1 keeps the English words people read in “"""Return chunks that need embedding."""”: translate its comment, or the text a person reads (a description, a label, a message, an example phrase), and leave the code itself as it is',
    );
  });

  // The fifth French reading (2026-12-03): five French snippets showed one sentence where the English showed its whole promise.
  it('a French excerpt cut in search results, where the English one shows whole, is named with what would show', () => {
    const article = (file: string, excerpt: string) => ({ file, title: 'T', date: '2024-01-01', author: 'A', tags: ['x'], excerpt, body: '' });
    const hook = 'Le traitement en continu a la cote, mais il coûte plus cher à bâtir et à exploiter que le traitement par lots.';
    const long = `${hook} Voici comment choisir entre les lots, les micro-lots, la capture des données modifiées et le vrai continu.`;
    const english = article('content/posts/e.md', 'Streaming is fashionable, but costs more. How to match latency, budget and team skills to batch or streaming.');
    expect(articleTwinProblems(article('content/fr/posts/f.md', long), english)).toEqual([
      `content/fr/posts/f.md: Excerpt: search results would show only “${hook}” (${hook.length} characters), where they show the English article “T”'s whole excerpt: keep the French excerpt within 170 characters too, so that it promises what the English one does`,
    ]);
    // Whole in both, or cut in both: nothing to say.
    expect(articleTwinProblems(article('content/fr/posts/f.md', hook), english)).toEqual([]);
    expect(articleTwinProblems(article('content/fr/posts/f.md', long), article('content/posts/e.md', `${'Streaming is fashionable, but it costs more to build and to run than batch processing does, in most of the teams we see. '.repeat(1)}Here is how to match latency needs, budget and team skills to batch or streaming.`))).toEqual([]);
  });

  it('an article and its translation draw the same cover sign, either saved first', () => {
    const article = (file: string, coverSign?: string) => ({ file, title: 'T', date: '2024-01-01', author: 'A', tags: ['x'], coverSign, body: '' });
    expect(articleTwinProblems(article('content/fr/posts/f.md', 'i-lucide-gauge'), article('content/posts/e.md', 'i-lucide-gauge'))).toEqual([]);
    expect(articleTwinProblems(article('content/fr/posts/f.md'), article('content/posts/e.md', 'i-lucide-gauge'))).toEqual([
      'content/fr/posts/f.md: Cover sign: is empty where the English article “T” has i-lucide-gauge: give both the same; save one, then the other',
    ]);
  });

  it("a French article's tag of two words or more left as the English article writes it is named (a walk-through of 2026-12-03); one word French writes the same may stay", () => {
    const article = (file: string, tags: string[]) => ({ file, title: 'T', date: '2024-01-01', author: 'A', tags, body: '' });
    expect(articleTwinProblems(article('content/fr/posts/f.md', ['FinOps', 'Data Engineering']), article('content/posts/e.md', ['FinOps', 'Data Engineering']))).toEqual([
      'content/fr/posts/f.md: Tags 2: « Data Engineering » is the English article\'s tag as it writes it: write it in French, as the French blog\'s other articles do',
    ]);
    expect(articleTwinProblems(article('content/fr/posts/f.md', ['FinOps', 'Ingénierie des données']), article('content/posts/e.md', ['FinOps', 'Data Engineering']))).toEqual([]);
  });

  it('each English article is translated at most once', () => {
    const of = articles.map((name) => splitFrontMatter(name, readFileSync(join(folder, name), 'utf8')).data.translationOf);
    expect(new Set(of).size).toBe(of.length);
  });
});

describe('forLanguage keeps what a schema tells the editor', () => {
  it("a French copy keeps each field's description, on optional fields and objects too", () => {
    const french = forLanguage(postFrontMatterSchema, 'fr') as unknown as { shape: Record<string, { description?: string }> };
    const english = postFrontMatterSchema.shape;
    for (const key of ['translationOf', 'excerpt', 'date', 'image'] as const) {
      expect(english[key].description, key).toBeTruthy();
      expect(french.shape[key]!.description, key).toBe(english[key].description);
    }
  });
});

describe('English left in a French entry marked as checked (issue 55)', () => {
  const english = { file: 'content/services/x.yaml', fields: [{ place: 'Hero > Description', text: 'We build the pipelines that turn your data into answers.' }, { place: 'Tools 1', text: 'Azure Data Factory' }] };
  const french = (text: string, code = '') => ({
    file: 'content/fr/services/x.yaml',
    fields: [
      { place: 'Hero > Description', text },
      { place: 'Tools 1', text: 'Azure Data Factory' },
      ...(code ? [{ place: 'Story', text: code }] : []),
    ],
  });
  const pair = (current: boolean) => [{ french: 'content/fr/services/x.yaml', english: 'content/services/x.yaml', current }];

  it('names each English paragraph of a French entry checked against its English as it is now, with its field', () => {
    expect(stillEnglishProblems([english, french('Intro en français.\n\nWe build the pipelines that turn your data into answers.')], pair(true))).toEqual([
      'content/fr/services/x.yaml: Hero > Description: « We build the pipelines that turn your data into answers. » is still the English text, in an entry marked as checked against the English: translate it (French readers see it in English), then mark the French as checked again',
    ]);
  });

  it('names an English sentence among French ones, however it came there (a walk-through of 2026-12-01); an English name inside a French sentence passes', () => {
    const mixed = french('Nous remplissons les formulaires avec vous. Our team also handles the paperwork with your legal counsel.');
    expect(stillEnglishProblems([english, mixed], pair(true))).toEqual([
      'content/fr/services/x.yaml: Hero > Description: « Our team also handles the paperwork with your legal counsel. » is in English, in an entry marked as checked against the English: translate it (French readers see it in English), then mark the French as checked again',
    ]);
    expect(stillEnglishProblems([english, mixed], pair(false))).toEqual([]);
    expect(stillEnglishProblems([english, french('Nous suivons le rapport « The State of DevOps » de Google avec vos équipes.')], pair(true))).toEqual([]);
  });

  it('is not fooled by the words English and French share (a walk-through of 2026-12-02: "on"), nor by an English contraction; a French elision is French', () => {
    const mixed = french('Nous formons aussi vos analystes. We also train your analysts on every new tool we bring in.');
    expect(stillEnglishProblems([english, mixed], pair(true))).toEqual([
      'content/fr/services/x.yaml: Hero > Description: « We also train your analysts on every new tool we bring in. » is in English, in an entry marked as checked against the English: translate it (French readers see it in English), then mark the French as checked again',
    ]);
    expect(stillEnglishProblems([english, french("Nous livrons. It's the tool your team will use every day.")], pair(true))).toHaveLength(1);
    expect(stillEnglishProblems([english, french('Il faut l’intégrer, et ensuite former chaque équipe, plus tard.')], pair(true))).toEqual([]);
    expect(stillEnglishProblems([english, french('Jusqu’à dix tableaux de bord Power BI, on the house.')], pair(true))).toEqual([]);
  });

  it('leaves work in progress alone (not checked, or its English changed since), names and code, and French', () => {
    const englishStill = french('We build the pipelines that turn your data into answers.');
    expect(stillEnglishProblems([english, englishStill], pair(false))).toEqual([]);
    expect(stillEnglishProblems([english, french('Nous bâtissons les pipelines qui font parler vos données.', '```\nWe build the pipelines that turn your data into answers.\n```')], pair(true))).toEqual([]);
  });
});
