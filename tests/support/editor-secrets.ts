/** The editor's sign-in secrets in the tests (worker/editor.ts): test values, not real ones. */
export const editorTestSecrets = {
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.test-client-id',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'test-client-secret',
  KEYSTATIC_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
};
