/**
 * Preview builds (issue 30): a build is a preview when WORKERS_CI_BRANCH (set by Cloudflare's
 * Workers Builds on every branch it builds; set it yourself elsewhere) names a branch other than
 * the production branch (PRODUCTION_BRANCH, `main` unless set). A preview is never indexed and
 * says on every page which branch it shows (docs/deploy.md, "Previews").
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

/** The name of a branch's preview (`wrangler preview --name`, scripts/deploy-preview.mjs): content/spring-faq is content-spring-faq. */
export const previewAliasOf = (branch: string): string => branch.replace(/[^a-zA-Z0-9-]+/g, '-').toLowerCase();

/**
 * A branch's preview address, from the address pattern the deployed editor is built with
 * (EDITOR_PREVIEW_URL, e.g. `https://{alias}-northbeam-website.northbeam.workers.dev`: Cloudflare
 * names a Worker Preview `<alias>-<worker>.<account's workers.dev subdomain>`), or undefined without one.
 */
export function previewUrlOf(branch: string, pattern: string | undefined): string | undefined {
  if (!pattern?.includes('{alias}')) return undefined;
  return pattern.replace('{alias}', previewAliasOf(branch));
}
