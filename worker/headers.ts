/**
 * Response headers of every answer, 404s and redirects included: the worker sets them on what it
 * answers, and the build writes them into _headers for what Workers Static Assets answers alone
 * (worker/edge-rules.ts).
 *
 * Each header earns its bytes (issue 44): with them, a page's first response must still fit the
 * 14 KB a server sends before its first acknowledgement, or the visitor waits a round trip more
 * (measured: 830 bytes of headers took /about from 14.0 to 14.9 KB, and Lighthouse's phone LCP from
 * 1.02 to 1.19 s). So the policy of most pages names the site only; the contact pages add what
 * Google reCAPTCHA v2 needs (its script and frames:
 * https://developers.google.com/recaptcha/docs/faq#im-using-content-security-policy-csp-on-my-website.-how-can-i-configure-it-to-work-with-recaptcha)
 * and the EmailJS send endpoint (https://www.emailjs.com/docs/rest-api/send/); the search pages
 * add WebAssembly. Headers a browser reads from documents only are not sent with the scripts and
 * photos that can never be one (`subresourcePaths`).
 */
import { earlyPressRecorderHash, scriptingFlagHash } from '../renderer/scripting-flag.ts';

/** The site's policy: its own files only (fonts, frames and connections fall back to default-src). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  // The one inline script is the scripting flag of <head>, allowed by its hash (the contact pages have a second).
  `script-src 'self' '${scriptingFlagHash}'`,
  "img-src 'self' data:",
  // React style props and react-hot-toast's generated styles are inline.
  "style-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The contact pages' policy: the site's, plus their own inline script (the early presses of the
 * form's buttons), Google reCAPTCHA's script and frames and EmailJS's endpoint.
 */
export const formContentSecurityPolicy = contentSecurityPolicy
  .replace(`'${scriptingFlagHash}'`, `'${scriptingFlagHash}' '${earlyPressRecorderHash}' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`)
  .replace("img-src 'self' data:", "frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/; connect-src 'self' https://api.emailjs.com; img-src 'self' data:");

/**
 * The search pages' policy (issue 24): the site's, plus 'wasm-unsafe-eval', which Pagefind needs to
 * compile its WebAssembly (https://pagefind.app/docs/hosting/). Only those pages get it
 * (worker/edge-rules.ts); every other page keeps the policy above.
 */
export const searchContentSecurityPolicy = contentSecurityPolicy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");

/** Headers a browser reads only from a document (or a worker's script, for the CSP). */
export const documentHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

export const securityHeaders: Record<string, string> = {
  ...documentHeaders,
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // Also read from a module script, for what it imports.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Files no browser opens as a document and no worker runs from: the pages' scripts and styles
 * (Vite's chunks, entries and static files; its workers sit beside these folders and keep the
 * policy), the editor's, and the photo pipeline's images. They get the other security headers
 * but not `documentHeaders`.
 */
export const subresourcePaths = ['/assets/chunks/*', '/assets/entries/*', '/assets/static/*', '/assets/editor/*', '/images/photos/*'] as const;

/**
 * The editor's page only (worker/editor.ts): staff are signed in there, with a GitHub token the
 * app holds, so no window of another origin may keep a handle on it (Cross-Origin-Opener-Policy:
 * https://developer.mozilla.org/docs/Web/HTTP/Headers/Cross-Origin-Opener-Policy).
 * The public pages do without it (issue 44): they have no signed-in visitor, no state worth
 * leaking to a window that opened them, no popup of their own, and framing is already refused
 * (frame-ancestors, X-Frame-Options); while the header makes the browser give each page a
 * browsing context group, and so a renderer process, of its own on every navigation that does not
 * already get one: measured on Lighthouse's phone profile, +0.32 to 0.36 s to first paint on
 * /about and / (docs/edge.md, "Security headers").
 */
export const signedInPageHeaders: Record<string, string> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Vite writes content-hashed files under /assets/ (the editor's under /assets/editor/), and the
 * build names each photo file it makes by its original's hash (/images/photos/, model/content/photos.ts):
 * they never change, so they are cached for a year. So is the headings' typeface (/fonts/, its
 * version in its name: a new version is a new file; renderer/global.css).
 */
export const immutablePaths = ['/assets/*', '/images/photos/*', '/fonts/*'] as const;
export const immutableCache = 'public, max-age=31536000, immutable';
/**
 * Everything else (HTML, sitemap, robots, favicon) is checked again on every use: the asset
 * server's own default (https://developers.cloudflare.com/workers/static-assets/headers/), and
 * what the worker sets on the pages it answers.
 */
export const revalidateCache = 'public, max-age=0, must-revalidate';
