import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryNamesIn } from '../../model/content/entry-names';
import { projectContent } from '../../model/content/content-files';

/** The entries' names, as the editor says them in its messages (model/content/content-messages.ts byEntryName). */
const names = entryNamesIn(projectContent());
/** An entry's own name, as a delete's refusal says it: Montréal of "Montréal — Locations · English". */
const ownName = (name: string) => name.replace(/ — [^—]+$/, '');
import { parseDocument } from 'yaml';
import { checkSave } from '../../editor/save-check';
import { renames, splitProblems, type SaveChanges } from '../../editor/save-rules';
import { leftToDo, refusal, saidOnceSaved } from '../../editor/before-save';
import { literally } from '../../model/site/pattern';

// Issue 41: the editor refuses what the build refuses, before it writes. Each save below is what
// Keystatic would send for the staff member's mistake, checked against the project's content.

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** A copy of the project's content in a folder of its own, its node_modules shared (the photo checks' measures): a save checked over content already saved. */
function copyOfProject(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync('content', join(root, 'content'), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}
/** A content file with some fields changed, as a save would write it. */
function edited(file: string, changes: Record<string, unknown>): string {
  const document = parseDocument(readFileSync(file, 'utf8'));
  for (const [path, value] of Object.entries(changes)) document.setIn(path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value);
  return document.toString();
}
const save = (files: Record<string, string>, deletions: string[] = []): SaveChanges => ({
  additions: Object.entries(files).map(([path, text]) => ({ path, contents: base64(text) })),
  deletions: deletions.map((path) => ({ path })),
});

describe('a save checked before it is written', () => {
  it('refuses an emptied FAQ answer, naming the FAQ as staff count it', async () => {
    const file = 'content/services/ai-agents.yaml';
    const { refused, flagged } = await checkSave(process.cwd(), save({ [file]: edited(file, { 'faqs.3.answer': '' }) }));
    expect(refused).toEqual([expect.stringMatching(/^FAQs 4 \("[^"]+"\) > Answer: is empty: write it$/)]);
    expect(flagged).toEqual([]);
  });

  it("refuses a French service given another service's address word", async () => {
    const file = 'content/fr/services/ai-agents.yaml';
    const other = (parseDocument(readFileSync('content/fr/services/analytics.yaml', 'utf8')).toJS() as { address: string }).address;
    const { refused, flagged } = await checkSave(process.cwd(), save({ [file]: edited(file, { address: other }) }));
    expect(refused).toEqual([`${names['content/fr/services/analytics.yaml']}: Address: is "${other}", already the address of “Agents d’IA”: each service needs its own`]);
    expect(flagged).toEqual([]);
  });

  it('refuses French copy that breaks a French rule the build holds (issue 55: it failed only `npm test` before)', async () => {
    const file = 'content/fr/services/ai-agents.yaml';
    const { refused } = await checkSave(process.cwd(), save({ [file]: edited(file, { 'faqs.0.answer': 'Nous visons le top 3 des résultats en 28 jours.' }) }));
    expect(refused).toEqual([
      // And figures the English answer does not state (a walk-through of 2026-11-30).
      expect.stringMatching(/^FAQs 1 \("[^"]+"\) > Answer: states the figures 3, 28, which the English text does not/),
      expect.stringMatching(/^FAQs 1 \("[^"]+"\) > Answer: « top 3 »: the French edition does not write « top 3 »; write instead: les trois premiers/),
      expect.stringMatching(/^FAQs 1 \("[^"]+"\) > Answer: « 28 jours »: a number and its unit take a no-break space/),
    ]);
  });

  it('refuses an icon the site cannot draw', async () => {
    const file = 'content/services/ai-agents.yaml';
    const { refused } = await checkSave(process.cwd(), save({ [file]: edited(file, { 'features.cards.0.icon': 'i-lucide-gears' }) }));
    expect(refused).toEqual([expect.stringMatching(/^Features > Cards 1 \("[^"]+"\) > Icon: is not the name of a Lucide icon/)]);
  });

  it('refuses a changed file name (the page\'s address), naming the old one to set back', async () => {
    const from = 'content/services/ai-agents.yaml';
    const changes = save({ 'content/services/ai-bots.yaml': readFileSync(from, 'utf8') }, [from]);
    expect(renames(changes)).toEqual([{ from, to: 'content/services/ai-bots.yaml' }]);
    const { refused } = await checkSave(process.cwd(), changes);
    expect(refused).toEqual([expect.stringContaining('The file name cannot change once the entry exists (from "ai-agents" to "ai-bots")')]);
    expect(refused[0]).toContain('Set it back to "ai-agents"');
  });

  it('refuses deleting a city the case studies name, naming each, and says its French version is left to delete', async () => {
    const cities = readdirSync('content/locations').map((name) => name.replace(/\.yaml$/, ''));
    const studies = readdirSync('content/case-studies').map((name) => readFileSync(`content/case-studies/${name}`, 'utf8'));
    const named = cities.find((city) => studies.some((study) => study.includes(`\ncity: ${city}\n`)))!;
    const { refused, flagged } = await checkSave(process.cwd(), save({}, [`content/locations/${named}.yaml`]));
    // The case studies that name it, in one line, each by its name.
    const naming = readdirSync('content/case-studies').filter((name) => readFileSync(`content/case-studies/${name}`, 'utf8').includes(`\ncity: ${named}\n`));
    // Said as what the delete does, by the city's name (a walk-through of 2026-12-03: "which no file of content/industries is named").
    const cityName = ownName(names[`content/locations/${named}.yaml`]!);
    const line = refused.find((each) => each.endsWith(`: City: is "${cityName}", which this deletes: choose another one here first, or keep "${cityName}"`));
    for (const name of naming) expect(line).toContain(names[`content/case-studies/${name}`]);
    // Its French version, left alone, is what the delete leaves to do.
    expect(flagged).toEqual([expect.stringMatching(new RegExp(`^${literally(names[`content/fr/locations/${named}.yaml`]!)}: has no English version: .+ If that English entry was deleted, delete this one too`))]);
    expect(refusal(refused, 'delete')).toMatch(/^Not deleted: (\d+ problems|one problem) to put right first\. .+: City: is /);
  });

  it('refuses deleting an industry the case studies name in two points: choose them another first, and send its pages somewhere (a walk-through of 2026-12-03)', async () => {
    const studies = readdirSync('content/case-studies').map((name) => [`content/case-studies/${name}`, readFileSync(`content/case-studies/${name}`, 'utf8')] as const);
    const industry = /\nindustry: (\S+)\n/.exec(studies[0]![1])![1]!;
    const naming = studies.filter(([, text]) => text.includes(`\nindustry: ${industry}\n`)).map(([file]) => names[file]!);
    const { refused } = await checkSave(process.cwd(), save({}, [`content/industries/${industry}.yaml`, `content/fr/industries/${industry}.yaml`]));
    const industryName = ownName(names[`content/industries/${industry}.yaml`]!);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toBe(`${naming.join(', ')}: Industry: is "${industryName}", which this deletes: choose another one here first, or keep "${industryName}"`);
    // Its pages' addresses: where to send them, without the advice for a city.
    expect(refused[1]).toMatch(/^This removes \d+ pages? of the site, .+ each with the New address visitors should land on, save, then delete again\.$/);
  });

  it('deleting an English case study: its French version is told to be deleted too, and is not listed as an entry still naming it (a walk-through of 2026-12-01)', async () => {
    const file = readdirSync('content/case-studies').map((name) => `content/case-studies/${name}`)[0]!;
    const french = `content/fr/${file.slice('content/'.length)}`;
    const { flagged, noted } = await checkSave(process.cwd(), save({}, [file]));
    expect(flagged).toContainEqual(expect.stringMatching(new RegExp(`^${literally(names[french]!)}: has no English version: .+ If that English entry was deleted, delete this one too`)));
    expect((noted ?? []).join('\n')).not.toContain(names[french]!);
  });

  it('saves a city in English only, and says its French version is still to create', async () => {
    // A city the content does not have yet (a copy of the project may have added one: tests/worker/new-city-and-service.test.ts).
    const slug = ['halifax', 'moncton', 'regina', 'saskatoon'].find((name) => !existsSync(`content/locations/${name}.yaml`))!;
    const positions = readdirSync('content/locations').map((name) => (parseDocument(readFileSync(`content/locations/${name}`, 'utf8')).toJS() as { position: number }).position);
    const text = edited('content/locations/toronto.yaml', { city: 'Halifax', position: Math.max(...positions) + 1 });
    const { refused, flagged } = await checkSave(process.cwd(), save({ [`content/locations/${slug}.yaml`]: text }));
    expect(refused).toEqual([]);
    expect(flagged).toContainEqual(expect.stringMatching(new RegExp(`^content/fr/locations/${slug}\\.yaml: missing; the French edition needs this`)));
  });

  it('an English portrait is saved with the French alt text flagged; the French saved without it is refused, "Mark as checked" or not', async () => {
    // The coordinator's portrait: saved "Saved", then never shown, the French form taking an empty alt.
    const english = 'content/pages/home.yaml';
    const french = 'content/fr/pages/home.yaml';
    const portrait = { image: 'images/people/priya-raghunathan.png', alt: 'Priya Raghunathan, smiling, in her office' };
    const image = readFileSync('tests/fixtures/photos/portrait.png').toString('base64');
    const englishSave: SaveChanges = {
      additions: [
        { path: english, contents: base64(edited(english, { 'stories.testimonials.0.portrait': portrait })) },
        { path: 'content/images/people/priya-raghunathan.png', contents: image },
      ],
      deletions: [],
    };
    const first = await checkSave(process.cwd(), englishSave);
    expect(first.refused).toEqual([]);
    expect(first.flagged).toEqual([expect.stringMatching(new RegExp(`^${literally(names['content/fr/pages/home.yaml']!)}: .*Testimonials 1 .*Portrait`))]);
    // The French entry saved next with its portrait's alt text empty: refused, the English files as saved.
    const frenchSave: SaveChanges = {
      additions: [{ path: french, contents: base64(edited(french, { 'stories.testimonials.0.portrait': { alt: '' } })) }],
      deletions: [],
    };
    const saved = copyOfProject('northbeam-saved-');
    try {
      for (const { path, contents } of englishSave.additions) {
        mkdirSync(dirname(join(saved, path)), { recursive: true });
        writeFileSync(join(saved, path), Buffer.from(contents, 'base64'));
      }
      const second = await checkSave(saved, frenchSave);
      expect(second.refused).toEqual([expect.stringMatching(/^Stories > Testimonials 1 \("Priya Raghunathan"\) > Portrait > Alt text: missing; the English version shows a photo here: write what it shows, in French$/)]);
      // Written in French, it is saved.
      const written = { additions: [{ path: french, contents: base64(edited(french, { 'stories.testimonials.0.portrait': { alt: 'Priya Raghunathan, souriante, dans son bureau' } })) }], deletions: [] };
      expect(await checkSave(saved, written)).toEqual({ refused: [], flagged: [] });
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  });

  // A walk-through of 2026-11-30 could reschedule neither language of a translated article: each
  // save was refused for the other's date. The first saved now goes through, saying what is left.
  it('lets an article and its translation be given a new date one after the other, saying what is left', async () => {
    const saved = copyOfProject('northbeam-save-dates-');
    try {
      const french = readdirSync('content/fr/posts').map((name) => `content/fr/posts/${name}`)[0]!;
      const english = `content/posts/${/^translationOf: (\S+)$/m.exec(readFileSync(french, 'utf8'))![1]}.md`;
      const redated = (file: string) => readFileSync(join(saved, file), 'utf8').replace(/^date: .*$/m, "date: '2099-12-07'");
      const first = await checkSave(saved, save({ [english]: redated(english) }));
      expect(first.refused).toEqual([]);
      expect(first.flagged).toEqual([expect.stringMatching(/: Date: is \d{4}-\d\d-\d\d where the English article “[^”]+” is dated 2099-12-07: give both the same; save one, then the other$/)]);
      writeFileSync(join(saved, english), redated(english));
      expect(await checkSave(saved, save({ [french]: redated(french) }))).toMatchObject({ refused: [], flagged: [] });
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  });

  // A walk-through of 2026-12-02 could add a section to neither language of a translated article:
  // the English save was refused for the French outline, the French save for the English one.
  it('lets a section be added to an article and to its translation, either first, saying which section is left', async () => {
    const saved = copyOfProject('northbeam-save-sections-');
    try {
      const french = readdirSync('content/fr/posts').map((name) => `content/fr/posts/${name}`)[0]!;
      const english = `content/posts/${/^translationOf: (\S+)$/m.exec(readFileSync(french, 'utf8'))![1]}.md`;
      const added = (file: string, words: string) => `${readFileSync(join(saved, file), 'utf8').trimEnd()}\n\n## ${words}\n\n${words}.\n`;
      const englishFirst = await checkSave(saved, save({ [english]: added(english, 'What to measure next') }));
      expect(englishFirst.refused).toEqual([]);
      expect(englishFirst.flagged).toEqual([
        expect.stringMatching(/: Article: its outline is not the English article “[^”]+”'s \(the English has \d+ sections \(Heading 2\), this one \d+; the first that has no match here is the English heading « What to measure next », after « [^»]+ » here\): give both the same; save one, then the other$/),
      ]);
      const frenchFirst = await checkSave(saved, save({ [french]: added(french, 'Quoi mesurer ensuite') }));
      expect(frenchFirst.refused).toEqual([]);
      expect(frenchFirst.flagged).toEqual([
        expect.stringMatching(/: Article: its outline is not the English article “[^”]+”'s \(the English has \d+ sections \(Heading 2\), this one \d+; « Quoi mesurer ensuite » here has no match in the English\): give both the same; save one, then the other$/),
      ]);
      writeFileSync(join(saved, english), added(english, 'What to measure next'));
      expect(await checkSave(saved, save({ [french]: added(french, 'Quoi mesurer ensuite') }))).toMatchObject({ refused: [], flagged: [] });
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  });

  it("flags only what the save makes wrong elsewhere, not what was wrong before it", () => {
    const before = ['content/fr/locations/london.yaml: missing; the French edition needs this'];
    const after = [...before, 'content/fr/locations/montreal.yaml: missing; the French edition needs this'];
    expect(splitProblems(before, after, ['content/locations/montreal.yaml'])).toEqual({ refused: [], flagged: [after[1]] });
  });

  it('writes nothing outside content/', async () => {
    const { refused } = await checkSave(process.cwd(), save({ 'package.json': '{}' }));
    expect(refused).toEqual(['package.json is outside the content folder: the editor saves only content.']);
  });

  it('says a refusal and what is left to do in sentences', () => {
    expect(refusal(['FAQs 4 ("How long…") > Answer: is empty: write it'])).toBe('Not saved: one problem to put right first. FAQs 4 ("How long…") > Answer: is empty: write it.');
    expect(leftToDo(['content/fr/locations/montreal.yaml: missing'])).toMatch(/^Saved\. Before the site can be published with it: content\/fr\/locations\/montreal\.yaml: missing\. \(The Dashboard/);
    // What a delete leaves to tidy, after what it leaves to do, or alone.
    const noted = ['“London” is still named in one entry, about a page the site no longer has: Analytics — Services · English. Open each and rewrite or remove the mention.'];
    expect(saidOnceSaved({ flagged: [], noted }, undefined, 'delete')).toBe(`Deleted. Still to tidy: ${noted[0]}`);
    expect(saidOnceSaved({ flagged: ['content/fr/locations/london.yaml: missing'], noted }, 'content/spring', 'delete')).toMatch(/^Deleted on branch content\/spring\. Before the site can be published with it: .+ Still to tidy: “London”/);
    expect(saidOnceSaved({ flagged: [] })).toBeUndefined();
    // When what it wrote appears (issue 55): after the rest.
    const scheduled = ['Scheduled for December 13, 2026: Year-end checks — Articles · English appears on the site, in its lists and in the feed that day, not before; until then its address answers "not found"'];
    expect(saidOnceSaved({ flagged: [], scheduled })).toBe(`Saved. ${scheduled[0]}.`);
    expect(saidOnceSaved({ flagged: [], noted, scheduled }, 'content/spring')).toBe(`Saved to branch content/spring. Still to tidy: ${noted[0]} ${scheduled[0]}.`);
  });

  // Issue 55, the walk-through of 2026-11-29: an article dated in two weeks was saved with "Saved" alone.
  it('says when an entry it writes dated after today appears, by its name; nothing of one dated today or before', async () => {
    // A new article, as the editor writes one: another's text under its own name and title.
    const text = readFileSync('content/posts/measuring-roi-of-ai-projects.md', 'utf8').replace(/^title: .*$/m, 'title: Five Checks for Your Year-End Dashboards')
      .replace(/^image: .*$/m, 'image: /images/blog/five-checks-for-your-year-end-dashboards.svg');
    const file = 'content/posts/five-checks-for-your-year-end-dashboards.md';
    const future = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const { refused, scheduled } = await checkSave(process.cwd(), save({ [file]: text.replace(/^date: .*$/m, `date: '${future}'`) }));
    expect(refused).toEqual([]);
    const day = new Date(`${future}T12:00:00Z`).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    expect(scheduled).toEqual([`Scheduled for ${day}: Five Checks for Your Year-End Dashboards — Articles · English appears on the site, in its lists and in the feed that day, not before; until then its address answers "not found"`]);
    expect((await checkSave(process.cwd(), save({ [file]: text }))).scheduled).toBeUndefined();
  });
});

describe('retiring a city (issue 55)', () => {
  const city = readdirSync('content/locations').map((name) => name.replace(/\.yaml$/, '')).sort()[0]!;
  const withRedirects = (redirects: { oldAddress: string; newAddress: string }[]) => `redirects:\n${redirects.map((r) => `  - oldAddress: ${r.oldAddress}\n    newAddress: ${r.newAddress}`).join('\n')}\n`;

  it('is refused while its old addresses lead nowhere, naming what to add to Redirects in each edition', async () => {
    const { refused } = await checkSave(process.cwd(), save({}, [`content/locations/${city}.yaml`, `content/fr/locations/${city}.yaml`]));
    const offer = refused.find((line) => line.startsWith('This removes'));
    const name = (parseDocument(readFileSync(`content/locations/${city}.yaml`, 'utf8')).toJS() as { city: string }).city;
    const french = (parseDocument(readFileSync(`content/fr/locations/${city}.yaml`, 'utf8')).toJS() as { city: string }).city;
    // With the name to give as each redirect's Retired name (the Dashboard's Still to tidy).
    expect(offer).toMatch(
      new RegExp(`^This removes \\d+ pages of the site, whose addresses would then lead to the 404 page\\. First send them to a page you choose: under Whole site, add as Old address in Redirects · English: /services/\\*/${city} \\(Retired name: ${name}\\); and in Redirects · Français: /fr/services/\\*/${city} \\(Retired name: ${french}\\), each with the New address`),
    );
  });

  it('once Redirects send them to a page, only the case studies naming it stop the delete', async () => {
    // Added first, while the city's pages are there: the redirects wait (model/content/redirects.ts).
    const added = save({
      'content/redirects.yaml': withRedirects([{ oldAddress: `/services/*/${city}`, newAddress: '/locations' }]),
      'content/fr/redirects.yaml': withRedirects([{ oldAddress: `/fr/services/*/${city}`, newAddress: '/fr/bureaux' }]),
    });
    expect((await checkSave(process.cwd(), added)).refused).toEqual([]);
    // Then the delete, in a copy of the project with those redirects saved.
    const root = copyOfProject('northbeam-retire-');
    try {
      for (const { path, contents } of added.additions) writeFileSync(join(root, path), Buffer.from(contents, 'base64'));
      const { refused, noted } = await checkSave(root, save({}, [`content/locations/${city}.yaml`, `content/fr/locations/${city}.yaml`]));
      expect(refused.filter((line) => line.startsWith('This removes'))).toEqual([]);
      expect(refused.every((line) => /: City: is "[^"]+", which this deletes: choose another one here first, or keep "[^"]+"$/.test(line))).toBe(true);
      // And where the other entries still name it, by their names (model/content/retired-mentions.ts).
      const name = (parseDocument(readFileSync(`content/locations/${city}.yaml`, 'utf8')).toJS() as { city: string }).city;
      expect(noted).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^“${name}” is still named in (\\d+ entries|one entry), about a page the site no longer has: .+ — .+\\. Open each and rewrite or remove the mention\\. To keep this list on the Dashboard, write “${name}” as the Retired name of its redirect in Redirects · English\\.$`))]));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
