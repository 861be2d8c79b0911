import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { editorTestSecrets, githubStandIn } from '../support/editor-secrets';

// The editor as deployed: the built app at /keystatic, served by the worker under its own CSP,
// in GitHub mode. GitHub is stood in for at the network boundary: the browser is sent to
// github.com's authorize page, which resolves nowhere in the tests (playwright.config.ts), so the
// test reads the address the worker sent it to; the worker's token exchange reaches
// tests/support/github-stand-in.mjs. The worker's sign-in routes are the real ones.
test('/keystatic loads the built editor under its CSP and, with no session, offers the GitHub sign-in', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && hostname !== 'github.com') outside.push(request.url());
  });

  await page.goto('/admin');
  expect(page.url()).toBe(`${baseURL}/keystatic`);
  // Keystatic's app, rendered: with no session it offers the sign-in.
  const login = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/keystatic/github/login');
  await page.getByRole('button', { name: 'Log in with GitHub' }).click();
  // The worker sends the browser to GitHub's authorize page.
  const redirect = await login;
  expect(redirect.status()).toBe(302);
  const authorize = new URL(redirect.headers()['location']!);
  expect(authorize.origin + authorize.pathname).toBe('https://github.com/login/oauth/authorize');
  expect(authorize.searchParams.get('client_id')).toBe(editorTestSecrets.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/keystatic/github/oauth/callback`);
  const state = authorize.searchParams.get('state')!;
  expect(state).toMatch(/^[\w-]{32}$/);
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);

  // GitHub sends the visitor back with a code: the state cookie set by the worker comes back
  // with it, the worker exchanges the code at (the stand-in for) GitHub's token endpoint, sets
  // the session cookies Keystatic's app reads and sends the visitor back to the editor.
  const callback = await page.request.get(`/api/keystatic/github/oauth/callback?code=${githubStandIn.code}&state=${state}`, { maxRedirects: 0 });
  expect(callback.status()).toBe(302);
  expect(callback.headers()['location']).toBe('/keystatic');
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies['keystatic-gh-access-token']?.value).toBe(githubStandIn.tokens.access_token);
  // The refresh token is kept encrypted and out of scripts' reach.
  expect(cookies['keystatic-gh-refresh-token']).toMatchObject({ httpOnly: true, path: '/api/keystatic' });
  expect(cookies['keystatic-gh-refresh-token']?.value).not.toContain(githubStandIn.tokens.refresh_token);

  // The same callback again is refused: the state was used up.
  await page.goto(`/api/keystatic/github/oauth/callback?code=${githubStandIn.code}&state=${state}`);
  await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible();
  await expect(page.locator('main')).toContainText('This sign-in was not started from this browser');
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/keystatic');
});

test('a code GitHub refuses ends the sign-in with what GitHub said', async ({ page }) => {
  // Where the sign-in sends the visitor (GitHub), read without going there; the state cookie stays.
  const login = await page.request.get('/api/keystatic/github/login', { maxRedirects: 0 });
  const state = new URL(login.headers()['location']!).searchParams.get('state')!;
  await page.goto(`/api/keystatic/github/oauth/callback?code=expired-code&state=${state}`);
  await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible();
  await expect(page.locator('main')).toContainText('GitHub refused the sign-in: The code passed is incorrect or expired.');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('keystatic-gh-access-token');
});
