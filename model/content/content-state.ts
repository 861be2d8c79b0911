/**
 * Node only: what the content of a folder is, as a key to keep what is worked out from it
 * (model/content/content-check.ts, editor/local-mode.ts, the editor's page in content-files.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publishingDay } from './publishing.ts';

/**
 * What the problems of a folder depend on: every file under content/ (name, size, times), the day
 * and the environment's site values. The editor's status answer and its page's values are kept by it too (editor/local-mode.ts,
 * model/content/content-files.ts). About 2 ms.
 */
export function contentState(root: string): string {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else {
        const { size, mtimeMs, ctimeMs } = statSync(join(root, path));
        files.push(`${path}:${size}:${mtimeMs}:${ctimeMs}`);
      }
    }
  };
  walk('content');
  const env = ['SITE_URL', 'CONTACT_EMAIL', 'EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'RECAPTCHA_SITE_KEY'].map((name) => process.env[name] ?? '');
  return [publishingDay(process.env), ...env, ...files].join('\n');
}
