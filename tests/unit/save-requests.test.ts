import { Client, fetchExchange, gql } from '@urql/core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryNamesIn } from '../../model/content/entry-names';
import { projectContent } from '../../model/content/content-files';

/** The entries' names, as the editor says them in its messages (model/content/content-messages.ts byEntryName). */
const names = entryNamesIn(projectContent());
import { parse } from 'yaml';
import { SaveRefused, type Save } from '../../editor/before-save';
import { keystaticPatches } from '../../editor/keystatic-patches';
import { checkingSaves, type Toasts } from '../../editor/save-requests';
import { githubApi, type GitHubApi } from '../support/github-api';

// Keystatic's saves, checked where they leave the page (editor/save-requests.ts): the dev server's
// update request under `npm run editor`, GitHub's createCommitOnBranch mutation in the deployed
// editor, each as Keystatic's app sends it (keystatic-core-ui.js, useUpsertItem and useDeleteItem).
// The browser tests save through Keystatic's own forms: tests/e2e/editor.spec.ts and editor-deployed.spec.ts.

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const file = { path: 'content/services/ai-agents.yaml', contents: base64('name: AI Agents\n') };

/** Keystatic's local save: its request to the dev server. */
const localUpdate = (body: Pick<Save, 'additions' | 'deletions'>) =>
  ['/api/keystatic/update', { method: 'POST', headers: { 'Content-Type': 'application/json', 'no-cors': '1' }, body: JSON.stringify(body) }] as const;

/** Keystatic's commit in GitHub mode, as its GitHub client (urql) sends it. */
const mutation = 'mutation CreateCommit($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { ref { id target { id oid } } } }';
const commitRequest = (input: Record<string, unknown>, token = 'ghu_staff') =>
  [
    'https://api.github.com/graphql',
    { method: 'POST', headers: { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ operationName: 'CreateCommit', query: mutation, variables: { input } }) },
  ] as const;
const commitInput = (fileChanges: Record<string, unknown>, expectedHeadOid = 'a'.repeat(40)) => ({
  branch: { branchName: 'content/spring-faq', repositoryNameWithOwner: 'northbeam-digital/website' },
  expectedHeadOid,
  message: { headline: 'Update content/services/ai-agents' },
  fileChanges,
});

