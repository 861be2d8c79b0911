import { describe, expect, it } from 'vitest';
import { verdictLines } from '../../scripts/build-verdict';

// The last lines of `npm run build` (a walk-through of 2026-11-30: a passing build ended on bundler
// output with no answer to "is the site ready to publish?").
describe("the build's verdict", () => {
  const facts = { pages: 260, client: 'dist/client', launchFacts: 0, scheduled: 0, staleFrench: 0, untranslated: 0 };

  it('says "Ready to publish." and nothing else when nothing waits', () => {
    expect(verdictLines(facts)).toEqual(['npm run build: done, 260 pages of both editions in dist/client. Ready to publish.']);
  });

  it('says what waits, in the Dashboard\'s words: the owner\'s facts before launch, the scheduled entries, the French to update', () => {
    expect(verdictLines({ ...facts, launchFacts: 16, scheduled: 1, staleFrench: 2, untranslated: 1 })).toEqual([
      "npm run build: done, 260 pages of both editions in dist/client. Ready to publish, not yet to launch: 16 facts for the owner (the editor's Dashboard lists them; npm run deploy stops on them).",
      '  Scheduled: 1 entry, left out of the site until its date (the Dashboard lists them).',
      '  French needs updating: 2 French entries (npm run translations, or the Dashboard, names them).',
      '  No French translation: 1 English article.',
    ]);
  });

  it('says "their dates" of several scheduled entries (the tenth staff walk: "2 entries … until its date")', () => {
    expect(verdictLines({ ...facts, scheduled: 2 })[1]).toBe('  Scheduled: 2 entries, left out of the site until their dates (the Dashboard lists them).');
  });
});
