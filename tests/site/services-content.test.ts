import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textOf } from '../support/html';
import { banned, files } from '../support/placeholders';

// No placeholder text in the pre-rendered pages (dist/client), nor names lower-cased or full stops
// doubled where strings were joined (issue 15); content/ and the services' content are checked in
// tests/unit/services-content.test.ts.

describe('no placeholder text anywhere', () => {
  it('in the pre-rendered pages', () => {
    for (const file of files(join(process.cwd(), 'dist', 'client'), /\.html$/)) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(banned);
    }
  });

  // Issue 15: city pages read "deliver ai integration" and "technology and ai sectors" when
  // names were lower-cased and joined in code. "AI" is never written in lower case.
  it('no lower-cased "ai" in the visible text of any page (nor "ia" on French pages, where AI is IA)', () => {
    for (const file of files(join(process.cwd(), 'dist', 'client'), /\.html$/)) {
      const html = readFileSync(file, 'utf8');
      const visible = textOf(html.replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' '));
      // French has its own "ai" (j'ai): there the lower-cased acronym would be "ia".
      const lowerCased = html.includes('<html lang="fr-CA"') ? /.{0,30}\bia\b.{0,30}/g : /.{0,30}\bai\b.{0,30}/g;
      expect(visible.match(lowerCased) ?? [], file).toEqual([]);
    }
  });

  it('no doubled full stop in the visible text of any page (e.g. "Inc.." from joined strings)', () => {
    for (const file of files(join(process.cwd(), 'dist', 'client'), /\.html$/)) {
      const visible = textOf(readFileSync(file, 'utf8').replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' '));
      expect(visible.match(/\w\s*\.\.(?!\.)/g) ?? [], file).toEqual([]);
    }
  });
});
