/**
 * The content editor in the deployed site (issue 15): Keystatic's app at /keystatic (built by
 * editor/vite.config.ts into dist/client/keystatic/index.html and dist/client/assets/editor/),
 * /admin redirecting to it, and the GitHub sign-in it needs, run here so the OAuth client secret
 * never leaves the worker.
 *
 * Sign-in (a GitHub App's user authorization, https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/generating-a-user-access-token-for-a-github-app):
 *   GET  /api/keystatic/github/login           -> GitHub, with a one-time state kept in a cookie
 *   GET  /api/keystatic/github/oauth/callback  -> the code exchanged for tokens; the state must
 *                                                 match, so no one can sign a visitor in as
 *                                                 someone else
 *   POST /api/keystatic/github/refresh-token   -> a new access token from the refresh token
 *   GET  /api/keystatic/github/logout, /repo-not-found
 * The cookies are the ones Keystatic's app reads: keystatic-gh-access-token (read by the app to
 * call GitHub's API) and keystatic-gh-refresh-token (HTTP only, encrypted with KEYSTATIC_SECRET).
 *
 * Worker secrets: KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET
 * (docs/deploy.md, "The editor in production"). Every other path under /api/keystatic answers 404. KEYSTATIC_GITHUB_TOKEN_URL,
 * unset in production, points the token exchange at the browser tests' stand-in for GitHub.
 *
 * Why not @keystatic/core's own handler (makeGenericAPIRouteHandler, whose worker build would run
 * in workerd; read in 0.6.9, dist/keystatic-core-api-generic.worker.js, for issue 29): it keeps a
 * `state` only to remember the page to return to, sends none at all when that page is the editor's
 * home, and its callback exchanges any `code` whatever the state (a login CSRF: a visitor could be
 * signed in to someone else's account); it marks its cookies Secure only when
 * process.env.NODE_ENV is 'production', which a worker does not set; its refresh-token cookie
 * expires after a tenth of the token's life (`* 100` for `* 1000`); and GitHub's token endpoint is
 * written into it, so a test cannot point it at a stand-in. Wrapping it could not add the state
 * check to its login, so the sign-in stays ours: the same routes, cookie names and encryption
 * the app expects, with the state required and the cookies Secure and HTTP-only where they can be.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { editorCookies, editorPaths, editorTranslationsPath } from '../editor/paths';
import { signedInPageHeaders } from './headers';

export type EditorSecrets = {
  KEYSTATIC_GITHUB_CLIENT_ID?: string;
  KEYSTATIC_GITHUB_CLIENT_SECRET?: string;
  KEYSTATIC_SECRET?: string;
  /** GitHub's token endpoint unless set (the browser tests set their stand-in's). */
  KEYSTATIC_GITHUB_TOKEN_URL?: string;
  /** GitHub's REST API (https://api.github.com) unless set (the tests set their stand-in's). */
  KEYSTATIC_GITHUB_API_URL?: string;
};

type EditorEnv = { Bindings: Env & EditorSecrets };

const api = `${editorPaths.api}/github`;
const stateCookie = 'keystatic-oauth-state';
const { accessToken: accessCookie, refreshToken: refreshCookie } = editorCookies;

/**
 * The editor's own CSP: its app, its styles (Keystatic's UI injects them at run time, hence
 * 'unsafe-inline' for styles only), GitHub's API, files and avatars. No inline or remote script.
 */
export const editorContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  // Keystatic's app reads a public repository's files from raw.githubusercontent.com, a private one's from the API.
  "connect-src 'self' https://api.github.com https://raw.githubusercontent.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const noStore = 'no-store';

