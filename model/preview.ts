/**
 * Preview builds (issue 30): a build is a preview when WORKERS_CI_BRANCH (set by Cloudflare's
 * Workers Builds on every branch it builds; set it yourself elsewhere) names a branch other than
 * the production branch (PRODUCTION_BRANCH, `main` unless set). A preview is never indexed and
 * says on every page which branch it shows (README, Deploy: Previews).
 */
type Environment = Readonly<Record<string, string | undefined>>;

/** The branch a build previews, or undefined for the production build. */
export function previewBranchOf(env: Environment): string | undefined {
  const branch = env.WORKERS_CI_BRANCH?.trim();
  const production = env.PRODUCTION_BRANCH?.trim() || 'main';
  return branch && branch !== production ? branch : undefined;
}

/** The header every response of a preview carries, and the worker's own (worker/index.ts). */
export const previewRobotsHeader = { name: 'X-Robots-Tag', value: 'noindex, nofollow' } as const;
