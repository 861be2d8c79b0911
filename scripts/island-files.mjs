/**
 * After `vike build`: the data of the islands named in renderer/island-data.ts `islandsInFiles` (the
 * contact form's copy and settings) moves from each page into a file of its own under
 * /assets/islands/, named by its hash, and the page keeps its address (`data-island-src`). The
 * island's script fetches it when it wakes (renderer/island-source.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildClientDir, htmlFiles } from './html-files.mjs';
import { htmlText } from './used-css.mjs';
import { islandDataAttribute, islandFilesFolder, islandSourceAttribute, islandsInFiles } from '../renderer/island-data.ts';

/** The page with its islands' data replaced by their files' addresses, and the files to write (name, JSON). */
export function moveIslandData(html) {
  const files = new Map();
  const names = islandsInFiles.join('|');
  const page = html.replace(new RegExp(`data-island="(${names})" ${islandDataAttribute}="([^"]*)"`, 'g'), (_, name, value) => {
    const json = htmlText(value);
    JSON.parse(json);
    const file = `${name}-${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;
    files.set(file, json);
    return `data-island="${name}" ${islandSourceAttribute}="/${islandFilesFolder}/${file}"`;
  });
  return { page, files };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const client = buildClientDir();
  const folder = join(client, islandFilesFolder);
  let moved = 0;
  for (const path of htmlFiles(client)) {
    const { page, files } = moveIslandData(readFileSync(path, 'utf8'));
    if (files.size === 0) continue;
    mkdirSync(folder, { recursive: true });
    for (const [file, json] of files) writeFileSync(join(folder, file), json);
    writeFileSync(path, page);
    moved += files.size;
  }
  console.log(`Moved the data of ${moved} islands into /${islandFilesFolder}/`);
}
