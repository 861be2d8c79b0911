import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectContent } from '../../model/content/content-files';
import { copyTexts, type CopyTexts } from '../../model/content/link-checks';
import { memoryContent } from '../../model/content/content-source';
import { frenchCopyProblems, problemsIn } from '../../model/content/french-rules';

// The French edition's writing rules (issue 28; docs/french-style-sheet.md, "Banned forms"; the
// rules are model/content/french-rules.ts, which the content check runs: the build, the editor's
// save check, its Dashboard): none broken in any French content file (content/fr/**), and the
// patterns find each form where it stands and leave legitimate French alone. The French pages of
// the build (dist/client/fr/**) are checked in tests/site/french-banned-forms.test.ts.

const copy = copyTexts(projectContent(), parse);
const frenchContent = copy.filter(({ file }) => file.startsWith('content/fr/')).map(({ file }) => file);
const problems = frenchCopyProblems(copy);

describe('the French content files break none of the French rules', () => {
  it('finds the French content', () => {
    expect(frenchContent.length).toBeGreaterThan(60);
  });

  it.each(frenchContent)('%s', (file) => {
    expect(problems.filter((line) => line.startsWith(`${file}: `))).toEqual([]);
  });
});

/** One French file's copy, its English twin's beside it when given. */
const oneFile = (prose: string[], { story, english }: { story?: string; english?: string[] } = {}): CopyTexts => [
  { file: 'content/fr/services/x.yaml', markdown: story !== undefined, texts: prose, prose, fields: prose.map((text) => ({ text })), story },
  ...(english ? [{ file: 'content/services/x.yaml', markdown: false, texts: english, prose: english, fields: english.map((text) => ({ text })) }] : []),
];

