/**
 * `npm run translations`: every French entry whose English twin changed since the French was last
 * checked (file, and the English texts that changed), and every English article without a French
 * translation (model/content/translation-status.ts). Exits 0: staff decide what to publish; 1 when
 * an entry it marks as checked still holds a paragraph in English, which the build refuses.
 *
 *   npm run translations -- --checked content/fr/services/ai-agents.yaml   marks a French entry as checked
 *   npm run translations -- --all-checked                                  marks every French entry as checked
 */
import { markChecked, translationPairs, translationStatus } from '../model/content/translation-files.ts';
import { statusLines } from '../model/content/translation-status.ts';
import { checkedPairs } from '../model/content/translation-pairs.ts';
import { stillEnglishProblems } from '../model/content/translation-checks.ts';
import { copyTexts } from '../model/content/link-checks.ts';
import { projectContent } from '../model/content/content-files.ts';
import { yamlData } from '../model/content/yaml-text.ts';

const args = process.argv.slice(2);
// Read once: marking a French file changes only that file, never what its English twin says.
const found = translationPairs();
const marked = args.includes('--all-checked')
  ? found.pairs.map(({ french }) => french)
  : args.flatMap((arg, index) => (args[index - 1] === '--checked' ? [arg] : []));
if (args.includes('--checked') && marked.length === 0) throw new Error('--checked needs the French file: npm run translations -- --checked content/fr/services/ai-agents.yaml');
for (const file of marked) {
  markChecked(file, process.cwd(), found);
  console.log(`Marked as checked against its English twin: ${file}`);
}
// A paragraph still in English in an entry just marked: the build stops on it (model/content/translation-checks.ts), said here at once.
if (marked.length > 0) {
  const left = stillEnglishProblems(copyTexts(projectContent(), yamlData), checkedPairs(translationPairs().pairs)).filter((line) => marked.some((file) => line.startsWith(`${file}: `)));
  if (left.length > 0) {
    console.log(`\nStill in English, which the build refuses until it is translated:\n${left.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}
const lines = statusLines(translationStatus(process.cwd(), marked.length > 0 ? translationPairs() : found));
console.log(lines.length > 0 ? lines.join('\n') : 'Every French entry is up to date with its English twin, and every English article has a French translation.');
