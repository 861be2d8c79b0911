import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { gitHead } from '../../model/content/git-head';

// The commit read from the repository's files (model/content/git-head.ts) is git's own answer, in
// each way git keeps it.
describe('gitHead', () => {
  const folder = mkdtempSync(join(tmpdir(), 'northbeam-git-head-'));
  const repo = join(folder, 'repo');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.ca', '-c', 'init.defaultBranch=main', ...args], { cwd, encoding: 'utf8' }).trim();
  const commit = (cwd: string, text: string) => {
    writeFileSync(join(cwd, 'file.txt'), text);
    git(cwd, 'add', '-A');
    git(cwd, 'commit', '-q', '-m', text);
    return git(cwd, 'rev-parse', 'HEAD');
  };

  test("is '' outside a repository and before the first commit", () => {
    expect(gitHead(folder)).toBe('');
    execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q', repo]);
    expect(gitHead(repo)).toBe('');
  });

  test("is git's answer on a branch, after each commit, once the refs are packed, and detached", () => {
    const first = commit(repo, 'one');
    expect(gitHead(repo)).toBe(first);
    const second = commit(repo, 'two');
    expect(gitHead(repo)).toBe(second);
    git(repo, 'pack-refs', '--all');
    expect(gitHead(repo)).toBe(second);
    const third = commit(repo, 'three');
    expect(gitHead(repo)).toBe(third);
    git(repo, 'checkout', '-q', '--detach', first);
    expect(gitHead(repo)).toBe(first);
    git(repo, 'checkout', '-q', 'main');
    expect(gitHead(repo)).toBe(third);
  });

  test("is git's answer in a worktree, whose .git is a file", () => {
    const tree = join(folder, 'tree');
    git(repo, 'worktree', 'add', '-q', '-b', 'other', tree);
    expect(gitHead(tree)).toBe(git(tree, 'rev-parse', 'HEAD'));
    const next = commit(tree, 'four');
    expect(gitHead(tree)).toBe(next);
    expect(gitHead(repo)).not.toBe(next);
  });
});