function recorder() {
  const said: string[] = [];
  // Each toast recorded as shown, and its closing too.
  const shown = (line: string) => {
    said.push(line);
    return () => void said.push(`closed: ${line}`);
  };
  const toasts: Toasts = { positive: (text, { timeout }) => shown(`positive: ${text} (closes after ${timeout} ms)`), info: (text, { timeout }) => shown(`info: ${text} (closes after ${timeout} ms)`) };
  const sent: string[] = [];
  const committed: string[] = [];
  return { said, toasts, sent, committed };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("Keystatic's saves checked where they leave the page", () => {
  // The page's address, against which Keystatic's app names its dev server's update request.
  beforeAll(() => vi.stubGlobal('location', new URL('http://127.0.0.1:3000/keystatic/collection/services/item/ai-agents')));
  afterAll(() => vi.unstubAllGlobals());

  it('under npm run editor: the update request is checked before it is sent, refused without being sent, and "Saved" once written', async () => {
    const { said, toasts, sent } = recorder();
    const checked: Save[] = [];
    let verdict: () => string | undefined = () => undefined;
    // Issue 55: the status boxes read the status again once a save has written (they were stale until a reload).
    let written = 0;
    const fetch = checkingSaves(
      async (input) => {
        sent.push(String(input));
        return json([]);
      },
      { toasts, check: async (save) => (checked.push(save), verdict()), pathname: () => '/keystatic/collection/services/item/ai-agents', written: () => (written += 1) },
    );
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    expect(checked).toEqual([{ additions: [file], deletions: [] }]);
    expect(sent).toEqual(['/api/keystatic/update']);
    expect(said).toEqual(['positive: Saved (closes after 8000 ms)']);
    expect(written).toBe(1);

    verdict = () => {
      throw new SaveRefused('Not saved: one problem to put right first. FAQs 4 ("How long…") > Answer: is empty: write it.');
    };
    await expect(fetch(...localUpdate({ additions: [file], deletions: [] }))).rejects.toThrow('Not saved: one problem to put right first.');
    expect(sent).toHaveLength(1);
    expect(written).toBe(1);

    // What the save leaves to do elsewhere is said in place of "Saved".
    verdict = () => 'Saved. Before the site can be published with it: content/fr/locations/montreal.yaml: missing.';
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    expect(said.at(-1)).toBe('info: Saved. Before the site can be published with it: content/fr/locations/montreal.yaml: missing. (closes after 30000 ms)');
    // The next save closes what the last one said (the walk-through of 2026-11-29: queued, it came back minutes later, out of date).
    verdict = () => undefined;
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    expect(said.slice(-2)).toEqual(['closed: info: Saved. Before the site can be published with it: content/fr/locations/montreal.yaml: missing. (closes after 30000 ms)', 'positive: Saved (closes after 8000 ms)']);
  });

  // The walk-through of 2026-11-29: what was typed while a save ran was lost when Keystatic set the form back to what it saved.
  it('holds the form from the check to the answer, and lets it go whether the save was written, refused or failed', async () => {
    const { toasts } = recorder();
    const events: string[] = [];
    let verdict: () => string | undefined = () => undefined;
    let answer: () => Promise<Response> = async () => json([]);
    const fetch = checkingSaves(
      async () => (events.push('sent'), answer()),
      { toasts, check: async () => (events.push('checked'), verdict()), pathname: () => '/keystatic/collection/services/item/ai-agents', saving: (on) => events.push(on ? 'held' : 'released') },
    );
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    expect(events).toEqual(['held', 'checked', 'sent', 'released']);
    events.length = 0;
    verdict = () => {
      throw new SaveRefused('Not saved: one problem to put right first.');
    };
    await expect(fetch(...localUpdate({ additions: [file], deletions: [] }))).rejects.toThrow('Not saved');
    expect(events).toEqual(['held', 'checked', 'released']);
    events.length = 0;
    verdict = () => undefined;
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetch(...localUpdate({ additions: [file], deletions: [] }))).rejects.toThrow('Failed to fetch');
    expect(events).toEqual(['held', 'checked', 'sent', 'released']);
    // Any other request: not held.
    events.length = 0;
    answer = async () => json([]);
    await fetch('/api/keystatic/tree');
    expect(events).toEqual(['sent']);
  });

  it('says nothing of its own where Keystatic does (a new entry: "Entry created"), nor after a delete, nor when the write failed', async () => {
    const { said, toasts } = recorder();
    let answer = () => json([]);
    let pathname = '/keystatic/collection/locations/create';
    const fetch = checkingSaves(async () => answer(), { toasts, check: async () => undefined, pathname: () => pathname });
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    pathname = '/keystatic/collection/locations/item/toronto';
    await fetch(...localUpdate({ additions: [], deletions: [{ path: 'content/locations/toronto.yaml' }] }));
    answer = () => new Response('Disk full', { status: 500 });
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    expect(said).toEqual([]);
  });

  it('says what a new entry leaves to do once its page has moved and Keystatic has said "Entry created", not behind it (a walk-through of 2026-12-03)', async () => {
    const { said, toasts } = recorder();
    let pathname = '/keystatic/collection/articles/create';
    const fetch = checkingSaves(async () => json([]), { toasts, check: async () => 'Saved. Scheduled for December 10, 2026: X appears on the site that day.', pathname: () => pathname });
    await fetch(...localUpdate({ additions: [file], deletions: [] }));
    // Not yet: the page is still the create page, where Keystatic's own toast is still to come.
    expect(said).toEqual([]);
    pathname = '/keystatic/collection/articles/item/x';
    await vi.waitFor(() => expect(said).toEqual([expect.stringContaining('Scheduled for December 10, 2026')]));
  });

  it('lets every other request through as it is, unchecked', async () => {
    const { toasts, sent } = recorder();
    const check = vi.fn(async () => undefined);
    const fetch = checkingSaves(async (input) => (sent.push(String(input)), json({ data: {} })), { toasts, check });
    await fetch('/keystatic/translations.json');
    await fetch('https://api.github.com/graphql', { method: 'POST', body: JSON.stringify({ query: 'query Blobs { repository(owner: "o", name: "n") { id } }' }) });
    await fetch('https://api.github.com/repos/o/n/git/trees/abc?recursive=1');
    expect(sent).toHaveLength(3);
    expect(check).not.toHaveBeenCalled();
  });

  it("in the deployed editor: GitHub's commit is checked with its branch, commit and token, and said once made", async () => {
    const { said, toasts, committed } = recorder();
    const checked: Save[] = [];
    let answer = () => json({ data: { createCommitOnBranch: { ref: { id: 'R', target: { id: 'C', oid: 'b'.repeat(40) } } } } });
    const fetch = checkingSaves(async () => answer(), { toasts, check: async (save) => (checked.push(save), undefined), committed: (branch) => committed.push(branch) });
    await fetch(...commitRequest(commitInput({ additions: [file], deletions: [] })));
    expect(checked).toEqual([{ additions: [file], deletions: [], github: { owner: 'northbeam-digital', name: 'website', branchName: 'content/spring-faq', headOid: 'a'.repeat(40), token: 'ghu_staff' } }]);
    expect(said).toEqual(['positive: Saved to branch content/spring-faq (closes after 8000 ms)']);
    expect(committed).toEqual(['content/spring-faq']);
    // GitHub refusing the commit (the branch moved on: Keystatic asks again with the new head) makes none.
    answer = () => json({ data: { createCommitOnBranch: null }, errors: [{ type: 'STALE_DATA', message: 'Expected branch to point to "aaa" but it did not.' }] });
    await fetch(...commitRequest(commitInput({ additions: [file] })));
    // Nothing said of it, and the last save's "Saved" closed as the new one went.
    expect(said).toEqual(['positive: Saved to branch content/spring-faq (closes after 8000 ms)', 'closed: positive: Saved to branch content/spring-faq (closes after 8000 ms)']);
    expect(committed).toHaveLength(1);
  });
});

