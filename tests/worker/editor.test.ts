import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { editor, editorContentSecurityPolicy, seal, unseal } from '../../worker/editor';
import { contentSecurityPolicy } from '../../worker/headers';
import { editorTestSecrets } from '../support/editor-secrets';
import { origin, startEdge, type Edge, type EdgeResponse } from '../support/edge';

// The editor in the deployed site (worker/editor.ts), its worker run in workerd. GitHub is stood
// in for at the network boundary only: the worker's token exchange goes to a server of this test
// (KEYSTATIC_GITHUB_TOKEN_URL), which answers what each test tells it to.
const callback = `${origin}/api/keystatic/github/oauth/callback`;
const tokenPath = '/login/oauth/access_token';
const secrets = editorTestSecrets;

/** What GitHub answers a request (its path and Authorization header). */
type Reply = (request: { path: string; authorization: string | undefined }) => Response;
let reply: Reply = () => new Response('no reply set by the test', { status: 500 });
let requests: { path: string; body: URLSearchParams }[] = [];
let standIn: Server;
let edge: Edge;
let env: Record<string, string>;

beforeAll(async () => {
  standIn = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    requests.push({ path: request.url ?? '', body: new URLSearchParams(text) });
    const answer = reply({ path: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const githubOrigin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  env = { ...editorTestSecrets, KEYSTATIC_GITHUB_TOKEN_URL: `${githubOrigin}${tokenPath}`, KEYSTATIC_GITHUB_API_URL: githubOrigin };
  edge = await startEdge(env);
});
afterAll(async () => {
  await edge.close();
  standIn.close();
});
const get: Edge['get'] = (path, init) => edge.get(path, init);

/** GitHub's token endpoint answers `answer` from now on; the requests it receives are returned. */
function github(answer: Reply) {
  reply = answer;
  requests = [];
  return requests;
}

afterEach(() => github(() => new Response('no reply set by the test', { status: 500 })));

const tokens = { access_token: 'ghu_access', expires_in: 28800, refresh_token: 'ghr_refresh', refresh_token_expires_in: 15811200, scope: '', token_type: 'bearer' };

/** Starts a sign-in: the state GitHub is sent with and the cookie that keeps it. */
async function startSignIn(from = '') {
  const res = await get(`/api/keystatic/github/login${from ? `?from=${encodeURIComponent(from)}` : ''}`);
  const location = new URL(res.headers.get('location')!);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { res, location, state: location.searchParams.get('state')!, cookie };
}

const cookiesOf = (res: EdgeResponse) => res.headers.getSetCookie();

describe('/admin and /keystatic', () => {
  it('/admin redirects to the editor', async () => {
    for (const path of ['/admin', '/admin/']) {
      const res = await get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/keystatic');
    }
  });

  it.each(['/keystatic', '/keystatic/branch/main/collection/services/item/ai-agents'])('%s is the editor app, noindex, with its own CSP', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('content-security-policy')).toBe(editorContentSecurityPolicy);
    // Staff are signed in here: no window of another origin keeps a handle on it (worker/headers.ts).
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('speculation-rules')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/editor\/index-[\w-]+\.js"><\/script>/);
  });

  it("/keystatic/translations.json is the build's translation status for the editor, never cached or indexed (issue 30), for the repository's writers only (issue 55)", async () => {
    // What only staff may read: every entry's name, the articles not published yet, the owner's open decisions.
    const built = JSON.parse(readFileSync('dist/client/keystatic/translations.json', 'utf8')) as { repo: string };
    expect(built.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    const asked = github(({ path, authorization }) =>
      path === `/repos/${built.repo}` && authorization === 'Bearer ghu_writer'
        ? Response.json({ full_name: built.repo, permissions: { admin: false, push: true, pull: true } })
        : path === `/repos/${built.repo}` && authorization === 'Bearer ghu_reader'
          ? Response.json({ full_name: built.repo, permissions: { admin: false, push: false, pull: true } })
          : Response.json({ message: 'Bad credentials' }, { status: 401 }),
    );
    const withToken = (token: string) => get('/keystatic/translations.json', { headers: { cookie: `keystatic-gh-access-token=${token}` } });

    const res = await withToken('ghu_writer');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const status = (await res.json()) as { entries: Record<string, { english: string; fingerprint: string; changed: string[] }>; untranslated: string[] };
    expect(status.entries['content/fr/services/ai-agents.yaml']).toMatchObject({ english: 'content/services/ai-agents.yaml', changed: [] });
    expect(status.entries['content/fr/services/ai-agents.yaml']!.fingerprint).toMatch(/^([0-9a-f]{6})+$/);
    expect(status.untranslated).toEqual([]);
    expect(asked.map((request) => request.path)).toEqual([`/repos/${built.repo}`]);

    // No session, an ended one, a GitHub account that may only read the repository: refused, saying why, naming nothing.
    for (const [res, code, said] of [
      [await get('/keystatic/translations.json'), 401, 'Sign in to the editor again'],
      [await withToken('ghu_expired'), 401, 'Sign in to the editor again'],
      [await withToken('ghu_reader'), 403, `Your GitHub account cannot write to ${built.repo}`],
    ] as const) {
      expect(res.status).toBe(code);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.text();
      expect(JSON.parse(body).error).toContain(said);
      expect(body).not.toContain('content/');
    }
    // GitHub not answering: a 502 that says so.
    github(() => new Response('unavailable', { status: 503 }));
    const down = await withToken('ghu_writer');
    expect(down.status).toBe(502);
    expect(((await down.json()) as { error: string }).error).toContain('GitHub did not answer the check of your access (HTTP 503)');
  });

  it("the editor's CSP allows no inline or remote script, and the site's CSP is unchanged", async () => {
    expect(editorContentSecurityPolicy).toContain("script-src 'self';");
    expect(editorContentSecurityPolicy).not.toContain('unsafe-eval');
    expect(editorContentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect((await get('/about')).headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  });

  it("the editor's files are cached for good; the site's 404 stays for other paths", async () => {
    const html = await (await get('/keystatic')).text();
    const script = /src="(\/assets\/editor\/[^"]+)"/.exec(html)![1]!;
    const asset = await get(script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/editor/missing.js', '/api/keystatic/tree', '/api/keystatic/github/unknown', '/admin/users', '/administrator']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page Not Found');
    }
  });

  it('is not in the sitemap, and robots.txt does not advertise it', async () => {
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).not.toMatch(/keystatic|admin/);
    expect(await (await get('/robots.txt')).text()).not.toContain('keystatic');
  });
});

