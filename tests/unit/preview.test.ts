import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { previewBranchOf } from '../../model/site/preview';

// Issue 30: which builds are previews (model/site/preview.ts). The builds themselves are served and
// checked at the edge in tests/worker/preview.test.ts and in a browser in tests/e2e/preview.spec.ts.
describe('a build is a preview when WORKERS_CI_BRANCH names a branch other than production', () => {
  it.each([
    [{}, undefined],
    [{ WORKERS_CI_BRANCH: 'main' }, undefined],
    [{ WORKERS_CI_BRANCH: ' main ' }, undefined],
    [{ WORKERS_CI_BRANCH: '' }, undefined],
    [{ WORKERS_CI_BRANCH: 'content/spring-faq' }, 'content/spring-faq'],
    [{ WORKERS_CI_BRANCH: 'main', PRODUCTION_BRANCH: 'production' }, 'main'],
    [{ WORKERS_CI_BRANCH: 'production', PRODUCTION_BRANCH: 'production' }, undefined],
  ])('%o: %s', (env, branch) => {
    expect(previewBranchOf(env)).toBe(branch);
  });

  it('npm run deploy:preview refuses a production build, saying what to set, before building anything', () => {
    const run = spawnSync('node', ['scripts/deploy-preview.mjs'], { encoding: 'utf8', env: { ...process.env, WORKERS_CI_BRANCH: 'main', PRODUCTION_BRANCH: '' } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('this is not a preview build. Set WORKERS_CI_BRANCH to the branch you preview');
    expect(run.stdout).not.toContain('vike build');
  });
});
