/**
 * The French edition's writing rules (issue 28; docs/french-style-sheet.md, "Banned forms"): the
 * anglicisms and calques a senior Québec editor found, each with its replacement, the English
 * terms a French text glosses at their first mention, and OQLF spacing. Content rules, so the
 * content check holds them (issue 55: they were unit tests only, and a new service's French copy
 * passed the editor and the build, then failed `npm test`): frenchCopyProblems below, run by the
 * build, the editor's save check and its Dashboard (model/content/content-problems.ts). The French
 * pages of the build, which also hold the French words the code writes, are read for the banned
 * forms too (tests/site/french-banned-forms.test.ts).
 * Patterns are case-insensitive, tolerate a missing accent and any kind of space, and stop at
 * letters (« biométrique » is no « métrique »).
 */
import type { CopyTexts } from './link-checks.ts';
import { englishContentFile } from '../site/languages.ts';
import { postFolders } from './collections.ts';

export type Banned = { form: string; instead: string; pattern: RegExp };
const words = (source: string) => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'giu');
const s = '[\\s\\u00a0\\u202f]+';
/** A subject pronoun before a verb (« si vous », « si j’ »). */
const subject = `(?:vous|tu|nous|on|l[’']on|je|il|elle|ils|elles)${s}|j[’']`;
/** A word of a list item: no space, no punctuation that ends a clause or an item. */
const token = '[^\\s.;:!?,]+';
/** A determiner that opens a noun phrase (« les limites », « l’équipe »). */
const determiner = `(?:(?:les|la|le|des|du|nos|vos|ses|leurs|notre|votre|son|sa|un|une)${s}|l[’'])`;

