/** What "no placeholder text anywhere" looks for, in content/ (tests/unit/services-content.test.ts) and in the built pages (tests/site/services-content.test.ts). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// example.com inside code samples is the documentation domain (RFC 2606); a link to it is not.
export const banned = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\[insert|placeholder text|href="https?:\/\/(www\.)?example\.(com|org)|\]\(https?:\/\/(www\.)?example\./i;

/** The files under a folder whose names match. */
export function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => ext.test(name))
    .map((name) => join(dir, name));
}