describe('the content check names each French rule broken, with the file and what to write', () => {
  it('a banned form, a unit after an ordinary space, a missing no-break space, an English term not glossed', () => {
    const found = frenchCopyProblems(oneFile(['Dans le top 3 des résultats', 'en 28 jours', 'Votre guide: ici'], { story: 'Un SLO mesuré.\n\nLes objectifs de niveau de service (SLO) comptent.' }));
    expect(found).toEqual([
      expect.stringMatching(/^content\/fr\/services\/x\.yaml: « top 3 »: the French edition does not write « top 3 »; write instead: les trois premiers/),
      expect.stringMatching(/^content\/fr\/services\/x\.yaml: « 28 jours »: a number and its unit take a no-break space/),
      expect.stringMatching(/^content\/fr\/services\/x\.yaml: « …Votre guide: ici… »: a colon takes a no-break space before it/),
      'content/fr/services/x.yaml: the story\'s first « SLO » is not glossed: write it there as « objectifs de niveau de service (SLO) », and « SLO » alone after that',
    ]);
  });

  it('a semicolon, an exclamation or a question mark joined to its word (the walk-through of 2026-11-30: « outil; toutes » reached the site)', () => {
    expect(frenchCopyProblems(oneFile(['un outil; toutes les équipes', 'Vraiment? Oui!']))).toEqual([
      expect.stringMatching(/^content\/fr\/services\/x\.yaml: « …un outil; toutes le… »: ; ! and \? take a narrow no-break space before them/),
      expect.stringMatching(/: « …Vraiment\? Oui!… »: ; ! and \? take a narrow no-break space before them/),
      expect.stringMatching(/: « …Vraiment\? Oui!… »: ; ! and \? take a narrow no-break space before them/),
    ]);
    // Spaced, in an address, in code: nothing.
    expect(frenchCopyProblems(oneFile(['un outil\u202f; toutes', 'Voir /recherche?q=1 et `a; b`']))).toEqual([]);
    // A percentage joined to its number (the same walk-through: « 95% des demandes »); an uptime left as the English writes it is the schema's.
    expect(frenchCopyProblems(oneFile(['pour 95% des demandes']))).toEqual([expect.stringMatching(/: « …pour 95% des deman… »: a number and % take a no-break space between them/)]);
    // Quoted as the editor shows it: without the Markdown's bold, italics or a link's address (a walk-through of 2026-12-03).
    expect(frenchCopyProblems(oneFile(['Un gain sur **trois ans**, en comptant 50% du gain.']))).toEqual([expect.stringMatching(/: « …trois ans, en comptant 50% du gain\.… »/)]);
    // Inside bold or italics, its mark right after the % (the same walk-through's « **… de 50%**. » was published).
    expect(frenchCopyProblems(oneFile(['Bilan\u00a0: **le délai a baissé de 50%**.', 'Soit _30%_ de moins.']))).toEqual([
      expect.stringMatching(/: « …: le délai a baissé de 50%\.… »: a number and % take a no-break space/),
      expect.stringMatching(/: « …Soit 30% de moins… »: a number and % take a no-break space/),
    ]);
    expect(frenchCopyProblems(oneFile(['Voir [le _guide_](/fr/blogue/x)\u00a0: 50% du gain.']))).toEqual([expect.stringMatching(/: « …Voir le guide\u00a0: 50% du gain\.… »/)]);
    expect(frenchCopyProblems(oneFile(['pour 95\u00a0% des demandes', '99.99%', 'https://x.ca/a%20b'], { english: ['99.99%'] }))).toEqual([]);
    // A comparison sign before a figure keeps to it (the third French reading: « < 15 min » could break after its sign).
    expect(frenchCopyProblems(oneFile(['< 15\u00a0min', 'soit (<3\u00a0mois)']))).toEqual([
      expect.stringMatching(/« …< 15\u00a0min… »: a < or > before a figure takes a no-break space after it/),
      expect.stringMatching(/« …soit \(<3\u00a0mois\)… »: a < or > before a figure takes a no-break space after it/),
    ]);
    expect(frenchCopyProblems(oneFile(['<\u00a015\u00a0min', '<b>gras</b>', 'si a > b alors']))).toEqual([]);
    // A dollar sign against its number, thousands apart by an ordinary space (a walk-through of 2026-12-02: « 10 000$ » passed).
    expect(frenchCopyProblems(oneFile(['un budget de 10\u00a0000$ par mois', 'soit 1 250 clients']))).toEqual([
      expect.stringMatching(/« …un budget de 10\u00a0000\$ par mois… »: a number and \$ take a no-break space between them \(10 000 \$\)/),
      expect.stringMatching(/« …soit 1 250 clients… »: a number's thousands are set apart by a no-break space/),
    ]);
    expect(frenchCopyProblems(oneFile(['10\u00a0000\u00a0$ et 1\u00a0250 clients', 'le prix est de $10', 'v1.2 300', 'entre 2 et 300 clients']))).toEqual([]);
    // A straight apostrophe between letters (a walk-through of 2026-12-03: « d'IA » among 43 « ’ »); in code, kept.
    expect(frenchCopyProblems(oneFile(["l'équipe d’IA"]))).toEqual([expect.stringMatching(/« …l'équipe d’I… »: French writes the typographic apostrophe \(d’IA\), not the straight one/)]);
    expect(frenchCopyProblems(oneFile(['l’équipe d’IA', "`print('a')` et `l'x`", "le client 'A'"]))).toEqual([]);
  });

  it('leaves English files, values kept as the English has them (an uptime, code), and code in prose alone', () => {
    expect(frenchCopyProblems([{ file: 'content/services/x.yaml', markdown: false, texts: ['top 3: 28 days'], prose: ['top 3: 28 days'], fields: [{ place: 'Description', text: 'top 3: 28 days' }] }])).toEqual([]);
    expect(frenchCopyProblems(oneFile(['99.99%'], { english: ['99.99%'] }))).toEqual([]);
    // A new French version starts as a copy of the English, a French-only field first: nothing to say of its spacing until it is translated.
    expect(frenchCopyProblems(oneFile(['automatisation', 'Retail: order status'], { english: ['Retail: order status'] }))).toEqual([]);
    expect(frenchCopyProblems(oneFile(['A SaaS story, top 3.'], { story: 'A SaaS story, top 3.', english: ['A SaaS story, top 3.'] }))).toEqual([]);
    expect(frenchCopyProblems(oneFile(['disponibilité de 99.99%'], { english: ['99.99% uptime'] }))).not.toEqual([]);
    // A French article's English is the article it translates, whose file name is its own (a French version started from it keeps its texts until translated).
    const alt = 'Cover illustration for the article: What We Learned';
    const article = (translationOf: string): CopyTexts => [
      { file: 'content/fr/posts/ce-que-nous-avons-appris.md', markdown: true, texts: [alt], prose: [alt], fields: [{ place: 'Image alt', text: alt, key: 'imageAlt' }, { place: 'Translation of', text: translationOf, key: 'translationOf' }], story: '' },
      { file: 'content/posts/what-we-learned.md', markdown: true, texts: [alt], prose: [alt], fields: [{ place: 'Image alt', text: alt, key: 'imageAlt' }], story: '' },
    ];
    expect(frenchCopyProblems(article('what-we-learned'))).toEqual([]);
    expect(frenchCopyProblems(article('another-article'))).toEqual([expect.stringMatching(/Image alt: « …lustration for the article: What We L… »: a colon takes a no-break space/)]);
  });

  it('an English term in a field before the story (the title, the summary a list shows first), glossed only in the story', () => {
    const entry = (title: string, story: string): CopyTexts => [
      { file: 'content/fr/case-studies/x.md', markdown: true, texts: [title], prose: [title], fields: [{ place: 'Title', text: title }], story },
    ];
    const glossedLater = 'Un éditeur de logiciel-service (SaaS) torontois.';
    expect(frenchCopyProblems(entry('La facture d’un éditeur SaaS', glossedLater))).toEqual([
      'content/fr/case-studies/x.md: Title: « SaaS » comes here before the story explains it, and lists show this first: write it here as « logiciel-service (SaaS) », or leave « SaaS » to the story',
    ]);
    expect(frenchCopyProblems(entry('La facture d’un éditeur de logiciel-service (SaaS)', 'Un éditeur SaaS torontois.'))).toEqual([]);
    expect(frenchCopyProblems(entry('La facture d’un éditeur', glossedLater))).toEqual([]);
  });

  it('an English term in an entry without a story (a service), glossed where its page first shows it; the search engines’ fields and the entry shown before it on its pages read as such', () => {
    type Field = { place: string; text: string; key: string };
    const yaml = (file: string, fields: Field[]) => ({ file, markdown: false, texts: fields.map(({ text }) => text), prose: fields.map(({ text }) => text), fields });
    const hero: Field = { place: 'Hero > Title', text: 'Des plateformes pour les éditeurs SaaS', key: 'hero' };
    const glossedHero: Field = { place: 'Hero > Title', text: 'Des plateformes pour les éditeurs de logiciel-service (SaaS)', key: 'hero' };
    const faq: Field = { place: 'FAQs 1 ("Combien…") > Answer', text: 'Un éditeur SaaS paie moins.', key: 'faqs' };
    const seo: Field = { place: 'SEO > Description', text: 'Plateformes SaaS au Canada', key: 'seo' };
    expect(frenchCopyProblems([yaml('content/fr/services/x.yaml', [seo, hero, faq])])).toEqual([
      "content/fr/services/x.yaml: Hero > Title: « SaaS » is not glossed where this entry's page first shows it: write it here as « logiciel-service (SaaS) », and « SaaS » alone after that",
    ]);
    expect(frenchCopyProblems([yaml('content/fr/services/x.yaml', [seo, glossedHero, faq])])).toEqual([]);
    // A service's delivery models, shown after the service's own text on its pages.
    const models = yaml('content/fr/delivery-models/x.yaml', [{ place: 'Models 1 ("Sur place") > Description', text: 'Pour les éditeurs SaaS.', key: 'models' }]);
    expect(frenchCopyProblems([yaml('content/fr/services/x.yaml', [glossedHero]), models])).toEqual([]);
    expect(frenchCopyProblems([yaml('content/fr/services/x.yaml', [{ ...hero, text: 'Des plateformes' }]), models])).toEqual([
      'content/fr/delivery-models/x.yaml: Models 1 ("Sur place") > Description: « SaaS » is not glossed where this entry\'s page first shows it: write it here as « logiciel-service (SaaS) », and « SaaS » alone after that',
    ]);
  });

});

/** The units rule alone, on one text. */
const unitProblems = (text: string) => frenchCopyProblems(oneFile([text])).filter((line) => line.includes('a number and its unit'));

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
    ['par rapport à la base de référence convenue', true],
    ['par rapport à la situation de référence convenue', false],
    ['une fois établie une base d’utilisation fiable', true],
    ['un niveau d’utilisation de référence fiable', false],
    ['changer une adresse, émettre un remboursement', true],
    ['(adresse mise à jour, remboursement émis)', true],
    ['ou émet un remboursement', true],
    ['ou effectue un remboursement', false],
    ['le remboursement effectué', false],
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
    // The review of 2026-11-26 and the sweep after it: each slip as the review quoted it, and the French that stays.
    ['les résultats décrits pour d’anciens clients', true],
    ['les résultats obtenus pour d’autres clients', false],
    ['Ces liens sont fournis pour votre commodité', true],
    ['ne lui donnez jamais un compte administrateur « par commodité »', false],
    ['sauf si elles sont intégrées à un mandat', true],
    ['sauf si elles débouchent sur un mandat', false],
    ['Planification du contenu avec vos spécialistes métier', true],
    ['des règles métier codées dans l’application', true],
    ['Planification du contenu avec vos experts du domaine', false],
    ['connaître le métier de ses clients', false],
    ['par notre équipe locale. Consultation gratuite.', true],
    ['par notre équipe locale. Réservez une consultation gratuite.', false],
    ['Consultation gratuite', false],
    ['aucun compte d’utilisateur, aucun outil d’analyse d’audience et aucun traceur publicitaire', true],
    ['aucun compte d’utilisateur, aucun outil d’analyse d’audience ni aucun traceur publicitaire', false],
    ['aucun tableau de bord ne casse et aucune requête ne cesse de fonctionner', false],
    ['nos vérifications, les limites connues et comment signaler un obstacle', true],
    ['Découvrez les témoins de tiers et comment les gérer', true],
    ['nos vérifications, les limites connues et la façon de signaler un obstacle', false],
    ['quelles dimensions mesurer, comment rédiger des SLO, et comment gérer un incident', false],
    ['Décidez où vont les résultats et comment le personnel y accède', false],
    ['Voyez quels témoins des tiers peuvent déposer', true],
    ['Découvrez quels témoins des tiers peuvent déposer', false],
    ['Voyez-y un point de repère, pas une promesse', false],
    ['vous voyez toujours ce que coûtent les médias', false],
    ['Une entreprise nationale de services résidentiels', true],
    ['un assureur de dommages national', true],
    ['des détaillants présents à l’échelle nationale', true],
    ['Une entreprise pancanadienne de services résidentiels', false],
    ['les autorités chargées de la sécurité nationale', false],
    ['à partir d’une moyenne nationale', false],
    ['Commerce international et logistique', false],
    ['Revues de sécurité, accès selon le principe du moindre privilège', true],
    ['Examens de sécurité', false],
    ['la capture des changements exigeait', true],
    ['la capture des données modifiées exigeait', false],
    ['Une petite équipe plateforme, souvent deux spécialistes', true],
    ['l’équipe de plateforme tient les guides', false],
    ['Avec les équipes produit et plateforme', true],
    ['chaque équipe produit reçoit un rapport de coûts hebdomadaire', true],
    ['Chaque dollar attribué à une équipe produit.', true],
    ['L’équipe produit s’en est servie', true],
    ['L’équipe produit un rapport chaque mois', false],
    ['Avec les équipes de produit et de plateforme', false],
    ['notre équipe marketing', true],
    ['notre équipe de marketing', false],
    ['avec les équipes Web et marketing du client', true],
    ['avec les équipes du Web et du marketing du client', false],
    ['Les questions hors champ ou sans réponse', true],
    ['Les questions hors du champ d’action de l’agent', false],
    ['avec l’équipe TI', true],
    ['avec l’équipe des TI', false],
    ['une revue postincident', true],
    ['une revue post-incident', false],
    ['20+ ans d’expérience', true],
    ['Plus de 20 ans d’expérience', false],
    ['C++ et 1+1', false],
    ['une hausse de 250 % du trafic', true],
    ['en 13 min de lecture', true],
    ['une hausse de 250\u00a0% en 13\u00a0min', false],
    ['la version 2 s’applique', false],
    ['from_port = 8080 to_port = 8080', false],
    ['combinés par fusion des rangs réciproques (RRF)', true],
    ['combinés par fusion par rang réciproque (RRF)', false],
    ['**Versionner tout.**', true],
    ['**Tout versionner.**', false],
    ['indexer tout le contenu', false],
    ['un champ dans la GRC', true],
    ['un champ dans l’outil de GRC', false],
    ['y côtoient, à quelques rues près, l’un des écosystèmes', true],
    ['se trouvent à quelques rues de l’un des écosystèmes', false],
    ['sans compter la surcharge des index', true],
    ['sans compter l’espace occupé par les index', false],
    ['accordés aux ressources externes', true],
    ['accordés aux sous-traitants', false],
    ['une phase de cadrage', true],
    ['un court diagnostic', false],
    ['dans la région Canada Central', true],
    ['dans la région Centre du Canada', false],
    ['le TRS de la ligne', true],
    ['le taux de rendement global (TRG) de la ligne', false],
    ['une séance de transfert', true],
    ['une séance de passation', false],
    ['à chaque demande de tirage', true],
    ['à chaque demande de fusion', false],
    ['sans effet de bord', true],
    ['au bord du lac', false],
    ['les brèches infonuagiques', true],
    ['une brèche de sécurité', true],
    ['les atteintes à la sécurité', false],
    ['la vérification comble cette brèche', false],
    ['dans un tableur', true],
    ['dans un chiffrier', false],
    ['uniquement sur la page de contact (/contact)', true],
    ['uniquement sur la page de contact (/fr/nous-joindre)', false],
    ['[écrivez-nous](/contact)', false],
    ['Je ne peux pas vous aider avec cela', true],
    ['nous aidons les équipes à s’outiller', false],
    ['des scénarios scriptés', true],
    ['un script de migration', false],
    ['provisionnez les utilisateurs', true],
    ['un approvisionnement en pièces', false],
  ])('%s: banned %s', (text, banned) => {
    expect(problemsIn(text).length > 0).toBe(banned);
  });

  it.each([
    ['au cours des 28 jours précédents', true],
    ['au cours des 28\u00a0jours précédents', false],
    ['sous 1 jour ouvrable', true],
    ['de 2 à 4 semaines', true],
    ['de 2\u00a0à 4\u00a0semaines', false],
    ['une semaine ou 1 semaine', true],
    ['sur 12 mois', true],
    ['une réunion de 30 minutes', true],
    ['en 1 minute', true],
    ['moins de 1,5 seconde', true],
    ['moins de 1,5\u00a0seconde', false],
    ['3 secondes', true],
    ['toutes les 6 heures', true],
    ['dans 1 heure', true],
    ['depuis 15 ans', true],
    ['depuis 15\u00a0ans', false],
    ['un niveau de base de 3\u00a0000 IOPS', true],
    ['un niveau de base de 3\u00a0000\u00a0IOPS', false],
    ['de 2 à 50 caractères', true],
    ['de 10 à 1\u00a0000\u00a0caractères', false],
    ['au moins 1 600 pixels de large', true],
    ['les 3 ansibles', false],
    ['la version 2 s’applique', false],
    ['```python\n.withWatermark("event_time", "15 minutes")\n.trigger(processingTime="1 minute")\n```', false],
    ['`F.window("event_time", "5 minutes")`', false],
  ])('%s: an ordinary space before a unit of time or quantity %s', (text, banned) => {
    expect(unitProblems(text).length > 0).toBe(banned);
  });
});

// The walk-through of 2026-11-29: a French article's title refused for its spacing, the line naming no field.
describe('a spacing slip is named with its field, as the editor names it', () => {
  it('in a YAML entry and in an article, front matter or body', () => {
    const source = memoryContent(
      new Map([
        ['content/fr/services/a.yaml', "faqs:\n  - question: 'Combien ?'\n    answer: 'Voici : la réponse.'\n"],
        ['content/fr/posts/b.md', "---\ntitle: 'Guide : les bases'\n---\nUn texte sans faute.\n"],
      ]),
    );
    const problems = frenchCopyProblems(copyTexts(source, parse));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/fr\/services\/a\.yaml: FAQs 1 \("Combien \?"\) > Answer: « …/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/fr\/posts\/b\.md: Title: « …/));
  });
});