export const bannedForms: Banned[] = [
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
  // The glossary's one term for a baseline (docs/french-style-sheet.md): a reading of 2026-12-02 found both in the delivery models, a service and two case studies.
  { form: '« base de référence » (baseline)', instead: 'situation de référence', pattern: words(`bases?${s}de${s}r[ée]f[ée]rence`) },
  // The third French reading (2026-12-02): the same calque of a usage baseline, in a service's answer and a case study, and "issue a refund" in two articles.
  { form: '« base d’utilisation » (usage baseline)', instead: 'niveau d’utilisation de référence, utilisation de référence', pattern: words(`bases?${s}d[’']utilisation`) },
  {
    form: '« émettre un remboursement » (issue a refund)',
    instead: 'effectuer un remboursement, rembourser',
    pattern: words(`[ée]m(?:et|ets|ettent|ettons|ettez|ettre|ettait|ettaient|ettra|ettront|ettrait|is|ise|ises)${s}(?:(?:un|le|des|les|ce|son|leur)${s})?remboursements?|remboursements?${s}[ée]mis`),
  },
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
  // The review of 2026-11-26 (french-and-legal) and the sweep after it.
  {
    // "past clients": « anciens clients » are former clients.
    form: '« anciens clients » (past clients)',
    instead: 'd’autres clients, des clients précédents',
    pattern: words(`anciens?${s}clients?|anciennes?${s}clientes?|ancienne${s}client[èe]le`),
  },
  {
    // « par commodité » (out of convenience) is French.
    form: '« pour votre commodité » (for your convenience)',
    instead: 'à titre de référence seulement',
    pattern: words(`(?:pour|[àa])${s}votre${s}(?:plus${s}grande${s})?commodit[ée]`),
  },
  {
    form: '« intégrées à un mandat » (become part of an engagement)',
    instead: 'débouchent sur un mandat',
    pattern: words(`int[ée]gr[ée]e?s?${s}(?:à|a)${s}un${s}mandat`),
  },
  {
    // « métier » after a noun, as an adjective (« spécialistes métier », France's business jargon); « le métier », « un métier » stay.
    form: '« spécialistes métier », « responsables métier » (métier en adjectif)',
    instead: 'experts du domaine, responsables des secteurs d’activité',
    pattern: words(`(?:sp[ée]cialistes?|experts?|expertes?|responsables?|[ée]quipes?|besoins?|r[èe]gles?|donn[ée]es?|applications?|logiques?|processus|utilisateurs?|utilisatrices?)${s}m[ée]tiers?`),
  },
  {
    // "Book a free consultation." as the bare noun, a sentence of its own (the review of 2026-11-29:
    // the city pages' search description, on 36 pages); the header's button « Consultation gratuite » (no period) stays.
    form: '« … Consultation gratuite. » (le nom seul, en phrase)',
    instead: '« Réservez une consultation gratuite. »',
    pattern: /(?<=[.!?][\s\u00a0\u202f]+)Consultation[\s\u00a0\u202f]+gratuite\s*\./gu,
  },
  {
    // Three or more « aucun » in a row: the last one is joined by « ni ». « aucun A ne casse et aucune B » (two clauses) is French.
    form: '« aucun A, aucun B et aucun C »',
    instead: '« aucun A, aucun B ni aucun C »',
    pattern: words(`aucune?(?:${s}${token}){1,12}?(?:,${s}aucune?(?:${s}${token}){1,12}?)+,?${s}et${s}aucune?`),
  },
  {
    // A list of noun phrases (« nos vérifications, les limites connues ») ended by an indirect question;
    // a list of indirect questions (« comment rédiger…, qui…, et comment gérer… ») is French.
    form: 'une liste de groupes nominaux terminée par « et comment … »',
    instead: '« et la façon de … » (« les limites connues et la façon de signaler un obstacle »)',
    pattern: words(
      `(?<=,${s})${determiner}${token}(?:${s}${token}){0,5}?${s}et${s}comment|(?:voyez|d[ée]couvrez|consultez|d[ée]couvrir|consulter|voir)${s}${determiner}${token}(?:${s}${token}){0,5}?${s}et${s}comment`,
    ),
  },
  {
    // The imperative only: « vous voyez », « n’y voyez pas », « voyez-y un repère », « voyez par vous-même » are French.
    form: '« Voyez » (Learn, See)',
    instead: 'Découvrez, Consultez (« Découvrez quels témoins des tiers peuvent déposer »)',
    pattern: words(`(?<!(?<!\\p{L})(?:vous|ne|y|en|le|la|les|lui|leur|nous|me|te|se)${s})voyez(?![-\\u2011]|${s}par${s}vous)`),
  },
  {
    // "national" is Canada-wide here; « sécurité nationale », « moyenne nationale » stay.
    form: '« entreprise nationale », « assureur national », « à l’échelle nationale » (Canada-wide)',
    instead: 'pancanadien, pancanadienne, à l’échelle du Canada',
    pattern: words(
      `(?:entreprises?|soci[ée]t[ée]s?|assureurs?|d[ée]taillants?|cha[îi]nes?|enseignes?|marques?|banques?|fabricants?|distributeurs?|transporteurs?|r[ée]seaux?|clients?|client[èe]le|organisations?|firmes?|cabinets?|employeurs?)(?:${s}(?:de|des|du|d[’'])(?:${s})?${token}){0,2}${s}nationa(?:l|le|les|ux)|[àa]${s}l[’'][ée]chelle${s}nationale`,
    ),
  },
  { form: '« revue de sécurité » (security review)', instead: 'examen de sécurité', pattern: words(`revues?${s}de${s}s[ée]curit[ée]`) },
  {
    // « C++ », « 1+1 » and code stay.
    form: '« 20+ » (20+, over 20)',
    instead: 'Plus de 20',
    pattern: words(`(?<![\\p{N}.,+*/\\\\-])\\d+\\+(?![\\p{N}+=(])`),
  },
  {
    // The point is the kind of space: an ordinary one (or a line break) between a number and its unit.
    // « 8080 to_port » (code), « la version 2 s’applique » are no unit.
    form: 'une espace ordinaire entre un nombre et son unité (« 250 % », « 13 min »)',
    instead: 'une espace insécable U+00A0 : « 250 % », « 1 000 $ », « 13 min », « 12 Go »',
    pattern: words(`(?<![\\p{N}.,])\\d+(?:[.,]\\d+)? (?:%|\\$|min|ms|Ko|Mo|Go|To(?!${s}\\d)|km|h|s)(?![\\p{N}_’'])`),
  },
  { form: '« fusion des rangs réciproques » (RRF)', instead: 'fusion par rang réciproque (RRF)', pattern: words(`fusion${s}des${s}rangs?${s}r[ée]ciproques?`) },
  {
    // The pronoun « tout » goes before the infinitive: « Tout versionner. » (« indexer tout le contenu » is French).
    form: '« Versionner tout. » (l’infinitif avant « tout »)',
    instead: 'Tout versionner, tout indexer',
    pattern: words(`(?!(?:premi|derni|h|ch)er(?!\\p{L}))\\p{L}{2,}er${s}tout(?=(?:${s})?[.!?;:,)»*]|(?:${s})?$)`),
  },
  {
    // In Canada « la GRC » is the RCMP; after « gestion de la relation client (GRC) », the tool is « l’outil de GRC ».
    form: '« la GRC » pour un outil de gestion de la relation client',
    instead: 'l’outil de GRC, vos outils de GRC',
    pattern: words(`la${s}GRC`),
  },
  { form: '« à quelques rues près » (a few blocks away)', instead: 'à quelques rues de (« à quelques rues près » veut dire « à peu de chose près »)', pattern: words(`[àa]${s}quelques${s}rues${s}pr[èe]s`) },
  { form: '« la surcharge des index » (index overhead)', instead: 'l’espace occupé par les index', pattern: words(`surcharges?${s}(?:des|du|d[’']un|de${s}l[’'])(?:${s})?index`) },
  // The review of 2026-11-28's sweep (its table "Sweep across all of content/fr/") and the second
  // reading of the articles: each kind swept, then held here.
  { form: '« ressource externe » pour une personne (contractor)', instead: 'sous-traitant, personnel contractuel', pattern: words(`ressources?${s}(?:externes?|contractuelles?)`) },
  { form: '« cadrage » (discovery)', instead: 'diagnostic', pattern: words('cadrages?') },
  { form: 'une région Azure en anglais (« Canada Central »)', instead: 'Centre du Canada, Est du Canada', pattern: words(`Canada${s}(?:Central|East)`) },
  { form: '« TRS » (OEE)', instead: 'taux de rendement global (TRG)', pattern: words('TRS') },
  { form: '« séance de transfert » (handover)', instead: 'passation', pattern: words(`s[ée]ances?${s}de${s}transfert`) },
  { form: '« demande de tirage » (pull request)', instead: 'demande de fusion (pull request)', pattern: words(`demandes?${s}de${s}tirage`) },
  { form: '« effet de bord » (side effect)', instead: 'effet secondaire', pattern: words(`effets?${s}de${s}bord`) },
  // « combler une brèche » (close a gap) stays.
  { form: '« brèche » (breach)', instead: 'atteinte à la sécurité, incident de sécurité', pattern: words(`br[èe]ches?${s}(?:de${s}(?:s[ée]curit[ée]|donn[ée]es)|infonuagiques?|informatiques?)`) },
  { form: '« tableur » (spreadsheet)', instead: 'chiffrier, le mot du site', pattern: words('tableurs?') },
  // The French reading of the articles of 2026-12-01.
  { form: '« aider avec » (help with)', instead: 'aider à, aider pour, s’occuper de', pattern: words(`aid(?:er|e|es|ons|ez|ent|ait|aient|era|erait|erons|erez)${s}(?:[\\p{L}’']+${s})?avec`) },
  { form: '« scripté » (scripted)', instead: 'écrit d’avance, préétabli, automatisé', pattern: words('script[ée]e?s?') },
  { form: '« provisionner » (to provision)', instead: 'mettre en place, allouer, créer (des comptes)', pattern: words('provisionn(?:er|é|ée|és|ées|ez|ons|e|ent|ement)') },
  // The fourth French reading (2026-12-03): the glossary's terms, written otherwise in a case study, an article's excerpt and three stories.
  { form: '« capture des changements » (change data capture)', instead: 'capture des données modifiées', pattern: words(`captures?${s}d(?:es|e)${s}changements?`) },
  { form: '« équipe plateforme » (platform team)', instead: 'équipe de plateforme', pattern: words(`[ée]quipes?${s}plateformes?`) },
  { form: '« l’équipe TI » (IT team)', instead: 'l’équipe des TI', pattern: words(`[ée]quipes?${s}TI`) },
  // The fifth French reading (2026-12-03): the same apposition with « produit » (nine places) and « marketing ». The verb
  // (« l’équipe produit un rapport ») stays: the plural always, the singular only before what no verb takes next (a
  // comma, « et », « qui », « reçoit »).
  {
    form: '« équipe produit » (product team)',
    instead: 'équipe de produit',
    pattern: words(`[ée]quipes${s}produits?|[ée]quipe${s}produit(?=${s}(?:et|qui|reçoit|s[’']en|doit|peut|a)(?!\\p{L})|[\\s\\u00a0\\u202f]*[,.;:)»])`),
  },
  // And coordinated (the sixth reading: « les équipes Web et marketing du client »).
  { form: '« équipe marketing » (marketing team)', instead: 'équipe de marketing', pattern: words(`[ée]quipes?${s}(?:[\\p{L}-]+${s}et${s})?marketing`) },
  { form: '« hors champ » (out of scope), un terme de cinéma', instead: 'hors du champ d’action, hors de portée', pattern: words(`hors${s}champ`) },
  { form: '« postincident »', instead: 'post-incident', pattern: words('postincidents?') },
  {
    // Plain text the build does not localize; a Markdown link « [écrivez-nous](/contact) » is.
    form: 'une adresse anglaise du site dans le texte (« (/contact) »)',
    instead: 'l’adresse française (« /fr/nous-joindre ») ou le nom de la page (« la page Nous joindre »)',
    pattern: words(`(?<=[\\s(«\\u00a0])(?<!\\]\\()/(?:contact|about|careers|blog|press|docs|privacy|terms|security|cookies|accessibility|sitemap|search)(?![\\p{L}\\p{N}-])`),
  },
];

