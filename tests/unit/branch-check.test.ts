import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entryNamesIn } from '../../model/content/entry-names';
import { projectContent } from '../../model/content/content-files';

/** The entries' names, as the editor says them in its messages (model/content/content-messages.ts byEntryName). */
const names = entryNamesIn(projectContent());
import { parse } from 'yaml';
import type { Branch, BranchChanges } from '../../editor/branch-check';
import { photoFormatOf } from '../../editor/photo-measure';
import { githubApi, type GitHubApi } from '../support/github-api';
import { literally } from '../../model/site/pattern';

// The deployed editor's check of a save (issue 41), run here outside the browser: the branch's
// files come from the stand-in for GitHub's API (tests/support/github-api.ts, a git repository made
// from the project's content), photos are measured by sharp where the browser would measure them.
// The browser test that saves through Keystatic's app is tests/e2e/editor-deployed.spec.ts.
const token = 'ghu_unit-test';
const branchName = 'content/unit-test';
let github: GitHubApi;

const encoder = new TextEncoder();
const measure = async (bytes: Uint8Array) => {
  const { autoOrient, hasAlpha } = await sharp(bytes).metadata();
  return { width: autoOrient.width, height: autoOrient.height, hasAlpha };
};

/** The branch as Keystatic's app would hand it to the check: each file's blob id by path. */
function branchNow(): Branch {
  const files = new Map(
    github
      .git('ls-tree', '-r', `refs/heads/${branchName}`)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [meta, path] = line.split('\t') as [string, string];
        return [path, meta.split(' ')[2]!] as const;
      }),
  );
  return { owner: 'northbeam-digital', name: 'website', token, files };
}
const onBranch = (path: string) => github.git('show', `refs/heads/${branchName}:${path}`);
const tools = () => ({ fetch: github.fetch, measure });
const adding = (path: string, text: string): BranchChanges => ({ additions: [{ path, contents: encoder.encode(text) }], deletions: [] });

// The check keeps what it read for the session (a blob's text never changes): this file starts a
// session of its own, whatever another test file sharing its worker (vitest.config.ts, isolate:
// false) has read before (issue 56: save-requests, run first in the same worker, left the first
// check here nothing to fetch).
let branchProblems: typeof import('../../editor/branch-check').branchProblems;
let branchTranslations: typeof import('../../editor/branch-check').branchTranslations;
let checkBranchSave: typeof import('../../editor/branch-check').checkBranchSave;

beforeAll(async () => {
  vi.resetModules();
  ({ branchProblems, branchTranslations, checkBranchSave } = await import('../../editor/branch-check'));
  github = githubApi({ owner: 'northbeam-digital', name: 'website', token, branches: [branchName] });
});
afterAll(() => github.remove());

