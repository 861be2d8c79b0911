import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testKeys, testSiteClient } from '../support/test-site';

// The test site (tests/support/test-site.ts) is built with the overrides of design-card.md set.
const client = testSiteClient;

describe('build-time overrides reach the built site', () => {
  it('was built', () => expect(existsSync(join(client, 'index.html'))).toBe(true));

  it('SITE_URL sets canonical URLs, Open Graph, the sitemap and robots.txt', () => {
    const about = readFileSync(join(client, 'about.html'), 'utf8');
    expect(about).toContain(`<link rel="canonical" href="${testKeys.SITE_URL}/about"/>`);
    expect(about).toContain(`<meta property="og:url" content="${testKeys.SITE_URL}/about"/>`);
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>${testKeys.SITE_URL}/about</loc>`);
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${testKeys.SITE_URL}/sitemap.xml`);
  });

  it('the EmailJS keys are in the browser code of the keyed build only', () => {
    const scripts = (dir: string) =>
      readdirSync(join(dir, 'assets'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(dir, 'assets', name), 'utf8'))
        .join('\n');
    const keyed = scripts(client);
    for (const key of [testKeys.EMAILJS_SERVICE_ID, testKeys.EMAILJS_TEMPLATE_ID, testKeys.EMAILJS_PUBLIC_KEY]) expect(keyed).toContain(key);
    expect(scripts(join(process.cwd(), 'dist', 'client'))).not.toContain(testKeys.EMAILJS_PUBLIC_KEY);
  });
});

describe('the inline scripts of <head> (renderer/scripting-flag.ts)', () => {
  it('are allowed by the exact hashes the worker sends in its CSP, the early presses on the contact pages only', async () => {
    const { createHash } = await import('node:crypto');
    const { scriptingFlag, scriptingFlagHash, earlyPressRecorder, earlyPressRecorderHash } = await import('../../renderer/scripting-flag');
    const { contentSecurityPolicy, formContentSecurityPolicy } = await import('../../worker/headers');
    const hash = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
    expect(hash(scriptingFlag)).toBe(scriptingFlagHash);
    expect(hash(earlyPressRecorder)).toBe(earlyPressRecorderHash);
    expect(contentSecurityPolicy).toContain(`'${scriptingFlagHash}'`);
    expect(contentSecurityPolicy).not.toContain(earlyPressRecorderHash);
    expect(formContentSecurityPolicy).toContain(`'${scriptingFlagHash}' '${earlyPressRecorderHash}'`);
    const page = (file: string) => readFileSync(join(process.cwd(), 'dist', 'client', file), 'utf8');
    const { urlsIn } = await import('../../model/page-data/addresses');
    const contactPages = ['contact.html', `${urlsIn.fr.contact().slice(1)}.html`];
    for (const file of ['about.html', ...contactPages]) expect(page(file)).toContain(`<script>${scriptingFlag}</script>`);
    for (const file of contactPages) expect(page(file)).toContain(`<script>${earlyPressRecorder}</script>`);
    expect(page('about.html')).not.toContain(earlyPressRecorder);
  });
});