/** English terms a French page glosses at their first mention: the French words, the English in parentheses. */
export const glossedTerms = [
  { term: 'SLO', written: 'objectifs de niveau de service (SLO)', first: /objectifs?[\s\u00a0]+de[\s\u00a0]+niveau[\s\u00a0]+de[\s\u00a0]+service[\s\u00a0]+\(SLO\)/iu, mention: /(?<!\p{L})SLOs?(?!\p{L})/u },
  { term: 'webhooks', written: 'crochets Web (webhooks)', first: /crochets?[\s\u00a0]+Web[\s\u00a0]+\(webhooks?\)/iu, mention: /(?<!\p{L})webhooks?(?!\p{L})/iu },
  { term: 'lakehouse', written: 'lakehouse (architecture qui allie lac et entrepôt de données)', first: /lakehouses?[\s\u00a0]+\([^)]*\blac\b[^)]*entrepôt[^)]*\)/iu, mention: /(?<!\p{L})lakehouses?(?!\p{L})/iu },
  // ERP, CRM and SaaS as French writes them (docs/french-style-sheet.md glossary); code blocks aside, « ERP » and « CRM » never stand alone.
  { term: 'PGI', written: 'progiciel de gestion intégré (PGI)', first: /progiciels?[\s\u00a0]+de[\s\u00a0]+gestion[\s\u00a0]+intégrés?[\s\u00a0]+\(PGI\)/iu, mention: /(?<!\p{L})PGI(?!\p{L})/u },
  { term: 'GRC', written: 'gestion de la relation client (GRC)', first: /gestion[\s\u00a0]+de[\s\u00a0]+la[\s\u00a0]+relation[\s\u00a0]+client[\s\u00a0]+\(GRC\)/iu, mention: /(?<!\p{L})GRC(?!\p{L})/u },
  { term: 'SaaS', written: 'logiciel-service (SaaS)', first: /logiciels?-services?[\s\u00a0]+\(SaaS\)/iu, mention: /(?<!\p{L})SaaS(?!\p{L})/u },
];

