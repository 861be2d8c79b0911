/**
 * The company and legal pages' content: content/company/*.yaml and content/legal/*.yaml,
 * validated by their schemas when they are imported (model/content-files.ts), typed here.
 */
import type { z } from 'zod';
import aboutFile from '../content/company/about.yaml';
import apiFile from '../content/company/api.yaml';
import careersFile from '../content/company/careers.yaml';
import docsFile from '../content/company/docs.yaml';
import pressFile from '../content/company/press.yaml';
import statusFile from '../content/company/status.yaml';
import supportFile from '../content/company/support.yaml';
import accessibilityFile from '../content/legal/accessibility.yaml';
import cookiesFile from '../content/legal/cookies.yaml';
import privacyFile from '../content/legal/privacy.yaml';
import securityFile from '../content/legal/security.yaml';
import termsFile from '../content/legal/terms.yaml';
import frAboutFile from '../content/fr/company/about.yaml';
import frApiFile from '../content/fr/company/api.yaml';
import frCareersFile from '../content/fr/company/careers.yaml';
import frDocsFile from '../content/fr/company/docs.yaml';
import frPressFile from '../content/fr/company/press.yaml';
import frStatusFile from '../content/fr/company/status.yaml';
import frSupportFile from '../content/fr/company/support.yaml';
import frAccessibilityFile from '../content/fr/legal/accessibility.yaml';
import frCookiesFile from '../content/fr/legal/cookies.yaml';
import frPrivacyFile from '../content/fr/legal/privacy.yaml';
import frSecurityFile from '../content/fr/legal/security.yaml';
import frTermsFile from '../content/fr/legal/terms.yaml';
import type { Language } from './languages';
import type {
  aboutPageSchema,
  apiPageSchema,
  careersPageSchema,
  docsPageSchema,
  legalPageSchema,
  pressPageSchema,
  statusPageSchema,
  supportPageSchema,
} from './schemas';

type Validated<T extends z.ZodType> = z.output<T>;

export const about = aboutFile as Validated<typeof aboutPageSchema>;
export const api = apiFile as Validated<typeof apiPageSchema>;
export const careers = careersFile as Validated<typeof careersPageSchema>;
export const docs = docsFile as Validated<typeof docsPageSchema>;
export const press = pressFile as Validated<typeof pressPageSchema>;
export const status = statusFile as Validated<typeof statusPageSchema>;
export const support = supportFile as Validated<typeof supportPageSchema>;
export const privacy = privacyFile as Validated<typeof legalPageSchema>;
export const terms = termsFile as Validated<typeof legalPageSchema>;
export const security = securityFile as Validated<typeof legalPageSchema>;
export const cookies = cookiesFile as Validated<typeof legalPageSchema>;
export const accessibility = accessibilityFile as Validated<typeof legalPageSchema>;

const english = { about, api, careers, docs, press, status, support, privacy, terms, security, cookies, accessibility };
export type CompanyPages = typeof english;

/** Each edition's company and legal pages (content/company, content/legal and their content/fr twins). */
export const companyIn: Record<Language, CompanyPages> = {
  en: english,
  fr: {
    about: frAboutFile as CompanyPages['about'],
    api: frApiFile as CompanyPages['api'],
    careers: frCareersFile as CompanyPages['careers'],
    docs: frDocsFile as CompanyPages['docs'],
    press: frPressFile as CompanyPages['press'],
    status: frStatusFile as CompanyPages['status'],
    support: frSupportFile as CompanyPages['support'],
    privacy: frPrivacyFile as CompanyPages['privacy'],
    terms: frTermsFile as CompanyPages['terms'],
    security: frSecurityFile as CompanyPages['security'],
    cookies: frCookiesFile as CompanyPages['cookies'],
    accessibility: frAccessibilityFile as CompanyPages['accessibility'],
  },
};
