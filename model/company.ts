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
import cookiesFile from '../content/legal/cookies.yaml';
import privacyFile from '../content/legal/privacy.yaml';
import securityFile from '../content/legal/security.yaml';
import termsFile from '../content/legal/terms.yaml';
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