/** A short page for a sign-in that cannot go on, saying why and where to start again. */
function problem(c: Context<EditorEnv>, status: 400 | 401 | 502 | 503, message: string): Response {
  const escaped = message.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const html = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Editor sign-in</title></head><body><main><h1>Editor sign-in</h1><p>${escaped}</p><p><a href="${editorPaths.page}">Back to the editor</a></p></main></body></html>`;
  return c.html(html, status, { 'Cache-Control': noStore, 'X-Robots-Tag': 'noindex, nofollow' });
}

/** Where Keystatic's app may send a visitor back to (its own route pattern). */
const keystaticRoute = /^branch\/[^]+(\/collection\/[^/]+(|\/(create|item\/[^/]+))|\/singleton\/[^/]+)?$/;

const secure = (c: Context<EditorEnv>) => new URL(c.req.url).protocol === 'https:';

type SignIn = { clientId: string; clientSecret: string; secret: string; tokenUrl: string };

function secrets(c: Context<EditorEnv>): SignIn | undefined {
  const { KEYSTATIC_GITHUB_CLIENT_ID: clientId, KEYSTATIC_GITHUB_CLIENT_SECRET: clientSecret, KEYSTATIC_SECRET: secret } = c.env;
  if (!clientId || !clientSecret || !secret || secret.length < 32) return undefined;
  return { clientId, clientSecret, secret, tokenUrl: c.env.KEYSTATIC_GITHUB_TOKEN_URL || 'https://github.com/login/oauth/access_token' };
}

const notConfigured =
  'Sign-in with GitHub is not set up for this site: the worker needs the secrets KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET (at least 32 characters). See docs/deploy.md, section "The editor in production".';

/* Refresh tokens are kept in an HTTP-only cookie, encrypted with AES-GCM under a key derived from KEYSTATIC_SECRET. */

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function keyFor(secret: string, salt: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode('keystatic refresh token') }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

export async function seal(value: string, secret: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(secret, salt), encoder.encode(value)));
  return base64url(new Uint8Array([...salt, ...iv, ...sealed]));
}

export async function unseal(value: string, secret: string): Promise<string | undefined> {
  try {
    const bytes = fromBase64url(value);
    const opened = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(16, 28) }, await keyFor(secret, bytes.slice(0, 16)), bytes.slice(28));
    return new TextDecoder().decode(opened);
  } catch {
    return undefined;
  }
}

type Tokens = { access_token: string; expires_in: number; refresh_token: string; refresh_token_expires_in: number };

const isTokens = (value: unknown): value is Tokens => {
  const record = value as Record<string, unknown> | null;
  return (
    typeof record?.access_token === 'string' &&
    typeof record.refresh_token === 'string' &&
    typeof record.expires_in === 'number' &&
    typeof record.refresh_token_expires_in === 'number'
  );
};

/** GitHub's token endpoint: the tokens, or what went wrong in words for the page. */
async function requestTokens(tokenUrl: string, params: Record<string, string>): Promise<Tokens | { problem: string; status: 401 | 502 }> {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
  } catch {
    return { problem: 'GitHub could not be reached to finish signing you in. Please try again in a moment.', status: 502 };
  }
  if (!response.ok) return { problem: `GitHub did not finish signing you in (it answered HTTP ${response.status}). Please try again in a moment.`, status: 502 };
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (typeof body?.error === 'string') {
    return { problem: `GitHub refused the sign-in: ${typeof body.error_description === 'string' ? body.error_description : body.error}`, status: 401 };
  }
  if (!isTokens(body)) return { problem: 'GitHub answered the sign-in without the tokens the editor needs. Check that the GitHub App expires user tokens.', status: 502 };
  return body;
}

async function setTokenCookies(c: Context<EditorEnv>, tokens: Tokens, secret: string) {
  setCookie(c, accessCookie, tokens.access_token, { path: '/', sameSite: 'Lax', secure: secure(c), maxAge: tokens.expires_in });
  setCookie(c, refreshCookie, await seal(tokens.refresh_token, secret), {
    path: editorPaths.api,
    sameSite: 'Lax',
    secure: secure(c),
    httpOnly: true,
    maxAge: tokens.refresh_token_expires_in,
  });
}

/** New tokens from the refresh cookie, set as cookies; false when there is none or GitHub refuses. */
async function refreshed(c: Context<EditorEnv>, config: SignIn): Promise<boolean> {
  const cookie = getCookie(c, refreshCookie);
  const refreshToken = cookie ? await unseal(cookie, config.secret) : undefined;
  if (!refreshToken) return false;
  const tokens = await requestTokens(config.tokenUrl, { client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'refresh_token', refresh_token: refreshToken });
  if ('problem' in tokens) return false;
  await setTokenCookies(c, tokens, config.secret);
  return true;
}

export const editor = new Hono<EditorEnv>();

editor.get(editorPaths.entry, (c) => c.redirect(editorPaths.page, 302));
editor.get(`${editorPaths.entry}/`, (c) => c.redirect(editorPaths.page, 302));

/** The app's one page for every route of it (/keystatic/branch/main/collection/services, ...). */
async function editorApp(c: Context<EditorEnv>): Promise<Response> {
  const page = await c.env.ASSETS.fetch(new URL(editorPaths.page, c.req.url));
  if (!page.ok) return c.notFound();
  return new Response(c.req.method === 'HEAD' ? null : page.body, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': noStore,
      'X-Robots-Tag': 'noindex, nofollow',
      'Content-Security-Policy': editorContentSecurityPolicy,
      ...signedInPageHeaders,
    },
  });
}

/** How long the worker waits for GitHub to say whether a session may read the editor's status. */
const githubCheckTimeoutMs = 10_000;

/** What the editor's status box says when the session's token is gone or GitHub no longer takes it. */
const sessionEnded = 'Sign in to the editor again: your session has ended.';

type Reader = { ok: true } | { ok: false; status: 401 | 403 | 502; error: string };

/**
 * Whether the signed-in visitor may read what the editor's status says (the names of every entry,
 * the articles scheduled and not yet published, the owner's open decisions): only someone GitHub
 * lets write to the repository the editor commits to, asked of GitHub with the session's token.
 */
async function mayEdit(c: Context<EditorEnv>, repo: string): Promise<Reader> {
  const token = getCookie(c, accessCookie);
  if (!token) return { ok: false, status: 401, error: sessionEnded };
  let response: Response;
  try {
    response = await fetch(`${c.env.KEYSTATIC_GITHUB_API_URL || 'https://api.github.com'}/repos/${repo}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'User-Agent': 'northbeam-editor', 'X-GitHub-Api-Version': '2022-11-28' },
      signal: AbortSignal.timeout(githubCheckTimeoutMs),
    });
  } catch {
    return { ok: false, status: 502, error: 'GitHub could not be reached to check your access. Try again in a moment.' };
  }
  if (response.status === 401) return { ok: false, status: 401, error: sessionEnded };
  const body = (await response.json().catch(() => null)) as { permissions?: { push?: boolean } } | null;
  if (response.ok && body?.permissions?.push === true) return { ok: true };
  if (response.ok || response.status === 403 || response.status === 404) {
    return { ok: false, status: 403, error: `Your GitHub account cannot write to ${repo}: ask the site's owner for access.` };
  }
  return { ok: false, status: 502, error: `GitHub did not answer the check of your access (HTTP ${response.status}). Try again in a moment.` };
}