/** Each banned form a text holds, with what to write instead. */
export function problemsIn(text: string): string[] {
  const flat = text.replace(/[ \t\r\n]+/g, ' ');
  return bannedForms.flatMap(({ form, instead, pattern }) =>
    [...flat.matchAll(pattern)].map((match) => `${form} → ${instead}: « ${match[0]} »`),
  );
}

/**
 * A number and a unit of time or quantity after an ordinary space (the review of 2026-11-28: « 28
 * jours » and « 3 000 IOPS » got past the units of bannedForms; the reading of 2026-11-29: « 50
 * caractères »). Read in prose only: code keeps its own spaces (`"15 minutes"` in Spark).
 * `unitWords`: the same words the editor joins to their number as staff save (editor/fields.ts).
 */
export const unitWords = 'jours?|semaines?|mois|minutes?|secondes?|heures?|ans|IOPS|caractères?|pixels?|postes?|sauts?|jetons?';
const moreUnits = new RegExp(`(?<![\\p{L}\\p{N}.,])\\d+(?:[.,]\\d+)? (?:${unitWords})(?![\\p{L}\\p{N}_’'])`, 'gu');

/** A number whose thousands an ordinary space sets apart (« 10 000 »): refused below, set right by the editor's French save (editor/fields.ts). */
export const thousandsApart = /(?<![\p{L}\p{N}.,\/-])\d{1,3}(?: \d{3})+(?!\p{N})/gu;

