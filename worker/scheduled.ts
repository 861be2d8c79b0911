/**
 * Scheduled publishing (issue 55): every morning the worker's Cron Trigger (wrangler.toml
 * `[triggers]`) asks Workers Builds for a new build of the main branch through its Deploy Hook, so
 * the articles and case studies dated that day appear without anyone acting (the build leaves out
 * those dated later: model/content/publishing.ts). The hook's URL is a secret (docs/deploy.md,
 * "Scheduled publishing": one step); without it, the run says so in the worker's logs.
 * https://developers.cloudflare.com/workers/ci-cd/builds/deploy-hooks/
 */

/** DEPLOY_HOOK_URL: the Deploy Hook of the production branch (`wrangler secret put DEPLOY_HOOK_URL`). */
export type ScheduleEnv = { DEPLOY_HOOK_URL?: string; SITE_KIND?: string };

/** How long the worker waits for Cloudflare's answer before it gives up on this morning's build. */
export const deployHookTimeoutMs = 15_000;

/** What the morning's run did, as the worker's log says it. */
export async function requestDailyBuild(env: ScheduleEnv, fetcher: typeof fetch = fetch): Promise<string> {
  // A preview never publishes: the production worker's run does.
  if (env.SITE_KIND === 'preview') return 'Scheduled publishing: a preview does not rebuild the site.';
  const hook = env.DEPLOY_HOOK_URL?.trim();
  if (!hook) {
    return 'Scheduled publishing is off: no DEPLOY_HOOK_URL. Articles and case studies dated today appear at the next deploy. To turn it on, see docs/deploy.md, "Scheduled publishing".';
  }
  let response: Response;
  try {
    response = await fetcher(hook, { method: 'POST', signal: AbortSignal.timeout(deployHookTimeoutMs) });
  } catch (error) {
    throw new Error(`Scheduled publishing: the Deploy Hook did not answer within ${deployHookTimeoutMs / 1000} s (${(error as Error).message}); today's build was not started. It runs again tomorrow morning; to publish now, run the Deploy Hook from the Cloudflare dashboard (Settings > Builds > Deploy Hooks).`);
  }
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`Scheduled publishing: the Deploy Hook answered ${response.status} (${body.slice(0, 300)}); today's build was not started. If the hook was deleted, create one and put its URL again (docs/deploy.md, "Scheduled publishing").`);
  }
  return `Scheduled publishing: today's build was started (${body.slice(0, 200)}).`;
}