// The translation status the editor shows (editor/translation-status.tsx), written by its build:
// for staff only, since it names what the site does not show yet (issue 55).
editor.get(editorTranslationsPath, async (c) => {
  const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': noStore, 'X-Robots-Tag': 'noindex, nofollow' };
  const refused = ({ status, error }: Exclude<Reader, { ok: true }>) => new Response(JSON.stringify({ error }), { status, headers });
  // No session, no reading of the file (92 KB) at all.
  if (!getCookie(c, accessCookie)) return refused({ ok: false, status: 401, error: sessionEnded });
  const file = await c.env.ASSETS.fetch(new URL(editorTranslationsPath, c.req.url));
  if (!file.ok) return c.notFound();
  const text = await file.text();
  const { repo } = JSON.parse(text) as { repo?: string };
  const reader = repo ? await mayEdit(c, repo) : ({ ok: false, status: 403, error: 'The editor was built without the repository it commits to.' } as const);
  if (!reader.ok) return refused(reader);
  return new Response(text, { headers });
});

editor.on(['GET', 'HEAD'], editorPaths.page, editorApp);
editor.on(['GET', 'HEAD'], `${editorPaths.page}/*`, editorApp);

editor.get(`${api}/login`, (c) => {
  const config = secrets(c);
  if (!config) return problem(c, 503, notConfigured);
  const from = c.req.query('from') ?? '';
  const state = base64url(crypto.getRandomValues(new Uint8Array(24)));
  setCookie(c, stateCookie, `${state}.${keystaticRoute.test(from) ? from : ''}`, {
    path: api,
    sameSite: 'Lax',
    secure: secure(c),
    httpOnly: true,
    maxAge: 600,
  });
  const authorize = new URL('https://github.com/login/oauth/authorize');
  authorize.searchParams.set('client_id', config.clientId);
  authorize.searchParams.set('redirect_uri', new URL(`${api}/oauth/callback`, c.req.url).href);
  authorize.searchParams.set('state', state);
  c.header('Cache-Control', noStore);
  return c.redirect(authorize.href, 302);
});

