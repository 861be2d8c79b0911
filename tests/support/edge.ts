/**
 * The site at the edge, for the worker tests: wrangler's test harness runs the worker in workerd
 * behind Workers Static Assets, configured by wrangler.toml exactly as `wrangler dev` and a deploy
 * are (assets directory, run_worker_first, html_handling, not_found_handling, _headers,
 * _redirects). Its only change is the entry point: tests/support/traced-worker.ts, the real worker
 * logging each request it runs for, so a test can tell which requests reached it.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { createTestHarness, type TestHarness } from 'wrangler';
import { tracePrefix } from './worker-trace.ts';

export const origin = 'https://www.northbeam.example';

/** A response of the site, as the harness gives it. */
export type EdgeResponse = Awaited<ReturnType<TestHarness['fetch']>>;

export type Edge = {
  /** A request as a browser sends it to the deployed site (redirects not followed). */
  get(path: string, init?: Parameters<TestHarness['fetch']>[1]): ReturnType<TestHarness['fetch']>;
  /** The requests the worker ran for since the last call, as "GET /path?query", in order. */
  workerRuns(): Promise<string[]>;
  /** A run of the worker's Cron Trigger (wrangler.toml [triggers]), as Cloudflare starts it; what it logged. */
  scheduled(): Promise<{ outcome: string; logs: string[] }>;
  close(): Promise<void>;
};

/**
 * Starts the site; `secrets` are the worker's (as `wrangler secret put` gives them); `assets`, another
 * build's client folder than dist/client (a build of other content).
 */
export async function startEdge(secrets: Record<string, string> = {}, assets?: string): Promise<Edge> {
  const config = parse(readFileSync('wrangler.toml', 'utf8'));
  if (assets) config.assets = { ...(config.assets as object), directory: assets };
  const harness: TestHarness = createTestHarness({
    root: process.cwd(),
    workers: [
      {
        config: {
          ...config,
          main: 'tests/support/traced-worker.ts',
          vars: { ...(config.vars as object), ...secrets },
          // Requests reach the deployed worker over HTTPS (the editor's cookies are Secure then).
          dev: { local_protocol: 'https' },
        },
      },
    ],
  });
  await harness.listen();
  let markers = 0;
  return {
    get: (path, init) => harness.fetch(`${origin}${path}`, { redirect: 'manual' as const, ...init }),
    async workerRuns() {
      // The worker's log lines travel apart from its responses: a last request that always runs
      // the worker (a POST, answered 405) marks the end, and every line before its own has come.
      const marker = `/trace-marker-${++markers}`;
      await (await harness.fetch(`${origin}${marker}`, { method: 'POST' })).arrayBuffer();
      const runs = () =>
        harness
          .getLogs()
          .map((log) => log.message)
          .filter((message) => message.startsWith(tracePrefix))
          .map((message) => message.slice(tracePrefix.length).trim());
      const deadline = Date.now() + 5000;
      while (!runs().includes(`POST ${marker}`)) {
        if (Date.now() > deadline) throw new Error(`The worker's log never showed POST ${marker}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const seen = runs();
      harness.clearLogs();
      return seen.slice(0, seen.indexOf(`POST ${marker}`));
    },
    async scheduled() {
      harness.clearLogs();
      const [cron] = (config.triggers as { crons: string[] }).crons;
      const { outcome } = await harness.getWorker().scheduled({ cron: cron!, scheduledTime: new Date() });
      const logs = harness.getLogs().map((log) => log.message);
      harness.clearLogs();
      return { outcome, logs };
    },
    close: () => harness.close(),
  };
}
