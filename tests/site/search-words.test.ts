import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentFile } from '../../model/content/content-files';
import { searchVocabularyFile } from '../../model/site/search';
import { corrected, distance, fold, mergedByScore, nearestWords, serviceNamed, spacedElisions, suggestionsFor, unspacedElisions, withSynonyms, wordsOf, type Synonym } from '../../model/page-data/search-words';
import { buildClientDir } from '../../scripts/html-files.mjs';

// Issue 31: buyers' words (synonyms in content), typos forgiven against the site's own words,
// accents never mattering. The vocabulary is the built site's (scripts/search-index.ts).
const vocabularyOf = (language: 'en' | 'fr') => JSON.parse(readFileSync(join(buildClientDir(), searchVocabularyFile(language)), 'utf8')) as string[];
const synonymsOf = (file: string) => (loadContentFile(file) as { synonyms: Synonym[] }).synonyms;

// Issue 54: a query that names a service lists the service's page first (pages/search/search.ts).
describe('the service a query names', () => {
  const services = [{ name: 'AI Agents' }, { name: 'Cloud Security' }, { name: 'Cloud Cost Optimization' }, { name: 'Optimisation des coûts infonuagiques' }, { name: 'Agents d’IA' }];
  it('is the one whose every word is in the query, plurals and accents aside; the one of more words where two are', () => {
    expect(serviceNamed('an AI agent for support', services)?.name).toBe('AI Agents');
    expect(serviceNamed('lower our cloud cost optimization bill', services)?.name).toBe('Cloud Cost Optimization');
    expect(serviceNamed('cloud cost security optimization', services)?.name).toBe('Cloud Cost Optimization');
    expect(serviceNamed('reduire nos couts infonuagiques optimisation', services)?.name).toBe('Optimisation des coûts infonuagiques');
    expect(serviceNamed('un agent d’IA', services)?.name).toBe('Agents d’IA');
  });
  it('is none when a word of every name is missing', () => {
    expect(serviceNamed('cloud hosting', services)).toBeUndefined();
    expect(serviceNamed('', services)).toBeUndefined();
  });
});

describe('synonyms', () => {
  const synonyms: Synonym[] = [
    { words: 'press releases, news', means: 'press' },
    { words: 'cybersecurity, cyber security', means: 'cloud security' },
  ];

  it("replace a visitor's words by the site's, whole words only, case and accents aside, the longest first", () => {
    expect(withSynonyms('Cybersecurity audit', synonyms)).toBe('cloud security audit');
    expect(withSynonyms('cyber security', synonyms)).toBe('cloud security');
    expect(withSynonyms('press releases 2024', synonyms)).toBe('press 2024');
    expect(withSynonyms('newsletter', synonyms)).toBe('newsletter');
    expect(withSynonyms('data governance', synonyms)).toBe('data governance');
    expect(withSynonyms('cybersécurité', [{ words: 'cybersécurité', means: 'sécurité infonuagique' }])).toBe('sécurité infonuagique');
    expect(withSynonyms('cybersecurite', [{ words: 'cybersécurité', means: 'sécurité infonuagique' }])).toBe('sécurité infonuagique');
  });

  // Issue 54: « réponse aux incidents » searched as « réponse aux état des services » lost the Cloud
  // Security page; the words as typed are searched too and the two lists merged (pages/search/search.ts).
  it("and the words as typed find their pages too: the two lists are one by score, each page once at its better score", () => {
    const meaning = [
      { id: 'status', score: 3 },
      { id: 'story', score: 1 },
    ];
    const asTyped = [
      { id: 'security', score: 9 },
      { id: 'story', score: 2 },
      { id: 'tie', score: 3 },
    ];
    expect(mergedByScore(meaning, asTyped)).toEqual([
      { id: 'security', score: 9 },
      { id: 'status', score: 3 },
      { id: 'tie', score: 3 },
      { id: 'story', score: 2 },
    ]);
    expect(mergedByScore(meaning, [])).toEqual(meaning);
  });

  it.each([
    ['content/pages/search.yaml', 'en'],
    ['content/fr/pages/search.yaml', 'fr'],
  ] as const)("%s: each synonym leads to words the site's pages use, and no visitor's word is listed twice", (file, language) => {
    const vocabulary = new Set(vocabularyOf(language).map(fold));
    const synonyms = synonymsOf(file);
    expect(synonyms.length).toBeGreaterThanOrEqual(10);
    const unused = synonyms.flatMap(({ means }) => wordsOf(means).filter((word) => word.length >= 3 && !vocabulary.has(fold(word))).map((word) => `${means}: ${word}`));
    expect(unused).toEqual([]);
    const listed = synonyms.flatMap(({ words }) => words.split(',').map((word) => fold(word.trim())));
    expect(listed.filter((word, i) => listed.indexOf(word) !== i)).toEqual([]);
  });
});

describe('typos', () => {
  const en = vocabularyOf('en');
  const fr = vocabularyOf('fr');

  it('count an adjacent swap as one edit and stop early', () => {
    expect(distance('anaytics', 'analytics')).toBe(1);
    expect(distance('secuirty', 'security')).toBe(1);
    expect(distance('abc', 'xyz12345', 2)).toBe(3);
  });

  it("replace a word the site never uses by its nearest word, leaving known words, numbers and words being typed", () => {
    expect(corrected('anaytics', en)).toBe('analytics');
    expect(corrected('kitchner data governance', en)).toBe('kitchener data governance');
    expect(corrected('vancover', en)).toBe('vancouver');
    expect(corrected('data governance', en)).toBeUndefined();
    expect(corrected('analy', en)).toBeUndefined();
    expect(corrected('ISO 27001', en)).toBeUndefined();
    expect(corrected('zqxwv', en)).toBeUndefined();
    expect(corrected('carieres', fr)).toBe('carrières');
    expect(corrected('gouvernace des données', fr)).toBe('gouvernance des données');
  });

  it('accents never matter: a word without its accents is the site’s word', () => {
    expect(nearestWords('securite', fr)).toEqual(['sécurité']);
    expect(corrected('securite infonuagique', fr)).toBeUndefined();
    expect(fold('Sécurité')).toBe('securite');
  });

  it('offer the nearest words when nothing matches', () => {
    expect(suggestionsFor('anaytics', en)).toContain('analytics');
    expect(suggestionsFor('zqxwv kitchner', en)).toEqual(['zqxwv kitchener']);
    expect(suggestionsFor('zqxwv', en)).toEqual([]);
  });

  it('a French elision is two words, as the French index holds them', () => {
    expect(spacedElisions('Déclaration d’accessibilité')).toBe('Déclaration d’ accessibilité');
    expect(spacedElisions('l’IA jusqu’à aujourd’hui')).toBe('l’ IA jusqu’ à aujourd’hui');
    expect(wordsOf('l’IA')).toEqual(['l', 'IA']);
    // What the search page shows of it: as the page wrote it.
    expect(unspacedElisions(spacedElisions('Déclaration d’accessibilité, l’IA'))).toBe('Déclaration d’accessibilité, l’IA');
  });
});