// A limit, not a wait: the first check reads and validates the whole content (3 s here when the machine is quiet).
describe('the deployed editor checks a save over the branch as GitHub holds it', { timeout: 60_000 }, () => {
  it('finds no problem in the branch as the project has it, reading its files in a few queries', async () => {
    expect(await branchProblems(branchNow(), tools())).toEqual([]);
    const queries = github.answered.filter((call) => call === 'graphql Blobs').length;
    const texts = [...branchNow().files.keys()].filter((path) => path.startsWith('content/') && /\.(yaml|md)$/.test(path)).length;
    expect(queries).toBe(Math.ceil(texts / 100));
  });

  it("refuses a French service given another service's address word, naming that service, and fetches nothing it already has", async () => {
    const before = github.answered.length;
    const taken = (parse(onBranch('content/fr/services/analytics.yaml')) as { address: string }).address;
    const file = 'content/fr/services/ai-agents.yaml';
    const changed = onBranch(file).replace(/^address: .*$/m, `address: ${taken}`);
    const { refused, flagged } = await checkBranchSave(adding(file, changed), branchNow(), tools());
    expect(refused).toEqual([`${names['content/fr/services/analytics.yaml']}: Address: is "${taken}", already the address of “Agents d’IA”: each service needs its own`]);
    expect(flagged).toEqual([]);
    // The branch's texts were kept from the first check: a blob's text never changes.
    expect(github.answered.slice(before)).toEqual([]);
  });

  it('saves an English city whose French version is still to make, saying so', async () => {
    // A copy of a city the branch has, as the README says, named after one it has not.
    const cities = github.git('ls-tree', '--name-only', `refs/heads/${branchName}`, 'content/locations/').split('\n').filter(Boolean);
    const slug = ['quebec-city', 'halifax', 'regina', 'moncton'].find((name) => !cities.includes(`content/locations/${name}.yaml`))!;
    const { refused, flagged } = await checkBranchSave(adding(`content/locations/${slug}.yaml`, onBranch(cities[0]!).replace(/^city: .*$/m, 'city: A New City')), branchNow(), tools());
    expect(refused).toEqual([]);
    expect(flagged).toContainEqual(expect.stringMatching(new RegExp(`^content/fr/locations/${slug}\\.yaml: missing; the French edition needs this`)));
  });

  it('refuses deleting a city the case studies name, naming each; its French version left is what the delete leaves to do', async () => {
    // A city the case studies name, whichever it is now.
    const city = github.git('grep', '-h', '^city: ', `refs/heads/${branchName}`, '--', 'content/case-studies').split('\n')[0]!.slice('city: '.length);
    const naming = github.git('grep', '-l', `^city: ${city}$`, `refs/heads/${branchName}`, '--', 'content/case-studies').split('\n').filter(Boolean).map((line) => line.replace(`refs/heads/${branchName}:`, ''));
    expect(naming.length).toBeGreaterThan(0);
    const { refused, flagged } = await checkBranchSave({ additions: [], deletions: [{ path: `content/locations/${city}.yaml` }] }, branchNow(), tools());
    // One line for the case studies that share the problem, each by its name.
    const cityName = names[`content/locations/${city}.yaml`]!.replace(/ — [^—]+$/, '');
    const line = refused.find((each) => each.endsWith(`: City: is "${cityName}", which this deletes: choose another one here first, or keep "${cityName}"`));
    for (const file of naming) expect(line).toContain(names[file]);
    expect(flagged).toEqual([expect.stringMatching(new RegExp(`^${literally(names[`content/fr/locations/${city}.yaml`]!)}: has no English version: the English Locations entry it translates, of the same file name \\(content/locations/${city}\\.yaml\\)`))]);
  });

  it('refuses a renamed entry before fetching anything', async () => {
    const before = github.answered.length;
    const file = 'content/services/ai-agents.yaml';
    const { refused } = await checkBranchSave({ additions: [{ path: 'content/services/ai-bots.yaml', contents: encoder.encode(onBranch(file)) }], deletions: [{ path: file }] }, branchNow(), tools());
    expect(refused).toEqual([expect.stringContaining('The file name cannot change once the entry exists (from "ai-agents" to "ai-bots")')]);
    expect(github.answered.slice(before)).toEqual([]);
  });

  it("measures a photo already on the branch that a saved file names, and refuses it where it is too narrow; photos no saved file names are not fetched", async () => {
    github.commit(branchName, { 'content/images/people/narrow.jpg': readFileSync('tests/fixtures/photos/narrow.jpg') }, 'A portrait');
    const file = 'content/services/ai-agents.yaml';
    const data = parse(onBranch(file)) as { hero: Record<string, unknown> };
    const withPhoto = onBranch(file).replace(/^hero:\n/m, 'hero:\n  photo:\n    image: images/people/narrow.jpg\n    alt: Our team at a whiteboard\n');
    expect(data.hero['photo']).toBeUndefined();
    const before = github.answered.length;
    const { refused } = await checkBranchSave(adding(file, withPhoto), branchNow(), tools());
    expect(refused).toContain("Hero > Photo: images/people/narrow.jpg is 800 pixels wide; a service's hero photo needs at least 1200 (2400 is best)");
    expect(github.answered.slice(before).filter((call) => call.startsWith('blobs '))).toHaveLength(1);
    // Named by no file it writes, the same photo is not fetched: it was checked when it was saved.
    const other = 'content/services/analytics.yaml';
    const again = github.answered.length;
    await checkBranchSave(adding(other, onBranch(other).replace(/^(\s+question: ).*$/m, '$1What does an analytics engagement start with?')), branchNow(), tools());
    expect(github.answered.slice(again).filter((call) => call.startsWith('blobs '))).toEqual([]);
  });

  it("gives the branch's translation status: an English text changed on the branch, as it was on the live site and as it is now", async () => {
    const english = 'content/services/analytics.yaml';
    const { faqs } = parse(onBranch(english)) as { faqs: { answer: string }[] };
    const edited = onBranch(english).replace(faqs[0]!.answer.slice(0, 40), `${faqs[0]!.answer.slice(0, 40)} (edited)`);
    expect(edited).not.toBe(onBranch(english));
    github.commit(branchName, { [english]: Buffer.from(edited) }, 'An English answer edited');
    const { entries } = await branchTranslations(branchNow(), 'main', {}, tools());
    const french = entries['content/fr/services/analytics.yaml']!;
    expect(french.changed).toEqual(['faqs.0.answer']);
    expect(french.was['faqs.0.answer']).toBe(faqs[0]!.answer);
    expect(french.now['faqs.0.answer']).toContain('(edited)');
    // The others are as the live site has them: up to date.
    expect(Object.entries(entries).filter(([, status]) => status.changed.length > 0).map(([file]) => file)).toEqual(['content/fr/services/analytics.yaml']);
  });

  it('says in words what stopped it when GitHub refuses the sign-in', async () => {
    // A file the check has not read yet, committed by someone else: it must be fetched.
    github.commit(branchName, { 'content/fr/services/ai-agents.yaml': Buffer.from(`${onBranch('content/fr/services/ai-agents.yaml')}\n`) }, 'A French edit');
    const expired = { ...branchNow(), token: 'ghu_expired' };
    await expect(checkBranchSave(adding('content/services/ai-agents.yaml', 'x'), expired, tools())).rejects.toThrow('GitHub answered 401: the sign-in has expired; reload the editor to sign in again');
  });
});

