/**
 * The worker in front of every request (wrangler.toml `run_worker_first`): it serves the
 * pre-rendered site from the ASSETS binding, answers unknown paths with the rendered 404
 * page and status 404, normalises URLs with one 301, and sets the headers of every response.
 */
import { Hono, type Context } from 'hono';
import { isServiceSlug, toCitySlug } from '../model/catalog';
import { matchServiceCityPath, urls } from '../model/urls';
import { editorPaths } from '../editor/paths';
import { editor, type EditorSecrets } from './editor';
import { cacheControlFor, revalidateCache, securityHeaders } from './headers';
import { speculationRules, speculationRulesHeader, speculationRulesType } from './speculation-rules';

type AppEnv = { Bindings: Env & EditorSecrets };

const app = new Hono<AppEnv>();

app.use('*', async (c, next) => {
  await next();
  // Responses from env.ASSETS have immutable headers: copy before setting any.
  c.res = new Response(c.res.body, c.res);
  // The editor's page brings its own CSP (worker/editor.ts); every other response gets the site's.
  for (const [name, value] of Object.entries(securityHeaders)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  const editorResponse = c.req.path === editorPaths.page || c.req.path.startsWith(`${editorPaths.page}/`) || c.req.path.startsWith('/api/');
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !editorResponse) c.res.headers.set('Speculation-Rules', speculationRulesHeader);
});

/** The canonical form of a path, or the path itself when it already is canonical. */
export function canonicalPath(pathname: string): string {
  let path = pathname.replace(/\/+$/, '') || '/';
  if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  path = path.replace(/\/index$/, '') || '/';
  const cityRoute = matchServiceCityPath(path);
  if (cityRoute && isServiceSlug(cityRoute.service)) {
    const city = toCitySlug(cityRoute.city);
    if (city) path = urls.serviceCity(cityRoute.service, city);
  }
  return path;
}

async function notFound(c: Context<AppEnv>): Promise<Response> {
  // Static assets answer `/404.html` with a redirect to `/404`, so fetch the clean path.
  const page = await c.env.ASSETS.fetch(new URL('/404', c.req.url));
  return new Response(c.req.method === 'HEAD' ? null : page.body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidateCache },
  });
}

app.on(['GET', 'HEAD'], urls.speculationRules(), (c) =>
  c.body(JSON.stringify(speculationRules), 200, { 'Content-Type': speculationRulesType, 'Cache-Control': revalidateCache }),
);

app.route('/', editor);

app.on(['GET', 'HEAD'], '*', async (c) => {
  const url = new URL(c.req.url);
  const target = canonicalPath(url.pathname);
  // The error page's own file is no page of the site.
  if (target === '/404') return notFound(c);
  if (target !== url.pathname) return c.redirect(`${target}${url.search}`, 301);

  const asset = await c.env.ASSETS.fetch(c.req.raw);
  if (asset.status === 404) return notFound(c);
  const response = new Response(asset.body, asset);
  if (asset.ok) response.headers.set('Cache-Control', cacheControlFor(url.pathname));
  return response;
});

app.all('*', (c) => c.body(null, 405, { Allow: 'GET, HEAD' }));

export default app;
