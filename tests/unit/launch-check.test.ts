import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchMessage, launchProblems, unreachable } from '../../scripts/launch-check';

// Issue 40, legal point L13: the production deploy stops while a page shows a contact that reaches no one.
// The check over the built site (dist/client) is in tests/site/launch-check.test.ts.

/** A page that offers an e-mail address and a telephone number, as links and in its structured data. */
const page = (email: string, telephone: string) =>
  `<a href="mailto:${email}?subject=Hi">write</a><a href="tel:${telephone}">call</a><script type="application/ld+json">{"email":"${email}","telephone":"${telephone}"}</script>`;

describe('what reaches no one', () => {
  it('an e-mail address on a domain reserved for examples, and no other', () => {
    for (const address of ['hello@northbeam.example', 'a@b.test', 'a@x.invalid', 'a@localhost', 'a@example.com', 'a@mail.example.org', 'a@EXAMPLE.NET']) {
      expect(unreachable('email', address), address).toBeDefined();
    }
    for (const address of ['hello@northbeam.ca', 'a@example-corp.com', 'a@myexample.com', 'a@examples.org', 'a@test.ca']) {
      expect(unreachable('email', address), address).toBeUndefined();
    }
  });

  it('a North American number on the 555 exchange, however it is written, and no other', () => {
    for (const number of ['+1-416-555-0110', '416-555-0199', '(514) 555-1234', '+1 604 555 0125', '15195550137']) {
      expect(unreachable('telephone', number), number).toBeDefined();
    }
    for (const number of ['+1-416-555-0110'.replace('555', '556'), '+1-555-416-0110', '+1-416-205-5550']) {
      expect(unreachable('telephone', number), number).toBeUndefined();
    }
  });
});

describe('the check over pages', () => {
  it('names each unreachable contact once, why, and every page that shows it', () => {
    const problems = launchProblems(
      new Map([
        ['/contact', page('hello@northbeam.example', '+1-416-555-0110')],
        ['/fr/nous-joindre', page('hello@northbeam.example', '+1-416-555-0110')],
        ['/about', page('hello@northbeam.ca', '+1-416-205-0110')],
      ]),
    );
    expect(problems).toEqual([
      { contact: 'hello@northbeam.example', why: expect.stringContaining('reserved for examples'), pages: ['/contact', '/fr/nous-joindre'] },
      { contact: '+1-416-555-0110', why: expect.stringContaining('555'), pages: ['/contact', '/fr/nous-joindre'] },
    ]);
    const message = launchMessage(problems);
    expect(message).toContain('not deployed');
    expect(message).toContain('hello@northbeam.example');
    expect(message).toContain('/fr/nous-joindre');
    expect(message).toContain('Site settings');
  });

  it('finds nothing to refuse on pages with real contacts', () => {
    expect(launchProblems(new Map([['/', page('hello@northbeam.ca', '+1-416-205-0110')]]))).toEqual([]);
  });
});

describe('npm run deploy', () => {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

  it('runs the check after the build and before wrangler deploy; a preview, for staff, does not', () => {
    expect(scripts.deploy).toMatch(/^npm run build && node scripts\/launch-check\.ts && wrangler deploy$/);
    expect(scripts['deploy:preview']).not.toContain('launch-check');
    expect(readFileSync('scripts/deploy-preview.mjs', 'utf8')).not.toContain('launch-check');
  });

  it('the check exits 1 with its message over a build that shows a reserved contact, 0 over one that does not', () => {
    const build = (email: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'northbeam-launch-'));
      mkdirSync(join(dir, 'client', 'fr'), { recursive: true });
      writeFileSync(join(dir, 'client', 'index.html'), page('hello@northbeam.ca', '+1-416-205-0110'));
      writeFileSync(join(dir, 'client', 'fr', 'nous-joindre.html'), page(email, '+1-416-205-0110'));
      return dir;
    };
    const run = (dir: string) => spawnSync(process.execPath, ['scripts/launch-check.ts'], { encoding: 'utf8', env: { ...process.env, BUILD_OUT_DIR: dir } });
    const refused = run(build('privacy@northbeam.example'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('privacy@northbeam.example');
    expect(refused.stderr).toContain('/fr/nous-joindre');
    const accepted = run(build('privacy@northbeam.ca'));
    expect(accepted.status, accepted.stderr).toBe(0);
  });
});
