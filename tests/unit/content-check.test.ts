import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { projectProblems } from '../../model/content/content-check';

// Issue 30: the walk-through's deliberate mistakes, of every kind the build checks, made at once
// in a copy of the project; one run names every one, with its file and field: the check alone,
// then a real `vike build` (which `npm run build` and `npm run deploy` start with).

const copy = mkdtempSync(join(tmpdir(), 'northbeam-mistakes-'));
const at = (path: string) => path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
function edit(file: string, changes: Record<string, unknown>) {
  const document = parseDocument(readFileSync(join(copy, file), 'utf8'));
  for (const [path, value] of Object.entries(changes)) document.setIn(at(path), value);
  writeFileSync(join(copy, file), document.toString());
}

/** Each mistake and the words the build must say of it. */
const mistakes = [
  // A field rule: an SEO description under 50 characters.
  ['content/services/analytics.yaml', 'seo.description', 'content/services/analytics.yaml: SEO > Description: is 19 characters long: write at least 50'],
  // A French twin whose figure drifted from the English one.
  ['content/fr/services/analytics.yaml', 'faqs', 'content/fr/services/analytics.yaml: FAQs '],
  // An article with an impossible date.
  ['content/posts/measuring-roi-of-ai-projects.md', 'date', 'content/posts/measuring-roi-of-ai-projects.md: Date: must be a real calendar date'],
  // A French article whose translationOf names no English article.
  ['content/fr/posts', 'translationOf', 'Translation of: names “no-such-article”, which no English article is'],
  // A cover photo that is not there.
  ['content/posts/batch-vs-streaming-data-architecture.md', 'photo', 'content/posts/batch-vs-streaming-data-architecture.md: Photo: images/blog/missing.jpg is not in content/images'],
  // A file no collection holds (a service's page saved under the wrong folder).
  ['content/company/careers-old.yaml', 'file', 'content/company/careers-old.yaml: no collection in model/content/collections.ts holds this file'],
  // A case study naming a service that does not exist (issue 43).
  ['content/case-studies/bilingual-support-chatbot-winter-peak.md', 'services', 'content/case-studies/bilingual-support-chatbot-winter-peak.md: Services 2: is "quantum-computing", which no file of content/services is named'],
  // A French case study whose English twin is not there.
  ['content/fr/case-studies/a-french-story-alone.md', 'file', 'content/fr/case-studies/a-french-story-alone.md: has no English version: the English Case studies entry it translates, of the same file name (content/case-studies/a-french-story-alone.md), is not there'],
  // A French case study whose result states another figure than the English one.
  ['content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md', 'results', '> Figure: lacks the figure'],
  // The same result's figure, which its story does not state (issue 55: a tile saying 72 % over a story saying 70 %).
  ['content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md', 'results', ', which the story does not: say the same in both'],
  // Issue 55: a link to a page the site does not have, and a French service given another's address
  // word, each named in the same run as the rest (the second used to be said only once all else was right).
  ['content/posts/zero-trust-cloud-security-mid-sized-companies.md', 'body', 'content/posts/zero-trust-cloud-security-mid-sized-companies.md: Article: links to /services/blockchain, which is no page of the site'],
  ['content/fr/services/ai-integration.yaml', 'address', 'content/fr/services/ai-integration.yaml: Address: is "agents-ia", already the address of “Agents d’IA”'],
  // Issue 55: a script typed into an FAQ answer, and a fourth case study featured where the home page shows three.
  ['content/services/cloud-security.yaml', 'faqs', 'content/services/cloud-security.yaml: FAQs 1 ("What drives the cost of a cloud securit…") > Answer: contains HTML (<script> </script>), which the site shows as text'],
  ['content/case-studies/bilingual-support-chatbot-winter-peak.md', 'featured', 'Featured: 4 case studies are featured and the home page shows 3: untick Featured on 1 of them'],
  // Issue 55: a French entry marked as checked against its English, a paragraph of it still the English text.
  ['content/fr/services/data-engineering.yaml', 'hero', 'content/fr/services/data-engineering.yaml: Hero > Description: « {site.brand} builds the pipelines, warehouses and lakehouses… » is still the English text'],
  // Issue 55: a Heading 1 in an article, a second title on its page.
  ['content/posts/zero-trust-cloud-security-mid-sized-companies.md', 'body', 'content/posts/zero-trust-cloud-security-mid-sized-companies.md: Article: « Read next » is a Heading 1'],
] as const;

let figureAnswer = -1;

