import type { Page } from '@playwright/test';
import { urlsIn } from '../../model/page-data/addresses';
import type { Language } from '../../model/site/languages';
import { serviceSlugs } from '../../model/page-data/catalog';
import { serviceName } from '../../model/page-data/services';
import { content } from '../../model/content/content';
import { expect, test } from './fixtures';

/** The line over results searched for the nearest word, as the search page's copy writes it. */
const correctedLine = (language: Language, corrected: string, typed: string) => {
  const { showing, exact } = content('searchPage', language).corrected;
  return { line: `${showing.replace('{corrected}', corrected)} ${exact.replace('{query}', typed)}`, link: exact.replace('{query}', typed) };
};

// Issue 31: every page is reachable by the words of its title and its purpose, the words buyers
// use (the synonyms in content/pages/search.yaml), their typos and, in French, without accents.
// Each query must put the page a person expects among the first three results of the real search
// page. Add a query here when a miss is found.
type Query = { query: string; expect: string; why: 'words' | 'synonym' | 'typo' | 'accents' };
const q = (query: string, expect: string, why: Query['why'] = 'words'): Query => ({ query, expect, why });

const en = urlsIn.en;
const fr = urlsIn.fr;

const queries: Record<Language, Query[]> = {
  en: [
    q('AI agents', en.service('ai-agents')),
    q('AI integration', en.service('ai-integration')),
    q('analytics', en.service('analytics')),
    q('cloud cost optimization', en.service('cloud-cost-optimization')),
    q('cloud security', en.service('cloud-security')),
    q('data engineering', en.service('data-engineering')),
    q('data governance', en.service('data-governance')),
    q('digital marketing', en.service('seo-services')),
    q('web development', en.service('web-development')),
    q('data governance kitchener', en.serviceCity('data-governance', 'kitchener')),
    q('analytics vancouver', en.serviceCity('analytics', 'vancouver')),
    q('careers', en.careers()),
    q('press', en.press()),
    q('documentation', en.docs()),
    q('API reference', en.api()),
    q('system status', en.status()),
    q('privacy policy', en.privacy()),
    q('terms of service', en.terms()),
    q('cookies', en.cookies()),
    q('accessibility', en.accessibility()),
    q('about', en.about()),
    q('idempotency backfills', en.blogPost('reliable-data-pipelines-idempotency-backfills-contracts')),
    q('retrieval augmented generation', en.blogPost('retrieval-augmented-generation-enterprise-knowledge')),
    q('zero trust', en.blogPost('zero-trust-cloud-security-mid-sized-companies')),
    q('core web vitals', en.blogPost('core-web-vitals-for-business-websites')),
    q('semantic layer', en.blogPost('self-serve-analytics-semantic-layer')),
    q('PIPEDA Law 25', en.blogPost('data-governance-pipeda-law-25-guide')),
    q('batch or streaming', en.blogPost('batch-vs-streaming-data-architecture')),
    // A synonym's words that are also the site's ("data quality" means data governance): the words as typed still find their article.
    q('data quality', en.blogPost('data-quality-as-a-product')),
    q('chatbot', en.service('ai-agents'), 'synonym'),
    q('cybersecurity', en.service('cloud-security'), 'synonym'),
    q('jobs', en.careers(), 'synonym'),
    q('ETL', en.service('data-engineering'), 'synonym'),
    q('press releases', en.press(), 'synonym'),
    q('business intelligence', en.service('analytics'), 'synonym'),
    q('FinOps', en.service('cloud-cost-optimization'), 'synonym'),
    q('machine learning', en.service('ai-integration'), 'synonym'),
    q('search engine optimization', en.service('seo-services'), 'synonym'),
    q('helpdesk', en.support(), 'synonym'),
    q('outage', en.status(), 'synonym'),
    q('anaytics', en.service('analytics'), 'typo'),
    q('kitchner data governance', en.serviceCity('data-governance', 'kitchener'), 'typo'),
    q('goverance', en.service('data-governance'), 'typo'),
    q('cloud secrity', en.service('cloud-security'), 'typo'),
    q('vancover ai agents', en.serviceCity('ai-agents', 'vancouver'), 'typo'),
  ],
  fr: [
    q('agents d’IA', fr.service('ai-agents')),
    q('intégration de l’IA', fr.service('ai-integration')),
    q('analytique', fr.service('analytics')),
    q('optimisation des coûts infonuagiques', fr.service('cloud-cost-optimization')),
    q('sécurité infonuagique', fr.service('cloud-security')),
    q('ingénierie des données', fr.service('data-engineering')),
    q('gouvernance des données', fr.service('data-governance')),
    q('marketing numérique', fr.service('seo-services')),
    q('développement Web', fr.service('web-development')),
    q('gouvernance des données kitchener', fr.serviceCity('data-governance', 'kitchener')),
    q('analytique vancouver', fr.serviceCity('analytics', 'vancouver')),
    q('carrières', fr.careers()),
    q('presse et actualités', fr.press()),
    q('documentation', fr.docs()),
    q('référence de l’API', fr.api()),
    q('état des services', fr.status()),
    q('politique de confidentialité', fr.privacy()),
    q('conditions d’utilisation', fr.terms()),
    q('témoins', fr.cookies()),
    q('accessibilité', fr.accessibility()),
    q('idempotence retraitements', fr.blogPost('pipelines-de-donnees-fiables-idempotence-retraitements-contrats')),
    q('génération augmentée par récupération', fr.blogPost('generation-augmentee-recuperation-connaissances-entreprise')),
    q('zéro confiance', fr.blogPost('securite-zero-confiance-petit-budget-moyennes-entreprises')),
    q('signaux Web essentiels', fr.blogPost('signaux-web-essentiels-sites-entreprise-ce-qui-compte')),
    q('couche sémantique', fr.blogPost('analytique-libre-service-couche-semantique')),
    q('LPRPDE Loi 25', fr.blogPost('gouvernance-des-donnees-lprpde-loi-25')),
    q('traitement par lots ou en continu', fr.blogPost('traitement-par-lots-ou-en-continu-architecture-donnees')),
    q('qualité des données', fr.blogPost('qualite-donnees-comme-produit-indicateurs-responsabilites-controles')),
    q('réponse aux incidents', fr.service('cloud-security')),
    q('chatbot', fr.service('ai-agents'), 'synonym'),
    q('cybersécurité', fr.service('cloud-security'), 'synonym'),
    q('emplois', fr.careers(), 'synonym'),
    q('ETL', fr.service('data-engineering'), 'synonym'),
    q('communiqués de presse', fr.press(), 'synonym'),
    q('salle de presse', fr.press(), 'synonym'),
    q('intelligence d’affaires', fr.service('analytics'), 'synonym'),
    q('FinOps', fr.service('cloud-cost-optimization'), 'synonym'),
    q('apprentissage automatique', fr.service('ai-integration'), 'synonym'),
    q('centre d’aide', fr.support(), 'synonym'),
    q('panne', fr.status(), 'synonym'),
    q('analytiqe', fr.service('analytics'), 'typo'),
    q('gouvernace des données', fr.service('data-governance'), 'typo'),
    q('carieres', fr.careers(), 'typo'),
    q('securite infonuagique', fr.service('cloud-security'), 'accents'),
    q('ingenierie des donnees', fr.service('data-engineering'), 'accents'),
    q('etat des services', fr.status(), 'accents'),
    q('cybersecurite', fr.service('cloud-security'), 'accents'),
  ],
};

