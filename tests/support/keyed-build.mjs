/**
 * The browser tests of the contact form need EmailJS keys in the build (they are build-time
 * values, model/page-data/site.ts). This builds a second copy of the site with test keys into
 * dist-e2e/, served by its own `wrangler dev` (playwright.config.ts); dist/ stays keyless,
 * which is the "missing keys" case. It also proves that build-time overrides reach the site.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const testKeys = {
  SITE_URL: 'https://www.northbeam-e2e.example',
  EMAILJS_SERVICE_ID: 'service_e2e_northbeam',
  EMAILJS_TEMPLATE_ID: 'template_e2e_contact',
  EMAILJS_PUBLIC_KEY: 'public_key_e2e',
};
export const keyedOutDir = 'dist-e2e';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  execFileSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...testKeys, BUILD_OUT_DIR: keyedOutDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  console.log(`Built the site with EmailJS test keys into ${keyedOutDir}/`);
}
