import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { urlsIn } from '../../model/addresses';
import { splitFrontMatter } from '../../model/frontmatter';
import { decode } from '../support/html';
import { frenchPages as frenchPagesOfCatalog } from '../support/french-pages';

// The French edition's banned forms (issue 28; docs/french-style-sheet.md, "Banned forms"): the
// anglicisms and calques a senior Québec editor found, each with its replacement. Checked in every
// French content file (content/fr/**) and in every French page of the build (dist/client/fr/**),
// which also holds the French words the code writes. Patterns are case-insensitive, tolerate a
// missing accent and any kind of space, and stop at letters (« biométrique » is no « métrique »).

type Banned = { form: string; instead: string; pattern: RegExp };
const words = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'giu');
const s = '[\\s\\u00a0\\u202f]+';
/** A subject pronoun before a verb (« si vous », « si j’ »). */
const subject = `(?:vous|tu|nous|on|l[’']on|je|il|elle|ils|elles)${s}|j[’']`;

const bannedForms: Banned[] = [
  {
    form: 'si + conditionnel (« si vous aimeriez »)',
    instead: 'si + présent ou imparfait (« si vous voulez », « si vous souhaitez »)',
    pattern: words(`si${s}(?:${subject})(?:ne${s}|n[’'])?(?:aimer|voudr|souhaiter|d[ée]sirer|pr[ée]f[ée]rer)(?:ais|ait|ions|iez|aient)`),
  },
  {
    // « croissance organique » (growth without acquisitions) and chemistry stay French.
    form: '« organique » pour le trafic de recherche',
    instead: 'trafic naturel, recherche naturelle, positionnement naturel',
    pattern: words(`(?<!(?:chimie|mati[èe]re|d[ée]chets|croissance|agriculture|engrais|compos[ée]s?)${s})organiques?`),
  },
  {
    // The adjective of a genuine technical sense (« système métrique ») is not the noun "metrics".
    form: '« métriques » (metrics)',
    instead: 'indicateurs, mesures (dimensions, proportions pour une police)',
    pattern: words(`(?<!(?:syst[èe]mes?|tonnes?|unit[ée]s?|espaces?|tenseurs?)${s})m[ée]triques?`),
  },
  { form: '« top 3 »', instead: 'les trois premiers, parmi les trois premiers', pattern: words(`top[\\s\\u00a0-]*(?:\\d+|trois|cinq|dix)`) },
  { form: '« pools de nœuds »', instead: 'groupes de nœuds', pattern: words(`pools?${s}de${s}n(?:œ|oe)uds?`) },
  {
    form: '« laisser de l’argent sur la table »',
    instead: 'passer à côté d’économies, laisser filer des économies',
    pattern: words(`(?:argent|[ée]conomies|dollars)(?:${s}[^\\s.;:!?]+){0,4}?${s}sur${s}la${s}table`),
  },
  {
    // « faire une différence entre A et B » (to tell apart) is French.
    form: '« faire une différence » (make a difference)',
    instead: 'changer la donne, faire la différence, compter, avoir un effet notable',
    pattern: words(
      `(?:faire|fais|fait|faites|faisons|font|faisait|faisaient|faisant|fera|ferait|feraient|feront|ferions|fasse|fassent|fit|firent)${s}(?:toute${s})?une${s}(?:[\\p{L}]+${s})?diff[ée]rence(?!${s}entre)`,
    ),
  },
  {
    form: '« de niveau entreprise » (enterprise-grade)',
    instead: 'digne des grandes entreprises, pour les grandes entreprises, à l’échelle de l’entreprise',
    pattern: words(`(?:niveau|classe|calibre|cat[ée]gorie|grade|qualit[ée])${s}entreprises?`),
  },
  {
    form: '« moins de 1 minute »',
    instead: 'moins d’une minute',
    pattern: words(`(?:moins|plus)${s}de${s}1${s}(?:min|minutes?|heures?|secondes?|jours?|journ[ée]es?|semaines?|mois|ans?|ann[ée]es?)`),
  },
  {
    // « la personne avec qui » is right: only an organization takes « avec laquelle, avec lequel ».
    form: '« avec qui » pour une entreprise',
    instead: 'avec laquelle, avec lequel, avec lesquels, avec lesquelles',
    pattern: words(
      `(?:entreprises?|soci[ée]t[ée]s?|organisations?|organismes?|fabricants?|d[ée]taillants?|cabinets?|firmes?|fournisseurs?|distributeurs?|banques?|compagnies?|institutions?|municipalit[ée]s?|tiers)(?:${s}[^\\s.;:!?]+){0,8}?${s}avec${s}qui`,
    ),
  },
  { form: '« mots clés » (sans trait d’union), « mots-clefs »', instead: 'mot-clé, mots-clés (OQLF)', pattern: words(`mots?${s}cl(?:[ée]|ef)s?|mots?-clefs?`) },
  {
    // The same fault as the RAG article's prompt: the code checks an English answer's words.
    form: 'une invite ou une vérification de réponse laissée en anglais',
    instead: 'l’invite, ses sources et les mots vérifiés en français',
    pattern: words(`could${s}not${s}find|answer${s}the${s}question|cite${s}sources|"can[’']t"|"cannot"|"unable"`),
  },
];

