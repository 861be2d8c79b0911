/**
 * GitHub's OAuth token endpoint and its REST API's answer about the repository, stood in for at the
 * network boundary in the browser tests: the worker under `wrangler dev` exchanges codes here
 * (KEYSTATIC_GITHUB_TOKEN_URL, set in playwright.config.ts) and asks here whether a session may
 * write to the repository (KEYSTATIC_GITHUB_API_URL), instead of at github.com, which a test
 * machine may not reach. It answers
 * as GitHub does (https://docs.github.com/en/apps/creating-github-apps/authenticating-with-a-github-app/generating-a-user-access-token-for-a-github-app):
 * HTTP 200 with the tokens as JSON, or with `error` and `error_description` when the client's
 * credentials or the code are wrong. A code is good once.
 *
 * Started by playwright.config.ts with GITHUB_STAND_IN, the JSON of `githubStandIn`
 * (tests/support/editor-secrets.ts): its port, the client's id and secret, the code it accepts
 * and the tokens it answers.
 */
import { createServer } from 'node:http';

const githubStandIn = JSON.parse(process.env.GITHUB_STAND_IN ?? '');
const used = new Set();

createServer(async (request, response) => {
  const answer = (status, body) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/') return answer(200, { standIn: 'GitHub OAuth' });
  // The repository as its REST API shows it to a signed-in user (GET /repos/{owner}/{repo}): the
  // worker asks it before giving the editor's status (worker/editor.ts). The stand-in's user may write.
  if (request.method === 'GET' && request.url === `/repos/${githubStandIn.repo}`) {
    if (request.headers.authorization !== `Bearer ${githubStandIn.tokens.access_token}`) return answer(401, { message: 'Bad credentials' });
    return answer(200, { full_name: githubStandIn.repo, private: true, permissions: { admin: false, maintain: false, push: true, triage: true, pull: true } });
  }
  if (request.method !== 'POST' || request.url !== '/login/oauth/access_token') return answer(404, { message: 'Not Found' });
  let text = '';
  for await (const chunk of request) text += chunk;
  const form = new URLSearchParams(text);
  if (form.get('client_id') !== githubStandIn.clientId || form.get('client_secret') !== githubStandIn.clientSecret) {
    return answer(200, { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' });
  }
  const code = form.get('code') ?? '';
  if (code !== githubStandIn.code || used.has(code)) {
    return answer(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
  }
  used.add(code);
  return answer(200, githubStandIn.tokens);
}).listen(githubStandIn.port, '127.0.0.1');