/** The first three results' addresses for a query, as the search page shows them. */
async function firstThree(page: Page, query: string): Promise<string[]> {
  const field = page.locator('[data-search-field]');
  await field.fill(query);
  const root = page.locator('[data-search]');
  await expect(root).toHaveAttribute('data-query', query);
  // The site's words arrive after the first results; a query they correct is then searched again.
  await expect(root).toHaveAttribute('data-words', 'loaded');
  await expect(root).toHaveAttribute('data-state', /^(done|empty)$/);
  await expect(page.locator('[data-search-results]')).not.toHaveAttribute('aria-busy');
  return page.locator('[data-search-results] > li h2 a').evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute('href')!));
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: at least forty queries (plain words, synonyms, typos${language === 'fr' ? ', no accents' : ''}) each find the page expected among the first three`, async ({ page }) => {
    test.setTimeout(120_000);
    const list = queries[language];
    expect(list.length).toBeGreaterThanOrEqual(40);
    for (const why of ['words', 'synonym', 'typo'] as const) expect(list.some((query) => query.why === why), why).toBe(true);
    await page.goto(urlsIn[language].search());
    const misses: string[] = [];
    for (const { query, expect: wanted, why } of list) {
      const found = await firstThree(page, query);
      if (!found.includes(wanted)) misses.push(`${query} (${why}): expected ${wanted}, got ${found.join(', ') || 'nothing'}`);
    }
    expect(misses).toEqual([]);
  });
}

// Issue 54: a buyer's words for a service listed the stories and articles that mention it first
// (a query about lowering a cloud bill put the Cloud Cost Optimization page sixth). Three ways a
// buyer asks for each service, in each language: its page comes first. Words only the synonyms of
// content/pages/search.yaml link to a service say so in the query's comment.
const buyers: Record<Language, Record<string, [string, string, string]>> = {
  en: {
    'ai-agents': ['chatbot to answer customer questions', 'virtual assistant for our support team', 'conversational AI for a call centre'],
    'ai-integration': ['add machine learning to our existing systems', 'generative AI in our business software', 'integrate AI with our ERP'],
    analytics: ['dashboards for our sales team', 'business intelligence reporting', 'BI for executives'],
    'cloud-cost-optimization': ['lower our cloud bill', 'reduce cloud spend on AWS', 'FinOps consulting'],
    'cloud-security': ['cybersecurity audit for our cloud', 'information security for Azure', 'cloud security assessment'],
    'data-engineering': ['build a data pipeline', 'ETL into a data warehouse', 'data engineering consultants'],
    'data-governance': ['data catalog for our company', 'improve data quality', 'master data management'],
    'seo-services': ['digital marketing agency', 'online marketing for a small business', 'Google Ads management'],
    'web-development': ['build a new website', 'web app for our customers', 'web design for a manufacturer'],
  },
  fr: {
    'ai-agents': ['chatbot pour répondre aux clients', 'assistant virtuel pour notre équipe', 'robot conversationnel pour notre entreprise'],
    'ai-integration': ['intelligence artificielle dans nos systèmes', 'IA générative dans nos logiciels', 'apprentissage automatique pour nos ventes'],
    analytics: ['tableaux de bord pour la direction', 'intelligence d’affaires', 'rapports de ventes automatisés'],
    'cloud-cost-optimization': ['réduire notre facture infonuagique', 'baisser nos dépenses infonuagiques', 'FinOps pour notre entreprise'],
    'cloud-security': ['cybersécurité pour nos serveurs', 'audit de sécurité informatique', 'protéger nos données contre une cyberattaque'],
    'data-engineering': ['pipeline de données fiable', 'entrepôt de données moderne', 'ETL pour nos systèmes'],
    'data-governance': ['catalogue de données pour l’entreprise', 'améliorer la qualité des données', 'gouvernance des données et Loi 25'],
    'seo-services': ['agence de marketing numérique', 'publicité en ligne pour une PME', 'campagnes Google Ads'],
    'web-development': ['créer un site Web', 'application Web pour nos clients', 'conception Web pour un manufacturier'],
  },
};

/** A one-letter typo of a name: a letter of its longest word dropped, past its first two (« Analtics »). */
function typoOf(name: string): string {
  const longest = name.split(/[\s’']+/).reduce((a, b) => (b.length > a.length ? b : a));
  return name.replace(longest, `${longest.slice(0, 3)}${longest.slice(4)}`);
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: three buyer phrasings of each service list its page first; a one-letter typo of its name finds it among the first three`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(urlsIn[language].search());
    const misses: string[] = [];
    // The table's services (a new one goes untested here until it has its phrasings), then every service's typo.
    for (const [service, phrasings] of Object.entries(buyers[language])) {
      const wanted = urlsIn[language].service(service as (typeof serviceSlugs)[number]);
      for (const query of phrasings) {
        const found = await firstThree(page, query);
        if (found[0] !== wanted) misses.push(`${query}: expected ${wanted} first, got ${found.join(', ') || 'nothing'}`);
      }
    }
    for (const service of serviceSlugs) {
      const wanted = urlsIn[language].service(service);
      const typo = typoOf(serviceName(service, language));
      const found = await firstThree(page, typo);
      if (!found.includes(wanted)) misses.push(`${typo} (typo): expected ${wanted} among the first three, got ${found.join(', ') || 'nothing'}`);
    }
    expect(misses).toEqual([]);
  });
}

