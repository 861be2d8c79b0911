/**
 * The one place for what the specification leaves open (design-card.md): brand, origin,
 * contact e-mail and the public keys. Deploy-time values come from the environment at build
 * time (vite.config.ts `envPrefix`), so the owner never edits code to change them.
 */
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
const env = {
  SITE_URL: fromVite(() => import.meta.env.SITE_URL) ?? fromNode('SITE_URL'),
  CONTACT_EMAIL: fromVite(() => import.meta.env.CONTACT_EMAIL) ?? fromNode('CONTACT_EMAIL'),
  EMAILJS_SERVICE_ID: fromVite(() => import.meta.env.EMAILJS_SERVICE_ID) ?? fromNode('EMAILJS_SERVICE_ID'),
  EMAILJS_TEMPLATE_ID: fromVite(() => import.meta.env.EMAILJS_TEMPLATE_ID) ?? fromNode('EMAILJS_TEMPLATE_ID'),
  EMAILJS_PUBLIC_KEY: fromVite(() => import.meta.env.EMAILJS_PUBLIC_KEY) ?? fromNode('EMAILJS_PUBLIC_KEY'),
  RECAPTCHA_SITE_KEY: fromVite(() => import.meta.env.RECAPTCHA_SITE_KEY) ?? fromNode('RECAPTCHA_SITE_KEY'),
};

function origin(value: string | undefined): string {
  const url = new URL(value && value.trim() !== '' ? value : 'https://www.northbeam.example');
  return url.origin;
}

export const site = {
  brand: 'Northbeam Digital',
  legalName: 'Northbeam Digital Inc.',
  tagline:
    'We deliver software solutions built on advanced AI technologies for more profitable and competitive businesses.',
  defaultDescription:
    'Northbeam Digital builds AI integration, software, data engineering, cloud, security and analytics solutions for businesses across Canada.',
  origin: origin(env.SITE_URL),
  contactEmail: env.CONTACT_EMAIL?.trim() || 'hello@northbeam.example',
  locale: 'en_CA',
  language: 'en-CA',
  foundingYear: 2016,
  headquarters: {
    streetAddress: '155 Wellington Street West, Suite 2200',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5V 3H1',
    country: 'CA',
  },
  emailjs: {
    serviceId: env.EMAILJS_SERVICE_ID?.trim() ?? '',
    templateId: env.EMAILJS_TEMPLATE_ID?.trim() ?? '',
    publicKey: env.EMAILJS_PUBLIC_KEY?.trim() ?? '',
  },
  // Google's documented test key: always passes, for development only (design-card.md).
  recaptchaSiteKey: env.RECAPTCHA_SITE_KEY?.trim() || '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
} as const;

/** Absolute URL of an internal path, for canonical links, Open Graph, JSON-LD and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** "About Us | Northbeam Digital"; the home page title already names the brand. */
export function documentTitle(pageTitle: string): string {
  return pageTitle.includes(site.brand) ? pageTitle : `${pageTitle} | ${site.brand}`;
}
