/**
 * GitHub's API as the deployed editor's browser reaches it (https://api.github.com), stood in for
 * at the network boundary in the browser tests (tests/e2e/editor-deployed.spec.ts: `page.route`),
 * while Keystatic's app and the editor's own code run as they do for staff. It answers from a real
 * git repository, made from the project's content/ folder, so a save is a real commit that the
 * test reads back with git:
 * - GraphQL (POST /graphql): the part of GitHub's schema Keystatic's app and the editor's check
 *   ask for (https://docs.github.com/en/graphql/reference): the repository, its branches (refs),
 *   their commits and trees, blobs by id, the signed-in user, a branch's pull requests (none),
 *   `createCommitOnBranch` and `createRef`, executed by graphql-js, so any selection, alias or
 *   fragment of theirs is answered as GitHub would;
 * - REST: a tree, recursive (GET /repos/:owner/:name/git/trees/:sha?recursive=1), and a blob's
 *   bytes (GET /repos/:owner/:name/git/blobs/:sha, Accept: application/vnd.github.raw);
 * - a public repository's files at https://raw.githubusercontent.com/:owner/:name/:commit/:path,
 *   where Keystatic's app reads them when the repository is not private.
 * Every call needs the signed-in user's token, as GitHub's do; a call it does not know answers 404
 * and is recorded, so a test can say none was made.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { buildSchema, graphql, GraphQLError } from 'graphql';

const schema = buildSchema(`
  scalar GitObjectID
  scalar Base64String
  interface Node { id: ID! }
  interface RepositoryOwner { id: ID! login: String! }
  interface GitObject { id: ID! oid: GitObjectID! }
  enum RepositoryPermission { ADMIN MAINTAIN WRITE TRIAGE READ }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  enum PullRequestState { OPEN CLOSED MERGED }
  type User implements Node & RepositoryOwner { id: ID! login: String! name: String avatarUrl: String! databaseId: Int }
  type Organization implements Node & RepositoryOwner { id: ID! login: String! }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type PullRequest implements Node { id: ID! number: Int! }
  type PullRequestConnection { nodes: [PullRequest] }
  type Ref implements Node { id: ID! name: String! prefix: String! target: GitObject associatedPullRequests(states: [PullRequestState!], first: Int): PullRequestConnection! }
  type RefConnection { nodes: [Ref] pageInfo: PageInfo! }
  type Commit implements Node & GitObject { id: ID! oid: GitObjectID! tree: Tree! }
  type Tree implements Node & GitObject { id: ID! oid: GitObjectID! }
  type Blob implements Node & GitObject { id: ID! oid: GitObjectID! text: String isBinary: Boolean byteSize: Int! }
  type RepositoryConnection { nodes: [Repository] }
  type Repository implements Node {
    id: ID! isPrivate: Boolean! owner: RepositoryOwner! name: String! defaultBranchRef: Ref viewerPermission: RepositoryPermission
    refs(refPrefix: String!, first: Int, after: String): RefConnection
    forks(affiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
  }
  type Query { repository(owner: String!, name: String!): Repository viewer: User! node(id: ID!): Node }
  input CommittableBranch { id: ID branchName: String repositoryNameWithOwner: String }
  input CommitMessage { headline: String! body: String }
  input FileAddition { path: String! contents: Base64String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!] deletions: [FileDeletion!] }
  input CreateCommitOnBranchInput { branch: CommittableBranch! expectedHeadOid: GitObjectID! message: CommitMessage! fileChanges: FileChanges clientMutationId: String }
  type CreateCommitOnBranchPayload { ref: Ref commit: Commit }
  input CreateRefInput { repositoryId: ID! name: String! oid: GitObjectID! clientMutationId: String }
  type CreateRefPayload { ref: Ref }
  type Mutation { createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload createRef(input: CreateRefInput!): CreateRefPayload }
`);

type Asked = { method: string; url: string; headers: Record<string, string>; body?: string };
type Answer = { status: number; headers: Record<string, string>; body: string | Buffer };

export type GitHubApi = {
  /** The bare repository the stand-in answers from. */
  gitDir: string;
  /** git in that repository. */
  git: (...args: string[]) => string;
  /** Answers a request to https://api.github.com or https://raw.githubusercontent.com (for `page.route`). */
  handle: (route: Route) => Promise<void>;
  /** The same, as `fetch` (for code run outside a browser: the unit tests). */
  fetch: typeof globalThis.fetch;
  /** Commits files to a branch, as another save would have (a test's starting point); the commit's id. */
  commit: (branch: string, files: Record<string, Buffer>, message: string) => string;
  /** The calls it did not know (method and path). */
  unknown: string[];
  /** The GraphQL operations and REST paths it answered, in order. */
  answered: string[];
  remove: () => void;
};

