/**
 * The site as `npm start` serves it (`wrangler dev`), started for a benchmark: the built
 * dist/client (or the `assets` folder given) behind the worker, on its own port. Resolves once it
 * answers; stop() ends it.
 */
import { spawn } from 'node:child_process';

export async function startSite(port, assets) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), ...(assets ? ['--assets', assets] : [])], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
  };
  process.on('exit', stop);
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`wrangler dev did not answer at ${origin} within 30 s`);
}
