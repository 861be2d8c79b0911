/**
 * The site's worker with one line logged per request it runs for, so the edge tests can tell which
 * requests Workers Static Assets answered without running it (tests/support/edge.ts).
 */
import app from '../../worker/index';
import { tracePrefix } from './worker-trace';

export default {
  fetch(request: Request, env: Env, context: ExecutionContext) {
    const url = new URL(request.url);
    console.log(`${tracePrefix} ${request.method} ${url.pathname}${url.search}`);
    return app.fetch(request, env, context);
  },
  scheduled: app.scheduled,
} satisfies ExportedHandler<Env>;