describe('GitHub sign-in (OAuth)', () => {
  it('login sends the visitor to GitHub with the client id, the callback and a one-time state kept in an HTTP-only cookie', async () => {
    const { res, location, state, cookie } = await startSignIn('branch/main/collection/services');
    expect(res.status).toBe(302);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe(secrets.KEYSTATIC_GITHUB_CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(callback);
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(cookie).toBe(`keystatic-oauth-state=${state}.${encodeURIComponent('branch/main/collection/services')}`);
    const attributes = res.headers.get('set-cookie')!;
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('Secure');
    expect(attributes).toContain('Path=/api/keystatic/github');
    // A second sign-in gets another state.
    expect((await startSignIn()).state).not.toBe(state);
  });

  it('a callback with the matching state exchanges the code and signs in, back where the visitor was', async () => {
    const requests = github(() => Response.json(tokens));
    const { state, cookie } = await startSignIn('branch/main/collection/services');
    const res = await get(`/api/keystatic/github/oauth/callback?code=the-code&state=${state}`, { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/keystatic/branch/main/collection/services');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe(tokenPath);
    expect(Object.fromEntries(requests[0]!.body)).toEqual({
      client_id: secrets.KEYSTATIC_GITHUB_CLIENT_ID,
      client_secret: editorTestSecrets.KEYSTATIC_GITHUB_CLIENT_SECRET,
      code: 'the-code',
      redirect_uri: callback,
    });
    const cookies = cookiesOf(res);
    expect(cookies.find((c) => c.startsWith('keystatic-gh-access-token=ghu_access;'))).toMatch(/Max-Age=28800/);
    const refresh = cookies.find((c) => c.startsWith('keystatic-gh-refresh-token='))!;
    expect(refresh).toContain('HttpOnly');
    // The refresh token is stored encrypted.
    const sealed = decodeURIComponent(refresh.split(';')[0]!.split('=')[1]!);
    expect(sealed).not.toContain('ghr_refresh');
    expect(await unseal(sealed, secrets.KEYSTATIC_SECRET)).toBe('ghr_refresh');
    // The state is used up.
    expect(cookies.find((c) => c.startsWith('keystatic-oauth-state='))).toMatch(/Max-Age=0/);
  });

  it('a bad state (none, another one, or no cookie) is refused before GitHub is asked', async () => {
    const requests = github(() => Response.json(tokens));
    const { state, cookie } = await startSignIn();
    const attempts = [
      get('/api/keystatic/github/oauth/callback?code=the-code', { headers: { cookie } }),
      get('/api/keystatic/github/oauth/callback?code=the-code&state=forged', { headers: { cookie } }),
      get(`/api/keystatic/github/oauth/callback?code=the-code&state=${state}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('This sign-in was not started from this browser, or it took longer than 10 minutes');
      expect(cookiesOf(res).some((c) => c.startsWith('keystatic-gh-access-token=ghu'))).toBe(false);
    }
    expect(requests).toHaveLength(0);
  });

  it('a callback without a code is refused with a clear message', async () => {
    const { state, cookie } = await startSignIn();
    const res = await get(`/api/keystatic/github/oauth/callback?state=${state}`, { headers: { cookie } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('The answer from GitHub has no authorization code, so you are not signed in.');
    expect(page).toContain('<a href="/keystatic">Back to the editor</a>');
  });

  it('an error sent back by GitHub (the visitor declined) is shown, escaped', async () => {
    const { state, cookie } = await startSignIn();
    const res = await get(`/api/keystatic/github/oauth/callback?error=access_denied&error_description=${encodeURIComponent('The user has denied your <application>.')}&state=${state}`, {
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('GitHub did not sign you in: The user has denied your &#60;application&#62;.');
  });

  it('an error from the token exchange is shown, and nothing is signed in', async () => {
    github(() => Response.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }));
    const { state, cookie } = await startSignIn();
    const res = await get(`/api/keystatic/github/oauth/callback?code=old&state=${state}`, { headers: { cookie } });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('GitHub refused the sign-in: The code passed is incorrect or expired.');
    expect(cookiesOf(res).some((c) => c.startsWith('keystatic-gh-access-token='))).toBe(false);
  });

  it('GitHub failing is a 502 that says so', async () => {
    github(() => new Response('upstream trouble', { status: 503 }));
    const { state, cookie } = await startSignIn();
    const res = await get(`/api/keystatic/github/oauth/callback?code=c&state=${state}`, { headers: { cookie } });
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('it answered HTTP 503');
  });

  // Locally, workerd answers a fetch that cannot connect with a 500 of its own instead of throwing
  // as Cloudflare does, so the unreachable case runs the sign-in routes in Node with a fetch that
  // throws the way the deployed worker's does.
  it('GitHub unreachable (the fetch throws) is a 502 that says so', async () => {
    const signIn = (path: string, cookie = '') => editor.request(`${origin}${path}`, { headers: { cookie } }, env);
    const login = await signIn('/api/keystatic/github/login');
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    try {
      const res = await signIn(`/api/keystatic/github/oauth/callback?code=c&state=${state}`, login.headers.get('set-cookie')!.split(';')[0]);
      expect(fetch).toHaveBeenCalledOnce();
      expect(res.status).toBe(502);
      expect(await res.text()).toContain('GitHub could not be reached');
    } finally {
      fetch.mockRestore();
    }
  });

  it('refresh-token trades the encrypted refresh token for new tokens, and refuses without one', async () => {
    const requests = github(() => Response.json({ ...tokens, access_token: 'ghu_new' }));
    const sealed = await seal('ghr_refresh', secrets.KEYSTATIC_SECRET);
    const res = await get('/api/keystatic/github/refresh-token', { method: 'POST', headers: { cookie: `keystatic-gh-refresh-token=${sealed}` } });
    expect(res.status).toBe(200);
    expect(cookiesOf(res).some((c) => c.startsWith('keystatic-gh-access-token=ghu_new;'))).toBe(true);
    expect(requests[0]!.body.get('grant_type')).toBe('refresh_token');
    expect(requests[0]!.body.get('refresh_token')).toBe('ghr_refresh');

    expect((await get('/api/keystatic/github/refresh-token', { method: 'POST' })).status).toBe(401);
    const tampered = await get('/api/keystatic/github/refresh-token', { method: 'POST', headers: { cookie: `keystatic-gh-refresh-token=${sealed.slice(0, -4)}AAAA` } });
    expect(tampered.status).toBe(401);
    expect(requests).toHaveLength(1);
  });

  it('logout clears both cookies', async () => {
    const res = await get('/api/keystatic/github/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/keystatic');
    const cookies = cookiesOf(res);
    expect(cookies.find((c) => c.startsWith('keystatic-gh-access-token='))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('keystatic-gh-refresh-token='))).toMatch(/Max-Age=0/);
  });

  it('without its secrets (or with a short KEYSTATIC_SECRET) the sign-in says what to set', async () => {
    const { KEYSTATIC_GITHUB_CLIENT_SECRET: _secret, ...withoutClientSecret } = env;
    for (const secrets of [withoutClientSecret, { ...env, KEYSTATIC_SECRET: 'too-short' }]) {
      const unconfigured = await startEdge(secrets);
      try {
        for (const path of ['/api/keystatic/github/login', '/api/keystatic/github/oauth/callback?code=c&state=s']) {
          const res = await unconfigured.get(path);
          expect(res.status).toBe(503);
          expect(await res.text()).toContain('the worker needs the secrets KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET');
        }
      } finally {
        await unconfigured.close();
      }
    }
  });

  it('repo-not-found signs in again when the session cannot be refreshed', async () => {
    const res = await get('/api/keystatic/github/repo-not-found');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api/keystatic/github/login');
  });
});