/**
 * A stand-in for `owner/name`, its `main` the project's content as it is and `branches` made from
 * it, for a user signed in with `token`.
 */
export function githubApi({ owner, name, token, project = process.cwd(), branches = [], isPrivate = true }: { owner: string; name: string; token: string; project?: string; branches?: string[]; isPrivate?: boolean }): GitHubApi {
  const gitDir = mkdtempSync(join(tmpdir(), 'northbeam-github-'));
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const gitBytes = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 64 * 1024 * 1024 });
  git('init', '-q', '--bare');
  // Its first commit: the project's content/ folder as it is on disk (what the editor edits), so it
  // needs no history (a copy of the project made by a test has none).
  const firstIndex = join(gitDir, 'index-first');
  const env = { ...process.env, GIT_INDEX_FILE: firstIndex, GIT_AUTHOR_NAME: 'Developer', GIT_AUTHOR_EMAIL: 'dev@example.ca', GIT_COMMITTER_NAME: 'Developer', GIT_COMMITTER_EMAIL: 'dev@example.ca' };
  execFileSync('git', ['--git-dir', gitDir, '--work-tree', project, 'add', '--all', 'content'], { env });
  const firstTree = execFileSync('git', ['--git-dir', gitDir, 'write-tree'], { env, encoding: 'utf8' }).trim();
  const head = execFileSync('git', ['--git-dir', gitDir, 'commit-tree', firstTree, '-m', 'The site as the project has it'], { env, encoding: 'utf8' }).trim();
  rmSync(firstIndex, { force: true });
  for (const branch of ['main', ...branches]) git('update-ref', `refs/heads/${branch}`, head);

  // Git's objects never change: each is read from git once, the first commit's all in one process
  // (issue 56: a git process for each object the app asked for, 4,584 in the deployed editor's spec,
  // 34 s of its run with the test's own process waiting on them).
  const objects = new Map<string, { type: string; bytes: Buffer }>();
  const everyObject = gitBytes('cat-file', '--batch-all-objects', '--batch');
  for (let at = 0; at < everyObject.length; ) {
    const endOfHeader = everyObject.indexOf(10, at);
    const [oid, type, size] = everyObject.subarray(at, endOfHeader).toString().split(' ') as [string, string, string];
    const start = endOfHeader + 1;
    objects.set(oid, { type, bytes: everyObject.subarray(start, start + Number(size)) });
    at = start + Number(size) + 1;
  }
  const objectOf = (oid: string) => {
    if (!objects.has(oid)) {
      const type = git('cat-file', '-t', oid).trim();
      objects.set(oid, { type, bytes: gitBytes('cat-file', type, oid) });
    }
    return objects.get(oid)!;
  };
  /** The type of an object, by its id or any expression git reads (a branch, `commit:path`), or undefined. */
  const typeOf = (name: string) => {
    try {
      return /^[0-9a-f]{40}$/.test(name) ? objectOf(name).type : git('cat-file', '-t', name).trim();
    } catch {
      return undefined;
    }
  };
  const blob = (oid: string) => {
    const { bytes } = objectOf(oid);
    const isBinary = bytes.subarray(0, 8000).includes(0);
    return { __typename: 'Blob', id: `B_${oid}`, oid, isBinary, byteSize: bytes.length, text: isBinary ? null : bytes.toString('utf8') };
  };
  const tree = (oid: string) => ({ __typename: 'Tree', id: `T_${oid}`, oid });
  const commit = (oid: string) => ({ __typename: 'Commit', id: `C_${oid}`, oid, tree: () => tree(/^tree ([0-9a-f]{40})/.exec(objectOf(oid).bytes.toString())![1]!) });
  const object = (oid: string) => {
    const type = typeOf(oid);
    return type === 'blob' ? blob(oid) : type === 'commit' ? commit(oid) : type === 'tree' ? tree(oid) : null;
  };
  const refOf = (branch: string) => {
    const oid = typeOf(`refs/heads/${branch}`) ? git('rev-parse', `refs/heads/${branch}`).trim() : undefined;
    if (!oid) return null;
    return { __typename: 'Ref', id: `R_${Buffer.from(branch).toString('base64url')}`, name: branch, prefix: 'refs/heads/', target: () => commit(git('rev-parse', `refs/heads/${branch}`).trim()), associatedPullRequests: () => ({ nodes: [] }) };
  };
  const branchesNow = () => git('for-each-ref', '--format=%(refname:strip=2)', 'refs/heads/').split('\n').filter(Boolean);
  const owning = { __typename: 'Organization', id: 'O_owner', login: owner };
  const repository = {
    __typename: 'Repository',
    id: 'R_repository',
    isPrivate,
    owner: owning,
    name,
    viewerPermission: 'WRITE',
    defaultBranchRef: () => refOf('main'),
    refs: () => ({ nodes: branchesNow().map(refOf), pageInfo: { hasNextPage: false, endCursor: null } }),
    forks: () => ({ nodes: [] }),
    ref: ({ qualifiedName }: { qualifiedName: string }) => refOf(qualifiedName.replace(/^refs\/heads\//, '')),
    object: ({ oid, expression }: { oid?: string; expression?: string }) => {
      const id = oid ?? (expression ? git('rev-parse', expression).trim() : undefined);
      return id ? object(id) : null;
    },
  };
  /** A commit on `branch` of these files' bytes and removals; its id. */
  function commitOn(branch: string, additions: readonly { path: string; bytes: Buffer }[], deletions: readonly string[], message: string): string {
    const current = git('rev-parse', `refs/heads/${branch}`).trim();
    const index = join(gitDir, `index-${process.pid}`);
    const withIndex = (args: string[], stdin?: Buffer) => execFileSync('git', ['--git-dir', gitDir, ...args], { env: { ...process.env, GIT_INDEX_FILE: index }, input: stdin, encoding: 'utf8' }).trim();
    try {
      withIndex(['read-tree', current]);
      for (const { path, bytes } of additions) withIndex(['update-index', '--add', '--cacheinfo', `100644,${withIndex(['hash-object', '-w', '--stdin'], bytes)},${path}`]);
      for (const path of deletions) withIndex(['update-index', '--force-remove', path]);
      const made = execFileSync('git', ['--git-dir', gitDir, 'commit-tree', withIndex(['write-tree']), '-p', current, '-m', message], {
        env: { ...process.env, GIT_AUTHOR_NAME: 'Staff Member', GIT_AUTHOR_EMAIL: 'staff@example.ca', GIT_COMMITTER_NAME: 'GitHub', GIT_COMMITTER_EMAIL: 'noreply@github.com' },
        encoding: 'utf8',
      }).trim();
      git('update-ref', `refs/heads/${branch}`, made, current);
      return made;
    } finally {
      rmSync(index, { force: true });
    }
  }

  const root = {
    repository: (args: { owner: string; name: string }) => (args.owner === owner && args.name === name ? repository : null),
    viewer: { __typename: 'User', id: 'U_staff', login: 'staff-member', name: 'Staff Member', avatarUrl: 'https://avatars.githubusercontent.com/u/1', databaseId: 1 },
    node: ({ id }: { id: string }) => (id.startsWith('R_') && id !== 'R_repository' ? refOf(Buffer.from(id.slice(2), 'base64url').toString()) : null),
    createCommitOnBranch: ({ input }: { input: { branch: { branchName: string }; expectedHeadOid: string; message: { headline: string }; fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] } } }) => {
      const branch = input.branch.branchName;
      const current = refOf(branch) ? git('rev-parse', `refs/heads/${branch}`).trim() : undefined;
      if (!current) throw new GraphQLError(`No branch ${branch}`);
      if (current !== input.expectedHeadOid) throw new GraphQLError(`Expected branch to point to "${input.expectedHeadOid}" but it did not.`, { extensions: { type: 'STALE_DATA' } });
      const additions = (input.fileChanges?.additions ?? []).map(({ path, contents }) => ({ path, bytes: Buffer.from(contents, 'base64') }));
      const made = commitOn(branch, additions, (input.fileChanges?.deletions ?? []).map(({ path }) => path), input.message.headline);
      return { ref: refOf(branch), commit: commit(made) };
    },
    createRef: ({ input }: { input: { name: string; oid: string } }) => {
      git('update-ref', input.name, input.oid);
      return { ref: refOf(input.name.replace(/^refs\/heads\//, '')) };
    },
  };

  const unknown: string[] = [];
  const answered: string[] = [];
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const json = (status: number, body: unknown): Answer => ({ status, headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

  /** GitHub's answer to one request. */
  async function answer({ method, url: address, headers, body }: Asked): Promise<Answer> {
    const url = new URL(address);
    if (method === 'OPTIONS') return { status: 204, headers: { ...cors, 'Access-Control-Allow-Headers': 'authorization, content-type, accept', 'Access-Control-Allow-Methods': 'GET, POST' }, body: '' };
    // A public repository's files, as raw.githubusercontent.com serves them to anyone: /owner/name/commit/path.
    if (url.hostname === 'raw.githubusercontent.com') {
      const [, rawOwner, rawName, commitId, ...path] = url.pathname.split('/');
      if (isPrivate || rawOwner !== owner || rawName !== name || !commitId || !typeOf(`${commitId}:${path.join('/')}`)) return { status: 404, headers: cors, body: '404: Not Found' };
      answered.push(`raw ${path.join('/')}`);
      return { status: 200, headers: { ...cors, 'Content-Type': 'text/plain; charset=utf-8' }, body: gitBytes('cat-file', 'blob', `${commitId}:${path.join('/')}`) };
    }
    if (headers['authorization'] !== `Bearer ${token}`) return json(401, { message: 'Bad credentials' });
    if (method === 'POST' && url.pathname === '/graphql') {
      const { query, variables, operationName } = JSON.parse(body ?? '{}') as { query: string; variables?: Record<string, unknown>; operationName?: string };
      answered.push(`graphql ${operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous'}`);
      const result = await graphql({ schema, source: query, rootValue: root, variableValues: variables, operationName });
      // GitHub names an error's kind at its top level (`type`), where Keystatic's app reads it.
      const errors = result.errors?.map((error) => ({ message: error.message, ...(error.extensions?.['type'] ? { type: error.extensions['type'] } : {}) }));
      return json(200, { data: result.data ?? null, ...(errors ? { errors } : {}) });
    }
    const rest = /^\/repos\/([^/]+)\/([^/]+)\/git\/(trees|blobs)\/([0-9a-f]{40})$/.exec(url.pathname);
    if (method === 'GET' && rest && rest[1] === owner && rest[2] === name) {
      const [, , , kind, oid] = rest as unknown as [string, string, string, 'trees' | 'blobs', string];
      answered.push(`${kind} ${oid}`);
      if (!typeOf(oid)) return json(404, { message: 'Not Found' });
      if (kind === 'blobs') return { status: 200, headers: { ...cors, 'Content-Type': 'application/octet-stream' }, body: objectOf(oid).bytes };
      const entries = git('ls-tree', '-r', '-t', '-l', '--full-tree', oid)
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [meta, path] = line.split('\t') as [string, string];
          const [mode, type, sha, size] = meta.split(/\s+/) as [string, string, string, string];
          return { path, mode, type, sha, ...(type === 'blob' ? { size: Number(size) } : {}), url: `https://api.github.com/repos/${owner}/${name}/git/${type}s/${sha}` };
        });
      return json(200, { sha: oid, url: url.href, tree: entries, truncated: false });
    }
    unknown.push(`${method} ${url.pathname}`);
    return json(404, { message: 'Not Found' });
  }

  const handle = async (route: Route) => {
    const request = route.request();
    const { status, headers, body } = await answer({ method: request.method(), url: request.url(), headers: request.headers(), body: request.postData() ?? undefined });
    await route.fulfill({ status, headers, body });
  };
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    init?.signal?.throwIfAborted();
    const { status, headers, body } = await answer({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: request.method === 'GET' ? undefined : await request.text(),
    });
    return new Response(status === 204 ? null : typeof body === 'string' ? body : new Uint8Array(body), { status, headers });
  }) as typeof globalThis.fetch;

  return { gitDir, git, handle, fetch, commit: (branch, files, message) => commitOn(branch, Object.entries(files).map(([path, bytes]) => ({ path, bytes })), [], message), unknown, answered, remove: () => rmSync(gitDir, { recursive: true, force: true }) };
}
