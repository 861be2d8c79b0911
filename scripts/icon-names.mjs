/**
 * `node scripts/icon-names.mjs`: writes model/content/icon-names.json, the names of the Lucide icons the
 * site can draw (renderer/IconSprite.tsx), so that the content's schema (model/content/schemas/fields.ts) and the
 * editor refuse an icon that does not exist without loading the 610 KB icon set. Run it after
 * updating @iconify-json/lucide; tests/site/icons.test.ts fails until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export function lucideIconNames() {
  const set = JSON.parse(readFileSync(new URL('../node_modules/@iconify-json/lucide/icons.json', import.meta.url), 'utf8'));
  return [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../model/content/icon-names.json', import.meta.url), `${JSON.stringify(lucideIconNames())}\n`);
  console.log('model/content/icon-names.json written');
}
