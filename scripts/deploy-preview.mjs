/**
 * `npm run deploy:preview`: a branch's preview deployment (issue 30), beside production and never
 * indexed. Workers Builds runs it on every branch but the production one (docs/deploy.md,
 * "Previews"), with WORKERS_CI_BRANCH set; elsewhere set it yourself to the branch you preview.
 */
import { execFileSync } from 'node:child_process';
import { previewAliasOf, previewBranchOf } from '../model/site/preview.ts';

const branch = previewBranchOf(process.env);
if (!branch) {
  console.error(
    `npm run deploy:preview: this is not a preview build. Set WORKERS_CI_BRANCH to the branch you preview (Workers Builds sets it), other than the production branch (${process.env.PRODUCTION_BRANCH || 'main'}); production is deployed with npm run deploy.`,
  );
  process.exit(1);
}
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
run('npm', ['run', 'build']);
// One preview per branch, named after it (its stable URL); each push adds a deployment to it.
run('npx', ['wrangler', 'preview', '--name', previewAliasOf(branch), '--message', `Preview of ${branch}`]);