/** How staff type a no-break space, said once in each message that asks for one. */
const typeIt = 'Option+Space on a Mac, Alt+0160 on Windows';
/** Said where a space is missing: one typed in the editor is made a no-break space as it saves (editor/fields.ts frenchTypography; a walk-through of 2026-11-30 was told the keystrokes). */
const typeASpace = `type a space there: the editor's save makes it a no-break space (in a file edited by hand: ${typeIt})`;

/** OQLF spacing a French text breaks, in staff's words (the editor sets most of it when a French entry's text fields are saved: editor/fields.ts frenchTypography). */
/** The keyboard's straight apostrophe between two letters (« d'IA »): refused below, made typographic by the editor's French save (editor/fields.ts). */
export const straightApostrophe = /(?<=\p{L})'(?=\p{L})/gu;

const spacingRules: readonly (readonly [RegExp, string])[] = [
  [/[^\s\u00a0\u202f]:(?=\s)/g, `a colon takes a no-break space before it: ${typeASpace}`],
  // A walk-through of 2026-11-30: « outil; toutes » was saved and published as typed.
  [/[\p{L}\p{N}»)’\]*][;!?](?=\s|$)/gu, `; ! and ? take a narrow no-break space before them: ${typeASpace}`],
  [/[ ][:;!?%»](?!\S*\/)/g, `no ordinary space before : ; ! ? % or »: a no-break space there (${typeIt})`],
  [/«[^\u00a0\u202f]/g, `« takes a no-break space after it: ${typeASpace}`],
  // The same walk-through: « 95% des demandes » was published as typed.
  // Followed by Markdown's bold or italics' mark too (a walk-through of 2026-12-03: « **… de 50%**. » was published).
  [/(?<![\p{L}\p{N}.,\/%-])\d+(?:[.,]\d+)?%(?=[\s.,;:!?)»*_]|$)/gu, `a number and % take a no-break space between them (95 %): ${typeASpace}`],
  [/\d[.]\d+\s?%/g, 'a percentage writes its decimals after a comma (3,5 %)'],
  // The third French reading (2026-12-02): « < 15 min » with an ordinary space, a tile's figure that could break after its sign.
  [/(?<=^|[\s(])[<>≤≥](?= ?\d)/gu, `a < or > before a figure takes a no-break space after it (< 15 min): ${typeASpace}`],
  // A walk-through of 2026-12-02: « 10 000$ » was saved and published as typed.
  [/(?<![\p{L}\p{N}.,\/-])\d+(?:[.,]\d+)?\$/gu, `a number and $ take a no-break space between them (10 000 $): ${typeASpace}`],
  [thousandsApart, `a number's thousands are set apart by a no-break space, not an ordinary one (10 000): ${typeASpace}`],
  // A walk-through of 2026-12-03: « d'IA » saved among 43 « ’ » (the style sheet: the typographic apostrophe throughout).
  [straightApostrophe, `French writes the typographic apostrophe (d’IA), not the straight one: type ' and the editor's save makes it ’ (in a file edited by hand: Option+Shift+] on a Mac, Alt+0146 on Windows)`],
];

/** Text with its code blanked: fenced blocks and inline code keep their own spelling and spaces. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');

/**
 * A few words around a match, for a message: « …the words… », as the editor shows them: without
 * Markdown's marks (a walk-through of 2026-12-03 was quoted « …trois ans**, en comptant 50% du gain
 * l… », over bold text, and took the ** for something typed by mistake) nor a link's address.
 */
const around = (text: string, index: number, length: number) =>
  withoutMarks(text.slice(Math.max(0, index - 25), index + length + 10))
    .replace(/(?<![\p{L}\d])[*_](?=\S)|(?<=\S)[*_](?![\p{L}\d])/gu, '')
    .trim();