/** English terms a French page glosses at their first mention: the French words, the English in parentheses. */
const glossedTerms = [
  { term: 'SLO', first: /objectifs?[\s\u00a0]+de[\s\u00a0]+niveau[\s\u00a0]+de[\s\u00a0]+service[\s\u00a0]+\(SLO\)/iu, mention: /(?<!\p{L})SLOs?(?!\p{L})/u },
  { term: 'webhooks', first: /crochets?[\s\u00a0]+Web[\s\u00a0]+\(webhooks?\)/iu, mention: /(?<!\p{L})webhooks?(?!\p{L})/iu },
  { term: 'lakehouse', first: /lakehouses?[\s\u00a0]+\([^)]*\blac\b[^)]*entrepôt[^)]*\)/iu, mention: /(?<!\p{L})lakehouses?(?!\p{L})/iu },
];

/** What a reader sees of some HTML, no-break spaces kept (textOf turns them into spaces). */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      // React's separators between adjacent texts are no space, nor are the tags inside a line.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?(?:span|em|strong|a|code|time|abbr)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/[ \t\r\n]+/g, ' ');
}
const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
/** Texts of the head a reader meets elsewhere (search results, shares) and the images' alternatives. */
const attributeTexts = (html: string) =>
  [...html.matchAll(/<meta (?:name|property)="(?:description|og:description|og:title|twitter:description)" content="([^"]*)"|\balt="([^"]*)"/g)].map((m) => decode(m[1] ?? m[2] ?? ''));

function problemsIn(text: string): string[] {
  const flat = text.replace(/[ \t\r\n]+/g, ' ');
  return bannedForms.flatMap(({ form, instead, pattern }) =>
    [...flat.matchAll(pattern)].map((match) => `${form} → ${instead}: « ${match[0]} »`),
  );
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}
const yamlTexts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(yamlTexts) : value && typeof value === 'object' ? Object.values(value).flatMap(yamlTexts) : typeof value === 'string' ? [value] : [];

const frenchContent = filesUnder(join('content', 'fr')).filter((file) => /\.(ya?ml|md)$/.test(file));
/** A content file's words: a YAML file's texts (folded lines joined), an article's front matter and body. */
function contentText(file: string): string {
  const source = readFileSync(file, 'utf8');
  if (file.endsWith('.md')) {
    const { data, body } = splitFrontMatter(file, source);
    return [...yamlTexts(data), body].join('\n');
  }
  return yamlTexts(parse(source)).join('\n');
}

const frenchRoot = join(clientDir, urlsIn.fr.home().slice(1));
const frenchPages = existsSync(frenchRoot)
  ? [`${frenchRoot}.html`, ...htmlFiles(frenchRoot)].map((file) => relative(clientDir, file).split(sep).join('/'))
  : [];
const page = (file: string) => readFileSync(join(clientDir, file), 'utf8');

describe('the French content files hold none of the banned forms', () => {
  it('finds the French content', () => {
    expect(frenchContent.length).toBeGreaterThan(60);
  });

  it.each(frenchContent)('%s', (file) => {
    expect(problemsIn(contentText(file)), file).toEqual([]);
  });

  it.each(frenchContent.filter((file) => file.endsWith('.md')))('%s: glosses SLO, webhooks and lakehouse at their first mention in the body', (file) => {
    const { body } = splitFrontMatter(file, readFileSync(file, 'utf8'));
    const prose = body.replace(/```[\s\S]*?```/g, '').replace(/<[^>]+>/g, '').replace(/\*/g, '');
    for (const { term, first, mention } of glossedTerms) {
      const at = prose.search(mention);
      if (at < 0) continue;
      const glossed = prose.search(first);
      // The gloss holds the first mention: it starts before it, and ends after it.
      expect(glossed >= 0 && glossed <= at && at < glossed + (first.exec(prose)?.[0].length ?? 0), `${file}: the first « ${term} » is not glossed`).toBe(true);
    }
  });
});

describe('the French pages of the build hold none of the banned forms', () => {
  it('finds the build (npm run build)', () => {
    expect(frenchPages.length, `no French pages under ${frenchRoot}: run npm run build`).toBeGreaterThanOrEqual(frenchPagesOfCatalog.length);
  });

  it.each(frenchPages)('%s', (file) => {
    const html = page(file);
    expect(problemsIn([visibleText(html), ...attributeTexts(html)].join('\n')), file).toEqual([]);
  });

  it.each(frenchPages)('%s: SLO, webhooks and lakehouse glossed at their first mention', (file) => {
    const text = visibleText(mainOf(page(file)));
    for (const { term, first, mention } of glossedTerms) {
      const at = text.search(mention);
      if (at < 0) continue;
      const glossed = text.search(first);
      expect(glossed >= 0 && glossed <= at && at < glossed + (first.exec(text)?.[0].length ?? 0), `${file}: the first « ${term} » is not glossed: …${text.slice(Math.max(0, at - 60), at + 40)}…`).toBe(true);
    }
  });
});

