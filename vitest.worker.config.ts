import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { editorTestSecrets } from './tests/support/editor-secrets';

// Worker tests run inside workerd with the bindings of wrangler.toml (ASSETS = dist/client),
// so `npm run build` must have run first. https://developers.cloudflare.com/workers/testing/vitest-integration/
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      // The editor's sign-in secrets (worker/editor.ts), test values; GitHub is stood in for by the tests.
      miniflare: { bindings: editorTestSecrets },
    }),
  ],
  test: { include: ['tests/worker/**/*.test.ts'] },
});