// The whole way, against the stand-in for GitHub (a git repository made from the project's content):
// the check reads the branch's files at the commit the save is made on, with the save's token.
describe('a commit checked against the branch as GitHub holds it', { timeout: 60_000 }, () => {
  const token = 'ghu_unit-test';
  const branchName = 'content/spring-faq';
  let github: GitHubApi;
  beforeAll(() => {
    github = githubApi({ owner: 'northbeam-digital', name: 'website', token, branches: [branchName] });
  });
  // The check reaches GitHub with the page's fetch.
  beforeEach(() => vi.stubGlobal('fetch', github.fetch));
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => github.remove());

  const head = () => github.git('rev-parse', `refs/heads/${branchName}`).trim();
  const onBranch = (path: string) => github.git('show', `refs/heads/${branchName}:${path}`);
  const commit = (additions: { path: string; contents: string }[]) => commitRequest({ ...commitInput({ additions, deletions: [] }, head()), branch: { branchName, repositoryNameWithOwner: 'northbeam-digital/website' } }, token);

  it("refuses a French service given another service's address word before any commit, and the form shows the refusal as written where urql reports it", async () => {
    const { said, toasts } = recorder();
    const fetch = checkingSaves(github.fetch, { toasts, pathname: () => '/keystatic/branch/content%2Fspring-faq/collection/servicesFr/item/ai-agents' });
    const before = head();
    const taken = (parse(onBranch('content/fr/services/analytics.yaml')) as { address: string }).address;
    const french = 'content/fr/services/ai-agents.yaml';
    const [url, init] = commit([{ path: french, contents: base64(onBranch(french).replace(/^address: .*$/m, `address: ${taken}`)) }]);
    // Keystatic's GitHub client, as its app makes it (createUrqlClient: fetchExchange and the global fetch).
    const client = new Client({ url, exchanges: [fetchExchange], fetch, fetchOptions: { headers: (init.headers as Record<string, string>) } });
    const { input } = (JSON.parse(init.body) as { variables: { input: Record<string, unknown> } }).variables;
    const result = await client.mutation(gql(mutation), { input }).toPromise();
    expect(result.error?.message).toBe(`[Network] Not saved: one problem to put right first. ${names['content/fr/services/analytics.yaml']}: Address: is "${taken}", already the address of “Agents d’IA”: each service needs its own.`);
    // What the form shows (editor/keystatic-patches.ts): the refusal as written.
    const display = keystaticPatches.find(({ append }) => append?.includes('function northbeamErrorMessage'))!;
    const errorMessage = new Function(`${display.append}\nreturn northbeamErrorMessage;`)() as (error: unknown) => string;
    expect(errorMessage(result.error)).toBe(`Not saved: one problem to put right first. ${names['content/fr/services/analytics.yaml']}: Address: is "${taken}", already the address of “Agents d’IA”: each service needs its own.`);
    expect(errorMessage(new Error('[Network] Failed to fetch'))).toBe('[Network] Failed to fetch');
    expect(head()).toBe(before);
    expect(github.answered).toContain(`trees ${before}`);
    expect(said).toEqual([]);
  });

  it('commits a good save and says so', async () => {
    const { said, toasts, committed } = recorder();
    const fetch = checkingSaves(github.fetch, { toasts, committed: (branch) => committed.push(branch), pathname: () => '/keystatic/branch/content%2Fspring-faq/collection/services/item/ai-agents' });
    const before = head();
    const english = 'content/services/ai-agents.yaml';
    const edited = onBranch(english).replace(/^(keyword: .*)$/m, '$1 and chatbots');
    const response = await fetch(...commit([{ path: english, contents: base64(edited) }]));
    expect(response.ok).toBe(true);
    expect(head()).not.toBe(before);
    expect(onBranch(english)).toBe(edited);
    expect(said).toEqual([`positive: Saved to branch ${branchName} (closes after 8000 ms)`]);
    expect(committed).toEqual([branchName]);
  });
});