/** Markdown as its words read, for a quote in a message: without a link's address (whole or cut by the quote's end), its brackets, bold's marks. */
export const withoutMarks = (markdown: string) => markdown.replace(/\]\([^)]*\)?/g, '').replace(/[[\]]/g, '').replace(/\*\*|__/g, '');

/**
 * What the French content files break of the rules above (issue 55), as "file: what to do" lines,
 * in every text not left as the English twin has it: the banned forms, the units, OQLF spacing,
 * and in a story, the English terms not glossed where they first appear.
 */
export function frenchCopyProblems(copy: CopyTexts): string[] {
  const byFile = new Map(copy.map((entry) => [entry.file, entry]));
  const problems: string[] = [];
  for (const { file, prose, fields, story } of copy) {
    if (!file.startsWith('content/fr/')) continue;
    // A text left as the English twin has it is not French yet (a new French version starts as a
    // copy of the English; code; an uptime such as 99.99%): the translation status says so, not these rules.
    // An article's is the English article it translates, by its own file name (a French version
    // started from the English article kept its English image alt, refused for its colon).
    const translationOf = file.startsWith(`${postFolders.fr}/`) ? fields.find(({ key }) => key === 'translationOf')?.text : undefined;
    const english = new Set(byFile.get(translationOf ? `${postFolders.en}/${translationOf}.md` : englishContentFile(file))?.prose ?? []);
    // Each text with its field as the editor names it, so that a line says where (the walk-through of 2026-11-29).
    // (A file whose front matter cannot be read has no prose: its one text is the whole file, left to the reader's problems.)
    const ownFields = (prose.length > 0 ? fields : []).filter(({ text }) => !english.has(text));
    const own = ownFields.map(({ text }) => text);
    const ownStory = story !== undefined && !english.has(story) ? story : undefined;
    // An entry without a story: what the page shows before it, from another entry (shownBefore).
    const before = story === undefined ? runningText(byFile.get(shownBefore(file) ?? '')?.fields ?? []) : undefined;
    // The same texts give the same lines: kept, as the editor and the tests check the same content again and again.
    const key = `${file}\u0000${ownStory ?? ''}\u0000${before ?? ''}\u0000${own.join('\u0001')}`;
    let lines = checked.get(key);
    if (!lines) {
      lines = fileProblems(ownFields, ownStory, before).map((what) => `${file}: ${what}`);
      checked.set(key, lines);
      while (checked.size > 2000) checked.delete(checked.keys().next().value!);
    }
    problems.push(...lines);
  }
  return problems;
}

/**
 * The banned forms and the units after an ordinary space a French text writes, each with what was
 * matched and the line that says it: the content check's (fileProblems, with the field), and the
 * editor's as a French text is typed (editor/fields.ts: a walk-through of 2026-12-02 closed an FAQ's
 * window with Done on an answer the save then refused).
 */
export function formProblems(text: string): { match: string; what: string }[] {
  const found: { match: string; what: string }[] = [];
  const flat = text.replace(/[ \t\r\n]+/g, ' ');
  for (const { form, instead, pattern } of bannedForms) {
    for (const match of new Set([...flat.matchAll(pattern)].map((m) => m[0]))) found.push({ match, what: `« ${match} »: the French edition does not write ${form}; write instead: ${instead}` });
  }
  for (const match of new Set([...withoutCode(text).replace(/[ \t\r\n]+/g, ' ').matchAll(moreUnits)].map((m) => m[0]))) {
    found.push({ match, what: `« ${match} »: a number and its unit take a no-break space between them, not an ordinary one (${typeIt})` });
  }
  return found;
}

/** Lines already found, by file and texts (frenchCopyProblems). */
const checked = new Map<string, string[]>();

/**
 * The entry whose copy a page shows before this one's, where that is another entry: a service's
 * delivery models come after the service's own text on its pages (a gloss there serves them).
 */
const shownBefore = (file: string): string | undefined =>
  /^content\/fr\/delivery-models\/(?!generic\.)/.test(file) ? file.replace(/^(content\/fr)\/delivery-models/, '$1/services') : undefined;

/** An entry's text as its page reads it, in order: its fields but those for search engines (`seo`). */
const runningText = (fields: CopyTexts[number]['fields']) =>
  fields
    .filter(({ key }) => key !== 'seo')
    .map(({ text }) => text)
    .join('\n');

