/** Small helpers of the photo tests (tests/unit/photos.test.ts, tests/site/photos.test.ts, issue 32). */
import { join } from 'node:path';

/** The candidates of a srcset: each URL with its width. */
export const candidates = (srcset: string) => srcset.split(', ').map((entry) => ({ url: entry.split(' ')[0]!, width: Number.parseInt(entry.split(' ')[1]!, 10) }));

/** A test photograph of tests/fixtures/photos/. */
export const fixture = (name: string) => join(process.cwd(), 'tests', 'fixtures', 'photos', name);
