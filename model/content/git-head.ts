/**
 * Node only: the commit a folder's repository is at, read from its files rather than by running
 * git (issue 56: the editor's status asked `git rev-parse HEAD` on every page of the editor, a
 * process each time, about 2.4 s of the dev server's time in one run of the editor's browser test).
 * Reads what git reads: HEAD, the branch's ref file or packed-refs, and a worktree's pointer to its
 * repository. '' outside a repository, or on a branch with no commit yet.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const read = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

export function gitHead(root: string): string {
  try {
    let gitDir = join(root, '.git');
    // A worktree (or a submodule): .git is a file naming the folder git keeps it in.
    if (statSync(gitDir).isFile()) gitDir = resolve(root, readFileSync(gitDir, 'utf8').replace(/^gitdir:\s*/, '').trim());
    const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref:')) return head;
    const ref = head.slice('ref:'.length).trim();
    // A worktree's branches live in the repository's own folder (its commondir).
    const common = read(join(gitDir, 'commondir'));
    const refDirs = common === undefined ? [gitDir] : [gitDir, resolve(gitDir, common.trim())];
    for (const dir of refDirs) {
      const loose = read(join(dir, ref))?.trim();
      if (loose) return loose;
    }
    for (const dir of refDirs) {
      const packed = read(join(dir, 'packed-refs'));
      const line = packed?.split('\n').find((entry) => entry.endsWith(` ${ref}`));
      if (line) return line.slice(0, line.indexOf(' '));
    }
    return '';
  } catch {
    return '';
  }
}
