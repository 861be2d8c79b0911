import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { editorTranslations, markChecked, translationStatus } from '../../model/content/translation-files';
import { editorTranslationsOf } from '../../model/content/translation-pairs';
import { articleTextsOf, asRead, changedSince, sinceChecked, englishShown, fingerprintOf, hashOf, readerText, statusLines, textsOf, wordChanges, withoutEnglishChecked } from '../../model/content/translation-status';
import { loadContentFile } from '../../model/content/content-files';

// Issue 30: a French entry knows which version of its English twin it translates; an English edit
// names its French twin (file and texts) in `npm run translations`, the build's warning and the
// editor, until staff mark the French as checked.

// Issue 55: the words that changed in the English, marked where staff compare the two texts.
describe('the words that changed', () => {
  const marked = (runs: { text: string; changed: boolean }[]) => runs.filter(({ changed }) => changed).map(({ text }) => text.trim());
  it('marks the words removed in the English as it was and the words added in the English now, and nothing else', () => {
    const { was, now } = wordChanges('Most projects cost CAD 40,000 for the first phase.', 'Most chatbot projects cost CAD 45,000 for the first phase, in eight weeks.');
    expect(marked(was)).toEqual(['40,000', 'phase.']);
    expect(marked(now)).toEqual(['chatbot', '45,000', 'phase, in eight weeks.']);
    // Each side reads as its text, every character kept.
    expect(was.map(({ text }) => text).join('')).toBe('Most projects cost CAD 40,000 for the first phase.');
    expect(now.map(({ text }) => text).join('')).toBe('Most chatbot projects cost CAD 45,000 for the first phase, in eight weeks.');
  });

  it('a change of spaces or line breaks alone marks nothing; a long story with one word changed marks that word', () => {
    expect(marked(wordChanges('A  text\nhere', 'A text here').now)).toEqual([]);
    const story = Array.from({ length: 5000 }, (_, index) => `word${index}`).join(' ');
    const { was, now } = wordChanges(story, story.replace('word2500', 'changed'));
    expect(marked(was)).toEqual(['word2500']);
    expect(marked(now)).toEqual(['changed']);
  });
});

describe('an article section in the note, as its words read on the page (issue 55)', () => {
  const marked = (runs: { text: string; changed: boolean }[]) => runs.filter(({ changed }) => changed).map(({ text }) => text.trim());
  const section = '## Step 1: Measure the baseline\n\nBefore **anything**, read [our guide](/services/ai-integration) and _this_.\n\n- one\n* two\n\n| Metric | Target |\n|---|:--:|\n| p95 | 300 ms |\n\n```sql\nselect 1\n```';
  it('drops the Markdown around the words: headings, emphasis, links, fences, list and table marks', () => {
    expect(readerText(section)).toBe('Step 1: Measure the baseline\n\nBefore anything, read our guide and this.\n\n• one\n• two\n\nMetric   Target\np95   300 ms\n\nselect 1');
    // Words that only look like Markdown stay.
    expect(readerText('snake_case and 2*3*4 - a dash')).toBe('snake_case and 2*3*4 - a dash');
    // A passage in another language, marked for screen readers: its words, not its tags.
    expect(readerText('des clés d’identification (<span lang="en">passkeys</span>)')).toBe('des clés d’identification (passkeys)');
  });
  it('shows the words for an article section, the Markdown where only the Markdown changed, and other texts as they are', () => {
    const now = section.replace('anything', 'everything');
    expect(englishShown('body: Step 1: Measure the baseline', section, now)).toEqual({ was: readerText(section), now: readerText(now) });
    expect(marked(wordChanges(readerText(section), readerText(now)).now)).toEqual(['everything,']);
    const moved = section.replace('/services/ai-integration', '/services/ai-agents');
    expect(englishShown('body: Step 1: Measure the baseline', section, moved)).toEqual({ was: section, now: moved });
    expect(englishShown('body: introduction', undefined, section)).toEqual({ was: undefined, now: readerText(section) });
    expect(englishShown('faqs.1.answer', 'Six **weeks**.', 'Seven **weeks**.')).toEqual({ was: 'Six **weeks**.', now: 'Seven **weeks**.' });
  });
});

