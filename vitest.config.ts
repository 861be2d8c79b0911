import { defineConfig } from 'vitest/config';

// Unit tests: content, URL module, sitemap, deploy bundle. Kept apart from the Vike plugin.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