describe('the formats a browser-measured photo may have, read from its first bytes as the build accepts them', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/photos/${name}`));
  it('knows JPEG, PNG, WebP and AVIF, and nothing else', () => {
    expect(photoFormatOf(fixture('harbour-cover.jpg'))).toBe('jpeg');
    expect(photoFormatOf(fixture('portrait.png'))).toBe('png');
    expect(photoFormatOf(fixture('workshop-hero.webp'))).toBe('webp');
    expect(photoFormatOf(fixture('event-press.avif'))).toBe('avif');
    expect(photoFormatOf(fixture('not-a-photo.jpg'))).toBeUndefined();
  });
  it("refuses a phone's HEIC, whose container is AVIF's", () => {
    const box = (brands: string[]) => {
      const bytes = new Uint8Array(8 + 4 * (brands.length + 1));
      new DataView(bytes.buffer).setUint32(0, bytes.length);
      bytes.set(encoder.encode('ftyp'), 4);
      bytes.set(encoder.encode(brands[0]!), 8);
      brands.slice(1).forEach((brand, index) => bytes.set(encoder.encode(brand), 16 + 4 * index));
      return bytes;
    };
    expect(photoFormatOf(box(['heic', 'mif1', 'heic']))).toBeUndefined();
    expect(photoFormatOf(box(['mif1', 'mif1', 'heic']))).toBeUndefined();
    expect(photoFormatOf(box(['avif', 'avif', 'mif1', 'miaf']))).toBe('avif');
  });
});
