/**
 * The deployed editor's check of a save (issue 41), in the browser: the build's checks
 * (model/content/content-problems.ts) run over the branch's content as GitHub holds it, before and
 * after the save, split by the rules `npm run editor` follows on disk (editor/save-rules.ts). The
 * branch's files (their blob ids) come from GitHub's tree of the commit the save is made on; their
 * texts are fetched from GitHub's API with the signed-in user's token, in a few GraphQL queries, and
 * kept for the session (a blob's text never changes with its id, nor a commit's tree). Photos are
 * measured by the browser: those the save adds, and those named by a file it writes. The same files
 * give the deployed dashboard the branch's problems (`branchProblems`) and the translation status
 * (`branchTranslations`).
 */
import { contentProblems } from '../model/content/content-problems';
import { readContent } from '../model/content/content-read';
import { publishedContent, publishingDay, scheduledList } from '../model/content/publishing';
import { retirementProblems } from '../model/content/redirects';
import { retiredMentions } from '../model/content/retired-mentions';
import { entryNameOf } from '../model/content/entry-names';
import { copyTexts } from '../model/content/link-checks';
import { yamlData } from '../model/content/yaml-text';
import { editorTranslationsOf, englishTextsOf, textsIn, translationPairsIn, type EditorTranslation } from '../model/content/translation-pairs';
import { changedSince, type EnglishText } from '../model/content/translation-status';
import { memoryContent } from '../model/content/content-source';
import type { MeasuredPhoto, PhotoFiles } from '../model/content/photo-checks';
import { measureInBrowser } from './photo-measure';
import { changedBy, refusedOutright, scheduledBy, splitProblems, withEntryNames, type SaveCheck } from './save-rules';

/** A repository, with the signed-in user's token. */
export type Repository = { owner: string; name: string; token: string };
/** A branch at one commit: its repository, the signed-in user's token, and each file's blob id by path. */
export type Branch = Repository & { files: ReadonlyMap<string, string> };
/** What Keystatic's save sends to GitHub: the files it writes (their bytes) and those it removes. */
export type BranchChanges = { additions: readonly { path: string; contents: Uint8Array }[]; deletions: readonly { path: string }[] };
/** How the check reaches GitHub and measures a photo (the browser's own, unless a test gives others). */
export type BranchTools = { fetch?: typeof globalThis.fetch; measure?: (bytes: Uint8Array) => Promise<MeasuredPhoto | undefined>; signal?: AbortSignal };

const githubApi = 'https://api.github.com';
/** Blobs asked for in one GraphQL query: a content file is a few kilobytes, so a query answers well under a megabyte. */
const blobsPerQuery = 100;

/** A file the checks read as text: the content's YAML and Markdown; the rest (photos) only by name. */
const isText = (path: string) => /\.(yaml|md)$/.test(path);

/** GitHub could not be asked: said in the save's refusal, with what to do. */
export class GitHubUnavailable extends Error {
  override name = 'GitHubUnavailable';
}

const texts = new Map<string, string>();
const fetchingTexts = new Map<string, Promise<void>>();
const photos = new Map<string, Promise<Uint8Array>>();
const trees = new Map<string, Promise<Map<string, string>>>();

