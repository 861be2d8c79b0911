import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { editorTestSecrets } from '../support/editor-secrets';

// The editor as deployed: the built app at /keystatic, served by the worker under its own CSP,
// in GitHub mode. GitHub is stood in for at the network boundary (the browser's requests to
// github.com); the worker's sign-in routes are the real ones.
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
  await page.route('https://github.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>GitHub (stand-in)</title><h1>Authorize</h1>' }),
  );

  await page.goto('/admin');
  expect(page.url()).toBe(`${baseURL}/keystatic`);
  // Keystatic's app, rendered: with no session it offers the sign-in.
  await page.getByRole('button', { name: 'Log in with GitHub' }).click();
  await page.waitForURL(/^https:\/\/github\.com\/login\/oauth\/authorize/, { timeout: 20_000 });
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('client_id')).toBe(editorTestSecrets.KEYSTATIC_GITHUB_CLIENT_ID);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/keystatic/github/oauth/callback`);
  const state = authorize.searchParams.get('state')!;
  expect(state).toMatch(/^[\w-]{32}$/);
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);

  // GitHub sends the visitor back with a code: the state cookie set by the worker comes back
  // with it, so the sign-in passes the state check and reaches the token exchange. (With test
  // credentials GitHub refuses it, or cannot be reached from here: either way it is said.)
  await page.goto(`/api/keystatic/github/oauth/callback?code=test-code&state=${state}`);
  await expect(page.getByRole('heading', { name: 'Editor sign-in' })).toBeVisible();
  await expect(page.locator('main')).toContainText(/GitHub (refused the sign-in|did not finish signing you in|could not be reached)/);
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/keystatic');

  // The same callback again is refused: the state was used up.
  await page.goto(`/api/keystatic/github/oauth/callback?code=test-code&state=${state}`);
  await expect(page.locator('main')).toContainText('This sign-in was not started from this browser');
});
