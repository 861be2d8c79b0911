import { defaultGithubRepo } from '../../editor/paths';

/** The editor's sign-in secrets in the tests (worker/editor.ts): test values, not real ones. */
export const editorTestSecrets = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.test-client-id',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'test-client-secret',
  KEYSTATIC_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
};

/** What the browser tests' stand-in for GitHub's token endpoint accepts and answers (tests/support/github-stand-in.mjs). */
export const githubStandIn = {
  port: Number(process.env.E2E_PORT ?? 8788) + 2,
  clientId: editorTestSecrets.KEYSTATIC_GITHUB_CLIENT_ID,
  clientSecret: editorTestSecrets.KEYSTATIC_GITHUB_CLIENT_SECRET,
  code: 'test-code',
  /** The repository the built editor commits to (editor/vite.config.ts): the stand-in's API says the session may write to it. */
  repo: process.env.EDITOR_GITHUB_REPO || defaultGithubRepo,
  tokens: { access_token: 'ghu_standin-access', expires_in: 28800, refresh_token: 'ghr_standin-refresh', refresh_token_expires_in: 15897600, token_type: 'bearer', scope: '' },
};