beforeAll(() => {
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    mkdirSync(join(copy, dirname(file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
  edit('content/services/analytics.yaml', { 'seo.description': 'Analytics, briefly.' });
  edit('content/fr/services/data-engineering.yaml', { 'hero.description': (parseDocument(readFileSync('content/services/data-engineering.yaml', 'utf8')).toJS() as { hero: { description: string } }).hero.description });
  // The first answer that states a figure, with that figure changed in French.
  const answers = (file: string) => (parseDocument(readFileSync(file, 'utf8')).toJS() as { faqs: { answer: string }[] }).faqs.map((faq) => faq.answer);
  const english = answers('content/services/analytics.yaml');
  figureAnswer = english.findIndex((answer) => /\d/.test(answer));
  const figure = /\d+/.exec(english[figureAnswer]!)![0];
  const french = answers(join(copy, 'content/fr/services/analytics.yaml'))[figureAnswer]!;
  edit('content/fr/services/analytics.yaml', { [`faqs.${figureAnswer}.answer`]: french.replaceAll(figure, String(Number(figure) + 1)) });
  const post = (file: string, change: (text: string) => string) => writeFileSync(join(copy, file), change(readFileSync(join(copy, file), 'utf8')));
  post('content/posts/measuring-roi-of-ai-projects.md', (text) => text.replace(/^date: .*$/m, "date: '2026-02-30'"));
  const frenchArticle = execFileSync('ls', [join(copy, 'content/fr/posts')], { encoding: 'utf8' }).split('\n')[0]!;
  post(`content/fr/posts/${frenchArticle}`, (text) => text.replace(/^translationOf: .*$/m, 'translationOf: no-such-article'));
  post('content/posts/batch-vs-streaming-data-architecture.md', (text) => text.replace(/^imageAlt:/m, 'photo: {"image": "images/blog/missing.jpg", "alt": "A dashboard"}\nimageAlt:'));
  cpSync(join(copy, 'content/company/careers.yaml'), join(copy, 'content/company/careers-old.yaml'));
  post('content/posts/zero-trust-cloud-security-mid-sized-companies.md', (text) => `${text.trimEnd()}\n\n# Read next\n\nSee also [our blockchain practice](/services/blockchain).\n`);
  edit('content/fr/services/ai-integration.yaml', { address: 'agents-ia' });
  const answer = (parseDocument(readFileSync(join(copy, 'content/services/cloud-security.yaml'), 'utf8')).toJS() as { faqs: { answer: string }[] }).faqs[0]!.answer;
  edit('content/services/cloud-security.yaml', { 'faqs.0.answer': `${answer} <script>alert("hello")</script>` });
  post('content/case-studies/bilingual-support-chatbot-winter-peak.md', (text) => text.replace(/^featured: .*\n/m, '').replace(/^date: /m, 'featured: true\ndate: '));
  post('content/case-studies/bilingual-support-chatbot-winter-peak.md', (text) => text.replace(/^services:\n  - ai-agents$/m, 'services:\n  - ai-agents\n  - quantum-computing'));
  cpSync(join(copy, 'content/fr/case-studies/bilingual-support-chatbot-winter-peak.md'), join(copy, 'content/fr/case-studies/a-french-story-alone.md'));
  // Facts the English file alone holds, written into a French file by hand.
  post('content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md', (text) => text.replace(/^address: /m, "featured: true\ndate: '2025-01-01'\naddress: "));
  // Its first result's first figure, one more in French.
  post('content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md', (text) => text.replace(/^(results:\n  - \D*)(\d+)/m, (_, before: string, figure: string) => `${before}${Number(figure) + 1}`));
}, 60_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('every deliberate mistake is named in one run', () => {
  it('by the content check, each with its file and field', async () => {
    const problems = await projectProblems(copy);
    for (const [, , words] of mistakes) expect(problems.some((problem) => problem.includes(words)), `${words}\nin:\n${problems.join('\n')}`).toBe(true);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^content/fr/services/analytics.yaml: FAQs ${figureAnswer + 1} \\("[^"]+"\\) > Answer: lacks the figure`)));
    // A mistake in one file is said once, of that file: the French translation of the article whose
    // date is impossible is not told its English article "does not exist".
    expect(problems.filter((problem) => problem.includes('measuring-roi-of-ai-projects.md does not exist'))).toEqual([]);
    // The Featured box is the English file's alone (issue 55: one choice took a save in each
    // language): the English case study featured, its French twin follows without a word; a
    // Featured line written into a French file by hand is said once, in staff's words.
    expect(problems.filter((problem) => problem.startsWith('content/fr/case-studies/bilingual-support-chatbot-winter-peak.md: Featured'))).toEqual([]);
    expect(problems.filter((problem) => problem.startsWith('content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md') && /eatured|Date/.test(problem))).toEqual([
      'content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md: Date: set in the English version only, which the French follows: delete "date" here',
      'content/fr/case-studies/kubernetes-cost-control-for-a-logistics-platform.md: Featured: set in the English version only, which the French follows: delete "featured" here',
    ]);
  });

  it('by the build, which stops before building anything', () => {
    const build = spawnSync('npx', ['vike', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    expect(build.status).not.toBe(0);
    const output = `${build.stdout}\n${build.stderr}`;
    expect(output).toMatch(/Content the site cannot use \(\d+ problems\)/);
    for (const [, , words] of mistakes) expect(output, words).toContain(words);
    // The list in staff's words, and no stack trace under it (issue 55).
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  }, 120_000);

  it('the shipped content has none', async () => {
    expect(await projectProblems()).toEqual([]);
  });

  it('is asked again the moment a file changes (kept between asks: model/content/content-check.ts)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'northbeam-kept-'));
    try {
      cpSync('content', join(root, 'content'), { recursive: true });
      symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
      expect(await projectProblems(root)).toEqual([]);
      const file = join(root, 'content/services/analytics.yaml');
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/^(  description: ).*$/m, '$1Analytics, briefly.'));
      expect((await projectProblems(root)).join('\n')).toContain('content/services/analytics.yaml: SEO > Description: is 19 characters long');
      writeFileSync(file, text);
      expect(await projectProblems(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