/** Text as read: no code, no tags, no emphasis marks, a link's words without its address, a placeholder a word. */
const readable = (text: string) =>
  withoutCode(text)
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\{[\w.]+\}/g, 'X')
    .replace(/<[^>]+>/g, '')
    .replace(/\*/g, '');

/** Each English term of the glossary whose first mention in `parts`, read in order, is not its gloss, with the part that holds it. */
function unglossedFirst<Part extends { plain: string }>(parts: readonly Part[]): { term: (typeof glossedTerms)[number]; part: Part }[] {
  const plain = parts.map((part) => part.plain).join('\n');
  return glossedTerms.flatMap((term) => {
    const at = plain.search(term.mention);
    if (at < 0) return [];
    const glossed = plain.search(term.first);
    // The gloss holds the first mention: it starts before it, and ends after it.
    if (glossed >= 0 && glossed <= at && at < glossed + (term.first.exec(plain)?.[0].length ?? 0)) return [];
    let start = 0;
    const part = parts.find(({ plain: text }) => (start += text.length + 1) > at);
    return part ? [{ term, part }] : [];
  });
}

/**
 * What one French file's own texts break: with a story (when translated), the fields before it
 * and the story read as its page reads them; without one, its page's text (`before`: another
 * entry's, shown first on the same pages) and its own fields, those for search engines aside.
 */
function fileProblems(ownFields: readonly { place?: string; text: string; key?: string }[], story: string | undefined, before?: string): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(what);
  const own = ownFields.map(({ text }) => text);
  const text = own.join('\n');
  // Each form with the field that writes it (a walk-through of 2026-12-02 was told « distributeur
  // national » with no word of where); one found only across two fields is said without.
  const flatFields = ownFields.map(({ place, text: value }) => ({ place, flat: value.replace(/[ \t\r\n]+/g, ' ') }));
  const placesOf = (match: string) => {
    const places = [...new Set(flatFields.filter(({ flat: value }) => value.includes(match)).map(({ place }) => place))];
    return places.length > 0 && places.every(Boolean) ? `${places.join(', ')}: ` : '';
  };
  for (const { match, what } of formProblems(text)) say(`${placesOf(match)}${what}`);
  const written = ownFields.map(({ place, text: value }) => ({
    place,
    value: withoutCode(value)
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\{[\w.]+\}/g, 'X'),
  }));
  for (const { place, value } of written) {
    for (const [pattern, rule] of spacingRules) for (const match of value.matchAll(pattern)) say(`${place ? `${place}: ` : ''}« …${around(value, match.index, match[0].length)}… »: ${rule}`);
  }
  if (story !== undefined) {
    // The fields before the story come first on the pages that show them: the title and summary of
    // a card on the blog's and the case studies' lists and under "related" (this session's French
    // readings: a title's « SaaS » and an excerpt's « SLO » left bare, the story glossing them later,
    // which only npm test's reading of the built pages caught).
    const parts = [...ownFields, { place: undefined, text: story }].map(({ place, text: value }) => ({ place, plain: readable(value) }));
    for (const { term, part } of unglossedFirst(parts)) {
      const { term: name, written: gloss } = term;
      if (part.place === undefined) say(`the story's first « ${name} » is not glossed: write it there as « ${gloss} », and « ${name} » alone after that`);
      else say(`${part.place}: « ${name} » comes here before the story explains it, and lists show this first: write it here as « ${gloss} », or leave « ${name} » to the story`);
    }
  } else {
    // An entry without a story (a service, a city, a page): its fields as its pages show them
    // (issue 55: a new service's French copy with « SaaS » bare passed the editor and the build,
    // then failed npm test's reading of the built pages).
    const parts = [{ place: undefined as string | undefined, plain: readable(before ?? '') }, ...ownFields.filter(({ key }) => key !== 'seo').map(({ place, text: value }) => ({ place, plain: readable(value) }))];
    for (const { term, part } of unglossedFirst(parts)) {
      if (part === parts[0]) continue;
      say(`${part.place ? `${part.place}: ` : ''}« ${term.term} » is not glossed where this entry's page first shows it: write it here as « ${term.written} », and « ${term.term} » alone after that`);
    }
  }
  return problems;
}
