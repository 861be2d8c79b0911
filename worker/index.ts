/**
 * The worker runs only where code must run (wrangler.toml `run_worker_first`, worker/edge-rules.ts):
 * the editor's sign-in and API routes, and the paths no file matches: a city in other letter
 * case (one 301 to its page), the rendered 404 page with status 404, 405 for other methods.
 * Every file, the 301s of the slash and `.html` forms and the headers on all of them are Workers
 * Static Assets' own work (dist/client/_headers and _redirects, written by the build from the
 * same modules), so a page, a script or an image is served without running this code.
 */
import { Hono, type Context } from 'hono';
import { languageOfPath, languages } from '../model/site/languages';
import { matchCityPagePath, notFoundPathIn } from '../model/site/urls';
import { editorPaths } from '../editor/paths';
import { editor, type EditorSecrets } from './editor';
import { revalidateCache, securityHeaders } from './headers';
import { speculationRulesHeader } from './speculation-rules';
import { previewRobotsHeader } from '../model/site/preview';
import { requestDailyBuild, type ScheduleEnv } from './scheduled';

/** SITE_KIND: `preview` in a Worker Preview (wrangler.toml [previews] vars), where nothing may be indexed. */
type AppEnv = { Bindings: Env & EditorSecrets & { SITE_KIND?: string } };

const app = new Hono<AppEnv>();

app.use('*', async (c, next) => {
  await next();
  // Responses from env.ASSETS have immutable headers: copy before setting any.
  c.res = new Response(c.res.body, c.res);
  // The editor's page brings its own CSP (worker/editor.ts); every other response gets the site's.
  for (const [name, value] of Object.entries(securityHeaders)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  const editorResponse = c.req.path === editorPaths.page || c.req.path.startsWith(`${editorPaths.page}/`) || c.req.path.startsWith(`${editorPaths.api}/`);
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !editorResponse) c.res.headers.set('Speculation-Rules', speculationRulesHeader);
  // A preview's files carry it from _headers (model/site/preview.ts); the worker's own answers too.
  if (c.env.SITE_KIND === 'preview') c.res.headers.set(previewRobotsHeader.name, previewRobotsHeader.value);
});

/** The canonical form of a path (no trailing slash, no `.html`, no `/index`), or the path itself when it already is. */
function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (path.endsWith('.html') ? path.slice(0, -'.html'.length) : path).replace(/\/index$/, '') || '/';
}

/**
 * A city page asked for with the city in capitals (either edition; spec 2.1: cities match in any
 * case): its lowercase address when that page exists. The worker carries no content, so the built
 * files say which cities exist: a city added as content is redirected like the others.
 */
async function lowercaseCityPage(c: Context<AppEnv>, path: string): Promise<string | undefined> {
  const cityPage = matchCityPagePath(path);
  if (!cityPage || cityPage.city === cityPage.city.toLowerCase()) return undefined;
  const target = `${cityPage.base}/${cityPage.city.toLowerCase()}`;
  const page = await c.env.ASSETS.fetch(new URL(target, c.req.url), { method: 'HEAD' });
  return page.status === 200 ? target : undefined;
}

async function notFound(c: Context<AppEnv>): Promise<Response> {
  // Static assets answer `/404.html` with a redirect to `/404`, so fetch the clean path; under /fr,
  // the French edition's 404 page.
  const page = await c.env.ASSETS.fetch(new URL(notFoundPathIn(languageOfPath(new URL(c.req.url).pathname)), c.req.url));
  return new Response(c.req.method === 'HEAD' ? null : page.body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidateCache },
  });
}

app.route('/', editor);

// A path no file matches: one 301 to its canonical form when it has another one (a city in
// capitals; a trailing slash or `.html` on a path that is no page, whose canonical form then
// answers 404 itself), else the 404 page.
app.on(['GET', 'HEAD'], '*', async (c) => {
  const url = new URL(c.req.url);
  const canonical = canonicalPath(url.pathname);
  const target = (await lowercaseCityPage(c, canonical)) ?? canonical;
  if (target !== url.pathname && !languages.some((language) => target === notFoundPathIn(language))) return c.redirect(`${target}${url.search}`, 301);
  return notFound(c);
});

app.all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));

export default {
  fetch: app.fetch,
  // Every morning (wrangler.toml [triggers]): the day's build, for what was scheduled (worker/scheduled.ts).
  async scheduled(_controller: ScheduledController, env: Env & ScheduleEnv, context: ExecutionContext) {
    // A failure is logged in words and fails the run, which Cloudflare's dashboard then shows as failed.
    context.waitUntil(
      requestDailyBuild(env).then(
        (outcome) => console.log(outcome),
        (error: Error) => {
          console.error(error.message);
          throw error;
        },
      ),
    );
  },
} satisfies ExportedHandler<Env & ScheduleEnv>;