describe('the reading time and the address as French writes them', () => {
  const readingTimes = (file: string) => [...visibleText(page(file)).matchAll(/\d+(\s)min (?:de lecture|read)/gu)];

  it('French pages put a no-break space between the minutes and « min »; English pages keep their space', () => {
    const french = frenchPages.filter((file) => file.startsWith('fr/blogue'));
    expect(french.length).toBeGreaterThan(19);
    for (const file of french) {
      const times = readingTimes(file);
      expect(times.length, `${file} shows a reading time`).toBeGreaterThan(0);
      for (const time of times) expect(time[1], `${file}: « ${time[0]} »`).toBe('\u00a0');
    }
    for (const file of ['blog.html', 'blog/measuring-roi-of-ai-projects.html']) {
      const times = readingTimes(file);
      expect(times.length, file).toBeGreaterThan(0);
      for (const time of times) expect(time[1], `${file}: "${time[0]}"`).toBe(' ');
    }
  });

  it('no French page writes a street address the English way; the privacy policy gives it the French way', () => {
    const english = /\d+ [A-Z][\p{L}.' ]*? (?:Street|Avenue|Road|Boulevard|Drive)\b|\bSuite \d|, ON\b/u;
    // Code shown in an article (an example's JSON-LD) stays as written.
    for (const file of frenchPages) expect(visibleText(page(file).replace(/<pre\b[\s\S]*?<\/pre>/g, ' ')).match(english)?.[0], file).toBeUndefined();
    const privacy = visibleText(page(`${urlsIn.fr.privacy().slice(1)}.html`));
    expect(privacy).toContain('155, rue Wellington Ouest, bureau 2200, Toronto (Ontario) M5V 3H1, Canada');
    expect(visibleText(page(`${urlsIn.en.privacy().slice(1)}.html`))).toContain('155 Wellington Street West, Suite 2200, Toronto, ON M5V 3H1, Canada');
  });
});

describe('English passages on French pages carry lang="en" (a screen reader switches voice)', () => {
  /** English kept as such in French articles: metric names, interface and law names, English glosses. */
  const english = ['Interaction to Next Paint', 'First Input Delay', 'Largest Contentful Paint', 'Cumulative Layout Shift', 'Block Public Access', 'Personal Information Protection Act', 'Rich Results Test', 'credential report', 'strangler fig', 'reverse proxy', 'push protection'];
  const articles = frenchPages.filter((file) => file.startsWith('fr/blogue/'));

  it.each(articles)('%s', (file) => {
    const main = mainOf(page(file));
    const outside = visibleText(main.replace(/<pre\b[\s\S]*?<\/pre>|<code\b[\s\S]*?<\/code>|<span lang="en">[^<]*<\/span>/g, ' '));
    expect(english.filter((phrase) => outside.includes(phrase)), file).toEqual([]);
  });

  it('the article on Core Web Vitals names the metrics in English, marked so', () => {
    const main = mainOf(page('fr/blogue/signaux-web-essentiels-sites-entreprise-ce-qui-compte.html'));
    for (const metric of english.slice(0, 4)) expect(main).toContain(`<span lang="en">${metric}</span>`);
  });
});

describe('the banned forms are found where they stand, and legitimate French is not', () => {
  it.each([
    ['Et si vous aimeriez un deuxième avis', true],
    ['si j’aimerais', true],
    ['demandez-vous si quelqu’un pourrait deviner', false],
    ['le trafic organique', true],
    ['des résultats organiques', true],
    ['une croissance organique par acquisitions', false],
    ['des métriques unitaires', true],
    ['Métriques de coût', true],
    ['les données biométriques', false],
    ['le système métrique', false],
    ['dans le top 3 des résultats', true],
    ['des pools de nœuds', true],
    ['des groupes de nœuds', false],
    ['que vous laissez de l’argent sur la table', true],
    ['font une différence notable', true],
    ['faire une différence entre deux régimes', false],
    ['font la différence', false],
    ['Une sécurité de niveau entreprise', true],
    ['moins de 1 minute', true],
    ['moins de 1 000 visites', false],
    ['moins d’une minute', false],
    ['Une entreprise de logiciels de London, en Ontario, avec qui nous avons travaillé', true],
    ['la personne avec qui vous parlez', false],
    ['des mots clés', true],
    ['des mots-clés', false],
    ['if not cited and "could not find" not in answer', true],
  ])('%s: banned %s', (text, banned) => {
    expect(problemsIn(text).length > 0).toBe(banned);
  });
});