async function ask(branch: Repository, path: string, init: RequestInit & { accept?: string }, tools: BranchTools): Promise<Response> {
  const { accept, ...rest } = init;
  let response: Response;
  try {
    response = await (tools.fetch ?? globalThis.fetch)(`${githubApi}${path}`, {
      ...rest,
      headers: { Authorization: `Bearer ${branch.token}`, Accept: accept ?? 'application/json', ...(rest.body ? { 'Content-Type': 'application/json' } : {}) },
      signal: tools.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') throw error;
    throw new GitHubUnavailable('GitHub did not answer');
  }
  if (!response.ok) throw new GitHubUnavailable(`GitHub answered ${response.status}${response.status === 401 ? ': the sign-in has expired; reload the editor to sign in again' : ''}`);
  return response;
}

/**
 * The texts of the blobs GitHub finds for these selectors (`oid: "…"`, or `expression: "main:content/…"`),
 * in order; undefined where there is none. A GraphQL query per hundred, side by side.
 */
async function blobTexts(branch: Repository, selectors: readonly string[], tools: BranchTools): Promise<(string | undefined)[]> {
  const batches: (readonly string[])[] = [];
  for (let at = 0; at < selectors.length; at += blobsPerQuery) batches.push(selectors.slice(at, at + blobsPerQuery));
  const answers = await Promise.all(
    batches.map(async (batch) => {
      const query = `query Blobs($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { ${batch.map((selector, index) => `b${index}: object(${selector}) { ... on Blob { text } }`).join(' ')} } }`;
      const response = await ask(branch, '/graphql', { method: 'POST', body: JSON.stringify({ query, variables: { owner: branch.owner, name: branch.name } }) }, tools);
      const { data, errors } = (await response.json()) as { data?: { repository?: Record<string, { text?: string | null } | null> | null }; errors?: { message: string }[] };
      if (!data?.repository) throw new GitHubUnavailable(`GitHub did not give the branch's files${errors?.[0] ? ` (${errors[0].message})` : ''}`);
      return batch.map((_, index) => data.repository![`b${index}`]?.text ?? undefined);
    }),
  );
  return answers.flat();
}

/**
 * The files of a commit, each one's blob id by path (GitHub's tree of the commit, in one request),
 * kept for the session: a commit's files never change. A failure is not kept.
 */
export function filesAt(repository: Repository, commit: string, tools: BranchTools = {}): Promise<Map<string, string>> {
  const key = `${repository.owner}/${repository.name}@${commit}`;
  let files = trees.get(key);
  if (!files) {
    files = ask(repository, `/repos/${repository.owner}/${repository.name}/git/trees/${commit}?recursive=1`, {}, tools).then(async (response) => {
      const { tree, truncated } = (await response.json()) as { tree: { path: string; type: string; sha: string }[]; truncated?: boolean };
      if (truncated) throw new GitHubUnavailable('GitHub gave only part of the branch\'s files');
      return new Map(tree.filter(({ type }) => type === 'blob').map(({ path, sha }) => [path, sha]));
    });
    files.catch(() => trees.delete(key));
    trees.set(key, files);
  }
  return files;
}

/** The commit a branch is at, and the repository's default branch (the live site's). */
export async function branchHead(repository: Repository, branchName: string, tools: BranchTools = {}): Promise<{ commit: string; defaultBranch: string }> {
  const query = 'query BranchHead($owner: String!, $name: String!, $ref: String!) { repository(owner: $owner, name: $name) { defaultBranchRef { name } ref(qualifiedName: $ref) { target { oid } } } }';
  const response = await ask(repository, '/graphql', { method: 'POST', body: JSON.stringify({ query, variables: { owner: repository.owner, name: repository.name, ref: `refs/heads/${branchName}` } }) }, tools);
  const { data } = (await response.json()) as { data?: { repository?: { defaultBranchRef?: { name: string } | null; ref?: { target?: { oid: string } | null } | null } | null } };
  const commit = data?.repository?.ref?.target?.oid;
  if (!commit) throw new GitHubUnavailable(`GitHub has no branch ${branchName}`);
  return { commit, defaultBranch: data?.repository?.defaultBranchRef?.name ?? 'main' };
}

/**
 * The texts of these blobs, fetched from GitHub where not already known. Blobs another reader is
 * already fetching (the dashboard's two checks, or the translation status beside a save's check)
 * are waited for, not asked for twice.
 */
async function fetchTexts(branch: Branch, ids: readonly string[], tools: BranchTools): Promise<void> {
  const wanted = [...new Set(ids)].filter((id) => !texts.has(id) && /^[0-9a-f]{40}$/.test(id));
  const missing = wanted.filter((id) => !fetchingTexts.has(id));
  if (missing.length > 0) {
    const fetching = blobTexts(branch, missing.map((id) => `oid: "${id}"`), tools).then((found) =>
      missing.forEach((id, index) => {
        if (found[index] !== undefined) texts.set(id, found[index]);
      }),
    );
    for (const id of missing) fetchingTexts.set(id, fetching);
    void fetching.catch(() => undefined).finally(() => missing.forEach((id) => fetchingTexts.delete(id)));
  }
  await Promise.all(new Set(wanted.map((id) => fetchingTexts.get(id)).filter((fetching) => fetching !== undefined)));
}

/** The texts of files as they are on another branch (the live site's), by path; a file it does not have is left out. */
async function textsOn(branch: Branch, ref: string, paths: readonly string[], tools: BranchTools): Promise<Map<string, string>> {
  const found = await blobTexts(branch, paths.map((path) => `expression: ${JSON.stringify(`${ref}:${path}`)}`), tools);
  return new Map(paths.flatMap((path, index) => (found[index] === undefined ? [] : [[path, found[index]] as const])));
}

/** A photo's bytes on the branch, by its blob id. */
function fetchPhoto(branch: Branch, id: string, tools: BranchTools): Promise<Uint8Array> {
  let bytes = photos.get(id);
  if (!bytes) {
    bytes = ask(branch, `/repos/${branch.owner}/${branch.name}/git/blobs/${id}`, { accept: 'application/vnd.github.raw' }, tools).then(async (response) => new Uint8Array(await response.arrayBuffer()));
    bytes.catch(() => photos.delete(id));
    photos.set(id, bytes);
  }
  return bytes;
}

/** The content files of the branch, by path: their texts fetched, the others (photos) only named. */
async function branchFiles(branch: Branch, tools: BranchTools): Promise<Map<string, string>> {
  const content = [...branch.files].filter(([path]) => path.startsWith('content/'));
  await fetchTexts(branch, content.filter(([path]) => isText(path)).map(([, id]) => id), tools);
  return new Map(
    content.map(([path, id]) => {
      const text = isText(path) ? texts.get(id) : '';
      if (text === undefined) throw new GitHubUnavailable(`GitHub did not give ${path}`);
      return [path, text];
    }),
  );
}

/** Every problem of the branch's content as it is: the deployed editor's "Cannot be published". */
export async function branchProblems(branch: Branch, tools: BranchTools = {}): Promise<string[]> {
  const files = await branchFiles(branch, tools);
  return contentProblems(memoryContent(files), async ({ image }) => (files.has(`content/${image}`) ? 'unchanged' : 'missing'));
}

/** The save checked: the branch's content as it would be once committed, against the content as it is. */
export async function checkBranchSave(changes: BranchChanges, branch: Branch, tools: BranchTools = {}): Promise<SaveCheck> {
  const refused = refusedOutright(changes);
  if (refused) return refused;
  const before = await branchFiles(branch, tools);
  const after = new Map(before);
  const added = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (const { path } of changes.deletions) after.delete(path);
  for (const { path, contents } of changes.additions) {
    after.set(path, isText(path) ? decoder.decode(contents) : '');
    added.set(path, contents);
  }
  const written = new Set(changes.additions.map(({ path }) => path));
  const measure = tools.measure ?? measureInBrowser;
  // Before the save, the photos are as they were checked; after it, those it adds and those its files name are measured.
  const photosBefore: PhotoFiles = async ({ image }) => (before.has(`content/${image}`) ? 'unchanged' : 'missing');
  const photosAfter: PhotoFiles = async ({ image, file }) => {
    const path = `content/${image}`;
    if (!after.has(path)) return 'missing';
    const id = branch.files.get(path);
    if (!added.has(path) && !written.has(file)) return 'unchanged';
    const bytes = added.get(path) ?? (await fetchPhoto(branch, id!, tools));
    return { bytes: bytes.length, measure: () => measure(bytes) };
  };
  const [problemsBefore, problemsAfter] = await Promise.all([contentProblems(memoryContent(before), photosBefore), contentProblems(memoryContent(after), photosAfter)]);
  const check = splitProblems(problemsBefore, problemsAfter, changedBy(changes));
  // Entries by their names, those a delete removes too.
  const nameOf = entryNameOf(memoryContent(after), memoryContent(before));
  // Pages a delete removes: their addresses sent somewhere first (model/content/redirects.ts).
  if (changes.deletions.length > 0) {
    const today = publishingDay();
    const shown = (files: ReadonlyMap<string, string>) => publishedContent(readContent(memoryContent(files), { lenient: true }).data, today);
    const [was, is] = [shown(before), shown(after)];
    check.refused.push(...retirementProblems(() => was, () => is));
    // And where other entries still name what it removes (model/content/retired-mentions.ts).
    check.noted = retiredMentions(was, is, copyTexts(memoryContent(after), yamlData), nameOf);
  }
  const scheduled = scheduledBy(scheduledList(readContent(memoryContent(after), { lenient: true }).data, publishingDay()), changes, nameOf);
  if (scheduled.length > 0) check.scheduled = scheduled;
  return withEntryNames(check, nameOf, changes.deletions);
}

/**
 * The translation status of the branch's content (the deployed editor's, live: the one built with
 * the site is the live site's): each French entry against its English twin on the branch, and the
 * English as it was when the French was checked, found in the live site's version of the English
 * file or among the texts the build found in the history (`built`).
 */
export async function branchTranslations(
  branch: Branch,
  liveBranch: string,
  built: Readonly<Record<string, EditorTranslation>>,
  tools: BranchTools = {},
): Promise<{ entries: Record<string, EditorTranslation>; untranslated: string[] }> {
  const pairs = translationPairsIn(memoryContent(await branchFiles(branch, tools)));
  const changed = pairs.pairs.filter(({ texts, checked }) => checked !== undefined && changedSince(texts, checked).length > 0);
  const live = changed.length > 0 ? await textsOn(branch, liveBranch, [...new Set(changed.map(({ english }) => english))], tools) : new Map<string, string>();
  const frenchOf = new Map(pairs.pairs.map(({ english, french }) => [english, french]));
  return editorTranslationsOf(pairs, (english, checked, paths) => {
    if (!checked) return {};
    const versions: EnglishText[][] = [];
    const liveText = live.get(english);
    try {
      if (liveText !== undefined) versions.push(englishTextsOf(english, liveText));
    } catch {
      // Not readable there: the other versions may have it.
    }
    const builtFor = built[frenchOf.get(english) ?? ''];
    for (const texts of builtFor ? [builtFor.was, builtFor.now] : []) versions.push(Object.entries(texts).map(([path, text]) => ({ path, text })));
    const found: Record<string, string> = {};
    for (const texts of versions) Object.assign(found, textsIn(checked, texts, paths.filter((path) => !(path in found))));
    return found;
  });
}
