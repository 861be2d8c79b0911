import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, type Edge } from '../support/edge';

// Issue 55, scheduled publishing: every morning the worker's Cron Trigger starts the day's build
// through the Workers Builds Deploy Hook named by the DEPLOY_HOOK_URL secret (worker/scheduled.ts).
// The hook is Cloudflare's API: a stand-in here, a local server answering as the API documents.

/** Cloudflare's Deploy Hook endpoint, standing in: the requests it got, answered with `status`. */
function standInHook(status: number): Promise<{ server: Server; url: string; requests: { method: string; path: string }[] }> {
  const requests: { method: string; path: string }[] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method!, path: request.url! });
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? { success: true, errors: [], messages: [], result: { build_uuid: 'b1', branch: 'main', worker: 'northbeam-website' } } : { success: false, errors: [{ code: 10000, message: 'Authentication error' }] }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4/workers/builds/deploy_hooks/hook-e2e`, requests })));
}

describe.each([
  { answer: 200, said: /^Scheduled publishing: today's build was started/, outcome: 'ok' },
  { answer: 403, said: /^Scheduled publishing: the Deploy Hook answered 403 .*today's build was not started/, outcome: 'exception' },
])('the morning run, the Deploy Hook answering $answer', ({ answer, said, outcome }) => {
  let edge: Edge;
  let hook: Awaited<ReturnType<typeof standInHook>>;
  beforeAll(async () => {
    hook = await standInHook(answer);
    edge = await startEdge({ DEPLOY_HOOK_URL: hook.url });
  });
  afterAll(async () => {
    await edge.close();
    hook.server.close();
  });

  it('asks for one build, and says in the worker’s log what came of it', async () => {
    const run = await edge.scheduled();
    expect(hook.requests).toEqual([{ method: 'POST', path: '/client/v4/workers/builds/deploy_hooks/hook-e2e' }]);
    expect(run.outcome).toBe(outcome);
    expect(run.logs.join('\n')).toMatch(new RegExp(said.source, 'm'));
  });
});

describe('the morning run without a Deploy Hook', () => {
  let edge: Edge;
  beforeAll(async () => {
    edge = await startEdge();
  });
  afterAll(() => edge.close());

  it('asks for nothing and says how to turn scheduled publishing on', async () => {
    const run = await edge.scheduled();
    expect(run.outcome).toBe('ok');
    expect(run.logs.join('\n')).toContain('Scheduled publishing is off: no DEPLOY_HOOK_URL');
    expect(run.logs.join('\n')).toContain('docs/deploy.md, "Scheduled publishing"');
  });
});
