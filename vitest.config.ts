import { defineConfig } from 'vitest/config';
import { contentFiles } from './model/content/content-files.ts';
import { photoFiles } from './model/content/photo-files.ts';

// Unit tests: content, URL module, sitemap, deploy bundle. Kept apart from the Vike plugin;
// content files (YAML) are read and validated as in the build.
export default defineConfig({
  plugins: [contentFiles(), photoFiles()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
