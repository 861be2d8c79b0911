/**
 * The site's settings (content/site.yaml: brand, legal name, tagline, contact e-mail,
 * headquarters) with the deploy-time values of the environment laid over them (SITE_URL,
 * CONTACT_EMAIL, the EmailJS and reCAPTCHA keys). Pure, so the same values reach the pages
 * (model/page-data/site.ts) and the content files' `{site.*}` values (model/content/content-read.ts).
 */
import type { z } from 'zod';
import { postalAddress } from '../site/format.ts';
import { languageTags, ogLocales, type Language } from '../site/languages.ts';
import type { siteSettingsSchema } from './schemas/whole-site.ts';

export type SiteSettings = z.output<typeof siteSettingsSchema>;

export type SiteEnv = Partial<
  Record<'SITE_URL' | 'CONTACT_EMAIL' | 'EMAILJS_SERVICE_ID' | 'EMAILJS_TEMPLATE_ID' | 'EMAILJS_PUBLIC_KEY' | 'RECAPTCHA_SITE_KEY' | 'SITE_TODAY', string | undefined>
>;

function origin(value: string | undefined): string {
  const url = new URL(value && value.trim() !== '' ? value : 'https://www.northbeam.example');
  return url.origin;
}

/** The site's own host (www.northbeam.example), from the deploy-time SITE_URL: a whole address of the site written in copy is a link to one of its pages. */
export const siteHost = (env: SiteEnv): string => new URL(origin(env.SITE_URL)).host;

export function siteFrom(settings: SiteSettings, env: SiteEnv, language: Language) {
  return {
    ...settings,
    origin: origin(env.SITE_URL),
    contactEmail: env.CONTACT_EMAIL?.trim() || settings.contactEmail,
    /** The headquarters' address in running text, as the page's language writes it: {site.postalAddress}. */
    postalAddress: postalAddress(settings.headquarters, language),
    locale: ogLocales[language],
    language: languageTags[language],
    emailjs: {
      serviceId: env.EMAILJS_SERVICE_ID?.trim() ?? '',
      templateId: env.EMAILJS_TEMPLATE_ID?.trim() ?? '',
      publicKey: env.EMAILJS_PUBLIC_KEY?.trim() ?? '',
    },
    // Google's documented test key: always passes, for development only (design-card.md).
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY?.trim() || '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  } as const;
}

export type Site = ReturnType<typeof siteFrom>;
