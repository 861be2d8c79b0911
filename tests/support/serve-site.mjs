/**
 * The built site served by the real worker for the browser tests, as `wrangler dev` serves it
 * (wrangler.toml: Workers Static Assets, the worker, its routes), through wrangler's own API
 * (`unstable_startWorker`, the one its `dev` command and its test harness are built on), without
 * what only a developer editing the worker needs: `wrangler dev` keeps esbuild watching every file
 * of the worker's bundle for as long as it runs, with no flag to stop it, and that cost each of the
 * tests' three servers about 0.65 CPU-second every 20 seconds, idle, on the 2-core machine
 * (2026-12-02). No watcher, no inspector, no live reload here.
 *
 *   node tests/support/serve-site.mjs --port 8788 [--assets dir] [--var NAME:value]...
 */
import { unstable_startWorker } from 'wrangler';

const args = process.argv.slice(2);
const values = (flag) => args.flatMap((arg, index) => (arg === flag ? [args[index + 1]] : []));
const [port] = values('--port');
const [assets] = values('--assets');
const bindings = Object.fromEntries(
  values('--var').map((pair) => {
    const at = pair.indexOf(':');
    return [pair.slice(0, at), { type: 'plain_text', value: pair.slice(at + 1) }];
  }),
);

const worker = await unstable_startWorker({
  config: 'wrangler.toml',
  bindings,
  ...(assets ? { assets } : {}),
  dev: {
    server: { hostname: '127.0.0.1', port: Number(port) },
    inspector: false,
    watch: false,
    liveReload: false,
    logLevel: 'warn',
  },
});
await worker.ready;
console.log(`Serving the site at ${await worker.url}`);
const stop = () => worker.dispose().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
