/**
 * Where the content is read from, so that the same checks run wherever it is (issue 41): the
 * project's folder on disk (model/content/content-files.ts `projectContent`, Node: the build, the
 * tests, `npm run editor`), or files held in memory (`memoryContent`: the deployed editor's check
 * of a save, over the branch's files fetched from GitHub, editor/branch-check.ts). Paths are the
 * project's, with forward slashes: content/services/ai-integration.yaml.
 */
import type { SiteEnv } from './site-values.ts';

export type ContentSource = {
  /** Whether a file or a folder is there. */
  exists(path: string): boolean;
  /** A file's text (UTF-8). */
  read(path: string): string;
  /** A folder's entries by name, each marked when it is a folder itself; none when the folder is not there. */
  list(folder: string): { name: string; folder: boolean }[];
  /** The deploy-time values laid over content/site.yaml (model/content/site-values.ts). */
  env: SiteEnv;
};

/** Files held in memory, by path: their folders are the paths' folders. */
export function memoryContent(files: ReadonlyMap<string, string>, env: SiteEnv = {}): ContentSource {
  const folders = new Map<string, Map<string, boolean>>();
  for (const path of files.keys()) {
    const parts = path.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const folder = parts.slice(0, depth).join('/');
      if (!folders.has(folder)) folders.set(folder, new Map());
      folders.get(folder)!.set(parts[depth]!, depth < parts.length - 1);
    }
  }
  return {
    exists: (path) => files.has(path) || folders.has(path),
    read(path) {
      const text = files.get(path);
      if (text === undefined) throw new Error(`${path}: no such file`);
      return text;
    },
    list: (folder) => [...(folders.get(folder) ?? new Map<string, boolean>())].map(([name, isFolder]) => ({ name, folder: isFolder })),
    env,
  };
}
