/**
 * The headings' typeface file (issue 53, docs/design.md "Typeface"): Bricolage Grotesque bold from
 * Fontsource's Latin file (22,384 bytes), cut to the characters English and French headings use,
 * with its kerning, into public/fonts/ (12.9 KB). Run it again only to change the version or the
 * characters, then rename the file (its name carries what it holds: it is cached for a year,
 * worker/headers.ts) and model/site/theme.ts `brandFont.file`.
 *
 *   node scripts/subset-font.mjs
 *
 * Its two tools come from the npm registry into a temporary folder, not into the project's
 * dependencies: nothing else needs them, and every install would fetch them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandFont } from '../model/site/theme.ts';

const fontsource = '@fontsource/bricolage-grotesque@5.3.0';
const subsetter = 'subset-font@2.9.0';

/**
 * The letters of English and French with their capitals, the figures, the punctuation and signs
 * headings and figures use (’ « » – — … and the minus sign of the results, −34 %), the spaces French
 * typography puts before « ; : ! ? » and within figures. Not the signs of code and mathematics
 * (brackets, braces, ^ _ ` | ~) nor © ® ™ × ° •: about 2 KB. A character outside it is drawn by
 * the fallback (renderer/global.css), in the same space.
 */
const characters = [
  ...' !"#$%&\'()*+,-./0123456789:;<=>?@',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  ...'àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ',
  ...'\u00a0\u202f\u2009’‘“”«»–—…·€−',
].join('');

const folder = mkdtempSync(join(tmpdir(), 'northbeam-font-'));
try {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', folder, fontsource, subsetter], { stdio: 'inherit' });
  const require = createRequire(join(folder, 'node_modules', 'index.js'));
  const subsetFont = require('subset-font');
  const source = readFileSync(join(folder, 'node_modules', '@fontsource', 'bricolage-grotesque', 'files', 'bricolage-grotesque-latin-700-normal.woff2'));
  // Kerning and the marks' placement; no alternates (fractions, tabular figures: no page asks for them).
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', keepFeatures: ['kern', 'ccmp', 'mark', 'mkmk'] });
  const target = join(process.cwd(), 'public', brandFont.file);
  writeFileSync(target, subset);
  console.log(`Wrote ${target}: ${subset.length} bytes (from ${source.length}), ${[...characters].length} characters.`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
