/**
 * A preview build for the tests (issue 30): the site as Workers Builds builds a branch other than
 * production (WORKERS_CI_BRANCH set, model/site/preview.ts), into dist-preview/. The worker tests serve
 * it with the preview's vars (wrangler.toml [previews]); dist/ is the production build.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const previewOutDir = 'dist-preview';
export const previewBranchName = 'content/spring-faq';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  execFileSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WORKERS_CI_BRANCH: previewBranchName, BUILD_OUT_DIR: previewOutDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  console.log(`Built a preview of the branch ${previewBranchName} into ${previewOutDir}/`);
}