describe('fingerprints', () => {
  const english = { title: 'AI Agents', faqs: [{ question: 'How much?', answer: 'CAD 40,000 to 120,000.' }, { question: 'How long?', answer: 'Six weeks.' }] };

  it('name the English texts changed since the French was checked, and only those', () => {
    const checked = fingerprintOf(textsOf(english));
    expect(checked).toMatch(/^([0-9a-f]{6}){5}$/);
    expect(changedSince(textsOf(english), checked)).toEqual([]);
    const edited = structuredClone(english);
    edited.faqs[1]!.answer = 'Four to six weeks.';
    expect(changedSince(textsOf(edited), checked)).toEqual(['faqs.1.answer']);
    // Two items swapped: the list's order changed, not their texts (a walk-through of 2026-12-03).
    const swapped = { ...english, faqs: [english.faqs[1]!, english.faqs[0]!] };
    expect(changedSince(textsOf(swapped), checked)).toEqual(['faqs']);
    expect(sinceChecked(textsOf(swapped), checked).moved).toEqual([{ list: 'faqs', order: [2, 1] }]);
    // Two answers swapped under their questions: each answer is a change where it is.
    const answersSwapped = { ...english, faqs: [{ ...english.faqs[0]!, answer: english.faqs[1]!.answer }, { ...english.faqs[1]!, answer: english.faqs[0]!.answer }] };
    expect(changedSince(textsOf(answersSwapped), checked)).toEqual(['faqs.0.answer', 'faqs.1.answer']);
    // A text added is one to translate; never checked is every text.
    expect(changedSince(textsOf({ ...english, lead: 'New.' }), checked)).toEqual(['lead']);
    expect(changedSince(textsOf(english), undefined)).toHaveLength(5);
  });

  it('tell a list put in another order from texts rewritten, and name an item added first as new (a walk-through of 2026-12-03)', () => {
    const faqs = Array.from({ length: 8 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}.` }));
    const checked = fingerprintOf(textsOf({ faqs }));
    // The last moved first: eight texts in new places, none rewritten; the French order to follow.
    const lastFirst = { faqs: [faqs[7]!, ...faqs.slice(0, 7)] };
    expect(sinceChecked(textsOf(lastFirst), checked)).toEqual({ changed: [], moved: [{ list: 'faqs', order: [8, 1, 2, 3, 4, 5, 6, 7] }], removed: [], wasAt: {} });
    // Moved and its answer rewritten: the order, and the answer, as it stood then.
    const movedAndEdited = { faqs: [{ ...faqs[7]!, answer: 'Answer eight.' }, ...faqs.slice(0, 7)] };
    expect(sinceChecked(textsOf(movedAndEdited), checked)).toEqual({ changed: ['faqs.0.answer'], moved: [{ list: 'faqs', order: [8, 1, 2, 3, 4, 5, 6, 7] }], removed: [], wasAt: { 'faqs.0.answer': 'faqs.7.answer' } });
    // One added first: the others only shifted, the French order stands; the new one's texts are new, nothing was there.
    const addedFirst = { faqs: [{ question: 'New?', answer: 'New.' }, ...faqs] };
    expect(sinceChecked(textsOf(addedFirst), checked)).toEqual({ changed: ['faqs.0.question', 'faqs.0.answer'], moved: [], removed: [], wasAt: { 'faqs.0.question': null, 'faqs.0.answer': null } });
    // One removed: the French has it to remove, by its number there (a walk-through of 2026-12-03: "up to date").
    expect(sinceChecked(textsOf({ faqs: faqs.slice(1) }), checked)).toEqual({ changed: [], moved: [], removed: [{ list: 'faqs', numbers: [1] }], wasAt: {} });
    expect(changedSince(textsOf({ faqs: [...faqs.slice(0, 3), ...faqs.slice(4)] }), checked)).toEqual(['faqs']);
    // The walk-through's own: two, the second moved first and the first removed.
    const team = [{ name: 'Priya', bio: 'Ten years.' }, { name: 'Maya', bio: 'Eight years.' }];
    expect(sinceChecked(textsOf({ team: [team[1]!] }), fingerprintOf(textsOf({ team })))).toMatchObject({ changed: [], moved: [], removed: [{ list: 'team', numbers: [1] }] });
    // One rewritten in place is a change there, not a removal.
    expect(sinceChecked(textsOf({ faqs: [{ question: 'Other?', answer: 'Other.' }, ...faqs.slice(1)] }), checked)).toMatchObject({ changed: ['faqs.0.question', 'faqs.0.answer'], removed: [] });
    // The last removed leaves no trace the fingerprint tells from a text no longer counted: the build's shape check names it.
    expect(changedSince(textsOf({ faqs: faqs.slice(0, 7) }), checked)).toEqual([]);
    // Inside an item: its own list (a service's cards' points).
    const cards = { cards: [{ title: 'A', points: ['One.', 'Two.'] }] };
    const cardsChecked = fingerprintOf(textsOf(cards));
    expect(sinceChecked(textsOf({ cards: [{ title: 'A', points: ['Two.', 'One.'] }] }), cardsChecked).moved).toEqual([{ list: 'cards.0.points', order: [2, 1] }]);
  });

  it("give the editor's panel each changed text as it stood then, a moved item's at its place then, a new item's as new (a walk-through of 2026-12-03)", () => {
    const faqs = [{ question: 'One?', answer: 'First.' }, { question: 'Two?', answer: 'Second.' }];
    const checked = fingerprintOf(textsOf({ faqs }));
    // A new one first, the second's answer rewritten, the first moved last.
    const data = { faqs: [{ question: 'Zero?', answer: 'Before all.' }, { question: 'Two?', answer: 'Second, now.' }, faqs[0]!] };
    const asked: string[][] = [];
    const { entries } = editorTranslationsOf({ pairs: [{ french: 'content/fr/x.yaml', english: 'content/x.yaml', texts: textsOf(data), checked, data }], untranslated: [] }, (_english, _checked, paths) => {
      asked.push([...paths]);
      return { 'faqs.1.answer': 'Second.' };
    });
    const entry = entries['content/fr/x.yaml']!;
    expect(entry.moved).toEqual([{ list: 'faqs', order: [undefined, 2, 1], name: 'FAQs' }]);
    // The rewritten answer asked for as it stood then; the new one's texts not asked for, said new.
    expect(asked).toEqual([['faqs.1.answer']]);
    expect(entry.was).toEqual({ 'faqs.1.answer': 'Second.' });
    expect(entry.added).toEqual(['faqs.0.question', 'faqs.0.answer']);
  });

  it('take no change of spaces that reads alike for a change: a double space, a trailing one (a walk-through of 2026-12-01)', () => {
    const checked = fingerprintOf(textsOf(english));
    const spaced = structuredClone(english);
    spaced.faqs[1]!.answer = 'Six  weeks. ';
    expect(changedSince(textsOf(spaced), checked)).toEqual([]);
    // A code sample's indentation is what a reader sees: it stays a change.
    expect(changedSince([{ path: 'body: Code', text: '```\n  x = 1\n```' }], fingerprintOf([{ path: 'body: Code', text: '```\nx = 1\n```' }]))).toEqual(['body: Code']);
    // A fingerprint taken before, of a text written with a double space, still holds it.
    const before = { path: 'lead', text: 'Data  platforms.' };
    // (FNV-1a of the place and the text as written, as model/content/translation-status.ts hashed it then.)
    let hash = 0x811c9dc5;
    for (const unit of `${before.path}\u0000${before.text}`) hash = Math.imul(hash ^ unit.charCodeAt(0), 0x01000193) >>> 0;
    const oldDigits = (hash >>> 8).toString(16).padStart(6, '0');
    expect(changedSince([before], oldDigits)).toEqual([]);
    expect(changedSince([{ path: 'lead', text: 'Data pipelines.' }], oldDigits)).toEqual(['lead']);
  });

  it("name an article's changed section by its heading", () => {
    const body = 'Intro.\n\n## Step 1: Measure the baseline\n\nBefore.\n\n## Step 2: Decide\n\nThen.\n';
    const texts = articleTextsOf({ title: 'ROI', translationOf: undefined, tags: ['AI'] }, body);
    expect(texts.map(({ path }) => path)).toEqual(['title', 'tags.0', 'body: introduction', 'body: Step 1: Measure the baseline', 'body: Step 2: Decide']);
    const checked = fingerprintOf(texts);
    expect(changedSince(articleTextsOf({ title: 'ROI', tags: ['AI'] }, body.replace('Before.', 'Before anything.')), checked)).toEqual(['body: Step 1: Measure the baseline']);
  });

  it('are kept by French files only, and a French file with a malformed one is refused, naming it', () => {
    expect(withoutEnglishChecked('content/fr/pages/home.yaml', { englishChecked: 'a1b2c3', title: 'x' })).toEqual({ title: 'x' });
    expect(withoutEnglishChecked('content/pages/home.yaml', { englishChecked: 'a1b2c3' })).toEqual({ englishChecked: 'a1b2c3' });
    expect(() => withoutEnglishChecked('content/fr/pages/home.yaml', { englishChecked: 'checked' })).toThrow(
      'Invalid content "content/fr/pages/home.yaml":\n  - englishChecked: must be the fingerprint "Mark the French as checked" writes',
    );
  });
});

// These run the translations command itself (a Node process that loads every content file) up to
// three times: about a second each here, many more on a machine that is busy with a build. The 5 s
// default is no statement about them; a hung command still ends the test, at this limit.
describe('the status of the content', { timeout: 60_000 }, () => {
  let root = '';
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'translations-'));
    cpSync('content', join(root, 'content'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const cli = (...args: string[]) => spawnSync(process.execPath, [join(process.cwd(), 'scripts/translations.ts'), ...args], { cwd: root, encoding: 'utf8' });

  /** Sets a value of a YAML file of the copy as the editor would. */
  const edit = (file: string, path: (string | number)[], value: string) => {
    const document = parseDocument(readFileSync(join(root, file), 'utf8'));
    document.setIn(path, value);
    writeFileSync(join(root, file), document.toString({ lineWidth: 0 }));
  };

  it("starts with every French entry up to date: the repository's content", () => {
    expect(translationStatus()).toEqual({ stale: [], untranslated: [] });
    const result = cli();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Every French entry is up to date with its English twin, and every English article has a French translation.');
  });

  it('an English edit names its French twin and the text, in npm run translations (exit 0) and for the editor, until the French is marked as checked', () => {
    edit('content/services/ai-agents.yaml', ['faqs', 1, 'answer'], 'Most chatbot projects cost between CAD 40,000 and CAD 120,000 for the first phase.');
    edit('content/pages/home.yaml', ['stories', 'testimonials', 0, 'quote'], 'They shipped in six weeks.');
    // Named as the editor names them (issue 41): a list item counted from 1, by its own words.
    const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
    const question = (parse(readFileSync(join(root, 'content/services/ai-agents.yaml'), 'utf8')) as { faqs: { question: string }[] }).faqs[1]!.question;
    const author = (parse(readFileSync(join(root, 'content/pages/home.yaml'), 'utf8')) as { stories: { testimonials: { author: string }[] } }).stories.testimonials[0]!.author;
    const faqAnswer = `FAQs 2 ("${short(question)}") > Answer`;
    expect(translationStatus(root).stale).toEqual([
      { french: 'content/fr/pages/home.yaml', english: 'content/pages/home.yaml', changed: ['stories.testimonials.0.quote'], changedNames: [`Stories > Testimonials 1 ("${short(author)}") > Quote`] },
      { french: 'content/fr/services/ai-agents.yaml', english: 'content/services/ai-agents.yaml', changed: ['faqs.1.answer'], changedNames: [faqAnswer] },
    ]);
    const listed = cli();
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('French needs updating: 2 French entries whose English changed since the French was last checked');
    expect(listed.stdout).toContain(`  - content/fr/services/ai-agents.yaml (English: content/services/ai-agents.yaml): ${faqAnswer}`);
    expect(editorTranslations(root).entries['content/fr/services/ai-agents.yaml']!.changed).toEqual(['faqs.1.answer']);
    expect(editorTranslations(root).entries['content/fr/services/ai-agents.yaml']!.changedNames).toEqual([faqAnswer]);

    // Marked as checked: the French file's first line, nothing else.
    const before = readFileSync(join(root, 'content/fr/services/ai-agents.yaml'), 'utf8').split('\n');
    const marked = cli('--checked', 'content/fr/services/ai-agents.yaml');
    expect(marked.stdout).toContain('Marked as checked against its English twin: content/fr/services/ai-agents.yaml');
    const after = readFileSync(join(root, 'content/fr/services/ai-agents.yaml'), 'utf8').split('\n');
    expect(after.filter((line, i) => line !== before[i])).toEqual([after[0]]);
    expect(after[0]).toBe(`englishChecked: ${editorTranslations(root).entries['content/fr/services/ai-agents.yaml']!.fingerprint}`);
    expect(translationStatus(root).stale.map(({ french }) => french)).toEqual(['content/fr/pages/home.yaml']);
  });

  it('marking a French entry checked that still holds a paragraph in English says so, and exits 1: the build refuses it', () => {
    const english = (parse(readFileSync(join(root, 'content/services/ai-agents.yaml'), 'utf8')) as { faqs: { answer: string }[] }).faqs[1]!.answer;
    edit('content/fr/services/ai-agents.yaml', ['faqs', 1, 'answer'], english);
    const marked = cli('--checked', 'content/fr/services/ai-agents.yaml');
    expect(marked.stdout).toContain('Marked as checked against its English twin: content/fr/services/ai-agents.yaml');
    expect(marked.stdout).toContain('Still in English, which the build refuses until it is translated:');
    expect(marked.stdout).toMatch(/content\/fr\/services\/ai-agents\.yaml: FAQs 2 \("[^"]+"\) > Answer: « .+ » is still the English text/);
    expect(marked.status).toBe(1);
  });

  it('the editor shows each changed English text as it is now and, from the history, as it was when the French was checked', () => {
    const file = 'content/services/ai-agents.yaml';
    const was = (parse(readFileSync(join(root, file), 'utf8')) as { faqs: { answer: string }[] }).faqs[1]!.answer;
    const now = 'Most chatbot projects cost between CAD 40,000 and CAD 120,000 for the first phase.';
    // Without history (a copy of the files alone): the text as it is now.
    edit(file, ['faqs', 1, 'answer'], now);
    expect(editorTranslations(root).entries['content/fr/services/ai-agents.yaml']).toMatchObject({ now: { 'faqs.1.answer': now }, was: {} });
    // In a repository whose history has the English the French was checked against, two changes back.
    writeFileSync(join(root, file), readFileSync(file, 'utf8'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.ca', ...args], { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'content as checked');
    edit(file, ['faqs', 1, 'answer'], 'An answer in between, never checked.');
    git('commit', '-q', '-am', 'an English edit');
    edit(file, ['faqs', 1, 'answer'], now);
    const entry = editorTranslations(root).entries['content/fr/services/ai-agents.yaml']!;
    expect(entry.changed).toEqual(['faqs.1.answer']);
    expect(entry.now).toEqual({ 'faqs.1.answer': now });
    expect(entry.was).toEqual({ 'faqs.1.answer': was });
    // The entries whose English did not change carry no texts.
    expect(editorTranslations(root).entries['content/fr/services/analytics.yaml']).toMatchObject({ changed: [], now: {}, was: {} });
  });

  it('names an English article with no French translation, and a French entry never checked', () => {
    const article = readFileSync(join(root, 'content/posts/measuring-roi-of-ai-projects.md'), 'utf8');
    writeFileSync(join(root, 'content/posts/what-we-learned.md'), article);
    const french = readFileSync(join(root, 'content/fr/locations/toronto.yaml'), 'utf8');
    writeFileSync(join(root, 'content/fr/locations/toronto.yaml'), french.replace(/^englishChecked: .*\n/, ''));
    const lines = statusLines(translationStatus(root));
    expect(lines).toContain('  - content/fr/locations/toronto.yaml (English: content/locations/toronto.yaml): never checked');
    expect(lines).toContain('No French translation: 1 English article');
    expect(lines).toContain('  - content/posts/what-we-learned.md');
    expect(cli().status).toBe(0);
  });

  it('a French case study behind its English one names the section of its story (issue 43)', () => {
    const name = readdirSync(join(root, 'content/case-studies')).filter((file) => file.endsWith('.md')).sort()[0]!;
    const file = join(root, 'content/case-studies', name);
    const text = readFileSync(file, 'utf8');
    const heading = /^## (.+)$/m.exec(text)![1]!;
    writeFileSync(file, text.replace(/^(## .+\n\n)(.+)$/m, '$1$2 One more sentence.'));
    const french = `content/fr/case-studies/${name}`;
    expect(translationStatus(root).stale).toEqual([{ french, english: `content/case-studies/${name}`, changed: [`body: ${heading}`], changedNames: [`Story, section "${heading}"`] }]);
    markChecked(french, root);
    expect(translationStatus(root).stale).toEqual([]);
  });

  it('a fingerprint of digits only is written quoted, so that it reads back as the fingerprint (YAML would read 604319 as a number)', () => {
    const industry = readdirSync(join(root, 'content/industries')).filter((file) => file.endsWith('.yaml')).sort()[0]!;
    // An English name whose one text hashes to digits only: about one name in sixteen.
    let name = '';
    for (let i = 0; !/^\d+$/.test(hashOf({ path: 'name', text: name })); i += 1) name = `Industry ${i}`;
    edit(`content/industries/${industry}`, ['name'], name);
    const french = `content/fr/industries/${industry}`;
    markChecked(french, root);
    const fingerprint = hashOf({ path: 'name', text: name });
    expect(readFileSync(join(root, french), 'utf8').split('\n')[0]).toBe(`englishChecked: "${fingerprint}"`);
    expect(translationStatus(root).stale).toEqual([]);
    expect(() => loadContentFile(french, root)).not.toThrow();
  });

  it('a fact only the English entry holds (an industry\'s icon, a case study\'s date, services or city) leaves its French twin up to date: the French follows it, nothing to translate', () => {
    const industry = readdirSync(join(root, 'content/industries')).filter((file) => file.endsWith('.yaml')).sort()[0]!;
    edit(`content/industries/${industry}`, ['icon'], 'i-lucide-anchor');
    const study = readdirSync(join(root, 'content/case-studies')).filter((file) => file.endsWith('.md')).sort()[0]!;
    const file = join(root, 'content/case-studies', study);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: .*$/m, "date: '2025-02-03'").replace(/^city: .*$/m, 'city: london'));
    expect(translationStatus(root).stale).toEqual([]);
    // And so says the editor's box, which compares its field with the fingerprint it is given: the
    // French file's own (it said "French needs updating" with nothing listed).
    const french = `content/fr/industries/${industry}`;
    const saved = /^englishChecked: "?([0-9a-f]+)"?$/m.exec(readFileSync(join(root, french), 'utf8'))![1]!;
    expect(editorTranslations(root).entries[french]).toMatchObject({ fingerprint: saved, changed: [] });
    // The industry's name is the French's to follow.
    edit(`content/industries/${industry}`, ['name'], 'Construction and engineering');
    expect(translationStatus(root).stale.map(({ changed }) => changed)).toEqual([['name']]);
  });

  it('a French article behind its English one names the section', () => {
    const file = join(root, 'content/posts/measuring-roi-of-ai-projects.md');
    const text = readFileSync(file, 'utf8');
    const heading = /^## (.+)$/m.exec(text)![1]!;
    writeFileSync(file, text.replace(/^(## .+\n\n)(.+)$/m, '$1$2 One more sentence.'));
    expect(translationStatus(root).stale).toEqual([
      {
        french: 'content/fr/posts/mesurer-rendement-capital-investi-projets-ia.md',
        english: 'content/posts/measuring-roi-of-ai-projects.md',
        changed: [`body: ${heading}`],
        changedNames: [`Article, section "${heading}"`],
      },
    ]);
    markChecked('content/fr/posts/mesurer-rendement-capital-investi-projets-ia.md', root);
    expect(translationStatus(root).stale).toEqual([]);
    expect(readFileSync(join(root, 'content/fr/posts/mesurer-rendement-capital-investi-projets-ia.md'), 'utf8')).toMatch(/^---\nenglishChecked: [0-9a-f]+\ntitle: /);
  });
});

describe('what a reader sees (issue 55)', () => {
  it('the same list, table or character however the Markdown spells it: no "French needs updating" for the editor\'s way of writing it', () => {
    const handWritten = 'Intro.\n\n## Steps\n\n- **One** thing\n- Two & three\n\n| A | B |\n|---|---|\n| 1 | 2 |\n';
    const editorWritten = 'Intro.\n\n## Steps\n\n* **One** thing\n* Two \\& three\n\n| A   | B   |\n| --- | --- |\n| 1   | 2   |\n';
    expect(fingerprintOf(articleTextsOf({ title: 'T' }, editorWritten))).toBe(fingerprintOf(articleTextsOf({ title: 'T' }, handWritten)));
    expect(asRead('* a\n  + b')).toBe('- a\n  - b');
    // A word changed is a change.
    expect(fingerprintOf(articleTextsOf({ title: 'T' }, editorWritten.replace('Two', 'Four')))).not.toBe(fingerprintOf(articleTextsOf({ title: 'T' }, handWritten)));
  });
});