test('a typo is searched as the nearest word of the site, saying so, with a link to the words as typed', async ({ page }) => {
  await page.goto(urlsIn.en.search());
  await expect.poll(() => firstThree(page, 'anaytics')).toContain(urlsIn.en.service('analytics'));
  const line = page.locator('[data-search-corrected]');
  await expect(line).toBeVisible();
  const words = correctedLine('en', 'analytics', 'anaytics');
  await expect(line).toHaveText(words.line);
  await line.getByRole('link', { name: words.link }).click();
  // The words as typed, searched as they are: no correction line, and the address says so.
  await expect(page.locator('[data-search]')).toHaveAttribute('data-query', 'anaytics');
  await expect(line).toBeHidden();
  await expect(page).toHaveURL(/[?&]exact/);
  // Nothing matches and no word of the site is near: no suggestion, the main sections (model/page-data/search-words.ts
  // suggestionsFor is tested with the vocabulary in tests/site/search-words.test.ts).
  await firstThree(page, 'zqxwv');
  await expect(page.locator('[data-search]')).toHaveAttribute('data-state', 'empty');
  await expect(page.locator('[data-search-suggestions]')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
});

test('en français : « Résultats pour … » et les mots les plus proches', async ({ page }) => {
  await page.goto(urlsIn.fr.search());
  await expect.poll(() => firstThree(page, 'carieres')).toContain(urlsIn.fr.careers());
  await expect(page.locator('[data-search-corrected]')).toHaveText(correctedLine('fr', 'carrières', 'carieres').line);
});