editor.get(`${api}/oauth/callback`, async (c) => {
  const config = secrets(c);
  if (!config) return problem(c, 503, notConfigured);
  const { code, state, error, error_description: description } = c.req.query();
  if (error) return problem(c, 400, `GitHub did not sign you in: ${description || error}. You can start again from the editor.`);
  if (!code) return problem(c, 400, 'The answer from GitHub has no authorization code, so you are not signed in. Start again from the editor.');
  const kept = getCookie(c, stateCookie);
  deleteCookie(c, stateCookie, { path: api, secure: secure(c) });
  const [keptState, from = ''] = kept ? [kept.slice(0, kept.indexOf('.')), kept.slice(kept.indexOf('.') + 1)] : [];
  if (!state || !keptState || state !== keptState) {
    return problem(c, 400, 'This sign-in was not started from this browser, or it took longer than 10 minutes, so it was stopped. Start again from the editor.');
  }
  const tokens = await requestTokens(config.tokenUrl, {
    client_id: config.clientId,
    client_secret: config.clientSecret,
    code,
    redirect_uri: new URL(`${api}/oauth/callback`, c.req.url).href,
  });
  if ('problem' in tokens) return problem(c, tokens.status, tokens.problem);
  await setTokenCookies(c, tokens, config.secret);
  c.header('Cache-Control', noStore);
  return c.redirect(`${editorPaths.page}${from ? `/${from}` : ''}`, 302);
});

editor.post(`${api}/refresh-token`, async (c) => {
  const config = secrets(c);
  if (!config) return problem(c, 503, notConfigured);
  if (!(await refreshed(c, config))) return c.text('Sign in again: the session has expired.', 401, { 'Cache-Control': noStore });
  return c.body(null, 200, { 'Cache-Control': noStore });
});

editor.get(`${api}/repo-not-found`, async (c) => {
  const config = secrets(c);
  if (!config) return problem(c, 503, notConfigured);
  c.header('Cache-Control', noStore);
  // A stale token can look like a missing repository: refresh first, then show Keystatic's page.
  if (await refreshed(c, config)) return c.redirect(`${editorPaths.page}/repo-not-found`, 302);
  return c.redirect(`${api}/login`, 302);
});

editor.get(`${api}/logout`, (c) => {
  deleteCookie(c, accessCookie, { path: '/', secure: secure(c) });
  deleteCookie(c, refreshCookie, { path: editorPaths.api, secure: secure(c) });
  c.header('Cache-Control', noStore);
  return c.redirect(editorPaths.page, 302);
});
