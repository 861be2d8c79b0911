/**
 * The site's settings for the pages: content/site.yaml (brand, legal name, contact e-mail,
 * headquarters; editor: Site settings) with the deploy-time values of the environment over
 * them (model/content/site-values.ts). Deploy-time values come from the environment at build time
 * (vite.config.ts `envPrefix`), so the owner never edits code to change them.
 */
import { contentIn } from '../content/content';
import type { Language } from '../site/languages';
import { siteFrom, type SiteEnv } from '../content/site-values';

// Vite replaces each `import.meta.env.NAME` at build time (a bare `import.meta.env` would
// become null, https://vike.dev/env); in plain Node (vite.config.ts, Playwright) it does not
// exist and process.env answers instead.
function fromVite(read: () => string | undefined): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
function fromNode(name: string): string | undefined {
  return typeof process === 'undefined' ? undefined : process.env[name];
}
const env: SiteEnv = {
  SITE_URL: fromVite(() => import.meta.env.SITE_URL) ?? fromNode('SITE_URL'),
  CONTACT_EMAIL: fromVite(() => import.meta.env.CONTACT_EMAIL) ?? fromNode('CONTACT_EMAIL'),
  EMAILJS_SERVICE_ID: fromVite(() => import.meta.env.EMAILJS_SERVICE_ID) ?? fromNode('EMAILJS_SERVICE_ID'),
  EMAILJS_TEMPLATE_ID: fromVite(() => import.meta.env.EMAILJS_TEMPLATE_ID) ?? fromNode('EMAILJS_TEMPLATE_ID'),
  EMAILJS_PUBLIC_KEY: fromVite(() => import.meta.env.EMAILJS_PUBLIC_KEY) ?? fromNode('EMAILJS_PUBLIC_KEY'),
  RECAPTCHA_SITE_KEY: fromVite(() => import.meta.env.RECAPTCHA_SITE_KEY) ?? fromNode('RECAPTCHA_SITE_KEY'),
};

const settings = contentIn('site');
export const site = siteFrom(settings.en, env, 'en');

/** Each edition's settings: the French file's words (tagline, description) with the same deploy-time values. */
export const siteIn: Record<Language, typeof site> = {
  en: site,
  fr: siteFrom(settings.fr, env, 'fr'),
};

/** Absolute URL of an internal path, for canonical links, Open Graph, JSON-LD and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** "About Us | Northbeam Digital"; the home page title already names the brand. */
export function documentTitle(pageTitle: string): string {
  return pageTitle.includes(site.brand) ? pageTitle : `${pageTitle} | ${site.brand}`;
}

/** The branch a preview build shows (model/site/preview.ts), or undefined: the production build's pages say nothing of it. */
export const previewBranch: string | undefined = typeof __PREVIEW_BRANCH__ === 'string' && __PREVIEW_BRANCH__ !== '' ? __PREVIEW_BRANCH__ : undefined;
